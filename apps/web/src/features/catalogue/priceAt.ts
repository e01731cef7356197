import type { CatalogueItem } from '@wholesale/rules';
import { isCatchWeight, lineAmount, toCents, unitPriceCentsAt } from '@wholesale/rules';

type Priced = Pick<CatalogueItem, 'price' | 'discounted_price' | 'spec' | 'price_tiers' | 'avg_weight'>;

/** The product page's money for the quantity the buyer has chosen, in cents. */
export interface PriceAt {
  /** what one box (or one lb of catch weight) costs at this quantity: what the server will charge */
  unitCents: number;
  /** the price-list tier the quantity reaches (its minimum), null below every tier above 1 */
  tierMin: number | null;
  /** the saving on one unit against the list price, null when there is none */
  saving: { cents: number; percent: number } | null;
  /**
   * A catch-weight item's estimate for the chosen packs (packs × avg lb × price per lb); null for
   * a box item or when the pack weight is unknown (0), which would read as a free estimate.
   */
  estimate: { cents: number; packs: number; lbs: number } | null;
}

/**
 * The price shown as the price on the product page: the one the chosen quantity is charged at (a
 * price list's tier from that many boxes, else the buyer's price), so the page never shows the
 * 1-box price beside a quantity that checkout prices lower. The same rule as the cart's
 * (unitPriceCentsAt), which the server mirrors.
 */
export function priceAt(item: Priced, quantity: number): PriceAt {
  const q = Number.isFinite(quantity) && quantity >= 1 ? Math.floor(quantity) : 1;
  const unitCents = unitPriceCentsAt(item, q);
  const reached = (item.price_tiers ?? []).filter((t) => t.min_quantity > 1 && t.min_quantity <= q);
  const tierMin = reached.length > 0 ? Math.max(...reached.map((t) => t.min_quantity)) : null;
  const list = toCents(item.price);
  const off = list - unitCents;
  const saving = list > 0 && off > 0 ? { cents: off, percent: Math.round((off / list) * 100) } : null;
  const estimate =
    isCatchWeight(item.spec) && item.avg_weight > 0
      ? {
          cents: lineAmount({ unitPriceCents: unitCents, spec: item.spec, avgWeight: item.avg_weight, quantity: q })
            .cents,
          packs: q,
          lbs: item.avg_weight,
        }
      : null;
  return { unitCents, tierMin, saving, estimate };
}
