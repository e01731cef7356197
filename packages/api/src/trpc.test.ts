import { getTRPCErrorShape, TRPCError } from '@trpc/server';
import { CATALOGUE_ERRORS, ConflictError, NotFoundError, RateLimitedError, ValidationError } from '@wholesale/contract';
import { describe, expect, it } from 'vitest';
import { publicProcedure, router, toTRPCError } from './trpc';

describe('toTRPCError', () => {
  it('maps each domain error to its code and keeps the user-facing message', () => {
    expect(toTRPCError(new NotFoundError(CATALOGUE_ERRORS.productNotFound))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Product not found',
    });
    expect(toTRPCError(new ValidationError(CATALOGUE_ERRORS.fetchFailed)).code).toBe('BAD_REQUEST');
    expect(toTRPCError(new ConflictError()).code).toBe('CONFLICT');
    expect(toTRPCError(new RateLimitedError()).code).toBe('TOO_MANY_REQUESTS');
    expect(toTRPCError(new Error('db down')).code).toBe('INTERNAL_SERVER_ERROR');
  });
});

describe('error formatting', () => {
  const r = router({
    boom: publicProcedure.query(() => {
      throw new Error('relation "items" does not exist at /srv/app');
    }),
  });

  it('does not leak the text of an unexpected error', async () => {
    const caller = r.createCaller({ actor: { kind: 'guest' }, services: {} as never });
    const err = await caller.boom().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TRPCError);
    const shape = getTRPCErrorShape({
      config: r._def._config,
      error: err as TRPCError,
      type: 'query',
      path: 'boom',
      input: undefined,
      ctx: undefined,
    });
    expect(shape.message).toBe('Something went wrong');
  });
});
