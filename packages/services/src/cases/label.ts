// A scanned label read and checked against the store: the GS1-128 reader's refusals worded, the
// product its GTIN names and the lot its (10) names. Reads only; the caller writes.
import { parseGs1, type Gs1Case, type Gs1Refusal } from '@wholesale/rules';
import { CASE_ERRORS, ValidationError, withParams, type CodedMessage, type Gs1Check } from '@wholesale/contract';
import type { Db } from '../kernel/common';
import { toCaseLot } from './order-cases';

function refusalMessage(r: Gs1Refusal): CodedMessage {
  switch (r.reason) {
    case 'empty':
    case 'tooLong':
      return CASE_ERRORS.barcode;
    case 'notGs1':
      return CASE_ERRORS.notCaseLabel;
    case 'unknownAi':
      return withParams(CASE_ERRORS.unknownAi, { ai: r.ai });
    case 'malformed':
      return withParams(CASE_ERRORS.malformed, { ai: r.ai });
    case 'repeated':
      return withParams(CASE_ERRORS.repeated, { ai: r.ai });
  }
}

/** The label's fields, or a 400 naming what cannot be read (`barcode` as the field). */
export function readLabel(barcode: string, now: Date): Gs1Case {
  const reading = parseGs1(barcode, now);
  if (reading.ok) return reading.case;
  const why = refusalMessage(reading);
  throw new ValidationError(why, { barcode: why });
}

/** The product carrying a GTIN, and its lot of a code (either null when the store has none). */
export async function labelTargets(db: Db, label: Gs1Case): Promise<Pick<Gs1Check, 'product' | 'lot'>> {
  if (!label.gtin) return { product: null, lot: null };
  // One read: the product of the GTIN, and its lot of the label's code when there is one.
  const row = await db
    .selectFrom('items')
    .leftJoin('lots', (join) => join.onRef('lots.item_id', '=', 'items.id').on('lots.lot_code', '=', label.lot ?? ''))
    .select(['items.id', 'items.name', 'items.name_ko'])
    .select(['lots.id as lot_id', 'lots.lot_code', 'lots.establishment', 'lots.produced_on', 'lots.packed_on'])
    .where('items.gtin', '=', label.gtin)
    .executeTakeFirst();
  if (!row) return { product: null, lot: null };
  const product = { id: row.id, name: row.name, name_ko: row.name_ko };
  const { lot_id, lot_code, establishment, produced_on, packed_on } = row;
  const lot =
    lot_id !== null && lot_code !== null && establishment !== null && produced_on !== null && packed_on !== null
      ? toCaseLot({ lot_id, lot_code, establishment, produced_on, packed_on })
      : null;
  return { product, lot };
}
