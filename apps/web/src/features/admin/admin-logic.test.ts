import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { i18nObject, loadAllLocales } from '@wholesale/i18n/sync';
import { adminFailureText } from './notify';
import { formatAddress, formatAdminTime, formatFileSize, requestName } from './format';
import { decideAdminAccess, visitorFrom } from './guard';
import { ADMIN_PAGES, adminPageHref, adminPageNumber, backTarget, parseAdminPage } from './pages';

loadAllLocales();

const STATUS: Record<string, number> = { UNAUTHORIZED: 401, FORBIDDEN: 403, CONFLICT: 409, INTERNAL_SERVER_ERROR: 500 };
const serverError = (code: string, message = 'nope') =>
  Object.assign(new Error(message), { data: { code, httpStatus: STATUS[code] ?? 400 } });

describe('admin page in the URL', () => {
  it('reads a slug, a page number, and falls back to the dashboard', () => {
    expect(parseAdminPage('?page=signup-requests')).toBe('signup-requests');
    expect(parseAdminPage('?page=Signup-Requests')).toBe('signup-requests');
    expect(parseAdminPage('?page=4')).toBe('signup-requests');
    expect(parseAdminPage('?page=5')).toBe('inventory');
    expect(parseAdminPage('?page=1')).toBe('dashboard');
    expect(parseAdminPage('')).toBe('dashboard');
    expect(parseAdminPage('?page=7')).toBe('calendar');
    expect(parseAdminPage('?page=8')).toBe('settings');
    expect(parseAdminPage('?page=9')).toBe('price-lists');
    expect(parseAdminPage('?page=10')).toBe('customers');
    expect(parseAdminPage('?page=11')).toBe('receivables');
    expect(parseAdminPage('?page=12')).toBe('claims');
    expect(parseAdminPage('?page=13')).toBe('new-order');
    expect(parseAdminPage('?page=14')).toBe('lots');
    expect(parseAdminPage('?page=15')).toBe('recall');
    expect(parseAdminPage('?page=16')).toBe('dashboard');
    expect(parseAdminPage('?page=price-lists')).toBe('price-lists');
    expect(parseAdminPage('?page=02')).toBe('dashboard');
    expect(parseAdminPage('?page=0')).toBe('dashboard');
    expect(parseAdminPage('?page=users')).toBe('dashboard');
    expect(parseAdminPage('?page=constructor')).toBe('dashboard');
    expect(parseAdminPage(new URLSearchParams({ page: 'items' }))).toBe('items');
  });

  it('round-trips every page through its href, numbered 1-6 in the spec order, then 7 the calendar, 8 the settings, 9 the price lists, 10 the customers, 11 the receivables, 12 the claims, 13 a new order, 14 the lots and 15 the recalls', () => {
    for (const { slug } of ADMIN_PAGES) {
      const href = adminPageHref(slug);
      expect(parseAdminPage(new URL(href, 'http://x').search)).toBe(slug);
    }
    expect(adminPageHref('dashboard')).toBe('/admin/dashboard');
    expect(adminPageHref('orders')).toBe('/admin/dashboard?page=orders');
    expect(ADMIN_PAGES.map((p) => adminPageNumber(p.slug))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
    ]);
    expect(ADMIN_PAGES.map((p) => p.slug)).toEqual([
      'dashboard',
      'orders',
      'inquiries',
      'signup-requests',
      'inventory',
      'items',
      'calendar',
      'settings',
      'price-lists',
      'customers',
      'receivables',
      'claims',
      'new-order',
      'lots',
      'recall',
    ]);
    expect(adminPageNumber('signup-requests')).toBe(4);
  });

  it('names a module for every page that exports the page under the file name', () => {
    for (const { module } of ADMIN_PAGES) {
      const name = module.slice(module.lastIndexOf('/') + 1);
      const source = readFileSync(new URL(`./${module}.tsx`, import.meta.url), 'utf8');
      expect(source, module).toMatch(new RegExp(`export function ${name}\\(`));
    }
  });

  it('sends the back arrow to the profile from page 1, else to the dashboard', () => {
    expect(backTarget('dashboard', '/profile/user/abc')).toEqual({ href: '/profile/user/abc', to: 'profile' });
    expect(backTarget('signup-requests', '/profile/user/abc')).toEqual({ href: '/admin/dashboard', to: 'dashboard' });
    expect(backTarget('items', '/login')).toEqual({ href: '/admin/dashboard', to: 'dashboard' });
  });
});

