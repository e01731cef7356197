// Test helpers for cases and shipment records: lots made through the lots service, cases and
// shipments written straight into their tables (the cases service and the completion that records
// a shipment are tested where they are written).
import { parseInput, lotInput, type Actor, type Lot } from '@wholesale/contract';
import type { Db } from '../kernel/common';
import { createLotsService } from './index';

let serial = 0;

/** A lot of the product with `code`, packed on `packed_on`. */
export async function makeLot(
  db: Db,
  admin: Actor,
  itemId: number,
  code: string,
  packed_on = '2026-11-20',
  establishment = 'EST. 1234',
): Promise<Lot> {
  return createLotsService({ db }).create(
    admin,
    parseInput(lotInput, {
      item_id: itemId,
      lot_code: code,
      establishment,
      produced_on: '2026-11-18',
      packed_on,
      cases: 100,
    }),
  );
}

/** `weights.length` cases of `lotId` in the order's line (each with its own serial). */
export async function addCases(
  db: Db,
  line: { order_id: number; id: number },
  lotId: number,
  weights: readonly number[],
): Promise<void> {
  await db
    .insertInto('order_cases')
    .values(
      weights.map((net_lbs) => ({
        order_id: line.order_id,
        order_item_id: line.id,
        lot_id: lotId,
        net_lbs,
        gtin: '10012345678902',
        serial: `T${process.pid}-${(serial += 1)}`,
      })),
    )
    .execute();
}

/** The order's shipment record as the completion writes it (`voided`: reopened since). */
export async function recordShipment(
  db: Db,
  orderId: number,
  shipped_on: string,
  who: { company: string; address: string },
  voided = false,
): Promise<void> {
  await db
    .insertInto('shipments')
    .values({
      order_id: orderId,
      shipped_on,
      company: who.company,
      buyer_name: 'Buyer',
      address: who.address,
      phone: null,
      email: 'buyer@example.test',
      voided_at: voided ? new Date() : null,
    })
    .execute();
}

/** The order's lines as stored (id, order and item). */
export async function linesOf(db: Db, orderId: number) {
  return db
    .selectFrom('order_items')
    .select(['id', 'order_id', 'item_id', 'spec', 'quantity', 'weighed_lbs'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}
