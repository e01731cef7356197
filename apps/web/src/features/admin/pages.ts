import type { TranslationFunctions } from '@wholesale/i18n';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { urlParams } from './urlState';

// The back office's pages, in one list that the URL parser, the navigation and the shell all read:
// a new page is one entry here plus its label (admin.nav.<label>) in both languages.
//
// Which page is open lives in the URL (?page=signup-requests, or its number ?page=4), so every
// page change is a history entry and the browser's Back button steps through the admin pages
// (catalogue spec §2). Each page is a chunk of its own, loaded when it is first opened.

type NavLabel = Exclude<keyof TranslationFunctions['admin']['nav'], 'label'>;

interface AdminPageDef<Slug extends string> {
  /** `?page=<slug>`; the page's number (1-based, shown in the navigation) is its place in the list */
  slug: Slug;
  /** its name in the navigation: LL.admin.nav[label] */
  label: NavLabel;
  /** its file under features/admin, without .tsx; it exports the page under the file's name */
  module: string;
  /** starts downloading the page's chunk (the route also calls it ahead, to save a round trip) */
  load: () => Promise<unknown>;
  Page: LazyExoticComponent<ComponentType>;
}

// The page modules, found by name (as app/routes.ts finds the information pages) rather than
// imported here: the pages import this file for their links to each other, and a lazy import
// back from here would close a loop. Each exports its component under the file's name.
const pageModules = import.meta.glob<Record<string, ComponentType>>('./*/*Page.tsx');

function page<Slug extends string>(slug: Slug, label: NavLabel, module: string): AdminPageDef<Slug> {
  const loader = pageModules[`./${module}.tsx`];
  const name = module.slice(module.lastIndexOf('/') + 1);
  let loading: Promise<{ default: ComponentType }> | null = null;
  const load = () =>
    (loading ??= (loader ? loader() : Promise.reject(new Error(`no admin page module ${module}`))).then((m) => {
      const Page = m[name];
      if (!Page) throw new Error(`${module} exports no ${name}`);
      return { default: Page };
    }));
  return { slug, label, module, load, Page: lazy(load) };
}

// The spec's six pages in its order, then ours: the warehouse calendar and the settings,
// the price lists, the customers, the receivables and the claims.
const PAGE_LIST = [
  page('dashboard', 'dashboard', 'dashboard/DashboardPage'),
  page('orders', 'orders', 'orders/OrdersPage'),
  page('inquiries', 'inquiries', 'inquiries/InquiriesPage'),
  page('signup-requests', 'signupRequests', 'signup/SignupRequestsPage'),
  page('inventory', 'inventory', 'pages/InventoryPage'),
  page('items', 'items', 'items/ItemListPage'),
  page('calendar', 'calendar', 'calendar/CalendarPage'),
  page('settings', 'settings', 'settings/SettingsPage'),
  page('price-lists', 'priceLists', 'prices/PriceListsPage'),
  page('customers', 'customers', 'customers/CustomersPage'),
  page('receivables', 'receivables', 'receivables/ReceivablesPage'),
  page('claims', 'claims', 'claims/ClaimsPage'),
  page('new-order', 'newOrder', 'orders/NewOrderPage'),
  page('lots', 'lots', 'lots/LotsPage'),
  page('recall', 'recall', 'recall/RecallPage'),
] as const;

export type AdminPage = (typeof PAGE_LIST)[number]['slug'];
export type AdminPageEntry = AdminPageDef<AdminPage>;

/** The pages in the navigation's order. */
export const ADMIN_PAGES: readonly AdminPageEntry[] = PAGE_LIST;

const ADMIN_PATH = '/admin/dashboard';
/** Page 1, the Dashboard: the bare path, and where anything unknown lands. */
const FIRST_PAGE: AdminPageEntry = PAGE_LIST[0];
const DEFAULT_PAGE: AdminPage = FIRST_PAGE.slug;

/** A page's entry (every slug has one: AdminPage is read off the list). */
export function adminPage(slug: AdminPage): AdminPageEntry {
  return ADMIN_PAGES.find((p) => p.slug === slug) ?? FIRST_PAGE;
}

/**
 * The page named by `?page=`: a slug, or the page's number (1-6 as the spec numbers them, then
 * ours). Anything else (missing, unknown, repeated junk) opens the Dashboard rather than an
 * error: the worst a mistyped link does is land on page 1.
 */
export function parseAdminPage(search: string | URLSearchParams): AdminPage {
  const params = urlParams(search);
  const raw = (params.get('page') ?? '').trim().toLowerCase();
  const bySlug = ADMIN_PAGES.find((p) => p.slug === raw);
  if (bySlug) return bySlug.slug;
  if (/^[1-9][0-9]*$/.test(raw)) return ADMIN_PAGES[Number(raw) - 1]?.slug ?? DEFAULT_PAGE;
  return DEFAULT_PAGE;
}

/** The page's number as shown in the navigation (1 to the number of pages). */
export function adminPageNumber(slug: AdminPage): number {
  return ADMIN_PAGES.findIndex((p) => p.slug === slug) + 1;
}

/** The URL of an admin page; the Dashboard has the bare path, so it is also the canonical entry. */
export function adminPageHref(slug: AdminPage): string {
  return slug === DEFAULT_PAGE ? ADMIN_PATH : `${ADMIN_PATH}?page=${slug}`;
}

/** The header's back arrow: the admin's profile from page 1, otherwise page 1. */
export function backTarget(slug: AdminPage, profileHref: string): { href: string; to: 'profile' | 'dashboard' } {
  return slug === DEFAULT_PAGE
    ? { href: profileHref, to: 'profile' }
    : { href: adminPageHref(DEFAULT_PAGE), to: 'dashboard' };
}
