// The idempotency keys of an order's money actions (a payment, a refund, a credit move): kept with
// the order's change keys (order_change_keys) under a prefix of their kind, so a key of one kind
// never answers another. A retry with the same key and the same request answers what the first
// answered, doing nothing; the same key with another request is refused.
import { ConflictError, type CodedMessage } from '@wholesale/contract';
import { sha256Hex, type Db } from '../kernel/common';

export type MoneyKeyKind = 'payment' | 'refund' | 'credit';

export interface MoneyKey {
  orderId: number;
  key: string;
  hash: string;
}

/** The key as stored, and the hash of the request it stands for (its canonical JSON). */
export function moneyKey(kind: MoneyKeyKind, orderId: number, key: string, request: unknown): MoneyKey {
  return { orderId, key: `${kind}:${key}`, hash: sha256Hex(JSON.stringify(request)) };
}

/** What the first request with this key answered, or undefined for a new key (in the caller's transaction). */
export async function answeredBefore<T>(trx: Db, k: MoneyKey, reused: CodedMessage): Promise<T | undefined> {
  const used = await trx
    .selectFrom('order_change_keys')
    .select(['request_hash', 'response'])
    .where('order_id', '=', k.orderId)
    .where('key', '=', k.key)
    .executeTakeFirst();
  if (!used) return undefined;
  if (used.request_hash !== k.hash) throw new ConflictError(reused);
  return used.response as T;
}

/** Keeps the answer for the key's retries, in the transaction that did the work. */
export async function rememberAnswer(trx: Db, k: MoneyKey, answer: unknown): Promise<void> {
  await trx
    .insertInto('order_change_keys')
    .values({ order_id: k.orderId, key: k.key, request_hash: k.hash, response: JSON.stringify(answer) })
    .execute();
}