describe('admin guard', () => {
  it('waits while the session is checked, then lets only admins in', () => {
    expect(decideAdminAccess({ kind: 'checking' })).toBe('checking');
    expect(decideAdminAccess({ kind: 'guest' })).toBe('unauthenticated');
    expect(decideAdminAccess({ kind: 'user', isAdmin: false })).toBe('forbidden');
    expect(decideAdminAccess({ kind: 'user', isAdmin: true })).toBe('allowed');
  });

  it('reads the app auth store', () => {
    const user = { id: 1, firstName: 'Ada', encryptedId: 'x', companyRole: 'owner' as const, orderLimitCents: null };
    expect(decideAdminAccess(visitorFrom({ status: 'loading' }))).toBe('checking');
    expect(decideAdminAccess(visitorFrom({ status: 'guest', error: 'Failed to fetch user info' }))).toBe(
      'unauthenticated',
    );
    expect(decideAdminAccess(visitorFrom({ status: 'signedIn', user: { ...user, role: 'buyer' } }))).toBe('forbidden');
    expect(decideAdminAccess(visitorFrom({ status: 'signedIn', user: { ...user, role: 'admin' } }))).toBe('allowed');
  });

  it('believes the server over the local state', () => {
    expect(decideAdminAccess({ kind: 'user', isAdmin: true }, serverError('UNAUTHORIZED'))).toBe('unauthenticated');
    expect(decideAdminAccess({ kind: 'user', isAdmin: true }, serverError('FORBIDDEN'))).toBe('forbidden');
    expect(decideAdminAccess({ kind: 'guest' }, serverError('FORBIDDEN'))).toBe('unauthenticated');
    // Other failures (a conflict, a network error) are the page's business, not the guard's.
    expect(decideAdminAccess({ kind: 'user', isAdmin: true }, serverError('CONFLICT'))).toBe('allowed');
    expect(decideAdminAccess({ kind: 'user', isAdmin: true }, new TypeError('Failed to fetch'))).toBe('allowed');
    expect(decideAdminAccess({ kind: 'user', isAdmin: false }, null)).toBe('forbidden');
  });
});

describe('admin failures', () => {
  const en = i18nObject('en');
  const ko = i18nObject('ko');
  const refused = (errorCode: string, message: string) =>
    Object.assign(new Error(message), { data: { code: 'CONFLICT', httpStatus: 409, errorCode } });

  it('words a refusal by its code in the admin’s language, and never a server failure’s text', () => {
    const pending = refused('accounts.requestNotPending', 'This signup request is no longer pending');
    expect(adminFailureText(en, pending, 'en')).toBe('This signup request is no longer pending');
    expect(adminFailureText(ko, pending, 'ko')).toBe(ko.serverErrors.accounts.requestNotPending());
    // a code newer than this page: the server's words as sent
    expect(adminFailureText(ko, refused('accounts.somethingNew', 'Something new'), 'ko')).toBe('Something new');
    // A 5xx text is never shown (the server hides details): 'An unexpected error occurred'.
    expect(adminFailureText(en, serverError('INTERNAL_SERVER_ERROR', 'relation "x" does not exist'), 'en')).toBe(
      en.admin.toast.unexpected(),
    );
    for (const unreachable of [
      new TypeError('Failed to fetch'),
      Object.assign(new Error('<'), { data: undefined }),
      'boom',
    ])
      expect(adminFailureText(en, unreachable, 'en')).toBe(en.admin.toast.networkError());
  });
});

describe('signup request formatting', () => {
  it('writes the submitted time as the other admin pages do: Pacific time with its zone named, whatever the browser’s zone', () => {
    const plain = (s: string | undefined) => s?.replace(/\u00a0/g, ' ');
    const now = new Date('2026-03-01T12:00:00Z');
    const saved = process.env.TZ;
    try {
      for (const zone of ['UTC', 'Asia/Seoul', 'America/Los_Angeles']) {
        process.env.TZ = zone;
        // 20:30 UTC is 12:30 PM in Los Angeles (PST), never "8:30 PM" (UTC) or "5:30 AM" (Seoul).
        const t = formatAdminTime('2026-01-15T20:30:00.000Z', 'en', 'PT', now);
        expect(plain(t?.text), zone).toBe('Thu, Jan 15 · 12:30 PM PT');
        expect(t?.dateTime).toBe('2026-01-15T20:30:00.000Z');
      }
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
    // Daylight time, Korean, another year, and a value that is not a time.
    expect(plain(formatAdminTime('2026-07-01T19:05:00.000Z', 'en', 'PT', now)?.text)).toBe('Wed, Jul 1 · 12:05 PM PT');
    expect(plain(formatAdminTime('2026-01-15T20:30:00.000Z', 'ko', '태평양 시간', now)?.text)).toBe(
      '1월 15일 (목) 오후 12:30 태평양 시간',
    );
    expect(plain(formatAdminTime('2025-12-31T20:30:00.000Z', 'en', 'PT', now)?.text)).toBe(
      'Wed, Dec 31, 2025 · 12:30 PM PT',
    );
    expect(formatAdminTime('not a date', 'en', 'PT')).toBeNull();
  });

  it('formats sizes, addresses and names', () => {
    expect(formatFileSize(512, 'en')).toBe('512 B');
    expect(formatFileSize(12_600, 'en')).toBe('12.3 KB');
    expect(formatFileSize(4_300_000, 'en')).toBe('4.1 MB');
    expect(formatFileSize(-1, 'en')).toBe('—');
    expect(
      formatAddress({
        company_address_1: '123 Main St',
        company_address_2: ' ',
        company_address_3: null,
        city: 'Los Angeles',
        state: 'CA',
        zip_code: '90012',
      }),
    ).toBe('123 Main St, Los Angeles, CA 90012');
    expect(
      formatAddress({
        company_address_1: null,
        company_address_2: null,
        company_address_3: null,
        city: null,
        state: null,
        zip_code: null,
      }),
    ).toBe('');
    expect(requestName({ first_name: 'Min', last_name: 'Kim', email: 'a@b.c' })).toBe('Min Kim');
    expect(requestName({ first_name: ' ', last_name: '', email: 'a@b.c' })).toBe('a@b.c');
  });
});
