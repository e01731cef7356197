// Which admin page is open lives in the URL (?page=signup-requests), so every page change is a
// history entry and the browser's Back button steps through the admin pages (catalogue spec §2).

// The spec's six pages in its order, then ours: the warehouse calendar and the settings (issue 18).
export const ADMIN_PAGES = ['dashboard', 'orders', 'inquiries', 'signup-requests', 'inventory', 'items', 'calendar', 'settings'] as const;
export type AdminPage = (typeof ADMIN_PAGES)[number];

const ADMIN_PATH = '/admin/dashboard';
const DEFAULT_PAGE: AdminPage = 'dashboard';

function isAdminPage(value: string): value is AdminPage {
  return (ADMIN_PAGES as readonly string[]).includes(value);
}

/**
 * The page named by `?page=`: a slug, or the page's number (1-6 as the spec numbers them, 7 the calendar, 8 the settings). Anything
 * else (missing, unknown, repeated junk) opens the Dashboard rather than an error: the worst a
 * mistyped link does is land on page 1.
 */
export function parseAdminPage(search: string | URLSearchParams): AdminPage {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = (params.get('page') ?? '').trim().toLowerCase();
  if (isAdminPage(raw)) return raw;
  if (/^[1-9]$/.test(raw)) return ADMIN_PAGES[Number(raw) - 1] ?? DEFAULT_PAGE;
  return DEFAULT_PAGE;
}

/** The page's number as shown in the navigation (1-8). */
export function adminPageNumber(page: AdminPage): number {
  return ADMIN_PAGES.indexOf(page) + 1;
}

/** The URL of an admin page; the Dashboard has the bare path, so it is also the canonical entry. */
export function adminPageHref(page: AdminPage): string {
  return page === DEFAULT_PAGE ? ADMIN_PATH : `${ADMIN_PATH}?page=${page}`;
}

/** The header's back arrow: the admin's profile from page 1, otherwise page 1. */
export function backTarget(page: AdminPage, profileHref: string): { href: string; to: 'profile' | 'dashboard' } {
  return page === DEFAULT_PAGE ? { href: profileHref, to: 'profile' } : { href: adminPageHref(DEFAULT_PAGE), to: 'dashboard' };
}
