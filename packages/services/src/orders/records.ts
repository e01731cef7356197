// A buyer's orders as the profile shows them: the list, one order with its lines and money, the
// lines alone (the spec's order-items call) and "my usual items". The owner or an admin only.
import {
  CALLED_OFF_ORDER_STATUSES,
  CATCH_WEIGHT_SPEC,
  fromCents,
  isCatchWeight,
  NOT_SALES_ORDER_STATUSES,
  orderAmounts,
  paymentState,
  type PaymentState,
} from '@wholesale/rules';
import { sql } from 'kysely';
import type { OrderItemRow } from '@wholesale/db';
import { NotFoundError, ORDER_ERRORS, type Actor } from '@wholesale/contract';
import { withLineLots } from '../cases/line-lots';
import { iso, type Db } from '../kernel/common';
import { accessOf, companyToRead, companyUsers, readsCompany } from '../kernel/company-access';
import type { OrderDetail, OrderLine, OrderSummary, UsualItem } from '@wholesale/contract';
import { orderFreeLine } from '../deals/places';

/** Statuses that are not sales: a declined, cancelled or unapproved order is not one of "my usual items". */
const NOT_SOLD = NOT_SALES_ORDER_STATUSES;
const USUAL_ITEMS_MAX = 20;

/** The columns a line is read with (and written with, in checkout-sql.ts, less its id). */
export const LINE_COLUMNS = [
  'id',
  'item_id',
  'quantity',
  'unit_price_cents',
  'item_name',
  'item_name_ko',
  'spec',
  'avg_weight',
  'line_total_cents',
  'weighed_lbs',
] as const;
type LineRow = Pick<OrderItemRow, (typeof LINE_COLUMNS)[number]>;

export function toLine(r: LineRow): OrderLine {
  return {
    id: r.id,
    item_id: r.item_id,
    quantity: r.quantity,
    unit_price: fromCents(r.unit_price_cents),
    name: r.item_name,
    name_ko: r.item_name_ko,
    spec: r.spec,
    avg_weight: r.avg_weight,
    line_total: fromCents(r.line_total_cents),
    estimated: isCatchWeight(r.spec) && r.weighed_lbs === null,
    weighed_lbs: r.weighed_lbs,
  };
}

const ORDER_COLUMNS = [
  'orders.id',
  'orders.user_id',
  'orders.order_number',
  'orders.order_date',
  'orders.order_status',
  'orders.order_type',
  'orders.total_amount_cents',
  'orders.fee_cents',
  'orders.pickup_start',
  'orders.pickup_end',
  'orders.note',
  'orders.revision',
  'orders.paid_cents',
  'orders.standing_order_id',
  'orders.decline_reason',
  'orders.credit_hold_since',
  'orders.credit_hold_released_at',
  'orders.entered_by_staff',
] as const;

/** The reads the buyer's and the back office's order views share. */
export function orderReads(db: Db) {
  /** The summary columns plus whether any catch-weight line is still unweighed. */
  const summaries = () =>
    db
      .selectFrom('orders')
      // Who placed it: a company's orders show their member's name; the company is the placer's.
      .leftJoin('users as placer', 'placer.id', 'orders.user_id')
      .select(ORDER_COLUMNS)
      .select(['placer.name as placed_by_name', sql<number>`coalesce(placer.owner_id, placer.id)`.as('company_id')])
      // A scalar subquery with LIMIT 1, not EXISTS: PostgreSQL turns EXISTS into a hashed scan of
      // every unweighed line of every order (50 ms at 100,000 orders) even when a page shows 50;
      // this form is looked up per shown order in the partial index of unweighed catch-weight
      // lines (migration 0009), whose condition the spec must match as a literal, not a parameter.
      .select(
        sql<boolean>`coalesce((select true from order_items where order_items.order_id = orders.id and order_items.spec = ${sql.lit(CATCH_WEIGHT_SPEC)} and order_items.weighed_lbs is null limit 1), false)`.as(
          'estimated',
        ),
      );

  type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['executeTakeFirstOrThrow']>>;
  const toSummary = (r: SummaryRow): OrderSummary => ({
    id: r.id,
    order_number: r.order_number,
    order_date: iso(r.order_date),
    order_status: r.order_status,
    order_type: r.order_type,
    total_amount: fromCents(r.total_amount_cents),
    pickup_start: r.pickup_start ? iso(r.pickup_start) : null,
    pickup_end: r.pickup_end ? iso(r.pickup_end) : null,
    note: r.note,
    estimated: Boolean(r.estimated),
    revision: r.revision,
    standing_order_id: r.standing_order_id,
    placed_by: { id: r.user_id, name: r.placed_by_name ?? '' },
    decline_reason: r.decline_reason,
    credit_hold: r.credit_hold_since !== null && r.credit_hold_released_at === null,
    entered_by_staff: r.entered_by_staff,
  });

  async function linesOf(orderId: number): Promise<OrderLine[]> {
    const rows = await db
      .selectFrom('order_items')
      .select(LINE_COLUMNS)
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    return rows.map(toLine);
  }

  /** The lines of several orders in one read, by order (each order's in line order; none: []). */
  async function linesOfOrders(orderIds: readonly number[]): Promise<Map<number, OrderLine[]>> {
    const byOrder = new Map<number, OrderLine[]>(orderIds.map((id) => [id, []]));
    if (orderIds.length === 0) return byOrder;
    const rows = await db
      .selectFrom('order_items')
      .select([...LINE_COLUMNS, 'order_id'])
      .where('order_id', 'in', orderIds)
      .orderBy('order_id')
      .orderBy('id')
      .execute();
    for (const r of rows) byOrder.get(r.order_id)?.push(toLine(r));
    return byOrder;
  }

  /** An order with its lines and its money, from the lines as they stand (weighed or estimated). */
  async function detailOf(row: SummaryRow): Promise<OrderDetail> {
    // With each line's lots: the order's page, the admin's detail and the invoice (frozen at issue) show them.
    const lines = (await withLineLots(db, [row.id], new Map([[row.id, await linesOf(row.id)]]))).get(row.id) ?? [];
    const money = orderAmounts(
      lines.map((l) => ({ cents: Math.round(l.line_total * 100), estimated: l.estimated })),
      row.fee_cents,
    );
    return {
      ...toSummary(row),
      lines,
      launch_deal: await orderFreeLine(db, row.id),
      amounts: {
        subtotal: fromCents(money.subtotalCents),
        fee: fromCents(money.feeCents),
        total: fromCents(money.totalCents),
        prepayment: fromCents(money.prepaymentCents),
        balance: fromCents(money.balanceCents),
        cash_discount_max: fromCents(money.cashDiscountMaxCents),
        estimated: money.estimated,
      },
    };
  }

  return { summaries, toSummary, linesOf, linesOfOrders, detailOf };
}

