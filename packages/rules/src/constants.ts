// Business constants of both specifications, in one place, so the browser, the server and the
// database CHECK constraints (packages/db) agree on every enumeration and limit.

// ---------------------------------------------------------------- catalogue
export const STYLES = ['marinated', 'processed', 'unprocessed', 'premium'] as const;
export type Style = (typeof STYLES)[number];

/** Listing route of each style (premium is the Adams Gourmet line). */
export const STYLE_ROUTES: Readonly<Record<Style, string>> = {
  marinated: '/wholesale/marinated',
  processed: '/wholesale/processed',
  unprocessed: '/wholesale/unprocessed',
  premium: '/wholesale/adams-gourmet',
};

export const SPECIES = ['beef', 'pork', 'chicken'] as const;
export type Species = (typeof SPECIES)[number];

export const SPECS = [
  '30 lb - 5 lb x 6 packs',
  '20 lb - 10 lb x 2 packs',
  '50 lb - 50 lb x 1 box',
  'C.W. (Catch Weights)',
] as const;
export type Spec = (typeof SPECS)[number];

/** The "Only Here" feature on the home page links to this product. */
export const ONLY_HERE_ITEM_ID = 1;
/**
 * Calls in one tRPC batch at most: the web client's batch link splits at this size and the server
 * refuses larger batches (one request must not make the server run hundreds of reads).
 */
export const TRPC_MAX_BATCH = 16;

export const LISTING = { skeletonCards: 6, preloadImages: 8 } as const;
export const SHOP_ALL_ROUTE = '/wholesale/shop-all';
export const BREADCRUMB_NAME_MAX_LENGTH = 30;
export const IMAGE_EXTENSIONS = ['avif', 'jpg'] as const;
export const BANNERS_PER_LOCALE = 6;

