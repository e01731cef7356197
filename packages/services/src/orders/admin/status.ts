// The one status-change function and its effects: the history entry (with staff's reason), the
// points and the invoice of a completed order (voided when it is taken back), and the buyer's mail
// on a confirmation, a decline or a completion, or the ready / missed-pickup mail staff ask for.
import {
  buyerMailOnStatus,
  CATCH_WEIGHT_SPEC,
  isReopening,
  isStatusChoice,
  missedPickupRefusal,
  optionalStatusMail,
  ORDER_MISSED_STATUS,
  type BuyerStatusMail,
  type OptionalStatusMail,
  type OrderMailPast,
} from '@wholesale/rules';
import { sql } from 'kysely';
import {
  BOOKS_ERRORS,
  ConflictError,
  ORDER_ERRORS,
  requireAdmin,
  ValidationError,
  type AdminOrdersService,
} from '@wholesale/contract';
import { noMailHook, systemClock } from '../../kernel/common';
import { recordShipment, voidShipment } from '../../cases/shipments';
import { refuseRecalledCases } from '../../recalls/holds';
import { lockOrderRow, recordStatus } from '../changes/locked-order';
import { issueInvoice, voidInvoice, VOID_REASONS } from '../invoice-issue';
import { awardPointsForCompletedOrder, COMPLETE_STATUSES } from '../points';
import type { AdminOrderDeps, AdminOrderReads } from './rows';
import { queueStatusMail } from './status-mails';

/** What a held order may become before staff release it: nothing that hands it over. */
const HOLD_ALLOWS: ReadonlySet<string> = new Set([
  'pending',
  'contacted',
  'quote sent',
  'declined',
  'cancelled',
  ORDER_MISSED_STATUS,
]);

export function createStatusChange(
  deps: AdminOrderDeps,
  reads: AdminOrderReads,
): Pick<AdminOrdersService, 'setStatus'> {
  const { db } = deps;
  const mailQueued = deps.onMailQueued ?? noMailHook;
  const clock = deps.clock ?? systemClock;
  const { pastFlags } = reads;

  return {
    async setStatus(actor, orderId, status, revision, options = {}) {
      const admin = requireAdmin(actor);
      const reason = options.reason || undefined;
      const result = await db.transaction().execute(async (trx) => {
        // Locked: two admins changing one order at once take turns, so each effect happens once.
        const order = await lockOrderRow(trx, orderId);
        // The admin decided on the version they saw: a buyer's change (or a cancellation) that
        // landed meanwhile is shown to them first, never confirmed unseen.
        if (revision !== undefined && revision !== order.revision)
          throw new ConflictError(ORDER_ERRORS.changedMeanwhile);
        if (order.order_status === status)
          return { id: order.id, order_status: status, points_awarded: 0, confirmation_sent: false, mail_sent: null };
        // The menu's choices (rules' statusChoices): a pickup order is never contacted or quoted.
        if (!isStatusChoice(order.order_type, order.order_status, status))
          throw new ConflictError(ORDER_ERRORS.statusNotOffered);
        // Reopening a closed order puts it back on the pick list (its buyer may have been told it
        // was cancelled, declined or done): staff say why, and the history keeps it.
        if (isReopening(order.order_status, status) && !reason)
          throw new ValidationError(ORDER_ERRORS.reopenReason, { reason: ORDER_ERRORS.reopenReason });
        if (status === ORDER_MISSED_STATUS && missedPickupRefusal(order.pickup_end, clock()) !== null)
          throw new ConflictError(ORDER_ERRORS.missedTooEarly);
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
        const uncompleting = COMPLETE_STATUSES.has(order.order_status) && !COMPLETE_STATUSES.has(status);
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
          // A case of a lot under an open recall is replaced before the order is handed over.
          await refuseRecalledCases(trx, order.id);
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
        await recordStatus(trx, order, status, admin.userId, reason ?? null);

        const points_awarded = COMPLETE_STATUSES.has(status) ? await awardPointsForCompletedOrder(trx, order.id) : 0;
        // The invoice is issued with the completion and voided when the order is taken back: a
        // completion after changes issues a new one naming it.
        if (completing) await issueInvoice(trx, order.id, deps.paymentTerms, clock());
        if (uncompleting) await voidInvoice(trx, order.id, VOID_REASONS.reopened);
        // The shipment record (traceability) follows the completion the same way.
        if (completing) await recordShipment(trx, order.id, clock());
        if (uncompleting) await voidShipment(trx, order.id, admin.userId);
        // The buyer's mail (each of buyerMailOnStatus's once per order; the optional ones when
        // staff ask), queued in this transaction: it exists exactly when the change commits.
        const offered = optionalStatusMail(status);
        const mail_sent: BuyerStatusMail | OptionalStatusMail | null =
          buyerMailOnStatus(past, status) ?? (options.notify && offered ? offered : null);
        if (mail_sent !== null) await queueStatusMail(trx, deps, order, mail_sent, reason);
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
