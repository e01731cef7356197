import { describe, expect, it } from 'vitest';
import { readClaimWindow } from './claimWindow';

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