type OrderReads = ReturnType<typeof orderReads>;
export type SummaryRow = Awaited<ReturnType<ReturnType<OrderReads['summaries']>['executeTakeFirstOrThrow']>>;

export function createOrderRecords(db: Db) {
  const { summaries, toSummary, linesOf, detailOf } = orderReads(db);

  /** The order if the actor may see it (their company's); another company's reads like a missing one (ids are guessable). */
  async function visibleOrder(actor: Actor, orderId: number): Promise<SummaryRow> {
    const access = await accessOf(db, actor);
    const row = await summaries().where('orders.id', '=', orderId).executeTakeFirst();
    if (!row || !readsCompany(access, Number(row.company_id))) throw new NotFoundError(ORDER_ERRORS.orderNotFound);
    return row;
  }

  /** A company's orders, whichever member placed them, newest first (the caller checked who may read them). */
  async function companyOrders(
    companyId: number,
  ): Promise<(OrderSummary & { payment_state: PaymentState; refund_due: number })[]> {
    const rows = await summaries()
      .where('orders.user_id', 'in', companyUsers(companyId))
      .orderBy('orders.order_date', 'desc')
      .orderBy('orders.id', 'desc')
      .execute();
    return rows.map((r) => ({
      ...toSummary(r),
      payment_state: paymentState(r.total_amount_cents, r.paid_cents),
      // The list says what a called-off order gives back, as its page does, without the buyer
      // opening each one: what it holds (paid_cents is net of refunds and moved credit).
      refund_due: CALLED_OFF_ORDER_STATUSES.includes(r.order_status) ? fromCents(Math.max(0, r.paid_cents)) : 0,
    }));
  }

  return {
    async orders(
      actor: Actor,
      userId: number,
    ): Promise<(OrderSummary & { payment_state: PaymentState; refund_due: number })[]> {
      return companyOrders((await companyToRead(db, actor, userId)).companyId);
    },

    companyOrders,

    async order(actor: Actor, orderId: number): Promise<OrderDetail> {
      return detailOf(await visibleOrder(actor, orderId));
    },

    async orderLines(actor: Actor, orderId: number): Promise<OrderLine[]> {
      const row = await visibleOrder(actor, orderId);
      return linesOf(row.id);
    },

    async usualItems(actor: Actor, userId: number): Promise<UsualItem[]> {
      const { companyId } = await companyToRead(db, actor, userId);
      const rows = await db
        .selectFrom('order_items')
        .innerJoin('orders', 'orders.id', 'order_items.order_id')
        .select([
          'order_items.item_id',
          sql<number>`count(*)::int`.as('times_ordered'),
          sql<Date>`max(orders.order_date)`.as('last_ordered'),
          // the quantity of the most recent order that had the item
          sql<number>`(array_agg(order_items.quantity ORDER BY orders.order_date DESC, orders.id DESC))[1]`.as(
            'last_quantity',
          ),
        ])
        .where('orders.user_id', 'in', companyUsers(companyId))
        .where('orders.order_status', 'not in', NOT_SOLD)
        .groupBy('order_items.item_id')
        .orderBy('times_ordered', 'desc')
        .orderBy('last_ordered', 'desc')
        .limit(USUAL_ITEMS_MAX)
        .execute();
      return rows.map((r) => ({
        item_id: r.item_id,
        last_quantity: Number(r.last_quantity),
        last_ordered: iso(r.last_ordered),
        times_ordered: Number(r.times_ordered),
      }));
    },
  };
}
