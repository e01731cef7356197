// Adding a case to an order line, from a scanned label or typed by hand: every check before the
// write, one transaction under the order's lock (a case and a status change take turns), and a
// catch-weight line's weight (with its amount and the order's total) following its cases.
import { isCatchWeight, withinOrderTotal } from '@wholesale/rules';
import {
  CASE_ERRORS,
  ConflictError,
  LOT_ERRORS,
  ORDER_ERRORS,
  ValidationError,
  withParams,
  type CaseAddInput,
  type CodedMessage,
} from '@wholesale/contract';
import { refusingTaken, rowOrNotFound, type Db } from '../kernel/common';
import { weighedLineCents } from '../orders/admin/line-weight';
import { labelTargets, readLabel } from './label';
import { lockCaseOrder, lockedLine, writeCaseChange } from './line-cases';

/** What a case is, once read and checked: its lot, weight and label fields. */
interface CaseValues {
  lot_id: number;
  net_lbs: number;
  gtin: string | null;
  serial: string | null;
  barcode: string | null;
}

const refuse = (why: CodedMessage, field: string) => new ValidationError(why, { [field]: why });

/**
 * What the case names, read before the order is locked (labels, products and lots do not change
 * under a scan, and the lock is held for the writes only): refused here when the label cannot
 * name a case at all; `forLine` checks it against the line's product once the line is read.
 */
interface NamedCase {
  forLine(itemId: number): CaseValues;
}

/** A scanned label: its product, lot and weight. */
async function scannedCase(db: Db, barcode: string, now: Date): Promise<NamedCase> {
  const label = readLabel(barcode, now);
  if (!label.gtin) throw refuse(CASE_ERRORS.noGtin, 'barcode');
  if (!label.lot) throw refuse(CASE_ERRORS.noLot, 'barcode');
  const netLbs = label.net_lbs;
  if (netLbs === undefined) throw refuse(CASE_ERRORS.noWeight, 'barcode');
  if (!(netLbs > 0 && netLbs <= 200)) throw refuse(CASE_ERRORS.netLbs, 'barcode');
  const { product, lot } = await labelTargets(db, label);
  if (!product) throw refuse(withParams(CASE_ERRORS.unknownGtin, { gtin: label.gtin }), 'barcode');
  const lotCode = label.lot;
  return {
    forLine(itemId) {
      if (product.id !== itemId)
        throw refuse(withParams(CASE_ERRORS.otherProduct, { product: product.name }), 'barcode');
      if (!lot) throw refuse(withParams(CASE_ERRORS.lotNotRecorded, { lot: lotCode }), 'barcode');
      return { lot_id: lot.id, net_lbs: netLbs, gtin: label.gtin ?? null, serial: label.serial ?? null, barcode };
    },
  };
}

/** A case typed by hand: its lot must be of the line's product. */
async function typedCase(db: Db, lotId: number, netLbs: number): Promise<NamedCase> {
  const lot = await rowOrNotFound(
    db.selectFrom('lots').select(['id', 'item_id']).where('id', '=', lotId),
    LOT_ERRORS.lotNotFound,
  );
  return {
    forLine(itemId) {
      if (lot.item_id !== itemId) throw refuse(CASE_ERRORS.lotOtherProduct, 'lot_id');
      return { lot_id: lot.id, net_lbs: netLbs, gtin: null, serial: null, barcode: null };
    },
  };
}

/** What the input names: read (and refused when it names no case) before any lock is taken. */
export function nameCase(db: Db, input: CaseAddInput, now: Date): Promise<NamedCase> {
  return 'barcode' in input ? scannedCase(db, input.barcode, now) : typedCase(db, input.lot_id, input.net_lbs);
}

/** Adds the case and returns its id; the order stays locked until the caller's transaction ends. */
export async function addCase(
  trx: Db,
  adminId: number,
  orderId: number,
  input: CaseAddInput,
  named: NamedCase,
): Promise<number> {
  const order = await lockCaseOrder(trx, orderId);
  const line = await lockedLine(trx, order.id, input.line_id);
  const values = named.forLine(line.item_id);
  // After the label is read: a case of another product says so rather than that the line is full.
  if (line.cases >= line.quantity) throw new ConflictError(CASE_ERRORS.lineFull);
  // The line's pounds with this case (the order's lock keeps its cases as read); the order's
  // total with them must stay within what one order may total.
  const lbs = Math.round((line.case_lbs + values.net_lbs) * 100) / 100;
  if (isCatchWeight(line.spec)) {
    const total = order.total_amount_cents - line.line_total_cents + weighedLineCents(line, lbs);
    if (!withinOrderTotal(total)) throw new ValidationError(ORDER_ERRORS.weighedTotal);
  }
  const add = { order_id: order.id, order_item_id: line.id, added_by: adminId, ...values };
  // The same case (GTIN and serial) scanned before, in this order or another, or at this very
  // moment: the unique index decides, in one statement.
  return refusingTaken(CASE_ERRORS.serialTwice, () => writeCaseChange(trx, order, line, lbs, adminId, { add }));
}
