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
  PARAMETRISED_MESSAGES,
  parseInput,
  RateLimitedError,
  requireAdmin,
  requireBuyer,
  tooManyError,
  UnauthorizedError,
  VALIDATION_ERRORS,
  ValidationError,
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
    const day = calendarDayError(CALENDAR_ERRORS.past, '2026-01-02');
    expect([day.code, day.message, day.params]).toEqual([
      'calendar.past',
      'A day in the past cannot be closed or reopened (2026-01-02)',
      { date: '2026-01-02' },
    ]);
  });
});

describe('the registry of error codes', () => {
  it('gives every code one English text, and the same text under two keys two codes', () => {
    for (const [code, text] of Object.entries(ERROR_CODES)) {
      expect(code, code).toMatch(/^[a-z]+\.[A-Za-z]+$/);
      expect(text.trim(), code).not.toBe('');
    }
    expect(ERROR_CODES['photos.tooLarge']).toBe(ERROR_CODES['validation.fileTooLarge']);
    expect(ERROR_CODES['accounts.documentNotFound']).toBe(ERROR_CODES['inquiries.documentNotFound']);
    expect(ERROR_CODES['accounts.invalidCredentials']).toBe(ACCOUNT_MESSAGES.invalidCredentials);
    expect(Object.keys(PARAMETRISED_MESSAGES).every((code) => code in ERROR_CODES)).toBe(true);
  });

  it('codes a refused input by its first issue, and each field by its own', () => {
    const schema = z.object({
      email: z.string().email({ error: VALIDATION_ERRORS.email.message }),
      n: z.number({ error: 'A number, please' }),
    });
    let caught: unknown;
    try {
      parseInput(schema, { email: 'x', n: 'y' });
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(ValidationError);
    const err = caught as ValidationError;
    expect([err.code, err.message]).toEqual(['validation.email', 'Invalid email address']);
    expect(err.fields).toEqual({
      email: { code: 'validation.email', message: 'Invalid email address' },
      n: { code: 'common.invalidInput', message: 'A number, please' },
    });
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
