// The product's wording for claims (a buyer's report of a problem with a completed order) and the
// credit memos an approved claim issues: each message's code is `claims.<key>` (error-codes.ts).
// Imports nothing of its own domain, so inputs and services can both read it.
import { formatUsd, fromCents, ORDER_MAX_TOTAL_CENTS } from '@wholesale/rules';
import type { CodedMessage } from '../errors';
import { coded, codesOf, withParams } from '../errors';

/** The reasons a buyer picks from, in the order the form lists them. */
export const CLAIM_REASONS = ['short_weight', 'damaged', 'wrong_item', 'quality', 'missing'] as const;
export type ClaimReason = (typeof CLAIM_REASONS)[number];
/** What the claimed quantity counts: pounds (a catch-weight line, or short weight) or boxes. */
export const CLAIM_UNITS = ['lb', 'box'] as const;
export type ClaimUnit = (typeof CLAIM_UNITS)[number];
export const CLAIM_STATUSES = ['open', 'approved', 'refused'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** The most photos one claim carries (each at most UPLOAD_MAX_BYTES, 10 MB). */
export const CLAIM_PHOTOS_MAX = 5;
/** The most characters of a buyer's note on a claim, and of staff's reason for refusing one. */
export const CLAIM_NOTE_MAX = 1000;
export const CLAIM_REFUSAL_MAX = 500;
/** The most pounds or boxes one claim names. */
export const CLAIM_QUANTITY_MAX = 9999.99;
/** The claim window staff may set, in hours after the order is complete (the seeds' terms: 24). */
export const CLAIM_WINDOW_DEFAULT_HOURS = 24;
export const CLAIM_WINDOW_MAX_HOURS = 720;

const ORDER_TOTAL_LIMIT = formatUsd(fromCents(ORDER_MAX_TOTAL_CENTS));

export const CLAIM_MESSAGES = {
  claimNotFound: 'Claim not found',
  creditMemoNotFound: 'Credit memo not found',
  orderNotComplete: 'A problem can be reported once the order is complete.',
  /** `hours`: the window; `phone`: the business's phone number */
  windowPassed:
    'The {hours} hours to report a problem with this order have passed. Please call us at {phone} and we will help.',
  role: "A viewer cannot report a problem with an order: the company's owner or the member who placed it can.",
  line: 'Choose the line of the order the problem is with',
  reason: 'Choose what is wrong: short weight, damaged, wrong item, quality or missing',
  quantity: `Say how many pounds or boxes: more than 0 and at most ${CLAIM_QUANTITY_MAX}, to two decimals`,
  unit: 'Say whether the quantity is in pounds or boxes',
  note: `A note can be at most ${CLAIM_NOTE_MAX} characters`,
  photosTooMany: `Add at most ${CLAIM_PHOTOS_MAX} photos`,
  photoType: 'A photo must be a JPEG, PNG, HEIC or WebP image',
  lineClaimOpen: 'This line already has a claim waiting for a decision.',
  decided: 'This claim is already decided.',
  decision: 'Approve an amount in cents or refuse with a reason, one of the two',
  /** `max`: dollars and cents, the line's total less what earlier claims on it credited */
  approveTooMuch: 'A claim can credit at most ${max} on this line.',
  approveAmount: `The credit must be more than $0.00 and at most ${ORDER_TOTAL_LIMIT}, in whole cents`,
  refuseReason: `Say why the claim is refused (at most ${CLAIM_REFUSAL_MAX} characters)`,
  status: 'Show claims that are open, approved or refused',
  claimWindow: `The claim window is a whole number of hours from 1 to ${CLAIM_WINDOW_MAX_HOURS}`,
} as const;

export const CLAIM_ERRORS = coded('claims', CLAIM_MESSAGES);
export const CLAIM_CODES = codesOf(CLAIM_ERRORS);

export const windowPassedError = (hours: number, phone: string): CodedMessage =>
  withParams(CLAIM_ERRORS.windowPassed, { hours, phone });
export const approveTooMuchError = (maxCents: number): CodedMessage =>
  withParams(CLAIM_ERRORS.approveTooMuch, { max: fromCents(maxCents).toFixed(2) });
