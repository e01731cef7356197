// The buyer's price of an item: one function for checkout, order changes and standing orders,
// through the rules' one price rule (buyerPrice). Today it reads the member price only; the
// buyer's own prices and price lists (issue 21) come in through its sources.
import { buyerPrice } from '@wholesale/rules';

/** Cents per box, or per lb for catch weight: the member price, or the list price when it has none (0 or missing). */
export function buyerUnitPriceCents(item: { price_cents: number; discounted_price_cents: number | null }): number {
  return buyerPrice({ listPriceCents: item.price_cents, memberPriceCents: item.discounted_price_cents }).cents;
}
