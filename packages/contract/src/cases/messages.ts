// The product's wording for cases weighed at the scale (traceability): each message's code is
// `cases.<key>` (error-codes.ts). Imports nothing of its own domain, so inputs and services can
// both read it.
import { coded, codesOf } from '../errors';

/** The most one case may weigh, in pounds: a heavier reading is a mistyped or misread label. */
export const CASE_MAX_LBS = 200;

export const CASE_MESSAGES = {
  caseNotFound: 'Case not found',
  barcode: 'Scan or type the case label: at most 100 characters',
  /** the label's refusals, as the GS1-128 reader gives them; `ai` is an Application Identifier */
  notCaseLabel: 'This is not a GS1-128 case label. Scan the long barcode on the case label.',
  unknownAi:
    'The label holds ({ai}), which the store does not read. Scan the case label, not a pallet or shipping label.',
  malformed: 'The label’s ({ai}) cannot be read. Scan it again or type the case by hand.',
  repeated: 'The label holds ({ai}) twice. Scan it again or type the case by hand.',
  noGtin: 'The label names no product: it has no GTIN (01)',
  noLot: 'The label has no lot number (10): choose the lot and type the weight',
  noWeight: 'The label has no net weight (3201–3205 or 3101–3105): choose the lot and type the weight',
  netLbs: `A case weighs more than 0 lb and at most ${CASE_MAX_LBS} lb`,
  /** no product carries the label's GTIN */
  unknownGtin: 'No product carries the GTIN {gtin}. Add it to the product in the Item List first.',
  /** `product`: the product whose GTIN the label carries */
  otherProduct: 'This case is {product}, not this line’s product',
  /** `lot`: the label's lot code */
  lotNotRecorded: 'Lot {lot} of this product is not recorded. Record it on the Lots page first.',
  lotOtherProduct: 'This lot is of another product',
  serialTwice: 'This case (the same serial number) was already scanned',
  lineFull: 'Every pack of this line has its case. Remove one to scan another.',
  orderClosed: 'This order is complete, declined or cancelled: its cases can no longer change',
  /** typing a total for a line whose weight is the sum of its scanned cases */
  weighedByCases: 'This line is weighed by its cases: add or remove a case to change its weight',
  gtin: 'A GTIN is 8, 12, 13 or 14 digits with a valid check digit',
  gtinTaken: 'Another product already carries this GTIN',
} as const;

export const CASE_ERRORS = coded('cases', CASE_MESSAGES);
export const CASE_CODES = codesOf(CASE_ERRORS);
