import { describe, expect, it } from 'vitest';
import { readFailureKind } from './readFailure';

// "Not found" only for a real 404: a network that failed is said as such.
describe('a failed catalogue read', () => {
  it('is "not found" only when the server said 404, through either door', () => {
    expect(readFailureKind({ status: 404 })).toBe('notFound');
    expect(readFailureKind({ data: { httpStatus: 404, code: 'NOT_FOUND' } })).toBe('notFound');
  });

  it('is the network when no answer came: fetch threw, a timeout, nothing kept offline', () => {
    expect(readFailureKind(new TypeError('Failed to fetch'))).toBe('network');
    expect(readFailureKind(new DOMException('The operation timed out.', 'TimeoutError'))).toBe('network');
    // A tRPC client error with no answer has no data.
    expect(readFailureKind({ message: 'Failed to fetch', data: undefined })).toBe('network');
    expect(readFailureKind(null)).toBe('network');
    expect(readFailureKind({ status: 0 })).toBe('network');
  });

  it('is the network when a proxy answered for a server it could not reach (502, 503, 504)', () => {
    for (const status of [502, 503, 504]) {
      expect(readFailureKind({ status })).toBe('network');
      expect(readFailureKind({ data: { httpStatus: status } })).toBe('network');
    }
    // The service worker's "not available offline" part of a batch.
    expect(readFailureKind({ data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 503 } })).toBe('network');
    expect(readFailureKind({ status: 408 })).toBe('network');
  });

  it('is an error, not "not found", when the server answered otherwise', () => {
    expect(readFailureKind({ status: 500 })).toBe('error');
    expect(readFailureKind({ status: 400 })).toBe('error');
    expect(readFailureKind({ data: { httpStatus: 403 } })).toBe('error');
    // An answer that was not what was asked for (no data in a 200).
    expect(readFailureKind({ status: 200 })).toBe('error');
  });
});
