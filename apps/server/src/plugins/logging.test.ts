import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { redactUrl, requestIdOf } from './logging';

describe('redactUrl', () => {
  it('hides the values of secret-bearing query parameters only', () => {
    expect(redactUrl('/reset-password?email=a%40b.c&token=abc123')).toBe('/reset-password?email=a%40b.c&token=[redacted]');
    expect(redactUrl('/x?Password=p&newPassword=q&page=2')).toBe('/x?Password=[redacted]&newPassword=[redacted]&page=2');
    expect(redactUrl('/api/items?ids=1,2')).toBe('/api/items?ids=1,2');
    expect(redactUrl('/api/items')).toBe('/api/items');
    expect(redactUrl('/x?%74oken=abc')).toBe('/x?%74oken=[redacted]');
  });
});

describe('requestIdOf', () => {
  const req = (id?: string) => ({ headers: id === undefined ? {} : { 'x-request-id': id } }) as IncomingMessage;
  it('keeps a well-formed incoming id and replaces a missing or unsafe one', () => {
    expect(requestIdOf(req('abc-123.DEF_4'))).toBe('abc-123.DEF_4');
    expect(requestIdOf(req())).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(req('bad id'))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(req('x'.repeat(65)))).toMatch(/^[0-9a-f-]{36}$/);
  });
});
