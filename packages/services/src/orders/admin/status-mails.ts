// The buyer's mails of a status change, queued in its transaction: the confirmation, the decline
// (with staff's reason) and the thank-you the first time each happens (rules' buyerMailOnStatus),
// and the ready and missed-pickup mails when staff ask for them (optionalStatusMail).
import { encodeUserId, toCents, type BuyerStatusMail, type OptionalStatusMail } from '@wholesale/rules';
import { sql } from 'kysely';
import type { Db } from '../../kernel/common';
import { enqueueMail } from '../../mail/outbox';
import type { LockedOrder } from '../changes/locked-order';
import { mailLines, mailMoney } from '../mail-data';
import { orderReads } from '../records';
import type { AdminOrderDeps } from './rows';

/** Queues `mail` for `order` in `trx` (its change's transaction). */
export async function queueStatusMail(
  trx: Db,
  deps: Pick<AdminOrderDeps, 'publicUrl' | 'businessEmail'>,
  order: LockedOrder,
  mail: BuyerStatusMail | OptionalStatusMail,
  reason: string | undefined,
): Promise<void> {
  const { publicUrl } = deps;
  // Read in this transaction: PGlite has one connection, so a read outside it would wait for it.
  const inTrx = orderReads(trx);
  const full = await inTrx.detailOf(
    await inTrx.summaries().where('orders.id', '=', order.id).executeTakeFirstOrThrow(),
  );
  const ordersUrl = `${publicUrl}/profile/user/${encodeUserId(order.user_id)}?view=orders`;
  const common = { orderNumber: order.order_number, buyerName: order.name || order.email, ordersUrl };
  const pickup =
    full.pickup_start && full.pickup_end ? { pickup: { start: full.pickup_start, end: full.pickup_end } } : {};
  const envelope = { to: order.email, replyTo: deps.businessEmail, locale: order.locale };
  switch (mail) {
    case 'order-confirmed':
      await enqueueMail(trx, {
        ...envelope,
        template: 'order-confirmed',
        // The detail is in dollars (as the pages show it); the mail template takes cents, as at checkout.
        data: { ...common, ...pickup, lines: mailLines(full.lines, order.locale), ...mailMoney(full.amounts) },
      });
      await trx
        .updateTable('orders')
        .set({ confirmed_at: sql<Date>`now()` })
        .where('id', '=', order.id)
        .execute();
      return;
    case 'order-declined':
      await enqueueMail(trx, {
        ...envelope,
        template: 'order-declined',
        data: { ...common, ...pickup, ...(reason ? { reason } : {}) },
      });
      return;
    case 'order-ready':
      await enqueueMail(trx, { ...envelope, template: 'order-ready', data: { ...common, ...pickup } });
      return;
    case 'order-missed-pickup':
      await enqueueMail(trx, { ...envelope, template: 'order-missed-pickup', data: { ...common, ...pickup } });
      return;
    case 'order-complete': {
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
      return;
    }
  }
}
