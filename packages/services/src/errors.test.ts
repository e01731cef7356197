import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  UnauthorizedError,
  ValidationError,
  httpStatusOf,
  isDomainError,
} from './errors';
import { canSeeDiscounts, requireAdmin, requireBuyer, type Actor } from './actor';

describe('domain errors', () => {
  it('map to the contract HTTP statuses, anything else to 500', () => {
    expect(httpStatusOf(new NotFoundError('Product not found'))).toBe(404);
    expect(httpStatusOf(new ValidationError('Failed to fetch products'))).toBe(400);
    expect(httpStatusOf(new UnauthorizedError())).toBe(401);
    expect(httpStatusOf(new ForbiddenError())).toBe(403);
    expect(httpStatusOf(new ConflictError())).toBe(409);
    expect(httpStatusOf(new RateLimitedError(undefined, 30))).toBe(429);
    expect(httpStatusOf(new Error('boom'))).toBe(500);
    expect(httpStatusOf('not even an error')).toBe(500);
  });

  it('keep the user-facing message and their class name', () => {
    const err = new NotFoundError('Product not found');
    expect(err.message).toBe('Product not found');
    expect(err.name).toBe('NotFoundError');
    expect(err).toBeInstanceOf(Error);
    expect(isDomainError(err)).toBe(true);
    expect(isDomainError(new Error('x'))).toBe(false);
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
