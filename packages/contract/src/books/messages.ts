// The product's wording for the books (invoices, voids, refunds, a company's credit, its account):
// each message's code is `books.<key>` (error-codes.ts). Imports nothing of its own domain, so
// inputs and services can both read it.
import { formatUsd, fromCents, ORDER_MAX_TOTAL_CENTS } from '@wholesale/rules';
import type { CodedMessage } from '../errors';
import { coded, codesOf, withParams } from '../errors';

/** The most characters of a seller's permit number (California's are 9 to 12 digits, with dashes). */
export const SELLER_PERMIT_MAX = 40;
/** The terms: "two or more missed pickups may lead to suspension". */
export const MISSED_PICKUPS_FLAG_DEFAULT = 2;
export const MISSED_PICKUPS_FLAG_MAX = 20;
/** The most characters of the reason staff give for a void or a refund (kept in the history). */
export const MONEY_REASON_MAX = 500;

const ORDER_TOTAL_LIMIT = formatUsd(fromCents(ORDER_MAX_TOTAL_CENTS));

export const BOOKS_MESSAGES = {
  sellerPermitTooLong: `The seller's permit number can be at most ${SELLER_PERMIT_MAX} characters`,
  sellerPermitCharacters: "The seller's permit number may use letters, digits, spaces and hyphens only",
  // --- voids, refunds and credit ---
  paymentNotFound: 'Payment not found',
  paymentVoided: 'This payment is already voided',
  voidReason: `Say why the payment is voided (at most ${MONEY_REASON_MAX} characters)`,
  /** `held`: dollars and cents the order holds now */
  voidTooMuch:
    'Part of this payment was refunded or moved as credit: the order holds ${held} now, less than the payment. Void it once that money is back on the order.',
  refundAmount: `A refund must be more than $0.00 and at most ${ORDER_TOTAL_LIMIT}, in dollars and cents`,
  refundMethod: 'A refund is made in cash or to the card',
  refundReason: `Say why the money is refunded (at most ${MONEY_REASON_MAX} characters)`,
  /** `held`: dollars and cents */
  refundTooMuch: 'A refund can be at most what the order holds: ${held}.',
  moneyKey:
    'Each refund and credit move needs its own key (the Idempotency-Key header): 8 to 190 letters, digits, - or _',
  moneyKeyReused:
    'This key was already used for a different refund or credit move. Please reload the order and check its payments.',
  creditAmount: `The credit to move must be more than $0.00 and at most ${ORDER_TOTAL_LIMIT}, in dollars and cents`,
  creditOrder: 'Choose the orders to move the credit from and to',
  creditSameOrder: 'Choose another order to move the credit to',
  creditOtherCompany: 'Credit moves only between orders of the same company',
  creditClosedOrder: 'Credit cannot be moved to a declined or cancelled order',
  /** `credit`: dollars and cents */
  creditTooMuch: 'The order holds ${credit} of credit: move at most that.',
  exportRange: 'Choose the dates to export: from and to as YYYY-MM-DD, from on or before to, at most a year apart',
  accountRole: "A company's account is read by its owner and its viewers",
  receivablesSort: 'Sort the receivables by balance, overdue or company',
  // --- terms ---
  remindersPaused: "A company's overdue reminders are paused with true, or resumed with false",
  orderingSuspended: "A company's ordering is suspended with true, or resumed with false",
  missedPickupsFlag: `The missed pickups that flag a customer are a whole number from 1 to ${MISSED_PICKUPS_FLAG_MAX}`,
  terms: "A company's terms are pickup, net7, net15 or net30",
  creditLimit: `A credit limit is $0.00 or more and at most ${ORDER_TOTAL_LIMIT}, in dollars and cents, or none`,
  financeChargeNotFound: 'Finance charge not found',
  financeChargeSettled: 'This finance charge is already paid or waived.',
  financeSettle: 'Record the finance charge paid (in cash or by card) or waived with a reason (at most 500 characters)',
  financeRate: 'The monthly rate is a percent more than 0 and at most 10, to two decimals',
  financeMax: 'The legal maximum is a percent a year more than 0 and at most 100, to two decimals',
  financeGrace: 'The grace period is a whole number of days from 0 to 90',
  financeEnabled: 'Finance charges are turned on with true, or off with false',
  creditHold: 'This order is on credit hold: release the hold first, or decline the order.',
  notOnHold: 'This order is not on credit hold.',
  /** `due`: dollars and cents */
  creditAboveDue: 'The other order has ${due} left to pay: move at most that.',
} as const;

export const BOOKS_ERRORS = coded('books', BOOKS_MESSAGES);
export const BOOKS_CODES = codesOf(BOOKS_ERRORS);

const dollars = (cents: number) => fromCents(cents).toFixed(2);

export const voidTooMuchError = (heldCents: number): CodedMessage =>
  withParams(BOOKS_ERRORS.voidTooMuch, { held: dollars(heldCents) });
export const refundTooMuchError = (heldCents: number): CodedMessage =>
  withParams(BOOKS_ERRORS.refundTooMuch, { held: dollars(heldCents) });
export const creditTooMuchError = (creditCents: number): CodedMessage =>
  withParams(BOOKS_ERRORS.creditTooMuch, { credit: dollars(creditCents) });
export const creditAboveDueError = (dueCents: number): CodedMessage =>
  withParams(BOOKS_ERRORS.creditAboveDue, { due: dollars(dueCents) });
