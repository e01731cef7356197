// The product's wording for orders (checkout, a buyer's records, the Orders page, weighing, the
// pick list): each message's code is `<domain>.<key>` (error-codes.ts). Imports nothing of its own
// domain, so inputs and services can both read it.
import type { CodedMessage } from '../errors';
import { coded, codesOf, withParams } from '../errors';
import {
  formatUsd,
  fromCents,
  HOLIDAY_NAMES_EN,
  ORDER_LINE_MAX_QUANTITY,
  ORDER_MAX_TOTAL_CENTS,
  type HolidayRule,
} from '@wholesale/rules';

/** The most one order may total, in words: "$1,000,000.00". */
const ORDER_TOTAL_LIMIT = formatUsd(fromCents(ORDER_MAX_TOTAL_CENTS));

/** What a buyer does once an order no longer changes online (confirmed, or past its cutoff). */
const REACH_SALES =
  'please reply to your order e-mail or call sales during business hours (Monday to Friday, 8:00 AM-3:30 PM Pacific time).';

/** Messages a buyer may read: each says what happened and what to do. */
export const ORDER_MESSAGES = {
  orderNotFound: 'Order not found',
  emptyCart: 'Your cart is empty',
  quantity: 'Quantity must be a whole number from 1 to 999',
  tooManyLines: 'An order can hold at most 100 different products',
  deliveryUnavailable: 'Delivery is currently unavailable. Please choose pickup.',
  pickupUnavailable: 'That pickup time is no longer available. Please choose another one.',
  noteTooLong: 'The note for the warehouse can be at most 500 characters',
  idempotencyKey: 'The checkout key must be 8 to 200 letters, digits, - or _',
  expectedTotal: 'The expected total must be a whole number of cents from 0 to the largest order total',
  notYours: "Only the company's owner or the person who placed this order can change it",
  ownerApproves: "Only the company's owner can approve or decline this order",
  notAwaitingApproval: 'This order is not waiting for approval',
  approvalTooLate:
    "This order's pickup time is no longer available. Decline it and ask for a new order with another pickup time.",
  declineReasonTooLong: 'The reason for declining can be at most 500 characters',
  pricesChanged: 'Prices changed while your order was being placed. Please review your cart and place the order again.',
  keyReused: 'This checkout was already placed with a different cart. Please reload the page and try again.',
  inFlight: 'Your order is still being placed. Please wait a moment and check your orders.',
  buyersOnly: 'Only approved buyer accounts can place orders',
  linesFixed: 'The products of an order are set at checkout and cannot be changed',
  notPending: 'This order can no longer be changed',
  pointsNotFound: 'No points found',
  unknownStatus: 'Unknown order status',
  unknownType: 'Unknown order type',
  notCatchWeight: 'Only catch-weight (C.W.) lines are weighed',
  weight: 'Weighed pounds must be a number from 0 to 99999.99',
  lineNotFound: 'Order line not found',
  weighingClosed: 'This order is complete, declined or cancelled: its weights can no longer be changed',
  unusualWeight:
    'A weighed weight is outside the expected range (a third to three times the estimate). Check it, or confirm that it is right.',
  pickDate: 'The pick list date must be a date (YYYY-MM-DD)',
  // --- pickup days: the Orders page's filter, the week view, the forecast ---
  pickupDay: 'A pickup day must be a date written YYYY-MM-DD',
  pickupRange: 'The last pickup day must be on or after the first',
  pickupSpan: 'The pickup-day filter can cover at most 62 days',
  weekSpan: 'The week view, the production sheet and the forecast cover at most 31 days',
  /** the pick list's `notes` and the forecast's `cycles` switches */
  showFlag: 'A show switch must be true or false (or 1 or 0)',
  /** a checkout (or an inquiry's cart) past ORDER_MAX_TOTAL_CENTS */
  orderTotal: `An order can total at most ${ORDER_TOTAL_LIMIT}, with at most ${ORDER_LINE_MAX_QUANTITY} of each product. Please split it into smaller orders.`,
  // --- changes and cancellation ---
  /** a change with no line left: cancelling is its own call */
  changeEmpty: 'An order needs at least one product. To cancel the whole order, use Cancel order.',
  changeKey: 'Each change needs its own key (the Idempotency-Key header): 8 to 200 letters, digits, - or _',
  changeKeyReused: 'This change key was already used for a different change. Please reload the order and try again.',
  /** the buyer's change of an order an admin has confirmed (or taken further) */
  confirmedLocked: `This order is already confirmed, so it can no longer be changed online. To change it, ${REACH_SALES}`,
  /** any change of a cancelled order */
  cancelledLocked: 'This order was cancelled and can no longer be changed',
  /** an admin's change of an order that is complete or declined */
  settledLocked: 'This order is complete or declined: it can no longer be changed',
  /** the order changed since the one the caller showed (its revision) */
  changedMeanwhile: 'This order was changed a moment ago. Please review the latest version and try again.',
  reasonTooLong: 'The reason for cancelling can be at most 500 characters',
  revision: 'The revision must be a whole number from 0',
  // --- payments ---
  paymentAmount: `A payment must be more than $0.00 and at most ${ORDER_TOTAL_LIMIT}, in dollars and cents`,
  paymentMethod: 'A payment is made in cash or by card',
  paymentKind: 'A payment is the prepayment or the balance',
  receivedAt: 'When the money was received must be a date and time (ISO 8601), not in the future',
  paymentsClosed: 'A declined or cancelled order takes no payments',
  paymentKey: 'Each payment needs its own key (the Idempotency-Key header): 8 to 190 letters, digits, - or _',
  paymentKeyReused:
    'This payment key was already used for a different payment. Please reload the order and check its payments.',
  // --- the invoice ---
  invoiceNotWeighed:
    'The invoice is ready once every catch-weight (C.W.) line of the order is weighed, at pickup. Please try again then.',
  invoiceNone: 'A declined or cancelled order has no invoice',
  invoiceNotIssued:
    "This order's invoice is issued when the order is complete and every weight is final. Until then, download the order confirmation.",
  confirmationNone: 'A declined or cancelled order has no order confirmation',
  completeUnweighed:
    'Weigh every catch-weight (C.W.) line before completing the order: its invoice is issued with the final total.',
  invoiceLanguage: 'The invoice language must be English (en) or Korean (ko)',
  statementMonth: 'The statement month must be a month written YYYY-MM, not in the future',
  // --- standing orders ---
  standingNotFound: 'Standing order not found',
  everyWeeks: 'A standing order repeats every 1 or 2 weeks',
  standingEnded: 'This standing order has ended',
  standingNoWindow: 'Only an order with a pickup time can be repeated',
  standingNotSold: 'A declined or cancelled order cannot be repeated',
  standingPaused: 'This standing order is paused: resume it first',
  standingExists: 'This order already repeats: see your standing orders',
  /** undoing a skip whose week's order time has come (or nothing skipped) */
  standingNoSkip: 'There is no skipped week to bring back: its order would already have been made',
  standingEmpty: 'A standing order needs at least one product. To stop it, end it.',
  standingWeekday: 'Choose a pickup day from Monday to Friday',
  // --- the status menu (rules' order-status-choices.ts) ---
  /** a status the order's type and current status do not offer (a pickup order is never quoted) */
  statusNotOffered: 'This order cannot be set to that status. Choose one the status menu offers.',
  /** setting a complete, declined, cancelled or missed order to an open status */
  reopenReason: 'Say why this order is reopened (at most 500 characters).',
  statusReasonTooLong: 'The reason for the status change can be at most 500 characters',
  notify: 'Say whether to e-mail the buyer with true or false',
  /** 'missed pickup' before the order's pickup window has ended */
  missedTooEarly: "This order's pickup time has not ended yet: mark it missed once its window is over.",
  // --- orders staff enter for a customer (taken by phone or text) ---
  /** the account is staff's, or does not exist (a signup under review has no account yet) */
  staffCustomer: 'Choose an approved customer: staff accounts and signups still under review cannot be ordered for',
  /** a team member the company's owner removed */
  staffCustomerRemoved:
    'This team member was removed from their company: enter the order for the company owner instead',
  /** the company's ordering is paused (missed pickups) */
  staffCustomerPaused: "This customer's ordering is paused. Resume it on the customer's page before entering an order.",
  // --- bulk work on the Orders page and packing slips ---
  bulkEmpty: 'Choose at least one order',
  bulkTooMany: 'Choose at most 500 orders at a time',
  bulkRepeated: 'Each order can be chosen only once',
  /** the statuses a bulk action sets */
  bulkStatus: 'Orders can be set together only to “order placed” or “ready for pickup”',
  orderIds: 'Order ids must be whole numbers separated by commas, at most 500',
  /** "select all in this filter" over the cap */
  selectTooMany: 'This filter matches more than 500 orders. Narrow it (a pickup day, a status) to select them all.',
  slipsWhich: 'Say which packing slips to print: a day (date=YYYY-MM-DD) or orders (ids=1,2,3), not both',
  /** a declined, cancelled, unapproved or missed order: nothing goes to the warehouse */
  slipNone: 'A declined, cancelled, missed or unapproved order has no packing slip',
  slipsNone: 'None of these orders has a packing slip: none is a sales order of that day or among those chosen',
  /** a weighing that would take the order past ORDER_MAX_TOTAL_CENTS */
  // --- messages with values (each filled in by its builder below, its values as `params`) ---
  /** `names`: the products, comma-separated */
  unavailable: 'Some products in your cart are no longer available: {names}. Please remove them and try again.',
  /** products no longer in the catalogue at all, so without a name to give */
  unavailableUnnamed: 'Some products in your cart are no longer available. Please remove them and try again.',
  /** `date` (YYYY-MM-DD), worded as `day` */
  pickupDayClosed:
    'That pickup time is no longer available: the warehouse is closed on {day}. Please choose another day.',
  /** `cutoff` (an instant), worded on the warehouse's clock as `when` */
  cutoffPassed: `Changes to this order closed {when} PT. To change it now, ${REACH_SALES}`,
  /** `due`: dollars and cents, '12.50' */
  overpaid: 'This payment is more than is left to pay on the order (${due}).',
  /** `total`: dollars and cents */
  totalChanged:
    'Prices changed since you placed this order: it would now total ${total}. Please review your cart and place the order again.',
  /** one line's weight (a field error): pounds with two decimals */
  unusualWeightLine:
    '{name}: {weighed} lb is outside the expected {low} lb to {high} lb (estimate {estimate} lb). Check it, or confirm that it is right.',
  /** `phone`: the business's phone number; checkout of a company whose ordering staff paused */
  orderingPaused: 'Ordering is paused for your account. Please call us at {phone}.',
  weighedTotal: `With these weights the order would total more than ${ORDER_TOTAL_LIMIT}, the most one order may total. Please check the weighed pounds.`,
} as const;

