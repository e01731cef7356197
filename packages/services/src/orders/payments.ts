// Money received on an order: staff record each payment as the part of the
// order it settles; the cash discount and the card tax follow from the business's terms (rules'
// paymentAdjustment), in integer cents. The order's reads show where its payments stand.
import {
  fromCents,
  OWING_ORDER_STATUSES,
  paymentAdjustment,
  paymentPosition,
  type PaymentTerms,
} from '@wholesale/rules';
import {
  overpaidError,
  ConflictError,
  NotFoundError,
  ORDER_ERRORS,
  requireAdmin,
  ValidationError,
  type Actor,
  type OrderPayments,
  type PaymentInput,
} from '@wholesale/contract';
import { sql } from 'kysely';
import { iso, systemClock, type Clock, type Db, sha256Hex } from '../kernel/common';

/**
 * A payment's key is kept with the order's change keys (order_change_keys), under its own prefix,
 * so a payment key never answers a change and the other way round.
 */
const paymentKey = (key: string) => `payment:${key}`;

/** What a retry with the same key must carry to be the same payment. */
function paymentHash(input: PaymentInput, appliedCents: number): string {
  const canonical = JSON.stringify({
    applied_cents: appliedCents,
    method: input.method,
    kind: input.kind,
    received_at: input.received_at ?? null,
  });
  return sha256Hex(canonical);
}

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
const NO_PAYMENTS = ['declined', 'cancelled'];

/** Where the payments of an order of `totalCents` stand, read through `db` (a transaction's, or the pool). */
export async function paymentsOf(
  db: Db,
  orderId: number,
  totalCents: number,
  terms: PaymentTerms,
): Promise<OrderPayments> {
  const rows = await db
    .selectFrom('order_payments')
    .leftJoin('users', 'users.id', 'order_payments.recorded_by')
    .select([
      'order_payments.id',
      'order_payments.kind',
      'order_payments.method',
      'order_payments.applied_cents',
      'order_payments.discount_cents',
      'order_payments.tax_cents',
      'order_payments.collected_cents',
      'order_payments.received_at',
      'users.name',
    ])
    .where('order_payments.order_id', '=', orderId)
    .orderBy('order_payments.received_at')
    .orderBy('order_payments.id')
    .execute();
  const position = paymentPosition(
    totalCents,
    rows.map((r) => ({ appliedCents: r.applied_cents, collectedCents: r.collected_cents })),
  );
  return {
    state: position.state,
    paid: fromCents(position.appliedCents),
    collected: fromCents(position.collectedCents),
    prepayment_due: fromCents(position.prepaymentDueCents),
    due: fromCents(position.dueCents),
    payments: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      method: r.method,
      applied: fromCents(r.applied_cents),
      discount: fromCents(r.discount_cents),
      tax: fromCents(r.tax_cents),
      collected: fromCents(r.collected_cents),
      received_at: iso(r.received_at),
      recorded_by: r.name,
    })),
    cash_discount_percent: terms.cashDiscountBp / 100,
    card_tax_percent: terms.cardTaxBp / 100,
  };
}

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
      const order = await trx
        .selectFrom('orders')
        .select(['id', 'order_status', 'total_amount_cents', 'paid_cents'])
        .where('id', '=', orderId)
        .forUpdate()
        .executeTakeFirst();
      if (!order) throw new NotFoundError(ORDER_ERRORS.orderNotFound);
      // A retry of a payment already recorded (a double click, a lost answer) answers it as it was
      // then, recording nothing; the same key for another payment is refused.
      const key = input.idempotency_key === undefined ? null : paymentKey(input.idempotency_key);
      const hash = paymentHash(input, appliedCents);
      if (key !== null) {
        const used = await trx
          .selectFrom('order_change_keys')
          .select(['request_hash', 'response'])
          .where('order_id', '=', order.id)
          .where('key', '=', key)
          .executeTakeFirst();
        if (used) {
          if (used.request_hash !== hash) throw new ConflictError(ORDER_ERRORS.paymentKeyReused);
          return { payments: used.response as OrderPayments, recorded: false };
        }
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
      const payments = await paymentsOf(trx, order.id, order.total_amount_cents, terms);
      if (key !== null)
        await trx
          .insertInto('order_change_keys')
          .values({ order_id: order.id, key, request_hash: hash, response: JSON.stringify(payments) })
          .execute();
      return { payments, recorded: true };
    });
    if (result.recorded) deps.onOrdersChanged?.();
    return result.payments;
  }

  return { recordPayment };
}
