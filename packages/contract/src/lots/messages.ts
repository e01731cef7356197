// The product's wording for production lots (traceability): each message's code is
// `lots.<key>` (error-codes.ts). Imports nothing of its own domain, so inputs and services can
// both read it.
import { coded, codesOf } from '../errors';

/** The most lots one CSV import may hold. */
export const LOT_IMPORT_MAX = 2000;
/** The longest shipment record one export covers (about three years: the two kept after the sale's year). */
export const SHIPMENT_RECORD_MAX_DAYS = 1100;
/** The most rows the shipment record's PDF prints: a longer range is the CSV's (streamed). */
export const SHIPMENT_PDF_MAX_ROWS = 5000;
/** The most cases one lot may record. */
export const LOT_CASES_MAX = 100_000;

export const LOT_MESSAGES = {
  lotNotFound: 'Lot not found',
  lotCode: 'A lot code is 1 to 20 letters, digits or - . / _ as printed on the case label',
  establishment:
    'The establishment number is 1 to 20 letters, digits, spaces, . or -, as on the inspection mark (EST. 1234)',
  producedOn: 'The kill or production date must be a date written YYYY-MM-DD, not in the future',
  packedOn: 'The pack date must be a date written YYYY-MM-DD, on or after the production date and not in the future',
  useBy: 'The use-by or freeze-by date must be a date written YYYY-MM-DD, on or after the pack date',
  useByKind: 'Say whether the printed date is a use-by (use-by) or a freeze-by (freeze-by) date',
  cases: 'Cases produced must be a whole number from 1 to 100,000',
  notes: 'Notes on a lot can be at most 500 characters',
  /** the same product already has a lot with this code */
  lotExists: 'This product already has a lot with this code',
  search: 'Search lots with at most 100 characters',
  csv: `Paste or upload the lots as CSV text: at most ${LOT_IMPORT_MAX.toLocaleString('en-US')} lines`,
  csvHeader:
    'The first line must name the columns: item, lot_code, establishment, produced_on, packed_on, cases (use_by, use_by_kind and notes may follow)',
  csvEmpty: 'The CSV holds no lot: add a line under the header',
  /** the import's refusal; each refused line is a field `line N` with its own reason */
  csvRows: 'Some lines cannot be imported, so no lot was recorded',
  /** a CSV line's product: its slug or id names no product */
  csvItem: 'No product has this slug or id',
  /** a CSV line repeating another line's product and lot code */
  csvRepeated: 'The same product and lot code as an earlier line',
  /** the shipment record's from or to: not a calendar day */
  shipmentDay: 'The shipment record needs a first and a last day, each written YYYY-MM-DD',
  shipmentOrder: "The shipment record's first day must be on or before its last day",
  shipmentSpan: `The shipment record covers at most ${SHIPMENT_RECORD_MAX_DAYS.toLocaleString('en-US')} days at a time`,
  shipmentPdfRows: `The range holds more than ${SHIPMENT_PDF_MAX_ROWS.toLocaleString('en-US')} rows: download the CSV, or choose fewer days for the PDF`,
} as const;

export const LOT_ERRORS = coded('lots', LOT_MESSAGES);
export const LOT_CODES = codesOf(LOT_ERRORS);
