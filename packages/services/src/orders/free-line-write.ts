// Checkout's write when the buyer's company holds an unused launch-deal place: the place is locked,
// the free product chosen, the order written and the place marked used by it, in one transaction.
// An order from a company without a place (nearly every order) keeps checkout's single statement.
import type { Db } from '../kernel/common';
import { takeFreeLine, useLaunchDealPlace, type FreeLine } from '../deals/places';
import { writeOrder, type OrderWrite, type OrderWritten } from './checkout-sql';

export interface FreeLineQuery {
  /** the read found an unused place for the buyer's company */
  dealPlace: boolean;
  companyId: number;
  /** the product the buyer chose in the cart, if any */
  chosenId: number | undefined;
  orderId: number;
  now: Date;
}

/** Writes the order built for its free line (null: none), and uses the place when it has one. */
export async function writeOrderWithFreeLine(
  db: Db,
  q: FreeLineQuery,
  build: (free: FreeLine | null) => OrderWrite,
): Promise<OrderWritten> {
  if (!q.dealPlace) return writeOrder(db, build(null));
  return db.transaction().execute(async (trx) => {
    // A second order of the company at the same moment waits on the place's lock, then finds it
    // used and is written without a free line.
    const free = await takeFreeLine(trx, q.companyId, q.chosenId);
    const written = await writeOrder(trx, build(free));
    if (written === 'written' && free) await useLaunchDealPlace(trx, q.companyId, q.orderId, free, q.now);
    return written;
  });
}
