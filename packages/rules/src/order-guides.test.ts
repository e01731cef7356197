import { describe, expect, it } from 'vitest';
import { guideOrderQuantity, parseOnHand } from './order-guides';
import { ORDER_LINE_MAX_QUANTITY } from './order-money';

describe('what an order guide orders', () => {
  it('is par minus on hand, rounded up to whole units', () => {
    expect(guideOrderQuantity(6, 2)).toBe(4);
    expect(guideOrderQuantity(6, 2.5)).toBe(4);
    expect(guideOrderQuantity(6, 5.1)).toBe(1);
    expect(guideOrderQuantity(3, 0)).toBe(3);
  });

  it('never rounds a whole difference up by floating-point noise', () => {
    expect(guideOrderQuantity(2, 1.1 - 0.1)).toBe(1);
    expect(guideOrderQuantity(5, 0.3 + 0.6)).toBe(5);
    expect(guideOrderQuantity(4, 2.9999999999)).toBe(1);
  });

  it('is nothing at or above par', () => {
    expect(guideOrderQuantity(6, 6)).toBe(0);
    expect(guideOrderQuantity(6, 40)).toBe(0);
  });

  it('orders up to par when nothing was counted, or the count is unreadable', () => {
    expect(guideOrderQuantity(4, null)).toBe(4);
    expect(guideOrderQuantity(4, undefined)).toBe(4);
    expect(guideOrderQuantity(4, -3)).toBe(4);
    expect(guideOrderQuantity(4, Number.NaN)).toBe(4);
  });

  it('stays within one order line, and a guide line without a par orders nothing', () => {
    expect(guideOrderQuantity(5000, 0)).toBe(ORDER_LINE_MAX_QUANTITY);
    expect(guideOrderQuantity(0, 0)).toBe(0);
    expect(guideOrderQuantity(Number.NaN, 0)).toBe(0);
  });
});

describe('a typed on-hand count', () => {
  it('reads whole and decimal numbers, with a point or a comma', () => {
    expect(parseOnHand('3')).toBe(3);
    expect(parseOnHand(' 2.5 ')).toBe(2.5);
    expect(parseOnHand('1,5')).toBe(1.5);
    expect(parseOnHand('.5')).toBe(0.5);
  });

  it('is null when empty or not a plain number', () => {
    expect(parseOnHand('')).toBeNull();
    expect(parseOnHand('.')).toBeNull();
    expect(parseOnHand('-1')).toBeNull();
    expect(parseOnHand('1e3')).toBeNull();
    expect(parseOnHand('abc')).toBeNull();
    expect(parseOnHand('1'.repeat(20))).toBeNull();
  });
});
