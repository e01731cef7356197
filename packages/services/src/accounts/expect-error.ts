// Test helper: awaits a promise that must fail with a given domain error (and message).
import { expect } from 'vitest';

export async function expectError<E extends Error>(
  promise: Promise<unknown>,
  type: abstract new (...args: never[]) => E,
  message?: string | RegExp,
): Promise<E> {
  let caught: unknown;
  try {
    await promise;
  } catch (err) {
    caught = err;
  }
  expect(caught, 'expected the call to fail').toBeInstanceOf(type);
  if (message !== undefined) {
    if (typeof message === 'string') expect((caught as Error).message).toBe(message);
    else expect((caught as Error).message).toMatch(message);
  }
  return caught as E;
}