// ---------------------------------------------------------------- orders
export const ORDER_TYPES = ['pickup', 'delivery'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const PICKUP_FEE_CENTS = 0;
export const PICKUP_PREPAYMENT_RATIO = 0.5;
export const CASH_BALANCE_DISCOUNT_RATIO = 0.05;

/** Statuses an admin can pick from the status menu. */
export const ADMIN_ORDER_STATUSES = [
  'contacted',
  'quote sent',
  'order placed',
  'declined',
  'pending',
  'complete',
  'ready for pickup',
  'missed pickup',
] as const;

/**
 * Every order status either spec names (the admin menu, the admin badges and the buyer's
 * profile filter). The database accepts exactly these.
 */
export const ORDER_STATUSES = [
  ...ADMIN_ORDER_STATUSES,
  'incomplete',
  'completion',
  'new',
  'completed',
  'delivered',
  'approved',
  'processing',
  'cancelled',
  'shipped',
  'awaiting approval',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const DEFAULT_ORDER_STATUS = 'pending' satisfies OrderStatus;

/**
 * The statuses an order can actually have: checkout writes DEFAULT_ORDER_STATUS, the admin's menu
 * sets its statuses and a cancellation (by the buyer before the cutoff, or by staff)
 * sets ORDER_CANCELLED_STATUS. The rest of ORDER_STATUSES are words the
 * specs' badges name but nothing here writes ('shipped' cannot happen to a pickup order). In the
 * order of an order's life, for the buyer's status filter.
 */
export const REACHABLE_ORDER_STATUSES = [
  'awaiting approval',
  'pending',
  'contacted',
  'quote sent',
  'order placed',
  'ready for pickup',
  'complete',
  'missed pickup',
  'declined',
  'cancelled',
] as const satisfies readonly OrderStatus[];

/** What a cancellation sets (POST /api/orders/:id/cancel); not on the admin's status menu. */
export const ORDER_CANCELLED_STATUS = 'cancelled' satisfies OrderStatus;

/** A pickup order packed and waiting at the warehouse: staff may mail the buyer ('order-ready'). */
export const ORDER_READY_STATUS = 'ready for pickup' satisfies OrderStatus;

/**
 * A pickup order whose buyer did not come in its window: not handed over, not a sale, not on the
 * pick list. Counted on the customer's page (the terms' "two or more missed pickups").
 */
export const ORDER_MISSED_STATUS = 'missed pickup' satisfies OrderStatus;

/** Setting this status the first time e-mails the buyer the order confirmation ('order-confirmed'). */
export const ORDER_CONFIRMED_STATUS = 'order placed' satisfies OrderStatus;

/** Statuses that mean the buyer got the goods (both spellings the specs use): they earn the order's points, once. */
export const COMPLETE_ORDER_STATUSES: readonly OrderStatus[] = ['complete', 'completed'];

/**
 * Settled orders: handed over ('complete', both spellings) or not going ahead ('declined',
 * 'cancelled', 'missed pickup': its window went by without the buyer). Their weights are final, a closed pickup day or special hours concern nobody, and
 * no deposit is due.
 */
export const SETTLED_ORDER_STATUSES: readonly OrderStatus[] = [
  ...COMPLETE_ORDER_STATUSES,
  'declined',
  'cancelled',
  ORDER_MISSED_STATUS,
];

/**
 * Orders called off: declined by staff or cancelled. Nothing is handed over, nothing is left to pay,
 * and whatever they hold goes back to the buyer (or to another order of theirs).
 */
export const CALLED_OFF_ORDER_STATUSES: readonly string[] = ['declined', 'cancelled'] satisfies OrderStatus[];

/**
 * Orders whose money is owed: confirmed, ready to be picked up, or handed over. A pending
 * order is not owed yet (staff may still decline it); a missed pickup is not owed while it stands
 * (staff reopen it when the buyer comes after all). The dashboard's "owed" and a buyer's
 * monthly statement count what is left to pay on these.
 */
export const OWING_ORDER_STATUSES: readonly OrderStatus[] = [
  ORDER_CONFIRMED_STATUS,
  ORDER_READY_STATUS,
  ...COMPLETE_ORDER_STATUSES,
];

export const CHECKOUT_AGREEMENTS = 3;
export const CHECKOUT_LOADING_MS = 500;
export const PROFILE_RECENT_ORDERS = 2;

// ---------------------------------------------------------------- inquiries, signup, documents
export const INQUIRY_STATUSES = ['unresolved', 'resolved'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const SIGNUP_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SignupStatus = (typeof SIGNUP_STATUSES)[number];
export const SIGNUP_AGREEMENTS = 5;

export const DOCUMENT_TYPES = ['business-license', 'government-id', 'business-document', 'resale-certificate'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

// ---------------------------------------------------------------- accounts and session
// The session token is an httpOnly cookie the browser never reads (docs/decisions.md), so there is
// no token storage key here.
export const ENCODED_ID_SUFFIX = '-12';
export const MIN_PASSWORD_LENGTH = 6;
export const POST_RESET_REDIRECT_MS = 3000;
export const POST_SIGNUP_REDIRECT_MS = 1000;

// ---------------------------------------------------------------- cart, cookies, locales
export const CART_COOKIE_NAME = 'cart';
export const CART_COOKIE_DAYS = 30;
// Cookie consent is kept by apps/web/src/features/cookie-consent, its only reader and writer.

export const LOCALES = ['en', 'ko'] as const;
export type Locale = (typeof LOCALES)[number];

// ---------------------------------------------------------------- interface timings
export const SKELETON_MIN_MS = 300;

export const TOAST_MS = {
  addToCart: 5000,
  cookiePrompt: 10_000,
  uploadWarning: 8000,
} as const;

export const DASHBOARD = {
  recentOrders: 6,
  weeklyDays: 7,
  monthlyDays: 30,
} as const;

/**
 * The business's contact details shown in the footer: not words (the same in both languages), so
 * not in the dictionaries, where the address and hours are (company.address, company.hours). Demo
 * values: 555-01xx is the range the US reserves for fiction and .example a reserved domain; replace
 * both before going live (docs/decisions.md).
 */
export const BUSINESS_CONTACT = {
  phone: { display: '(213) 555-0142', tel: '+12135550142' },
  email: 'orders@wholesalemeat.example',
} as const;
