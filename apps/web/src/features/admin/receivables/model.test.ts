import { describe, expect, it } from 'vitest';
import { normalizeSearch } from '../search';
import {
  accountingExportHref,
  creditState,
  exportRangeValid,
  lastMonthRange,
  pacificToday,
  parseReceivablesView,
  receivablesCsvHref,
  receivablesHref,
  receivablesInput,
  termsText,
} from './model';

describe('the Receivables URL', () => {
  it('reads search, sort and page, falling back on anything unknown', () => {
    expect(parseReceivablesView('?page=receivables')).toEqual({ sort: 'balance', page: 1 });
    expect(parseReceivablesView('?page=receivables&q=%20Grill%20%20House%20&sort=overdue&p=3')).toEqual({
      q: 'Grill House',
      sort: 'overdue',
      page: 3,
    });
    expect(parseReceivablesView('?sort=nope&p=0')).toEqual({ sort: 'balance', page: 1 });
    expect(parseReceivablesView('?p=-2')).toEqual({ sort: 'balance', page: 1 });
    expect(parseReceivablesView('?p=99999999')).toEqual({ sort: 'balance', page: 1 });
  });

  it('writes a state back, defaults left out, and reads it again alike', () => {
    expect(receivablesHref()).toBe('/admin/dashboard?page=receivables');
    const href = receivablesHref({ q: '김 정육', sort: 'company', page: 2 });
    expect(href).toBe('/admin/dashboard?page=receivables&q=%EA%B9%80+%EC%A0%95%EC%9C%A1&sort=company&p=2');
    expect(parseReceivablesView(href.split('?')[1] ?? '')).toEqual({ q: '김 정육', sort: 'company', page: 2 });
  });

  it('sends the search only when there is one', () => {
    expect(receivablesInput({ sort: 'balance', page: 1 })).toEqual({ sort: 'balance', page: 1 });
    expect(receivablesInput({ q: 'kim', sort: 'overdue', page: 2 })).toEqual({ q: 'kim', sort: 'overdue', page: 2 });
  });

  it('normalizes a search and cuts it to 100 characters', () => {
    expect(normalizeSearch('  ＧＲＩＬＬ   house ')).toBe('GRILL house');
    expect(normalizeSearch('x'.repeat(150))).toHaveLength(100);
  });
});

describe('the files', () => {
  it('the CSV keeps the search and the order', () => {
    expect(receivablesCsvHref({ sort: 'balance' })).toBe('/api/admin/receivables.csv?sort=balance');
    expect(receivablesCsvHref({ q: 'a&b', sort: 'overdue' })).toBe('/api/admin/receivables.csv?q=a%26b&sort=overdue');
  });

  it('the accounting export names its range', () => {
    expect(accountingExportHref('2026-10-01', '2026-10-31')).toBe(
      '/api/admin/exports/accounting.zip?from=2026-10-01&to=2026-10-31',
    );
  });

  it('a range is two real days, in order, at most a year apart', () => {
    expect(exportRangeValid('2026-10-01', '2026-10-31')).toBe(true);
    expect(exportRangeValid('2026-10-01', '2026-10-01')).toBe(true);
    expect(exportRangeValid('2026-10-31', '2026-10-01')).toBe(false);
    expect(exportRangeValid('2025-01-01', '2026-01-02')).toBe(true); // 366 days
    expect(exportRangeValid('2025-01-01', '2026-01-03')).toBe(false);
    expect(exportRangeValid('', '2026-10-01')).toBe(false);
    expect(exportRangeValid('2026-02-31', '2026-03-05')).toBe(false);
  });

  it('the default range is last month on the business clock', () => {
    expect(lastMonthRange('2026-11-29')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(lastMonthRange('2026-01-05')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(lastMonthRange('2024-03-01')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    // 2 AM UTC on Dec 1 is still Nov 30 in Los Angeles
    expect(pacificToday(new Date('2026-12-01T02:00:00Z'))).toBe('2026-11-30');
  });
});

describe('the figures', () => {
  it('credit available: none without a limit, over below zero', () => {
    expect(creditState(null)).toBe('none');
    expect(creditState(0)).toBe('ok');
    expect(creditState(-0.01)).toBe('over');
  });

  it('terms in words', () => {
    const T = { pickup: () => 'Due at pickup', net: ({ days }: { days: number }) => `Net ${days} days` };
    expect(termsText('pickup', T)).toBe('Due at pickup');
    expect(termsText('net15', T)).toBe('Net 15 days');
  });
});
