// Money going back, and a company's credit moving between its orders, by staff: a payment voided
// (recorded by mistake), a refund (cash or card; a card refund hands back the card's sales tax on
// it), and credit (what an order holds above what it owes) moved to another open order of the same
// company. Each is one transaction under the orders' row locks, keeps `orders.paid_cents` what the
// order holds, and answers where the order's money stands (orders/payment-view.ts).
import { paymentAdjustment, toCents, type PaymentTerms } from '@wholesale/rules';
import {
  BOOKS_ERRORS,
  ConflictError,
  creditAboveDueError,
  creditTooMuchError,
  refundTooMuchError,
  requireAdmin,
  ValidationError,
  voidTooMuchError,
  type BooksService,
  type OrderPayments,
} from '@wholesale/contract';
import { sql } from 'kysely';
import { rowOrNotFound, systemClock, type Clock, type Db } from '../kernel/common';
import { answeredBefore, moneyKey, rememberAnswer } from '../orders/money-keys';
import { CLOSED_ORDER_STATUSES, owedCents, paymentsOf } from '../orders/payment-view';
import { companyOfOrder, lockOrderRow } from '../orders/changes/locked-order';

interface MoneyBackDeps {
  db: Db;
  terms: PaymentTerms;
  /** when a refund or a credit move happens (its day is the bookkeeper's) */
  clock?: Clock;
  onOrdersChanged?: () => void;
}

async function changeHeld(trx: Db, orderId: number, deltaCents: number): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ paid_cents: sql<number>`paid_cents + ${deltaCents}` })
    .where('id', '=', orderId)
    .execute();
}

export function createMoneyBack(deps: MoneyBackDeps): Pick<BooksService, 'voidPayment' | 'refund' | 'applyCredit'> {
  const { db, terms } = deps;
  const clock = deps.clock ?? systemClock;
  const changed = () => deps.onOrdersChanged?.();

  return {
    async voidPayment(actor, orderId, paymentId, input) {
      const admin = requireAdmin(actor);
      const answer = await db.transaction().execute(async (trx) => {
        const order = await lockOrderRow(trx, orderId);
        const payment = await rowOrNotFound(
          trx
            .selectFrom('order_payments')
            .select(['id', 'applied_cents', 'voided_at'])
            .where('id', '=', paymentId)
            .where('order_id', '=', order.id),
          BOOKS_ERRORS.paymentNotFound,
        );
        if (payment.voided_at !== null) throw new ConflictError(BOOKS_ERRORS.paymentVoided);
        // Refunds or credit moves took part of it off the order already: voiding it would take
        // back money the order no longer holds.
        if (payment.applied_cents > order.paid_cents) throw new ConflictError(voidTooMuchError(order.paid_cents));
        await trx
          .updateTable('order_payments')
          .set({ voided_at: sql<Date>`now()`, void_reason: input.reason, voided_by: admin.userId })
          .where('id', '=', payment.id)
          .execute();
        await changeHeld(trx, order.id, -payment.applied_cents);
        return paymentsOf(trx, order, terms);
      });
      changed();
      return answer;
    },

    async refund(actor, orderId, input) {
      const admin = requireAdmin(actor);
      const amountCents = toCents(input.amount);
      const result = await db.transaction().execute(async (trx) => {
        const order = await lockOrderRow(trx, orderId);
        const key = moneyKey('refund', order.id, input.idempotency_key, {
          amount_cents: amountCents,
          method: input.method,
          reason: input.reason,
        });
        const before = await answeredBefore<OrderPayments>(trx, key, BOOKS_ERRORS.moneyKeyReused);
        if (before) return { answer: before, done: false };
        if (amountCents > order.paid_cents) {
          const refusal = refundTooMuchError(order.paid_cents);
          throw new ValidationError(refusal, { amount: refusal });
        }
        // A card refund returns the sales tax the card added on that much, as a payment adds it.
        const { taxCents } = paymentAdjustment(amountCents, 'prepayment', input.method, terms);
        await trx
          .insertInto('order_refunds')
          .values({
            order_id: order.id,
            method: input.method,
            amount_cents: amountCents,
            tax_cents: taxCents,
            returned_cents: amountCents + taxCents,
            reason: input.reason,
            refunded_by: admin.userId,
            refunded_at: clock(),
          })
          .execute();
        await changeHeld(trx, order.id, -amountCents);
        const answer = await paymentsOf(trx, order, terms);
        await rememberAnswer(trx, key, answer);
        return { answer, done: true };
      });
      if (result.done) changed();
      return result.answer;
    },

    async applyCredit(actor, input) {
      const admin = requireAdmin(actor);
      if (input.from_order_id === input.to_order_id) {
        throw new ValidationError(BOOKS_ERRORS.creditSameOrder, { to_order_id: BOOKS_ERRORS.creditSameOrder });
      }
      const amountCents = toCents(input.amount);
      const result = await db.transaction().execute(async (trx) => {
        // Locked in id order, so two moves between the same two orders never wait on each other.
        const [first, second] = [input.from_order_id, input.to_order_id].sort((a, b) => a - b);
        const locked = new Map([
          [first!, await lockOrderRow(trx, first!)],
          [second!, await lockOrderRow(trx, second!)],
        ]);
        const from = locked.get(input.from_order_id)!;
        const to = locked.get(input.to_order_id)!;
        const key = moneyKey('credit', from.id, input.idempotency_key, { to: to.id, amount_cents: amountCents });
        const before = await answeredBefore<{ from: OrderPayments; to: OrderPayments }>(
          trx,
          key,
          BOOKS_ERRORS.moneyKeyReused,
        );
        if (before) return { answer: before, done: false };
        if (companyOfOrder(from) !== companyOfOrder(to)) throw new ConflictError(BOOKS_ERRORS.creditOtherCompany);
        if (CLOSED_ORDER_STATUSES.includes(to.order_status)) throw new ConflictError(BOOKS_ERRORS.creditClosedOrder);
        const creditCents = Math.max(0, from.paid_cents - owedCents(from));
        if (amountCents > creditCents) {
          const refusal = creditTooMuchError(creditCents);
          throw new ValidationError(refusal, { amount: refusal });
        }
        const dueCents = Math.max(0, to.total_amount_cents - to.paid_cents);
        if (amountCents > dueCents) {
          const refusal = creditAboveDueError(dueCents);
          throw new ValidationError(refusal, { amount: refusal });
        }
        await trx
          .insertInto('credit_moves')
          .values({
            from_order_id: from.id,
            to_order_id: to.id,
            amount_cents: amountCents,
            moved_by: admin.userId,
            moved_at: clock(),
          })
          .execute();
        await changeHeld(trx, from.id, -amountCents);
        await changeHeld(trx, to.id, amountCents);
        const answer = { from: await paymentsOf(trx, from, terms), to: await paymentsOf(trx, to, terms) };
        await rememberAnswer(trx, key, answer);
        return { answer, done: true };
      });
      if (result.done) changed();
      return result.answer;
    },
  };
}
