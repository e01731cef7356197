// A launch-deal place: given at a company's approval, in the approval's transaction, and used by
// the company's first order, in the order's transaction. The cap holds under approvals at once:
// the counter is one row, raised only while below the capacity, so PostgreSQL makes concurrent
// approvals take turns on it and each re-reads the count the one before left.
import { chooseFreeItem, type Spec } from '@wholesale/rules';
import { ConflictError, DEAL_ERRORS, type LaunchDealLine, type LaunchDealProduct } from '@wholesale/contract';
import type { Db } from '../kernel/common';

/**
 * Gives the company a place when the deal is running and has one left; answers its slot, or null.
 * Call it inside the approval's transaction: a rolled-back approval gives its place back.
 */
export async function grantLaunchDealPlace(trx: Db, companyId: number, now: Date): Promise<number | null> {
  const raised = await trx
    .updateTable('launch_deal')
    .set((eb) => ({ taken: eb('taken', '+', 1), updated_at: now }))
    .where('id', '=', 1)
    .where('started_at', 'is not', null)
    .where('started_at', '<=', now)
    .where('ended_at', 'is', null)
    .whereRef('taken', '<', 'capacity')
    .returning('taken')
    .executeTakeFirst();
  if (!raised) return null;
  await trx
    .insertInto('launch_deal_places')
    .values({ company_id: companyId, slot: raised.taken, granted_at: now })
    .execute();
  return raised.taken;
}

/** The products that qualify, by name; `visibleOnly`: those a buyer can be given today. */
export async function launchDealProducts(db: Db, visibleOnly: boolean): Promise<LaunchDealProduct[]> {
  let query = db
    .selectFrom('launch_deal_items')
    .innerJoin('items', 'items.id', 'launch_deal_items.item_id')
    .select(['items.id', 'items.name', 'items.name_ko', 'items.slug', 'items.spec', 'items.show'])
    .orderBy('items.name')
    .orderBy('items.id');
  if (visibleOnly) query = query.where('items.show', '=', true);
  return query.execute();
}

/** The free line an order is written with: the product as it is named that day. */
export interface FreeLine {
  item_id: number;
  name: string;
  name_ko: string;
  spec: Spec;
}

/**
 * In the order's transaction: locks the company's unused place (a second order at the same moment
 * waits here, then finds it used) and picks the product its free line holds. Null: no unused place,
 * or no product to give. Refuses a chosen product that no longer qualifies.
 */
export async function takeFreeLine(trx: Db, companyId: number, chosenId: number | undefined): Promise<FreeLine | null> {
  const place = await trx
    .selectFrom('launch_deal_places')
    .select('slot')
    .where('company_id', '=', companyId)
    .where('order_id', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!place) return null;
  const choice = chooseFreeItem(await launchDealProducts(trx, true), chosenId);
  if (choice === 'gone') throw new ConflictError(DEAL_ERRORS.freeItemGone);
  if (!choice) return null;
  return { item_id: choice.id, name: choice.name, name_ko: choice.name_ko, spec: choice.spec };
}

/** Records the order that used the company's place, with the product given. */
export async function useLaunchDealPlace(
  trx: Db,
  companyId: number,
  orderId: number,
  line: FreeLine,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('launch_deal_places')
    .set({
      order_id: orderId,
      used_at: now,
      item_id: line.item_id,
      item_name: line.name,
      item_name_ko: line.name_ko,
      spec: line.spec,
    })
    .where('company_id', '=', companyId)
    .where('order_id', 'is', null)
    .execute();
}

/** The free line an order holds, as its views, invoice and mails show it; null for most orders. */
export async function orderFreeLine(db: Db, orderId: number): Promise<LaunchDealLine | null> {
  const line = (await ordersFreeLines(db, [orderId])).get(orderId);
  return line ? asFreeLine(line) : null;
}

/** A free line as an order shows it, without the pounds per pack read beside it. */
export function asFreeLine({ avg_weight: _weight, ...line }: LaunchDealLine & { avg_weight: number }): LaunchDealLine {
  return line;
}

/**
 * The free lines of many orders in one read (the pick list, a day's packing slips), by order id,
 * each with its product's pounds per pack today, for the production sheet's estimate.
 */
export async function ordersFreeLines(
  db: Db,
  orderIds: readonly number[],
): Promise<Map<number, LaunchDealLine & { avg_weight: number }>> {
  const found = new Map<number, LaunchDealLine & { avg_weight: number }>();
  if (orderIds.length === 0) return found;
  const rows = await db
    .selectFrom('launch_deal_places')
    .leftJoin('items', 'items.id', 'launch_deal_places.item_id')
    .select([
      'launch_deal_places.order_id',
      'launch_deal_places.item_id',
      'launch_deal_places.item_name',
      'launch_deal_places.item_name_ko',
      'launch_deal_places.spec',
      'items.avg_weight',
    ])
    .where('launch_deal_places.order_id', 'in', orderIds)
    .execute();
  for (const row of rows) {
    if (row.order_id === null || row.item_name === null || row.item_name_ko === null || row.spec === null) continue;
    found.set(row.order_id, {
      item_id: row.item_id,
      name: row.item_name,
      name_ko: row.item_name_ko,
      spec: row.spec,
      quantity: 1,
      avg_weight: row.avg_weight ?? 0,
    });
  }
  return found;
}
