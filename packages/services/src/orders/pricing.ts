// The buyer's price of an item: one function for checkout and order changes (issue 21 grows it
// into the one price rule: the buyer's own price, their price list's, the member price).

/** Cents per box, or per lb for catch weight: the member price, or the list price when it has none (0 or missing). */
export function buyerUnitPriceCents(item: { price_cents: number; discounted_price_cents: number | null }): number {
  return item.discounted_price_cents && item.discounted_price_cents > 0 ? item.discounted_price_cents : item.price_cents;
}
