import { describe, expect, it } from 'vitest';
import { attemptFor, newAttemptKey } from './attempt';

describe('attemptFor: one idempotency key per submission', () => {
  const keys = () => {
    let n = 0;
    return () => `key-${++n}-abcdefgh`;
  };

  it('makes a key for a first submission', () => {
    const first = attemptFor(null, { a: 1 }, keys());
    expect(first).toEqual({ key: 'key-1-abcdefgh', signature: '{"a":1}' });
  });

  it('keeps the attempt while the same body is sent again, and makes a new key for another body', () => {
    const make = keys();
    const first = attemptFor(null, { orderId: 7, amount: 12.5 }, make);
    expect(attemptFor(first, { orderId: 7, amount: 12.5 }, make)).toBe(first);
    const other = attemptFor(first, { orderId: 7, amount: 13 }, make);
    expect(other.key).toBe('key-2-abcdefgh');
    // back to the first body: a new key too, only the last attempt is remembered
    expect(attemptFor(other, { orderId: 7, amount: 12.5 }, make).key).toBe('key-3-abcdefgh');
  });

  it('makes keys the server takes (8 to 200 of letters, digits, - and _), a new one each time', () => {
    const a = newAttemptKey();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,200}$/);
    expect(newAttemptKey()).not.toBe(a);
    expect(attemptFor(null, [1, 2]).key).toMatch(/^[A-Za-z0-9_-]{8,200}$/);
  });
});
