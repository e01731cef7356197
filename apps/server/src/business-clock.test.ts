import { describe, expect, it } from 'vitest';
import { clockFrom } from './business-clock';

describe('clockFrom: a fixed start that runs on', () => {
  it('reads the start first, then advances with the real clock', () => {
    let real = Date.parse('2026-11-30T15:00:00.000Z');
    const clock = clockFrom(new Date('2026-11-28T20:00:00.000Z'), () => real);
    expect(clock().toISOString()).toBe('2026-11-28T20:00:00.000Z');
    real += 90_000;
    expect(clock().toISOString()).toBe('2026-11-28T20:01:30.000Z');
  });
});
