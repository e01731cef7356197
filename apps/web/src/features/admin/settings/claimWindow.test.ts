import { describe, expect, it } from 'vitest';
import { readClaimWindow, readMissedFlag } from './claimWindow';

describe('the claim window field', () => {
  it('takes a whole number of hours from 1 to 720', () => {
    expect(readClaimWindow('24')).toBe(24);
    expect(readClaimWindow(' 1 ')).toBe(1);
    expect(readClaimWindow('720')).toBe(720);
  });

  it('refuses nothing, zero, more than 720, fractions and words', () => {
    for (const t of ['', '0', '721', '1.5', '-3', 'abc', '1e2', '99999']) expect(readClaimWindow(t), t).toBeNull();
  });
});

describe('the missed-pickups flag field', () => {
  it('reads a whole number from 1 to 20, else null', () => {
    expect(readMissedFlag('2')).toBe(2);
    expect(readMissedFlag(' 20 ')).toBe(20);
    for (const bad of ['0', '21', '1.5', '', 'two', '-1']) expect(readMissedFlag(bad), bad).toBeNull();
  });
});
