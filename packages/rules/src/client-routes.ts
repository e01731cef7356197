// The web app's pages, as path patterns (literal segments and `:name` parameters). The server
// answers index.html at these paths to any client, whatever its Accept header (uptime monitors,
// link previews and plain HTTP clients send */*); apps/web's route table is tested against this list.

export const CLIENT_ROUTES = [
  '/',
  '/wholesale/marinated',
  '/wholesale/processed',
  '/wholesale/unprocessed',
  '/wholesale/adams-gourmet',
  '/wholesale/shop-all',
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

/**
 * The dictionary namespaces (packages/i18n) a page shows as it opens, beyond the base dictionary.
 * The web app fetches them with the page's code (app/routes.ts); for a page the browser renders
 * itself, the server names them in the page's HTML so they download with the app.
 */
export const PAGE_WORDS = {
  '/wholesale/product/:id': ['product'],
  '/admin/dashboard': ['admin', 'serverErrors', 'orderStatus', 'holidays'],
  '/profile/user/:id': ['account', 'serverErrors', 'orderStatus', 'buyerOrders', 'cart'],
  '/order-summary': ['checkout', 'cart', 'serverErrors'],
} as const satisfies Partial<Record<ClientRoute, readonly string[]>>;

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
