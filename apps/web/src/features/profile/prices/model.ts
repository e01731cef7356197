import type { Locales } from '@wholesale/i18n';
import { isListable, STYLES, type CatalogueItem } from '@wholesale/rules';

/** The longest filter text read: beyond it, no product name matches anyway. */
export const FILTER_MAX = 60;

/** A row of the buyer's price list: their own price, the list price when theirs differs, and the tiers above one. */
export interface PriceRow {
  item: CatalogueItem;
  /** Lower than the list price: the list price is shown struck through beside it. */
  discounted: boolean;
  tiers: { min_quantity: number; price: number }[];
}

/**
 * Every product the listings show (isListable: shown, with a picture), in their order (style by
 * style, then by name in the language shown), each with what the buyer pays. Tiers of one (the
 * base price again) say nothing and are left out.
 */
export function priceRows(items: readonly CatalogueItem[], locale: Locales): PriceRow[] {
  const name = (i: CatalogueItem) => (locale === 'ko' && i.name_ko.trim() ? i.name_ko : i.name);
  const styleRank = (i: CatalogueItem) => STYLES.indexOf(i.style);
  return items
    .filter(isListable)
    .sort((a, b) => styleRank(a) - styleRank(b) || name(a).localeCompare(name(b), locale))
    .map((item) => ({
      item,
      discounted: item.discounted_price !== undefined && item.discounted_price < item.price,
      tiers: (item.price_tiers ?? []).filter((t) => t.min_quantity > 1),
    }));
}

/**
 * The rows whose name (either language), cut or type contains every word of `text`, case aside.
 * The text is cut to FILTER_MAX before it is read; no pattern is built from it.
 */
export function filterRows(rows: readonly PriceRow[], text: string): PriceRow[] {
  const words = text.slice(0, FILTER_MAX).toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter(({ item }) => {
    const hay = [item.name, item.name_ko, item.type, item.type_ko].join(' ').toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}
