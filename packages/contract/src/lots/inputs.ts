// The zod schemas of production lots, parsed once at the door (REST and tRPC alike). Lot codes
// and establishment numbers are read with their length checked first; no pattern backtracks.
import { z } from 'zod';
import { itemIdInput } from '../catalogue/inputs';
import { body, calendarDayInput, idInput, INPUT_CODES, text, textError, wholeNumberInput } from '../inputs';
import { ORDER_CODES } from '../orders/messages';
import { LOT_CASES_MAX, LOT_CODES, LOT_IMPORT_MAX, SHIPMENT_RECORD_MAX_DAYS } from './messages';

/** GS1's lot: at most 20 of its character set 82 (here the letters, digits and the marks labels use). */
const LOT_CODE = /^[A-Za-z0-9][A-Za-z0-9./_-]*$/;
const ESTABLISHMENT = /^[A-Za-z0-9][A-Za-z0-9. -]*$/;

export const lotIdInput = idInput(LOT_CODES.lotNotFound);
export const lotRef = z.object({ lotId: lotIdInput });

export const lotCodeInput = text({ error: textError(LOT_CODES.lotCode) })
  .trim()
  .min(1, { error: LOT_CODES.lotCode, abort: true })
  .max(20, { error: LOT_CODES.lotCode, abort: true })
  .regex(LOT_CODE, { error: LOT_CODES.lotCode });

const establishmentInput = text({ error: textError(LOT_CODES.establishment) })
  .trim()
  .min(1, { error: LOT_CODES.establishment, abort: true })
  .max(20, { error: LOT_CODES.establishment, abort: true })
  .regex(ESTABLISHMENT, { error: LOT_CODES.establishment });

/** POST /api/lots and tRPC admin.lots.create: one production lot of one product. */
export const lotFields = {
  item_id: itemIdInput,
  lot_code: lotCodeInput,
  establishment: establishmentInput,
  produced_on: calendarDayInput(LOT_CODES.producedOn),
  packed_on: calendarDayInput(LOT_CODES.packedOn),
  use_by: calendarDayInput(LOT_CODES.useBy).nullish(),
  use_by_kind: z.enum(['use-by', 'freeze-by'], { error: LOT_CODES.useByKind }).nullish(),
  cases: wholeNumberInput(LOT_CODES.cases, 1, LOT_CASES_MAX),
  notes: text({ error: INPUT_CODES.expectedText }, { multiline: true })
    .trim()
    .max(500, { error: LOT_CODES.notes, abort: true })
    .optional(),
};

/** The dates in their order (production, pack, use-by) and a use-by date said with its kind. */
function checkLotDates(
  v: { produced_on: string; packed_on: string; use_by?: string | null; use_by_kind?: string | null },
  ctx: z.RefinementCtx,
) {
  if (v.packed_on < v.produced_on) ctx.addIssue({ code: 'custom', path: ['packed_on'], message: LOT_CODES.packedOn });
  if (v.use_by && v.use_by < v.packed_on) ctx.addIssue({ code: 'custom', path: ['use_by'], message: LOT_CODES.useBy });
  if (Boolean(v.use_by) !== Boolean(v.use_by_kind))
    ctx.addIssue({ code: 'custom', path: ['use_by_kind'], message: LOT_CODES.useByKind });
}

export const lotInput = body(lotFields).superRefine(checkLotDates);
export type LotInput = z.output<typeof lotInput>;

/** GET /api/lots?item_id=&q= and tRPC admin.lots.list: newest first, one product's or all. */
export const lotListInput = z
  .object({
    item_id: itemIdInput.optional(),
    q: text({ error: INPUT_CODES.expectedText }).trim().max(100, { error: LOT_CODES.search, abort: true }).optional(),
  })
  .prefault({});
export type LotListInput = z.output<typeof lotListInput>;

/** POST /api/lots/import and tRPC admin.lots.import: the lots as CSV text (a header line first). */
export const lotImportInput = body({
  csv: text({ error: textError(LOT_CODES.csv) }, { multiline: true, tooLong: LOT_CODES.csv })
    .max(400_000, { error: LOT_CODES.csv, abort: true })
    .refine((v) => v.trim().length > 0, { error: LOT_CODES.csvEmpty }),
});
export type LotImportInput = z.output<typeof lotImportInput>;

/** A CSV line as the import reads it, before the catalogue names its product. */
export const lotCsvLine = z.object(lotFields).omit({ item_id: true }).superRefine(checkLotDates);

/**
 * GET /api/admin/shipments.csv|pdf?from=YYYY-MM-DD&to=YYYY-MM-DD and tRPC admin.lots.shipmentRecordRows:
 * the Los Angeles days of the shipments, both included, first on or before last, at most
 * SHIPMENT_RECORD_MAX_DAYS apart.
 */
export const shipmentRecordQuery = z
  .object({
    from: calendarDayInput(LOT_CODES.shipmentDay),
    to: calendarDayInput(LOT_CODES.shipmentDay),
    /** the PDF's language (the CSV's headers are English); English without one */
    lang: z.enum(['en', 'ko'], { error: ORDER_CODES.invoiceLanguage }).optional(),
  })
  .superRefine((r, ctx) => {
    if (r.from > r.to) ctx.addIssue({ code: 'custom', path: ['to'], message: LOT_CODES.shipmentOrder });
    else if ((Date.parse(r.to) - Date.parse(r.from)) / 86_400_000 >= SHIPMENT_RECORD_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: LOT_CODES.shipmentSpan });
  });
export type ShipmentRecordQuery = z.output<typeof shipmentRecordQuery>;

export { LOT_IMPORT_MAX };
