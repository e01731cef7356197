import { fromCents, ITEM_MAX_PRICE_CENTS, ORDER_LINE_MAX_QUANTITY, toCents } from '@wholesale/rules';

// Reading what the admin types by the server's rules: a price above $0, at most $10,000.00, to the
// cent; a minimum quantity from 1 to 999; a list's name.

/** The dearest price the server takes (an item's own bound): $10,000.00. */
export const MAX_PRICE = fromCents(ITEM_MAX_PRICE_CENTS);
/** The largest minimum quantity (an order line's largest quantity). */
export const MAX_MIN_QUANTITY = ORDER_LINE_MAX_QUANTITY;
/** A price list's name: 1 to this many characters (the contract's PRICE_LIST_NAME_MAX). */
export const NAME_MAX = 80;

/**
 * A price as typed, in dollars: "12.5", "12.50", "$12.50", "1,250.00" (thousands commas in their
 * place) read as dollars; null for anything else, for $0 and below, above $10,000.00 or finer
 * than a cent.
 */
export function parsePrice(text: string): number | null {
  const t = text.trim().replace(/^\$\s*/, '');
  if (t.length > 12) return null;
  const plain = /^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(t) ? t.replaceAll(',', '') : t;
  if (!/^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(plain)) return null;
  const cents = toCents(Number(plain));
  if (!(cents > 0 && cents <= ITEM_MAX_PRICE_CENTS)) return null;
  return fromCents(cents);
}

/** A minimum quantity as typed: a whole number from 1 to 999; null otherwise. */
export function parseMinQuantity(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,3}$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 && n <= MAX_MIN_QUANTITY ? n : null;
}

/** A price as the editor shows it: "12.50". */
export function priceText(dollars: number): string {
  return dollars.toFixed(2);
}

/** A list's name as saved (trimmed), or null when the server would refuse it. */
export function checkName(name: string): string | null {
  const t = name.trim();
  return t.length >= 1 && t.length <= NAME_MAX ? t : null;
}
