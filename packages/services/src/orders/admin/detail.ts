// One order as the admin sees it: the order view with its buyer and its history of status
// changes and weighings.
import {
  ORDER_ERRORS,
  requireAdmin,
  type Actor,
  type AdminOrderDetail,
  type OrderHistoryEntry,
} from '@wholesale/contract';
import { iso, rowOrNotFound, systemClock } from '../../kernel/common';
import { changeFacts } from '../views';
import type { AdminOrderDeps, AdminOrderReads } from './rows';

export function createOrderDetail(
  deps: AdminOrderDeps,
  reads: AdminOrderReads,
): { detail(actor: Actor, orderId: number): Promise<AdminOrderDetail> } {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;
  const { withBuyer, pastFlags, detailOf } = reads;

  async function detail(actor: Actor, orderId: number): Promise<AdminOrderDetail> {
    requireAdmin(actor);
    const row = await rowOrNotFound(
      withBuyer()
        .select(pastFlags())
        .select('users.locale')
        // The admin who entered it (an order taken by phone or text); null once that account is gone.
        .select((eb) =>
          eb
            .selectFrom('users as staff')
            .select('staff.name')
            .whereRef('staff.id', '=', 'orders.entered_by')
            .as('entered_by_name'),
        )
        .where('orders.id', '=', orderId),
      ORDER_ERRORS.orderNotFound,
    );
    const history = await db
      .selectFrom('order_status_history')
      .leftJoin('users', 'users.id', 'order_status_history.changed_by')
      .leftJoin('order_items', 'order_items.id', 'order_status_history.order_item_id')
      .select([
        'order_status_history.kind',
        'order_status_history.from_status',
        'order_status_history.to_status',
        'order_status_history.order_item_id',
        'order_status_history.from_lbs',
        'order_status_history.to_lbs',
        'order_status_history.changed_at',
        'order_status_history.reason',
        'users.name',
        'order_items.item_name',
        'order_items.item_name_ko',
      ])
      .where('order_status_history.order_id', '=', orderId)
      .orderBy('order_status_history.changed_at')
      .orderBy('order_status_history.id')
      .execute();
    const detailed = await detailOf(row);
    const { facts } = await changeFacts(db, deps, 'admin', row, clock());
    return {
      ...detailed,
      ...facts,
      confirmed: row.confirmed_at !== null,
      ever_declined: Boolean(row.ever_declined),
      ever_completed: Boolean(row.ever_completed),
      entered_by: row.entered_by_name ?? null,
      buyer: {
        id: row.user_id,
        name: row.buyer_name,
        company: row.company,
        email: row.email,
        phone_number: row.phone_number,
        locale: row.locale,
      },
      history: history.map((h): OrderHistoryEntry => {
        const changed = { changed_by: h.name, changed_at: iso(h.changed_at) };
        if (h.kind === 'weight') {
          const line =
            h.order_item_id !== null && h.item_name !== null
              ? { id: h.order_item_id, name: h.item_name, name_ko: h.item_name_ko ?? '' }
              : null;
          return { kind: 'weight', line, from_lbs: h.from_lbs, to_lbs: h.to_lbs, ...changed };
        }
        return {
          kind: 'status',
          from_status: h.from_status,
          to_status: h.to_status ?? '',
          reason: h.reason,
          ...changed,
        };
      }),
    };
  }

  return { detail };
}
