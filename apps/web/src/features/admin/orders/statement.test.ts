import { describe, expect, it } from 'vitest';
import { checkStatementMonth, pacificMonth, statementHref } from './statement';

// A buyer's monthly statement: the Los Angeles month it starts on, the month field's check, and
// the address it downloads from.

describe('the month on the Los Angeles clock', () => {
  it('is the month of the date in Los Angeles', () => {
    expect(pacificMonth(new Date('2026-11-23T22:05:00Z'))).toBe('2026-11');
  });

  it('is still the old month in Los Angeles when UTC has turned to the next', () => {
    // 1 December 05:30 UTC is 30 November 21:30 in Los Angeles (PST, UTC−8).
    expect(pacificMonth(new Date('2026-12-01T05:30:00Z'))).toBe('2026-11');
    // New Year's Eve in Los Angeles, already the new year in UTC.
    expect(pacificMonth(new Date('2027-01-01T07:59:00Z'))).toBe('2026-12');
    expect(pacificMonth(new Date('2027-01-01T08:00:00Z'))).toBe('2027-01');
  });

  it('follows daylight saving time (PDT, UTC−7)', () => {
    expect(pacificMonth(new Date('2026-08-01T06:59:00Z'))).toBe('2026-07');
    expect(pacificMonth(new Date('2026-08-01T07:00:00Z'))).toBe('2026-08');
  });
});

describe('the month field', () => {
  const NOW = new Date('2026-12-01T05:30:00Z'); // 30 November 2026 in Los Angeles

  it('takes this month and the months before it', () => {
    expect(checkStatementMonth('2026-11', NOW)).toEqual({ ok: true, month: '2026-11' });
    expect(checkStatementMonth('2026-10', NOW)).toEqual({ ok: true, month: '2026-10' });
    expect(checkStatementMonth('2019-12', NOW)).toEqual({ ok: true, month: '2019-12' });
    expect(checkStatementMonth(' 2026-01 ', NOW)).toEqual({ ok: true, month: '2026-01' });
  });

  it('refuses a month after this one in Los Angeles, even when it is already that month in UTC', () => {
    expect(checkStatementMonth('2026-12', NOW)).toEqual({ ok: false, error: 'future' });
    expect(checkStatementMonth('2027-01', NOW)).toEqual({ ok: false, error: 'future' });
  });

  it('refuses what is not a month written YYYY-MM', () => {
    for (const value of ['', '2026', '2026-13', '2026-00', '2026-1', '26-11', '2026/11', '2026-11-01', 'November']) {
      expect(checkStatementMonth(value, NOW)).toEqual({ ok: false, error: 'invalid' });
    }
  });
});

describe('the statement’s address', () => {
  it('names the buyer, the month and the language', () => {
    expect(statementHref(42, '2026-11', 'en')).toBe('/api/admin/orders/statements/42.pdf?month=2026-11&lang=en');
    expect(statementHref(7, '2025-01', 'ko')).toBe('/api/admin/orders/statements/7.pdf?month=2025-01&lang=ko');
  });
});
