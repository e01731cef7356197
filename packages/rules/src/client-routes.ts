// The web app's pages, as path patterns (literal segments and `:name` parameters). The server
// answers index.html at these paths to any client, whatever its Accept header (uptime monitors,
// link previews and plain HTTP clients send */*); apps/web's route table is tested against this list.

import { SHOP_ALL_ROUTE, STYLE_ROUTES } from './constants';

export const CLIENT_ROUTES = [
  '/',
  ...Object.values(STYLE_ROUTES),
  SHOP_ALL_ROUTE,
  '/wholesale/product/:id',
  '/admin/dashboard',
  '/login',
  '/signup/agreements',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/accept-invitation',
  '/recall/acknowledge',
  '/reminders/stop',
  '/profile/user/:id',
  '/order-guides',
  '/contact',
  '/order-summary',
  '/wholesale/packing',
  '/wholesale/b2b',
  '/wholesale/deal',
  '/wholesale/faq',
  '/wholesale/how-to-order',
  '/terms-and-policies',
  '/cookie',
] as const;

export type ClientRoute = (typeof CLIENT_ROUTES)[number];

const segmentsOf = (path: string) => path.split('/').filter((s) => s !== '');
const PATTERNS = CLIENT_ROUTES.map((route) => ({ route, want: segmentsOf(route) }));

/** The web app's page pattern `pathname` (no query string) is, or null; a trailing slash is ignored. */
export function clientRouteOf(pathname: string): ClientRoute | null {
  const got = segmentsOf(pathname);
  const found = PATTERNS.find(
    ({ want }) => want.length === got.length && want.every((w, i) => w.startsWith(':') || w === got[i]),
  );
  return found?.route ?? null;
}

/** Whether `pathname` (no query string) is one of the web app's pages; a trailing slash is ignored. */
export function isClientRoute(pathname: string): boolean {
  return clientRouteOf(pathname) !== null;
}
