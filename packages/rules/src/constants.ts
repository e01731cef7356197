// Business constants of both specifications, in one place, so the browser, the server and the
// database CHECK constraints (packages/db) agree on every enumeration and limit.

// ---------------------------------------------------------------- catalogue
export const STYLES = ['marinated', 'processed', 'unprocessed', 'premium'] as const;
export type Style = (typeof STYLES)[number];

/** Listing route of each style (premium is the Adams Gourmet line). */
export const STYLE_ROUTES = {
  marinated: '/wholesale/marinated',
  processed: '/wholesale/processed',
  unprocessed: '/wholesale/unprocessed',
  premium: '/wholesale/adams-gourmet',
} as const satisfies Readonly<Record<Style, string>>;

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
