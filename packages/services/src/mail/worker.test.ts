import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY, retryDelayMs } from './worker';

describe('retryDelayMs', () => {
  const noJitter = () => 0.5; // 2 * 0.5 - 1 = 0: no spread

  it('doubles from 30 s per failed attempt and stops at 1 h', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((a) => retryDelayMs(a, DEFAULT_RETRY_POLICY, noJitter))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });

  it('spreads by at most ±20 % and never beyond the cap', () => {
    expect(retryDelayMs(1, DEFAULT_RETRY_POLICY, () => 0)).toBe(24_000);
    expect(retryDelayMs(1, DEFAULT_RETRY_POLICY, () => 0.999999)).toBeCloseTo(36_000, -1);
    expect(retryDelayMs(12, DEFAULT_RETRY_POLICY, () => 0.999999)).toBe(3_600_000);
    expect(retryDelayMs(12, DEFAULT_RETRY_POLICY, () => 0)).toBe(2_880_000);
  });
});
