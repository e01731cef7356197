import { ORDERS_CHANNEL, type Database, type Kysely, type Listen, type Unlisten } from '@wholesale/db';
import { followChanges, ReadCache } from '../kernel/read-cache';

// The back office's reads of the order book (the dashboard's figures, the Orders page's pages),
// shared between the admins who ask for the same ones. Dropped when an order is placed, changes
// status or is weighed: through this process at once (`onOrdersChanged`), through another process
// or by hand by migration 0009's notification. The figures also count inquiries and signup
// requests, and the pages show buyers' names, which change without notice: every answer is kept
// a few seconds at most.

/** How long a back-office read of the order book is shared at most. */
export const ORDER_BOOK_TTL_MS = 5_000;

export class OrderBookCache extends ReadCache {
  /** Untrusted (nothing kept) until `followOrderChanges` listens, unless told otherwise. */
  constructor(options: { trusted?: boolean; ttlMs?: number; now?: () => number } = {}) {
    super({ trusted: false, ttlMs: ORDER_BOOK_TTL_MS, ...options });
  }
}

/** Keeps `cache` in step with order changes from every process (see followChanges). */
export function followOrderChanges(db: Kysely<Database>, listen: Listen, cache: OrderBookCache): Promise<Unlisten> {
  return followChanges(db, listen, ORDERS_CHANNEL, cache);
}
