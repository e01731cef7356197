// The claim window: a buyer reports a problem within the books' claim hours of the order's
// completion. Completion is when its first invoice was issued (completing issues it; a reopened
// and completed-again order keeps its first pickup's window).
import { BUSINESS_CONTACT, COMPLETE_ORDER_STATUSES } from '@wholesale/rules';
import type { OrderClaims } from '@wholesale/contract';
import { readBooksSettings } from '../books/settings';
import type { Db } from '../kernel/common';

export async function claimWindow(
  db: Db,
  order: { id: number; order_status: string },
  now: Date,
): Promise<OrderClaims['window']> {
  const [{ claim_window_hours: hours }, first] = await Promise.all([
    readBooksSettings(db),
    db
      .selectFrom('invoices')
      .select((eb) => eb.fn.min('issued_at').as('issued_at'))
      .where('order_id', '=', order.id)
      .executeTakeFirst(),
  ]);
  const complete = (COMPLETE_ORDER_STATUSES as readonly string[]).includes(order.order_status);
  const completedAt = complete && first?.issued_at ? new Date(first.issued_at) : null;
  const closesAt = completedAt ? new Date(completedAt.getTime() + hours * 3_600_000) : null;
  return {
    hours,
    closes_at: closesAt ? closesAt.toISOString() : null,
    open: closesAt !== null && now.getTime() < closesAt.getTime(),
    phone: BUSINESS_CONTACT.phone.display,
  };
}
