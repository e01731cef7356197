// An order kept offline and refused because prices changed (orders.totalChanged): the checkout
// shows the server's new total and what changed, and asks before placing again, at that total
// (the next attempt carries it, so a second change is refused again, never charged unseen).
// Pure, tested in Node (priceReview.test.ts).
import type { Failure } from './checkout';
import type { PricedLine } from '../cart/cartPricing';

/** The refusal's code: the total the buyer saw is no longer the server's. */
export const TOTAL_CHANGED = 'orders.totalChanged';

/** Dollars and cents as the server words them ('134.00'), no sign, no separators. */
const DOLLARS = /^\d{1,10}\.\d{2}$/;

/**
 * The server's new total in cents, from a refusal's code and params (its `total`), or null when the
 * failure is not a changed total (or its total cannot be read).
 */
export function changedTotalCents(failure: Pick<Failure, 'code' | 'params'> | null): number | null {
  if (failure?.code !== TOTAL_CHANGED) return null;
  const total = failure.params?.total;
  const text = typeof total === 'number' ? total.toFixed(2) : total;
  if (typeof text !== 'string' || text.length > 14 || !DOLLARS.test(text)) return null;
  return Number(text.replace('.', ''));
}

/** A line whose unit price is not the one the buyer saw. */
export interface PriceChange {
  id: number;
  wasCents: number;
  nowCents: number;
}

/** The unit prices the buyer saw, by item id (a snapshot when the refusal came). */
export function seenPrices(lines: readonly PricedLine[]): Map<number, number> {
  const seen = new Map<number, number>();
  for (const l of lines) if (l.status === 'available') seen.set(l.id, l.unitPriceCents);
  return seen;
}

/** The lines priced now otherwise than the buyer saw them. */
export function priceChanges(seen: ReadonlyMap<number, number>, now: readonly PricedLine[]): PriceChange[] {
  const changes: PriceChange[] = [];
  for (const l of now) {
    if (l.status !== 'available') continue;
    const was = seen.get(l.id);
    if (was !== undefined && was !== l.unitPriceCents)
      changes.push({ id: l.id, wasCents: was, nowCents: l.unitPriceCents });
  }
  return changes;
}
