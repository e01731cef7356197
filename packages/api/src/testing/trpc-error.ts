// Test support: what a procedure call was refused with.
import { TRPCError } from '@trpc/server';

/** The TRPCError the call rejects with; anything else it rejects with is rethrown, and a success fails the test. */
export async function trpcError(promise: Promise<unknown>): Promise<TRPCError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof TRPCError) return err;
    throw err;
  }
  throw new Error('expected a TRPCError');
}
