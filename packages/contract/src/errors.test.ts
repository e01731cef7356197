import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  CALENDAR_ERRORS,
  calendarDayError,
  canSeeDiscounts,
  CATALOGUE_ERRORS,
  ConflictError,
  ERROR_CODES,
  ForbiddenError,
  httpStatusOf,
  isDomainError,
  loginAttemptsError,
  NotFoundError,
  ORDER_CODES,
  PARAMETRISED_CODES,
  parseInput,
  pickupDayClosedError,
  RateLimitedError,
  requireAdmin,
  requireBuyer,
  tooManyError,
  UnauthorizedError,
  VALIDATION_CODES,
  ValidationError,
  withParams,
  cutoffPassedError,
  cancelOrderInput,
  declineOrderInput,
  type Actor,
} from '@wholesale/contract';
import { z } from 'zod';

describe('domain errors', () => {
  it('map to the contract HTTP statuses, anything else to 500', () => {
    expect(httpStatusOf(new NotFoundError(CATALOGUE_ERRORS.productNotFound))).toBe(404);
    expect(httpStatusOf(new ValidationError(CATALOGUE_ERRORS.fetchFailed))).toBe(400);
    expect(httpStatusOf(new UnauthorizedError())).toBe(401);
    expect(httpStatusOf(new ForbiddenError())).toBe(403);
    expect(httpStatusOf(new ConflictError())).toBe(409);
    expect(httpStatusOf(new RateLimitedError(undefined, 30))).toBe(429);
    expect(httpStatusOf(new Error('boom'))).toBe(500);
    expect(httpStatusOf('not even an error')).toBe(500);
  });

  it('keep the user-facing message and their class name', () => {
    const err = new NotFoundError(CATALOGUE_ERRORS.productNotFound);
    expect(err.message).toBe('Product not found');
    expect(err.name).toBe('NotFoundError');
    expect(err).toBeInstanceOf(Error);
    expect(isDomainError(err)).toBe(true);
    expect(isDomainError(new Error('x'))).toBe(false);
  });

  it('carry the stable code of their message, and the defaults have codes of their own', () => {
    expect(new NotFoundError(CATALOGUE_ERRORS.productNotFound).code).toBe('catalogue.productNotFound');
    expect(new UnauthorizedError().code).toBe('common.signIn');
    expect(new ForbiddenError().code).toBe('common.forbidden');
    const wait = new RateLimitedError(loginAttemptsError(150), 150);
    expect([wait.code, wait.params, wait.message]).toEqual([
      'accounts.tooManyLoginAttempts',
      { minutes: 3 },
      'Too many login attempts. Please try again in 3 minutes.',
    ]);
    expect(tooManyError('signup', 42).params).toEqual({ seconds: 42 });
    expect(loginAttemptsError(30).message).toBe('Too many login attempts. Please try again in 1 minute.');
    expect(tooManyError('signup', 42).message).toBe(
      'Too many signup requests from your network. Please try again in 42 seconds.',
    );
    expect(tooManyError('uploadBytes', 86_400).message).toMatch(/try again in 24 hours\.$/);
    const day = calendarDayError(CALENDAR_ERRORS.past, '2026-01-02');
    expect([day.code, day.message, day.params]).toEqual([
      'calendar.past',
      'A day in the past cannot be closed or reopened (2026-01-02)',
      { date: '2026-01-02' },
    ]);
  });
});

describe('the catalogue of messages', () => {
  it('gives every code its own English text, none shared by two codes', () => {
    const byText = new Map<string, string[]>();
    for (const [code, text] of Object.entries(ERROR_CODES)) {
      expect(code, code).toMatch(/^[a-z]+\.[A-Za-z]+$/);
      expect(text.trim(), code).not.toBe('');
      byText.set(text, [...(byText.get(text) ?? []), code]);
    }
    expect([...byText.values()].filter((codes) => codes.length > 1)).toEqual([]);
    expect(ERROR_CODES['accounts.invalidCredentials']).toBe(ACCOUNT_MESSAGES.invalidCredentials);
  });

  it('fills in every parametrised message from its values, worded in English', () => {
    expect(PARAMETRISED_CODES).toContain('orders.cutoffPassed');
    expect(PARAMETRISED_CODES).not.toContain('orders.keyReused');
    const values = { names: 'Brisket', date: '2026-11-26', cutoff: '2026-11-25T01:00:00.000Z', due: '12.50' };
    const all = { ...values, total: '1.00', name: 'Brisket', weighed: '1.00', low: '1.00', high: '2.00' };
    for (const code of PARAMETRISED_CODES) {
      const filled = withParams(
        { code, message: ERROR_CODES[code] },
        { ...all, estimate: '1.50', seconds: 90, minutes: 2, limit: 3, hours: 4 },
      );
      expect(filled.message, code).not.toMatch(/[{}]/);
      expect(filled.code).toBe(code);
    }
    expect(cutoffPassedError(values.cutoff).message).toMatch(
      /^Changes to this order closed Tue,\sNov\s24\s·\s5:00\sPM PT\./,
    );
    expect(pickupDayClosedError(values.date, 'thanksgiving')).toMatchObject({
      message: expect.stringContaining('closed on Thursday, November 26, 2026.'),
      params: { date: '2026-11-26', holiday: 'thanksgiving' },
    });
  });

  it('codes a refused input by the code its schema says, and each field by its own', () => {
    const schema = z.object({
      email: z.string().email({ error: VALIDATION_CODES.email }),
      quantity: z.number({ error: ORDER_CODES.quantity }),
      n: z.number({ error: 'A number, please' }),
    });
    let caught: unknown;
    try {
      parseInput(schema, { email: 'x', quantity: 'y', n: 'y' });
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(ValidationError);
    const err = caught as ValidationError;
    expect([err.code, err.message]).toEqual(['validation.email', 'Invalid email address']);
    expect(err.fields).toEqual({
      email: { code: 'validation.email', message: 'Invalid email address' },
      quantity: { code: 'orders.quantity', message: 'Quantity must be a whole number from 1 to 999' },
      n: { code: 'common.invalidInput', message: 'A number, please' },
    });
  });

  it('tells a too-long cancel reason from a too-long decline reason', () => {
    const reason = 'x'.repeat(501);
    const codeOf = (schema: z.ZodType) => {
      try {
        parseInput(schema, { reason });
      } catch (err) {
        return (err as ValidationError).code;
      }
      return null;
    };
    expect(codeOf(cancelOrderInput)).toBe('orders.reasonTooLong');
    expect(codeOf(declineOrderInput)).toBe('orders.declineReasonTooLong');
  });
});

describe('actor guards', () => {
  const guest: Actor = { kind: 'guest' };
  const buyer: Actor = { kind: 'buyer', userId: 5 };
  const admin: Actor = { kind: 'admin', userId: 1 };

  it('show discounts to buyers and admins only', () => {
    expect(canSeeDiscounts(guest)).toBe(false);
    expect(canSeeDiscounts(buyer)).toBe(true);
    expect(canSeeDiscounts(admin)).toBe(true);
  });

  it('require the right kind: 401 for guests, 403 for the wrong role', () => {
    expect(() => requireAdmin(guest)).toThrow(UnauthorizedError);
    expect(() => requireAdmin(buyer)).toThrow(ForbiddenError);
    expect(requireAdmin(admin).userId).toBe(1);
    expect(() => requireBuyer(guest)).toThrow(UnauthorizedError);
    expect(() => requireBuyer(admin)).toThrow(ForbiddenError);
    expect(requireBuyer(buyer).userId).toBe(5);
  });
});
