// The one status-change function and its effects: the history entry, the points and the invoice
// of a completed order (voided when it is taken back), and the buyer's mail on a confirmation, a
// decline or a completion.
import {
  buyerMailOnStatus,
  CATCH_WEIGHT_SPEC,
  encodeUserId,
  toCents,
  type BuyerStatusMail,
  type OrderMailPast,
} from '@wholesale/rules';
import { sql } from 'kysely';
import { BOOKS_ERRORS, ConflictError, ORDER_ERRORS, requireAdmin, type AdminOrdersService } from '@wholesale/contract';
import { noMailHook, systemClock } from '../../kernel/common';
import { enqueueMail } from '../../mail/outbox';
import { lockOrderRow } from '../changes/locked-order';
import { issueInvoice, voidInvoice, VOID_REASONS } from '../invoice-issue';
import { mailLines, mailMoney } from '../mail-data';
import { awardPointsForCompletedOrder, COMPLETE_STATUSES } from '../points';
import { orderReads } from '../records';
import type { AdminOrderDeps, AdminOrderReads } from './rows';

/** What a held order may become before staff release it: nothing that hands it over. */
const HOLD_ALLOWS: ReadonlySet<string> = new Set(['pending', 'contacted', 'quote sent', 'declined', 'cancelled']);

export function createStatusChange(
  deps: AdminOrderDeps,
  reads: AdminOrderReads,
): Pick<AdminOrdersService, 'setStatus'> {
  const { db, publicUrl } = deps;
  const mailQueued = deps.onMailQueued ?? noMailHook;
  const { pastFlags } = reads;

  return {
    async setStatus(actor, orderId, status, revision) {
      const admin = requireAdmin(actor);
      const result = await db.transaction().execute(async (trx) => {
        // Locked: two admins changing one order at once take turns, so each effect happens once.
        const order = await lockOrderRow(trx, orderId);
        // The admin decided on the version they saw: a buyer's change (or a cancellation) that
        // landed meanwhile is shown to them first, never confirmed unseen.
        if (revision !== undefined && revision !== order.revision)
          throw new ConflictError(ORDER_ERRORS.changedMeanwhile);
        if (order.order_status === status)
          return { id: order.id, order_status: status, points_awarded: 0, confirmation_sent: false, mail_sent: null };
        // An order on credit hold waits for staff to release it: it may be declined meanwhile
        // (or cancelled by its buyer), never confirmed or completed.
        if (!HOLD_ALLOWS.has(status)) {
          const held = await trx
            .selectFrom('orders')
            .select('id')
            .where('id', '=', order.id)
            .where('credit_hold_since', 'is not', null)
            .where('credit_hold_released_at', 'is', null)
            .executeTakeFirst();
          if (held) throw new ConflictError(BOOKS_ERRORS.creditHold);
        }
        const completing = COMPLETE_STATUSES.has(status) && !COMPLETE_STATUSES.has(order.order_status);
        const reopening = COMPLETE_STATUSES.has(order.order_status) && !COMPLETE_STATUSES.has(status);
        // Completing issues the invoice, which is final: every catch-weight line is weighed first.
        if (completing) {
          const unweighed = await trx
            .selectFrom('order_items')
            .select('id')
            .where('order_id', '=', order.id)
            .where('spec', '=', CATCH_WEIGHT_SPEC)
            .where('weighed_lbs', 'is', null)
            .executeTakeFirst();
          if (unweighed) throw new ConflictError(ORDER_ERRORS.completeUnweighed);
        }

        // What the order has been through, read after its lock in a statement of its own (so it sees
        // what another admin's change just committed), before this change joins its history.
        const pastRow = await trx
          .selectFrom('orders')
          .select(pastFlags())
          .where('id', '=', order.id)
          .executeTakeFirstOrThrow();
        const past: OrderMailPast = {
          confirmed: order.confirmed_at !== null,
          ever_declined: Boolean(pastRow.ever_declined),
          ever_completed: Boolean(pastRow.ever_completed),
        };

        await trx
          .updateTable('orders')
          .set({ order_status: status, updated_at: sql<Date>`now()` })
          .where('id', '=', order.id)
          .execute();
        await trx
          .insertInto('order_status_history')
          .values({ order_id: order.id, from_status: order.order_status, to_status: status, changed_by: admin.userId })
          .execute();

        const points_awarded = COMPLETE_STATUSES.has(status) ? await awardPointsForCompletedOrder(trx, order.id) : 0;
        // The invoice is issued with the completion and voided when the order is taken back: a
        // completion after changes issues a new one naming it.
        if (completing) await issueInvoice(trx, order.id, deps.paymentTerms, (deps.clock ?? systemClock)());
        if (reopening) await voidInvoice(trx, order.id, VOID_REASONS.reopened);
        // The buyer's mail, once per order for each (rules' buyerMailOnStatus), queued in this
        // transaction: it exists exactly when the change commits.
        const mail_sent: BuyerStatusMail | null = buyerMailOnStatus(past, status);
        if (mail_sent !== null) {
          // Read in this transaction: PGlite has one connection, so a read outside it would wait for it.
          const inTrx = orderReads(trx);
          const full = await inTrx.detailOf(
            await inTrx.summaries().where('orders.id', '=', order.id).executeTakeFirstOrThrow(),
          );
          const common = {
            orderNumber: order.order_number,
            buyerName: order.name || order.email,
            ordersUrl: `${publicUrl}/profile/user/${encodeUserId(order.user_id)}?view=orders`,
          };
          const pickup =
            full.pickup_start && full.pickup_end ? { pickup: { start: full.pickup_start, end: full.pickup_end } } : {};
          const envelope = { to: order.email, replyTo: deps.businessEmail, locale: order.locale };
          if (mail_sent === 'order-confirmed') {
            await enqueueMail(trx, {
              ...envelope,
              template: 'order-confirmed',
              // The detail is in dollars (as the pages show it); the mail template takes cents, as at checkout.
              data: {
                ...common,
                ...pickup,
                lines: mailLines(full.lines, order.locale),
                ...mailMoney(full.amounts),
              },
            });
            await trx
              .updateTable('orders')
              .set({ confirmed_at: sql<Date>`now()` })
              .where('id', '=', order.id)
              .execute();
          } else if (mail_sent === 'order-declined') {
            await enqueueMail(trx, { ...envelope, template: 'order-declined', data: { ...common, ...pickup } });
          } else {
            // The points this order earned: awarded just now, by the one award an order gets.
            const earned = await trx
              .selectFrom('points')
              .select('amount')
              .where('order_id', '=', order.id)
              .executeTakeFirst();
            await enqueueMail(trx, {
              ...envelope,
              template: 'order-complete',
              // The amounts as they stand at completion: the weighed lines, as the order's pages show them.
              data: {
                ...common,
                lines: mailLines(full.lines, order.locale),
                subtotalCents: toCents(full.amounts.subtotal),
                feeCents: toCents(full.amounts.fee),
                totalCents: toCents(full.amounts.total),
                estimated: full.amounts.estimated,
                pointsEarned: earned?.amount ?? 0,
                // Issued just now: the order's page offers it.
                invoiceUrl: `${publicUrl}/profile/user/${encodeUserId(order.user_id)}?view=order&order=${order.id}`,
              },
            });
          }
        }
        return {
          id: order.id,
          order_status: status,
          points_awarded,
          confirmation_sent: mail_sent === 'order-confirmed',
          mail_sent,
        };
      });
      if (result.mail_sent !== null) mailQueued();
      deps.onOrdersChanged?.();
      return result;
    },
  };
}
