// The buyer's price of an item: one function for checkout, order changes and standing orders,
// through the rules' one price rule (buyerPrice), with the buyer's own price and price-list tiers
// as read by prices/sources.ts.
import { buyerPrice } from '@wholesale/rules';
import type { ItemPriceSources } from '../prices/sources';

/**
 * Cents per box, or per lb for catch weight, for a buyer taking `quantity`: their own price, else
 * their list's tier for that quantity, else the member price, else the list price.
 */
export function buyerUnitPriceCents(
  item: { price_cents: number; discounted_price_cents: number | null },
  quantity: number,
  sources?: ItemPriceSources,
): number {
  return buyerPrice(
    {
      listPriceCents: item.price_cents,
      memberPriceCents: item.discounted_price_cents,
      ownPriceCents: sources?.own_price_cents ?? null,
      tiers: sources?.tiers ?? [],
    },
    quantity,
  ).cents;
}
