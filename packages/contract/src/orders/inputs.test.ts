import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  adminOrderExportInput,
  adminOrderListInput,
  adminOrderPageInput,
  forecastInput,
  ORDER_CODES,
  parseInput,
  pickListInput,
  pickupRangeInput,
  ValidationError,
} from '@wholesale/contract';

/** The code a door answers a refused input with (400), or undefined when it passes. */
function codeOf(schema: z.ZodType, input: unknown): string | undefined {
  try {
    parseInput(schema, input);
    return undefined;
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    expect(err.httpStatus).toBe(400);
    return err.code;
  }
}

describe('the pickup-day filter of the Orders page', () => {
  const filters = [adminOrderListInput, adminOrderPageInput, adminOrderExportInput];

  it('takes Los Angeles days, one end or both, up to 62 days', () => {
    for (const schema of filters) {
      expect(codeOf(schema, { pickup_from: '2026-12-01', pickup_to: '2026-12-01' })).toBeUndefined();
      expect(codeOf(schema, { pickup_from: '2026-12-01' })).toBeUndefined();
      expect(codeOf(schema, { pickup_to: '2026-12-01' })).toBeUndefined();
      expect(codeOf(schema, { pickup_from: '2026-12-01', pickup_to: '2027-01-31' })).toBeUndefined(); // 62 days
    }
  });

  it('refuses what is not a day, a reversed range and a span over 62 days', () => {
    for (const schema of filters) {
      for (const bad of ['Dec 1', '2026-12-1', '2026-02-30', '1926-12-12', '12/01/2026', '2026-12-01T00:00', 20261201])
        expect(codeOf(schema, { pickup_from: bad })).toBe(ORDER_CODES.pickupDay);
      expect(codeOf(schema, { pickup_to: 'x'.repeat(100_000) })).toBe(ORDER_CODES.pickupDay);
      expect(codeOf(schema, { pickup_from: '2026-12-02', pickup_to: '2026-12-01' })).toBe(ORDER_CODES.pickupRange);
      expect(codeOf(schema, { pickup_from: '2026-12-01', pickup_to: '2027-02-01' })).toBe(ORDER_CODES.pickupSpan);
    }
  });
});

describe('the week view, the forecast and the production sheet’s range', () => {
  it('take both days, in order, up to 31 days', () => {
    expect(parseInput(pickupRangeInput, { from: '2026-11-29', to: '2026-12-05' })).toEqual({
      from: '2026-11-29',
      to: '2026-12-05',
    });
    expect(codeOf(pickupRangeInput, { from: '2026-12-01', to: '2026-12-31' })).toBeUndefined();
    expect(codeOf(pickupRangeInput, { from: '2026-12-01', to: '2027-01-01' })).toBe(ORDER_CODES.weekSpan);
    expect(codeOf(pickupRangeInput, { from: '2026-12-05', to: '2026-11-29' })).toBe(ORDER_CODES.pickupRange);
    expect(codeOf(pickupRangeInput, { from: '2026-12-01' })).toBe(ORDER_CODES.pickupDay);
    expect(codeOf(pickupRangeInput, { from: 'Sun, Dec 12, 1926', to: '2026-12-05' })).toBe(ORDER_CODES.pickupDay);
  });

  it('lets the pick list take one day, or a range from its day', () => {
    expect(codeOf(pickListInput, {})).toBeUndefined();
    expect(codeOf(pickListInput, { date: '2026-12-01', to: '2026-12-04' })).toBeUndefined();
    expect(codeOf(pickListInput, { date: '2026-12-04', to: '2026-12-01' })).toBe(ORDER_CODES.pickupRange);
    expect(codeOf(pickListInput, { date: '2026-12-01', to: '2027-01-05' })).toBe(ORDER_CODES.weekSpan);
    expect(codeOf(pickListInput, { date: '2026-12-01', to: '2026-13-01' })).toBe(ORDER_CODES.pickupDay);
  });

  it('lets the pick list ask for its notes, as true or false from tRPC and 1 or 0 from a query string', () => {
    expect(parseInput(pickListInput, { notes: true }).notes).toBe(true);
    expect(parseInput(pickListInput, { notes: '1' }).notes).toBe(true);
    expect(parseInput(pickListInput, { notes: 'false' }).notes).toBe(false);
    expect(parseInput(pickListInput, {}).notes).toBeUndefined();
    expect(codeOf(pickListInput, { notes: 'yes' })).toBe(ORDER_CODES.showFlag);
  });

  it('lets the forecast list one day’s cycles, a day written YYYY-MM-DD', () => {
    const range = { from: '2026-11-29', to: '2026-12-05' };
    expect(parseInput(forecastInput, { ...range, cycles_on: '2026-12-01' })).toEqual({
      ...range,
      cycles_on: '2026-12-01',
    });
    expect(parseInput(forecastInput, range)).toEqual(range);
    expect(codeOf(forecastInput, { ...range, cycles_on: 'tomorrow' })).toBe(ORDER_CODES.pickupDay);
    expect(codeOf(forecastInput, { from: '2026-12-01', to: '2027-01-01' })).toBe(ORDER_CODES.weekSpan);
  });
});
