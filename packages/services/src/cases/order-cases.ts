// An order's lines with their cases, as the weigh screen lists them (the order, its lines, and
// every case of the order with its lot).
import { isCatchWeight, isWeighingClosed } from '@wholesale/rules';
import { NotFoundError, ORDER_ERRORS, type CaseLot, type OrderCase, type OrderCases } from '@wholesale/contract';
import { iso, type Db } from '../kernel/common';
import { listsBy } from '../kernel/lists-by';

export function casesQuery(db: Db) {
  return db
    .selectFrom('order_cases')
    .innerJoin('lots', 'lots.id', 'order_cases.lot_id')
    .select([
      'order_cases.id',
      'order_cases.order_item_id',
      'order_cases.net_lbs',
      'order_cases.gtin',
      'order_cases.serial',
      'order_cases.added_at',
      'lots.id as lot_id',
      'lots.lot_code',
      'lots.establishment',
      'lots.produced_on',
      'lots.packed_on',
    ]);
}

type CaseRow = Awaited<ReturnType<ReturnType<typeof casesQuery>['executeTakeFirstOrThrow']>>;

export const toCaseLot = (r: {
  lot_id: number;
  lot_code: string;
  establishment: string;
  produced_on: string;
  packed_on: string;
}): CaseLot => ({
  id: r.lot_id,
  lot_code: r.lot_code,
  establishment: r.establishment,
  produced_on: r.produced_on,
  packed_on: r.packed_on,
});

export const toOrderCase = (r: CaseRow): OrderCase => ({
  id: r.id,
  line_id: r.order_item_id,
  lot: toCaseLot(r),
  net_lbs: Number(r.net_lbs),
  gtin: r.gtin,
  serial: r.serial,
  added_at: iso(r.added_at),
});

export async function readOrderCases(db: Db, orderId: number): Promise<OrderCases> {
  // Three reads at once (an unknown order answers two empty lists): the weigh screen asks after
  // every scan.
  const [order, lines, cases] = await Promise.all([
    db
      .selectFrom('orders')
      .select(['id', 'order_status', 'total_amount_cents'])
      .where('id', '=', orderId)
      .executeTakeFirst(),
    db
      .selectFrom('order_items')
      .leftJoin('items', 'items.id', 'order_items.item_id')
      .select([
        'order_items.id',
        'order_items.item_id',
        'order_items.item_name',
        'order_items.item_name_ko',
        'order_items.quantity',
        'order_items.spec',
        'order_items.weighed_lbs',
        'order_items.line_total_cents',
        'items.gtin',
      ])
      .where('order_items.order_id', '=', orderId)
      .orderBy('order_items.id')
      .execute(),
    casesQuery(db).where('order_cases.order_id', '=', orderId).orderBy('order_cases.id').execute(),
  ]);
  if (!order) throw new NotFoundError(ORDER_ERRORS.orderNotFound);
  const byLine = listsBy(cases, (c) => c.order_item_id, toOrderCase);
  return {
    order_id: order.id,
    order_total_cents: order.total_amount_cents,
    closed: isWeighingClosed(order.order_status),
    lines: lines.map((l) => ({
      line_id: l.id,
      item_id: l.item_id,
      item_name: l.item_name,
      item_name_ko: l.item_name_ko,
      quantity: l.quantity,
      catch_weight: isCatchWeight(l.spec),
      gtin: l.gtin ?? null,
      weighed_lbs: l.weighed_lbs === null ? null : Number(l.weighed_lbs),
      line_total_cents: l.line_total_cents,
      cases: byLine.get(l.id) ?? [],
    })),
  };
}
