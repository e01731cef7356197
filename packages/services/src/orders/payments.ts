// Money received on an order: staff record each payment as the part of the
// order it settles; the cash discount and the card tax follow from the business's terms (rules'
// paymentAdjustment), in integer cents. The order's reads show where its payments stand.
import { OWING_ORDER_STATUSES, paymentAdjustment, type PaymentTerms } from '@wholesale/rules';
import {
  overpaidError,
  ConflictError,
  ORDER_ERRORS,
  requireAdmin,
  ValidationError,
  type Actor,
  type OrderPayments,
  type PaymentInput,
} from '@wholesale/contract';
import { sql } from 'kysely';
import { systemClock, type Clock, type Db } from '../kernel/common';
import { lockOrderRow } from './changes/locked-order';
import { answeredBefore, moneyKey, rememberAnswer } from './money-keys';
import { CLOSED_ORDER_STATUSES, paymentsOf } from './payment-view';

/**
 * What is left to pay on the orders that owe it (OWING_ORDER_STATUSES: confirmed and completed),
 * and on how many: read through the partial index of orders that still owe (migration 0015). The
 * dashboard sums every buyer's; a statement adds its buyer.
 */
export function owedQuery(db: Db) {
  return db
    .selectFrom('orders')
    .select([sql<number>`coalesce(sum(total_amount_cents - paid_cents), 0)`.as('cents'), sql<number>`count(*)`.as('n')])
    .where('order_status', 'in', OWING_ORDER_STATUSES)
    .whereRef('paid_cents', '<', 'total_amount_cents');
}

/** Orders that take no payments: nothing is handed over. */
const NO_PAYMENTS = CLOSED_ORDER_STATUSES;

export function createPayments(deps: { db: Db; terms: PaymentTerms; clock?: Clock; onOrdersChanged?: () => void }) {
  const { db, terms } = deps;
  const clock = deps.clock ?? systemClock;

  async function recordPayment(actor: Actor, orderId: number, input: PaymentInput): Promise<OrderPayments> {
    const admin = requireAdmin(actor);
    const now = clock();
    const receivedAt = input.received_at === undefined ? now : new Date(input.received_at);
    // A minute of grace for the admin's clock running ahead of the server's.
    if (receivedAt.getTime() > now.getTime() + 60_000)
      throw new ValidationError(ORDER_ERRORS.receivedAt, { received_at: ORDER_ERRORS.receivedAt });
    const appliedCents = Math.round(input.amount * 100);
    const result = await db.transaction().execute(async (trx) => {
      // Locked: two admins recording the balance at once take turns, so the order is never paid twice over.
      const order = await lockOrderRow(trx, orderId);
      // A retry of a payment already recorded (a double click, a lost answer) answers it as it was
      // then, recording nothing; the same key for another payment is refused.
      const key =
        input.idempotency_key === undefined
          ? null
          : moneyKey('payment', order.id, input.idempotency_key, {
              applied_cents: appliedCents,
              method: input.method,
              kind: input.kind,
              received_at: input.received_at ?? null,
            });
      if (key !== null) {
        const before = await answeredBefore<OrderPayments>(trx, key, ORDER_ERRORS.paymentKeyReused);
        if (before) return { payments: before, recorded: false };
      }
      if (NO_PAYMENTS.includes(order.order_status)) throw new ConflictError(ORDER_ERRORS.paymentsClosed);
      const dueCents = order.total_amount_cents - order.paid_cents;
      if (appliedCents > dueCents)
        throw new ValidationError(overpaidError(Math.max(0, dueCents)), {
          amount: overpaidError(Math.max(0, dueCents)),
        });
      const adjustment = paymentAdjustment(appliedCents, input.kind, input.method, terms);
      await trx
        .insertInto('order_payments')
        .values({
          order_id: order.id,
          kind: input.kind,
          method: input.method,
          applied_cents: appliedCents,
          discount_cents: adjustment.discountCents,
          tax_cents: adjustment.taxCents,
          collected_cents: adjustment.collectedCents,
          received_at: receivedAt,
          recorded_by: admin.userId,
        })
        .execute();
      await trx
        .updateTable('orders')
        .set({ paid_cents: sql<number>`paid_cents + ${appliedCents}` })
        .where('id', '=', order.id)
        .execute();
      const payments = await paymentsOf(trx, order, terms);
      if (key !== null) await rememberAnswer(trx, key, payments);
      return { payments, recorded: true };
    });
    if (result.recorded) deps.onOrdersChanged?.();
    return result.payments;
  }

  return { recordPayment };
}
