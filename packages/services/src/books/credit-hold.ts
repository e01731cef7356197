// Staff release an order held past its company's credit limit (checkout held it): it goes on as
// any order does, confirmed and completed by staff. Kept: when and by whom. Releasing a released
// order answers it unchanged; an order never held is refused.
import { BOOKS_ERRORS, ConflictError, ORDER_ERRORS, requireAdmin, type BooksService } from '@wholesale/contract';
import { sql } from 'kysely';
import { rowOrNotFound, type Db } from '../kernel/common';

export function createCreditHold(deps: {
  db: Db;
  onOrdersChanged?: () => void;
}): Pick<BooksService, 'releaseCreditHold'> {
  const { db } = deps;
  return {
    async releaseCreditHold(actor, orderId) {
      const admin = requireAdmin(actor);
      const released = await db
        .updateTable('orders')
        .set({ credit_hold_released_at: sql<Date>`now()`, credit_hold_released_by: admin.userId })
        .where('id', '=', orderId)
        .where('credit_hold_since', 'is not', null)
        .where('credit_hold_released_at', 'is', null)
        .returning(['id', 'credit_hold_released_at'])
        .executeTakeFirst();
      if (released) {
        deps.onOrdersChanged?.();
        return { order_id: released.id, released_at: released.credit_hold_released_at!.toISOString() };
      }
      const order = await rowOrNotFound(
        db
          .selectFrom('orders')
          .select(['id', 'credit_hold_since', 'credit_hold_released_at'])
          .where('id', '=', orderId),
        ORDER_ERRORS.orderNotFound,
      );
      if (order.credit_hold_released_at === null) throw new ConflictError(BOOKS_ERRORS.notOnHold);
      return { order_id: order.id, released_at: order.credit_hold_released_at.toISOString() };
    },
  };
}
