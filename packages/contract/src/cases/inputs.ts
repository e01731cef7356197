// The zod schemas of cases weighed at the scale, parsed once at the door (REST and tRPC alike). A
// barcode is bounded before the GS1-128 reader (one pass, no pattern) sees it; it may hold the
// group separator (ASCII 29) a scanner sends, so it is not read as ordinary text.
import { GS1_MAX_LENGTH, gtinCheckDigitOk } from '@wholesale/rules';
import { z } from 'zod';
import { itemIdInput } from '../catalogue/inputs';
import { body, idInput } from '../inputs';
import { lotIdInput } from '../lots/inputs';
import { ORDER_CODES } from '../orders/messages';
import { orderIdInput } from '../orders/inputs';
import { CASE_CODES, CASE_MAX_LBS } from './messages';

export const caseIdInput = idInput(CASE_CODES.caseNotFound);
const lineIdInput = idInput(ORDER_CODES.lineNotFound);

export const barcodeInput = z
  .string({ error: CASE_CODES.barcode })
  .max(GS1_MAX_LENGTH, { error: CASE_CODES.barcode, abort: true })
  .trim()
  .min(1, { error: CASE_CODES.barcode });

export const netLbsInput = z
  .number({ error: CASE_CODES.netLbs })
  .gt(0, { error: CASE_CODES.netLbs })
  .max(CASE_MAX_LBS, { error: CASE_CODES.netLbs })
  .transform((lbs) => Math.round(lbs * 100) / 100)
  .refine((lbs) => lbs > 0, { error: CASE_CODES.netLbs });

/**
 * POST /api/orders/:id/cases and tRPC admin.cases.add: a scanned label, or a case typed by hand
 * (its lot chosen, its weight typed) for a label the scanner cannot read.
 */
export const caseAddInput = z.union(
  [
    body({ line_id: lineIdInput, barcode: barcodeInput }).strict(),
    body({ line_id: lineIdInput, lot_id: lotIdInput, net_lbs: netLbsInput }).strict(),
  ],
  { error: CASE_CODES.barcode },
);
export type CaseAddInput = z.output<typeof caseAddInput>;

/** The order named by the path (REST) or the call (tRPC), with what is added. */
export const caseAddCall = z.object({ orderId: orderIdInput, case: caseAddInput });
export const caseRemoveCall = z.object({ orderId: orderIdInput, caseId: caseIdInput });
export const orderCasesCall = z.object({ orderId: orderIdInput });

/** POST /api/gs1/parse and tRPC admin.cases.parse: what a label says, checked against the products and lots. */
export const gs1ParseInput = body({ barcode: barcodeInput });

/**
 * A product's GTIN: 8, 12, 13 or 14 digits (GTIN-8, UPC-A, EAN-13, GTIN-14) with a valid check
 * digit, kept as the GTIN-14 a case label's (01) carries (zeros in front); null takes it away.
 */
export const gtinInput = z
  .string({ error: CASE_CODES.gtin })
  .max(20, { error: CASE_CODES.gtin, abort: true })
  .trim()
  .refine((g) => [8, 12, 13, 14].includes(g.length), { error: CASE_CODES.gtin, abort: true })
  .transform((g) => g.padStart(14, '0'))
  .refine(gtinCheckDigitOk, { error: CASE_CODES.gtin })
  .nullable();

/** PUT /api/gs1/products/:itemId { gtin } and tRPC admin.cases.setGtin. */
export const gtinSetInput = body({ gtin: gtinInput });
export const gtinSetCall = z.object({ itemId: itemIdInput, gtin: gtinInput });
export const gtinItemRef = z.object({ itemId: itemIdInput });
