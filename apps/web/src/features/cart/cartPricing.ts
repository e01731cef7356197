import type { CatalogueItem } from '@wholesale/rules';
import { lineAmount, orderAmounts, unitPriceCentsAt } from '@wholesale/rules';
import type { CartLine } from './cart';

// The cart tab's figures: the cookie's lines joined with the server's items (catalogue.byIds).
// Prices, names and availability are the server's; money is in integer cents through the same
// functions the server prices orders with (@wholesale/rules, order-money.ts).

export type PricedLine =
  | {
      status: 'available';
      id: number;
      quantity: number;
      item: CatalogueItem;
      /** per box, or per lb for a catch-weight item */
      unitPriceCents: number;
      amountCents: number;
      /** a catch-weight line: packs × avg_weight × price per lb until the warehouse weighs it */
      estimated: boolean;
    }
  /** Hidden or deleted since it was added: shown with a remove button, not counted. */
  | { status: 'unavailable'; id: number; quantity: number }
  /** Added while an earlier answer is still shown: its item is on its way. */
  | { status: 'loading'; id: number; quantity: number };

export interface PricedCart {
  lines: PricedLine[];
  totalCents: number;
  /** true while any counted line is a catch-weight estimate */
  estimated: boolean;
  available: number;
  unavailable: number;
  loading: number;
}

/**
 * `items` is the server's answer for (at least) the cart's ids, which lists only visible items;
 * `complete` says whether it was asked for exactly these ids. If not (an older answer shown while
 * the new one loads), a missing item is 'loading' rather than 'unavailable'.
 */
export function priceCart(lines: readonly CartLine[], items: readonly CatalogueItem[], complete: boolean): PricedCart {
  const byId = new Map(items.map((i) => [i.id, i]));
  const priced: PricedLine[] = lines.map(({ id, quantity }) => {
    const item = byId.get(id);
    if (!item) return { status: complete ? 'unavailable' : 'loading', id, quantity };
    // The tier of the buyer's price list the quantity reaches, as checkout will charge it.
    const unitPriceCents = unitPriceCentsAt(item, quantity);
    const amount = lineAmount({ unitPriceCents, spec: item.spec, avgWeight: item.avg_weight, quantity });
    return {
      status: 'available',
      id,
      quantity,
      item,
      unitPriceCents,
      amountCents: amount.cents,
      estimated: amount.estimated,
    };
  });
  const counted = priced.flatMap((l) =>
    l.status === 'available' ? [{ cents: l.amountCents, estimated: l.estimated }] : [],
  );
  const { totalCents, estimated } = orderAmounts(counted);
  const count = (s: PricedLine['status']) => priced.filter((l) => l.status === s).length;
  return {
    lines: priced,
    totalCents,
    estimated,
    available: counted.length,
    unavailable: count('unavailable'),
    loading: count('loading'),
  };
}
