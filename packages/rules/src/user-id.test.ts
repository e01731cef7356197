import { describe, expect, it } from 'vitest';
import { decodeUserId, encodeUserId } from './user-id';

function b64url(s: string): string {
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

describe('encodeUserId', () => {
  it('is base64url of id + "-12" without padding', () => {
    expect(encodeUserId(1)).toBe('MS0xMg');
    expect(encodeUserId(42)).toBe(b64url('42-12'));
    expect(encodeUserId(123456)).not.toMatch(/[=+/]/);
  });
  it('refuses non-positive or non-integer ids', () => {
    expect(() => encodeUserId(0)).toThrow(RangeError);
    expect(() => encodeUserId(1.5)).toThrow(RangeError);
  });
});

describe('decodeUserId', () => {
  it('round-trips', () => {
    for (const id of [1, 7, 42, 999, 123456789]) expect(decodeUserId(encodeUserId(id))).toBe(id);
  });
  it('takes the part before the first dash', () => {
    expect(decodeUserId(b64url('15-12-99'))).toBe(15);
    expect(decodeUserId(b64url('15'))).toBe(15);
  });
  it('accepts padded input only without the padding characters', () => {
    expect(decodeUserId('MS0xMg==')).toBeNull();
  });
  it('returns null for bad base64, wrong alphabet or impossible length', () => {
    expect(decodeUserId('')).toBeNull();
    expect(decodeUserId('not base64!')).toBeNull();
    expect(decodeUserId('MS0xM+')).toBeNull();
    expect(decodeUserId('abcde')).toBeNull();
  });
  it('returns null when the head is not a positive canonical integer', () => {
    expect(decodeUserId(b64url('abc-12'))).toBeNull();
    expect(decodeUserId(b64url('-12'))).toBeNull();
    expect(decodeUserId(b64url('0-12'))).toBeNull();
    expect(decodeUserId(b64url('007-12'))).toBeNull();
    expect(decodeUserId(b64url('1e3-12'))).toBeNull();
    expect(decodeUserId(b64url('99999999999999999999-12'))).toBeNull();
  });
  it('returns null for bytes that are not UTF-8', () => {
    expect(decodeUserId(b64url('\xff\xfe-12'))).toBeNull();
  });
});
