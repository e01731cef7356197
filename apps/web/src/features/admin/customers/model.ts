import { ACCOUNT_ERRORS } from '@wholesale/contract';
import { ORDER_MAX_TOTAL_CENTS } from '@wholesale/rules';
import { adminPageHref } from '../pages';
import { normalizeSearch } from '../search';
import { parsePrice, priceText } from '../prices/values';
import { idFromUrl, searchFromUrl, urlParams } from '../urlState';

// Pure logic of the Customers page: what its URL says (?page=customers&q=…&customer=12), a
// customer's name as the pages show it, the own prices an edit saves (only those changed), and
// whether a customer has a team of their own to show.

export interface CustomersView {
  /** the search as typed (trimmed), at most 100 characters */
  q?: string;
  /** one customer's page */
  customerId?: number;
}

/** The page's state from its URL; anything unknown is left out rather than an error. */
export function parseCustomersView(search: string | URLSearchParams): CustomersView {
  const p = urlParams(search);
  const view: CustomersView = {};
  const q = searchFromUrl(p);
  if (q) view.q = q;
  const customerId = idFromUrl(p, 'customer');
  if (customerId) view.customerId = customerId;
  return view;
}

/** The URL of a state of the page; parameters in a fixed order so equal states share a URL. */
export function customersHref(view: CustomersView = {}): string {
  const p = new URLSearchParams({ page: 'customers' });
  const q = normalizeSearch(view.q ?? '');
  if (q) p.set('q', q);
  if (view.customerId) p.set('customer', String(view.customerId));
  return `${adminPageHref('customers').split('?')[0]}?${p.toString()}`;
}

/** One customer's page (from the price lists, the Item List...). */
export function customerHref(customerId: number): string {
  return customersHref({ customerId });
}

/** How the pages name a customer: the company, else the person, else the e-mail. */
export function customerName(c: { company: string | null; name: string; email: string }): string {
  return c.company?.trim() || c.name.trim() || c.email;
}

/** A customer's own price, as the server answers it. */
export interface OwnPrice {
  item_id: number;
  price: number;
}

/** The edits of the own prices table: item id → the price as typed. */
export type OwnPriceDrafts = Readonly<Record<number, string>>;

/** The editor's starting texts: each own price as "12.50". */
export function draftsOf(prices: readonly OwnPrice[]): Record<number, string> {
  return Object.fromEntries(prices.map((p) => [p.item_id, priceText(p.price)]));
}

export type OwnPricesCheck =
  { ok: true; prices: { item_id: number; price: number }[] } | { ok: false; invalid: number[] };

/**
 * What a save of the own prices table sends: only the prices that changed (the server leaves the
 * others as they are), or the items whose typed price it would refuse.
 */
export function changedOwnPrices(saved: readonly OwnPrice[], drafts: OwnPriceDrafts): OwnPricesCheck {
  const prices: { item_id: number; price: number }[] = [];
  const invalid: number[] = [];
  for (const p of saved) {
    const text = drafts[p.item_id];
    if (text === undefined) continue;
    const price = parsePrice(text);
    if (price === null) invalid.push(p.item_id);
    else if (price !== p.price) prices.push({ item_id: p.item_id, price });
  }
  return invalid.length > 0 ? { ok: false, invalid } : { ok: true, prices };
}

/** Whether any own price was edited (to a different value, or to something unreadable). */
export function hasOwnPriceEdits(saved: readonly OwnPrice[], drafts: OwnPriceDrafts): boolean {
  return saved.some((p) => {
    const text = drafts[p.item_id];
    if (text === undefined) return false;
    const price = parsePrice(text);
    return price === null || price !== p.price;
  });
}

// ---------------------------------------------------------------- the customer's team

/**
 * Whether company.team's refusal for a customer (an admin naming them as the company) says they own
 * no company: the account joined another's team (or was removed from one). Their page then shows
 * no team; any other refusal is a load error, with Try again.
 */
export function ownsNoTeam(failure: { status: number | null; code: string | null }): boolean {
  return failure.status === 404 && failure.code === ACCOUNT_ERRORS.userNotFound.code;
}

/** A company's payment terms, as the server names them. */
export type TermsCode = 'pickup' | 'net7' | 'net15' | 'net30';
export const TERMS_CODES: readonly TermsCode[] = ['pickup', 'net7', 'net15', 'net30'];

/** Days from the invoice to its due date, by terms (0: due at pickup). */
const TERMS_DAYS: Readonly<Record<TermsCode, number>> = { pickup: 0, net7: 7, net15: 15, net30: 30 };

/** 'Due at pickup' / 'Net 30 days', in the page's words. */
export function termsLabel(
  T: { pickup: () => string; net: (a: { days: number }) => string },
  terms: TermsCode,
): string {
  return terms === 'pickup' ? T.pickup() : T.net({ days: TERMS_DAYS[terms] });
}

/** The most a credit limit may be, in cents (the server's: an order's largest total). */
export const CREDIT_LIMIT_MAX_CENTS = ORDER_MAX_TOTAL_CENTS;

export type CreditLimitCheck = { ok: true; limit: number | null } | { ok: false };

/**
 * The credit limit field as the server takes it: blank is no limit (null); else dollars with at
 * most 2 decimals ('$5,000' and '5000.5' allowed), 0 or more, read from its digits.
 */
export function checkCreditLimit(text: string, maxCents: number = CREDIT_LIMIT_MAX_CENTS): CreditLimitCheck {
  const t = text.trim().replace(/^\$\s*/, '');
  if (t === '') return { ok: true, limit: null };
  const m = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{1,2}))?$/.exec(t);
  if (!m || (m[1] === undefined && m[2] === undefined)) return { ok: false };
  const whole = (m[1] ?? '0').replace(/,/g, '');
  if (whole.length > 12) return { ok: false };
  const cents = Number(whole) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  if (cents > maxCents) return { ok: false };
  return { ok: true, limit: cents / 100 };
}

/** The field's text for a saved limit: '5000.00', '' for none. */
export const creditLimitField = (limit: number | null): string => (limit === null ? '' : limit.toFixed(2));

/**
 * Whether the company's overdue reminders are paused, when the customer's page carries it; null
 * when it does not (the customer detail does not name it yet: the switch then learns it from its
 * first save's answer).
 */
export function remindersPausedOf(c: object): boolean | null {
  return 'reminders_paused' in c && typeof c.reminders_paused === 'boolean' ? c.reminders_paused : null;
}

/** Whether the customer's page flags their missed pickups: as many as the business setting, or more. */
export function missedFlagged(c: { missed_pickups: number; missed_pickups_flag: number }): boolean {
  return c.missed_pickups >= c.missed_pickups_flag;
}
