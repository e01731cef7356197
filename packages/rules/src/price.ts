import type { Spec } from './constants';
import { tierFor } from './buyer-price';

export const PRICE_SUFFIXES: Readonly<Record<Spec, string>> = {
  '30 lb - 5 lb x 6 packs': '/ 30 lb box',
  '20 lb - 10 lb x 2 packs': '/ 20 lb box',
  '50 lb - 50 lb x 1 box': '/ 50 lb box',
  'C.W. (Catch Weights)': '/lb',
};

/** Which price suffix a spec takes, as a key the web translates (en/ko); null for unknown specs. */
export const PRICE_SUFFIX_KEYS: Readonly<Record<Spec, 'box30' | 'box20' | 'box50' | 'perLb'>> = {
  '30 lb - 5 lb x 6 packs': 'box30',
  '20 lb - 10 lb x 2 packs': 'box20',
  '50 lb - 50 lb x 1 box': 'box50',
  'C.W. (Catch Weights)': 'perLb',
};

export function priceSuffixKey(spec: string): 'box30' | 'box20' | 'box50' | 'perLb' | null {
  return (PRICE_SUFFIX_KEYS as Record<string, 'box30' | 'box20' | 'box50' | 'perLb' | undefined>)[spec] ?? null;
}

/**
 * A spec in the reader's words: a known one through `words` (the dictionaries'
 * `catalogue.specText`: "30파운드 박스 (5파운드 × 6팩)"), any other (typed by an admin) as stored.
 * The product pages and the order e-mails both write specs through it.
 */
export function specInWords(
  words: Readonly<Record<'box30' | 'box20' | 'box50' | 'perLb', () => string>>,
  spec: string,
): string {
  const key = priceSuffixKey(spec);
  return key ? words[key]() : spec;
}

/**
 * An item's name with its spec, as an order line or a cart line writes it in an e-mail:
 * "Pork belly · C.W. (Catch Weights)", "소갈비 · 30파운드 박스 (5파운드 × 6팩)". Not
 * "Pork belly (C.W. (Catch Weights))": the specs carry parentheses of their own (and so may a
 * name or a spec an admin typed), so the spec is set apart by a separator, never put inside
 * brackets. `spec` is already in the reader's words (specInWords); a blank one is left out.
 */
export function nameWithSpec(name: string, spec: string | null | undefined): string {
  const s = (spec ?? '').trim();
  return s ? `${name} · ${s}` : name;
}

/** The suffix after a price on cards and the detail page, in English; unknown specs get none. */
export function priceSuffix(spec: string): string {
  return (PRICE_SUFFIXES as Record<string, string | undefined>)[spec] ?? '';
}

/**
 * Dollars to integer cents, rounding half away from zero. Multiplying by 100 first and then
 * trimming to 15 significant digits removes binary noise (1.005 * 100 = 100.49999999999999),
 * so a 3-decimal input rounds the way a person expects. Non-finite input is 0.
 */
export function toCents(dollars: number): number {
  if (!Number.isFinite(dollars)) return 0;
  const scaled = Number((Math.abs(dollars) * 100).toPrecision(15));
  const cents = Math.round(scaled);
  return dollars < 0 ? -cents : cents;
}

/** Integer cents to dollars (exact for any safe integer amount of cents). */
export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}

type Priced = { price: number; discounted_price?: number | null | undefined };

/**
 * The price a line is charged at: the discounted price, falling back to the list price when the
 * discount is 0, missing or not a number (guests never receive a discounted price at all).
 */
export function effectivePrice(item: Priced): number {
  const d = item.discounted_price;
  if (typeof d === 'number' && Number.isFinite(d) && d > 0) return d;
  return Number.isFinite(item.price) ? item.price : 0;
}

/** A price list's prices by quantity, as the catalogue sends them to a buyer on a list. */
type Tiered = Priced & { price_tiers?: readonly { min_quantity: number; price: number }[] | undefined };

/**
 * The unit price, in cents, of `quantity` of an item as the server will charge it: the tier of the
 * buyer's price list the quantity reaches, else the item's buyer price (effectivePrice). The
 * server's own (rules/buyer-price.ts) reads the same tiers from the database.
 */
export function unitPriceCentsAt(item: Tiered, quantity: number): number {
  const tiers = item.price_tiers;
  if (tiers && tiers.length > 0) {
    const tier = tierFor(
      tiers.map((t) => ({ minQuantity: t.min_quantity, priceCents: toCents(t.price) })),
      quantity,
    );
    if (tier) return tier.priceCents;
  }
  return toCents(effectivePrice(item));
}

export type CartLineLike = Priced & { quantity?: number | null | undefined };

/** Quantity defaults to 0; a negative, fractional or non-numeric quantity never adds money. */
function normalQuantity(q: number | null | undefined): number {
  if (typeof q !== 'number' || !Number.isFinite(q) || q <= 0) return 0;
  return Math.floor(q);
}

export function lineTotalCents(line: CartLineLike): number {
  return toCents(effectivePrice(line)) * normalQuantity(line.quantity);
}

/** Sum of effective price times quantity, added in integer cents; the result is in cents. */
export function cartTotalCents(lines: readonly CartLineLike[]): number {
  let total = 0;
  for (const line of lines) total += lineTotalCents(line);
  return total;
}

/** Sum of effective price times quantity, in dollars (computed in cents, so 0.1 + 0.2 is 0.3). */
export function cartTotal(lines: readonly CartLineLike[]): number {
  return fromCents(cartTotalCents(lines));
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `$1,234.50`: always 2 decimals, rounded through cents. */
export function formatUsd(dollars: number): string {
  return usd.format(fromCents(toCents(dollars)));
}

/** `1234.50`: 2 decimals without symbol or grouping (checkout button, e-mails). */
export function formatAmount(dollars: number): string {
  const cents = toCents(dollars);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
