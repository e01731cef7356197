import { describe, expect, it } from 'vitest';
import { lotDay } from './lot-day';

describe('lotDay', () => {
  it('prints a pack date short, in either language', () => {
    expect(lotDay('2026-11-20', 'en')).toBe('Nov 20');
    expect(lotDay('2026-11-20', 'ko')).toBe('11월 20일');
  });

  it('adds the year when it is not the year of today', () => {
    expect(lotDay('2025-12-30', 'en', '2026-01-05')).toBe('Dec 30, 2025');
    expect(lotDay('2025-12-30', 'ko', '2026-01-05')).toBe('2025년 12월 30일');
    expect(lotDay('2026-01-02', 'en', '2026-01-05')).toBe('Jan 2');
  });

  it('leaves text that is not a day as it is', () => {
    expect(lotDay('soon', 'en')).toBe('soon');
  });
});
