import { describe, expect, it } from 'vitest';
import { retryOnce } from './retry';

describe('retryOnce', () => {
  it('retries a network or server failure once', () => {
    expect(retryOnce(0, new Error('network'))).toBe(true);
    expect(retryOnce(0, { data: { httpStatus: 500 } })).toBe(true);
    expect(retryOnce(1, { data: { httpStatus: 500 } })).toBe(false);
  });
  it('never retries a client error such as NOT_FOUND', () => {
    expect(retryOnce(0, { data: { httpStatus: 404 } })).toBe(false);
    expect(retryOnce(0, { data: { httpStatus: 400 } })).toBe(false);
  });
});

describe('retryOnce with REST errors', () => {
  it('reads the status of an HttpError-like value', () => {
    expect(retryOnce(0, { status: 404 })).toBe(false);
    expect(retryOnce(0, { status: 503 })).toBe(true);
  });
});
