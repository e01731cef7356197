import { describe, expect, it } from 'vitest';
import { needsSessionProbe } from './auth';

describe('whether the session is asked for', () => {
  it('is not, for a page made for a guest on a phone that keeps nothing of a buyer’s', () => {
    expect(needsSessionProbe('guest', null)).toBe(false);
    expect(needsSessionProbe('guest', 'guest')).toBe(false);
  });

  it('is, when a buyer’s data is kept here (it may have to go), whatever the page says', () => {
    expect(needsSessionProbe('guest', '7')).toBe(true);
  });

  it('is, when a sign-out waits for the server to hear of it, whatever the page says', () => {
    expect(needsSessionProbe('guest', null, true)).toBe(true);
    expect(needsSessionProbe('guest', 'guest', true)).toBe(true);
  });

  it('is, for a page made for a session cookie, or one the browser rendered itself', () => {
    for (const keptFor of [null, 'guest', '7']) {
      expect(needsSessionProbe('member', keptFor)).toBe(true);
      expect(needsSessionProbe('unknown', keptFor)).toBe(true);
    }
  });
});
