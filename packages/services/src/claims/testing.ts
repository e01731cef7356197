// The books' and statements' tests' credit memo: a claim a buyer makes on their order and staff
// approve, through the claims service, as the back office does it.
import { claimInput, parseInput, type Actor, type OrdersService } from '@wholesale/contract';
import type { AccountsWorld } from '../accounts/testing';
import type { Clock } from '../kernel/common';
import { createClaimsService } from './index';

/**
 * `buyer` claims one box of the first line of order `orderId` damaged, and staff approve it for
 * `cents`: the credit memo it issues, dated by `clock`.
 */
export async function approvedCreditMemo(
  w: AccountsWorld,
  orders: OrdersService,
  order: { id: number; buyer: Actor },
  cents: number,
  clock: Clock,
) {
  const claims = createClaimsService({ db: w.handle.db, storage: w.storage, publicUrl: 'http://localhost', clock });
  const line = (await orders.admin.detail(w.admin.actor, order.id)).lines[0]!;
  const claim = await claims.create(
    order.buyer,
    order.id,
    parseInput(claimInput, { order_item_id: line.id, reason: 'damaged', quantity: 1, unit: 'box' }),
    [],
  );
  return (await claims.decide(w.admin.actor, claim.id, { approve_cents: cents })).credit_memo!;
}
