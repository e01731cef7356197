// The Orders page's list and its pages (filtered by type and status, searched by number, company,
// buyer), and every order line for the admin's lines view.
import {
  requireAdmin,
  type Actor,
  type AdminOrderFilter,
  type AdminOrderPage,
  type AdminOrderPageQuery,
  type AdminOrderSummary,
  type AdminOrdersService,
} from '@wholesale/contract';
import { toLine } from '../records';
import type { AdminOrderDeps, AdminOrderReads } from './rows';

const LIST_MAX = 1000;

export function createOrderLists(
  deps: AdminOrderDeps,
  reads: AdminOrderReads,
): Pick<AdminOrdersService, 'list' | 'page' | 'allLines'> {
  const { db } = deps;
  const { filtered, pastFlags, toAdmin } = reads;

  async function list(actor: Actor, f: AdminOrderFilter): Promise<AdminOrderSummary[]> {
    requireAdmin(actor);
    const rows = await filtered(f)
      .select(pastFlags())
      .limit(f.limit ?? LIST_MAX)
      .execute();
    return rows.map(toAdmin);
  }

  async function page(actor: Actor, f: AdminOrderPageQuery): Promise<AdminOrderPage> {
    requireAdmin(actor);
    const load = async (): Promise<AdminOrderPage> => {
      // One row more than the page tells whether there is a next one, without counting them all.
      const rows = await filtered(f)
        .select(pastFlags())
        .limit(f.pageSize + 1)
        .offset((f.page - 1) * f.pageSize)
        .execute();
      return {
        orders: rows.slice(0, f.pageSize).map(toAdmin),
        page: f.page,
        page_size: f.pageSize,
        has_more: rows.length > f.pageSize,
      };
    };
    return deps.cache
      ? deps.cache.get(
          `orders-page:${JSON.stringify([f.type, f.status, f.q, f.pickup_from, f.pickup_to, f.page, f.pageSize])}`,
          load,
        )
      : load();
  }

  return {
    list,
    page,

    async allLines(actor) {
      requireAdmin(actor);
      const rows = await db
        .selectFrom('order_items')
        .innerJoin('orders', 'orders.id', 'order_items.order_id')
        .select(['order_items.order_id'])
        .select((eb) => eb.ref('order_items.id').as('id'))
        .select([
          'order_items.item_id',
          'order_items.quantity',
          'order_items.unit_price_cents',
          'order_items.item_name',
          'order_items.item_name_ko',
          'order_items.spec',
          'order_items.avg_weight',
          'order_items.line_total_cents',
          'order_items.weighed_lbs',
        ])
        .orderBy('orders.order_date', 'desc')
        .orderBy('order_items.id')
        .limit(5000)
        .execute();
      return rows.map((r) => ({ order_id: r.order_id, ...toLine(r) }));
    },
  };
}