export const ORDER_ERRORS = coded('orders', ORDER_MESSAGES);
export const ORDER_CODES = codesOf(ORDER_ERRORS);

const dollars = (cents: number) => fromCents(cents).toFixed(2);

/** Checkout refused while staff have paused the company's ordering; `phone` is the business's. */
export function orderingPausedError(phone: string): CodedMessage {
  return withParams(ORDER_ERRORS.orderingPaused, { phone });
}
const pounds = (lbs: number) => lbs.toFixed(2);

/** A payment of more than is left to pay on the order. */
export function overpaidError(dueCents: number): CodedMessage {
  return withParams(ORDER_ERRORS.overpaid, { due: dollars(dueCents) });
}

/**
 * An order kept on the phone while offline, sent with the total the buyer saw, whose prices
 * changed meanwhile: not placed at prices the buyer never saw.
 */
export function totalChangedError(totalCents: number): CodedMessage {
  return withParams(ORDER_ERRORS.totalChanged, { total: dollars(totalCents) });
}

/** Changes to the order closed at its cutoff (an ISO instant): when, and how to reach sales instead. */
export function cutoffPassedError(cutoffIso: string): CodedMessage {
  return withParams(ORDER_ERRORS.cutoffPassed, { cutoff: cutoffIso });
}

/** Some products became unavailable between the cart and the checkout (named when they still exist). */
export function unavailableError(names: readonly string[]): CodedMessage {
  if (names.length === 0) return ORDER_ERRORS.unavailableUnnamed;
  return withParams(ORDER_ERRORS.unavailable, { names: names.join(', ') });
}

/** A pickup on a day the warehouse is closed (`date`, YYYY-MM-DD), with the holiday when it is one. */
export function pickupDayClosedError(date: string, holiday: HolidayRule | null): CodedMessage {
  return withParams(
    ORDER_ERRORS.pickupDayClosed,
    holiday ? { date, holiday, holidayName: HOLIDAY_NAMES_EN[holiday] } : { date },
  );
}

/** Which line's weight is unusual, and the range it was compared with (a field error of the refusal). */
export function unusualWeightError(name: string, weighedLbs: number, estimateLbs: number): CodedMessage {
  return withParams(ORDER_ERRORS.unusualWeightLine, {
    name,
    weighed: pounds(weighedLbs),
    low: pounds(estimateLbs / 3),
    high: pounds(estimateLbs * 3),
    estimate: pounds(estimateLbs),
  });
}
