// Cancelling a placed order: POST /api/orders/:id/cancel and its tRPC twin, under the same lock
// and the same rules as a change; a retry of a cancellation answers the cancelled order.
import { ORDER_CANCELLED_STATUS } from '@wholesale/rules';
import { sql } from 'kysely';
import { requireSignedIn, type Actor, type BuyerOrderDetail, type CancelOrderInput } from '@wholesale/contract';
import { noMailHook, systemClock } from '../../kernel/common';
import { enqueueMails, type EnqueueMailInput } from '../../mail/outbox';
import { calendarNow } from '../calendar';
import type { StoredChanges } from '../views';
import {
  actorName,
  lockOrder,
  ordersUrl,
  pickupWindow,
  recordStatus,
  requireChangeable,
  type OrderChangeDeps,
} from './locked-order';
import { noticeMail } from './mails';

export function createCancelOrder(deps: OrderChangeDeps) {
  const { db, publicUrl, businessEmail } = deps;
  const clock = deps.clock ?? systemClock;
  const mailQueued = deps.onMailQueued ?? noMailHook;

  return async function cancelOrder(actor: Actor, orderId: number, input: CancelOrderInput): Promise<BuyerOrderDetail> {
    const me = requireSignedIn(actor);
    const now = clock();
    const reason = input.reason || null;
    const result = await db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, me, orderId);
      // Cancelling a cancelled order (a retry) answers it as it is: nothing is recorded or mailed twice.
      if (order.order_status === ORDER_CANCELLED_STATUS)
        return { order: await deps.view(trx, me, order.id, now), mailed: false };
      const closed = await calendarNow(trx, deps.calendar, now);
      requireChangeable(order, me, now, closed, input.revision, deps.cutoffTime);
      const revision = order.revision + 1;
      await trx
        .updateTable('orders')
        .set({ order_status: ORDER_CANCELLED_STATUS, revision, updated_at: sql<Date>`now()` })
        .where('id', '=', order.id)
        .execute();
      // In the status history too, where the back office and the dashboard read an order's life.
      await recordStatus(trx, order, ORDER_CANCELLED_STATUS, me.userId);
      await trx
        .insertInto('order_revisions')
        .values({
          order_id: order.id,
          revision,
          kind: 'cancel',
          by_admin: me.kind === 'admin',
          changed_by: me.userId,
          changes: JSON.stringify({ lines: [], pickup: null, note: null } satisfies StoredChanges),
          reason,
          total_before_cents: order.total_amount_cents,
          total_after_cents: order.total_amount_cents,
        })
        .execute();
      const pickup = pickupWindow(order.pickup_start, order.pickup_end) ?? undefined;
      const mails: EnqueueMailInput[] = [
        {
          to: order.email,
          replyTo: businessEmail,
          locale: order.locale,
          template: 'order-cancelled',
          data: {
            orderNumber: order.order_number,
            buyerName: order.name || order.email,
            byStaff: me.kind === 'admin',
            ...(reason ? { reason } : {}),
            ...(pickup ? { pickup } : {}),
            ordersUrl: ordersUrl(publicUrl, order),
          },
        },
      ];
      if (me.kind !== 'admin')
        mails.push(
          noticeMail(
            deps,
            order,
            'cancel',
            await actorName(trx, me, order),
            { lines: [] },
            pickup,
            order.total_amount_cents,
            reason ?? undefined,
          ),
        );
      await enqueueMails(trx, mails);
      return { order: await deps.view(trx, me, order.id, now), mailed: true };
    });
    if (result.mailed) {
      mailQueued();
      deps.onOrdersChanged?.();
    }
    return result.order;
  };
}
