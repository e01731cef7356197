// The one price rule: what a signed-in buyer pays for an item, in
// order: the buyer's own price for it (set by an admin), else their price list's price for it (a
// list may price larger quantities lower: the tier with the largest minimum the quantity reaches),
// else the member price (the item's discounted price), else the list price. Pure: the server's
// reads, checkout, order changes, standing orders, mails and invoices all price through it, and a
// guest is never priced by it (guests see the list price only).

/** Where a buyer's price came from. */
export type BuyerPriceSource = 'own' | 'price-list' | 'member' | 'list';

/** A price-list price for an item, from a minimum quantity (1 when it applies to any). */
export interface PriceTier {
  minQuantity: number;
  priceCents: number;
}

/** What an item's price for one buyer is made of, in cents. */
export interface PriceSources {
  /** the item's list price (items.price_cents) */
  listPriceCents: number;
  /** the item's member price (items.discounted_price_cents): 0 or null means none */
  memberPriceCents: number | null;
  /** the buyer's own price for the item, if an admin set one */
  ownPriceCents?: number | null;
  /** the buyer's price list's prices for the item, if it has any */
  tiers?: readonly PriceTier[];
}

/** The tier a quantity reaches: the largest minimum at most `quantity` (null: none). */
export function tierFor(tiers: readonly PriceTier[], quantity: number): PriceTier | null {
  let best: PriceTier | null = null;
  for (const t of tiers) if (t.minQuantity <= quantity && (best === null || t.minQuantity > best.minQuantity)) best = t;
  return best;
}

/**
 * The buyer's price of one unit (a box, or a lb of catch weight) when buying `quantity` (1 for a
 * price shown before a quantity is chosen), and where it came from.
 */
export function buyerPrice(src: PriceSources, quantity = 1): { cents: number; source: BuyerPriceSource } {
  if (src.ownPriceCents !== undefined && src.ownPriceCents !== null) return { cents: src.ownPriceCents, source: 'own' };
  const tier = src.tiers ? tierFor(src.tiers, quantity) : null;
  if (tier) return { cents: tier.priceCents, source: 'price-list' };
  if (src.memberPriceCents !== null && src.memberPriceCents > 0)
    return { cents: src.memberPriceCents, source: 'member' };
  return { cents: src.listPriceCents, source: 'list' };
}
