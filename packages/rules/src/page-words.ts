// Kept apart from client-routes.ts: the web app's first load reads this table (app/routes.ts), and
// that module's route patterns are built when it loads, which would put them in the first load too.
import type { ClientRoute } from './client-routes';

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
