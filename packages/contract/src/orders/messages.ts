// The product's wording for orders (checkout, a buyer's records, the Orders page, weighing, the
// pick list): each message's code is `<domain>.<key>` (error-codes.ts). Imports nothing of its own
// domain, so inputs and services can both read it.
import { pickupDayClosedMessage } from '../calendar/messages';
import type { CodedMessage } from '../errors';
import { coded } from '../errors';
import { formatUsd, fromCents, HOLIDAY_NAMES_EN, ORDER_LINE_MAX_QUANTITY, ORDER_MAX_TOTAL_CENTS, type HolidayRule } from '@wholesale/rules';

/** The most one order may total, in words: "$1,000,000.00". */
const ORDER_TOTAL_LIMIT = formatUsd(fromCents(ORDER_MAX_TOTAL_CENTS));

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
    'A weighed weight is outside the expected range (a third to three times the estimate). Check it, or confirm it with confirm_unusual: true.',
  pickDate: 'The pick list date must be a date (YYYY-MM-DD)',
  /** a checkout (or an inquiry's cart) past ORDER_MAX_TOTAL_CENTS (issue 17) */
  orderTotal: `An order can total at most ${ORDER_TOTAL_LIMIT}, with at most ${ORDER_LINE_MAX_QUANTITY} of each product. Please split it into smaller orders.`,
  /** a weighing that would take the order past ORDER_MAX_TOTAL_CENTS */
  weighedTotal: `With these weights the order would total more than ${ORDER_TOTAL_LIMIT}, the most one order may total. Please check the weighed pounds.`,
} as const;

/** Which line's weight is unusual, and the range it was compared with (a field error of the refusal). */
export function unusualWeightMessage(name: string, weighedLbs: number, estimateLbs: number): string {
  const lb = (n: number) => `${n.toFixed(2)} lb`;
  return `${name}: ${lb(weighedLbs)} is outside the expected ${lb(estimateLbs / 3)} to ${lb(estimateLbs * 3)} (estimate ${lb(estimateLbs)}). Check it, or confirm it with confirm_unusual: true.`;
}

/** Some products became unavailable between the cart and the checkout. */
export function unavailableMessage(names: readonly string[]): string {
  const list = names.length > 0 ? `: ${names.join(', ')}` : '';
  return `Some products in your cart are no longer available${list}. Please remove them and try again.`;
}

export const ORDER_ERRORS = coded('orders', ORDER_MESSAGES);

export function unavailableError(names: readonly string[]): CodedMessage {
  return { code: 'orders.unavailable', message: unavailableMessage(names), params: { names: names.join(', ') } };
}

/** `day` is the English words of `date` ('Thursday, November 26, 2026'); clients word `date` themselves. */
export function pickupDayClosedError(date: string, day: string, holiday: HolidayRule | null): CodedMessage {
  return {
    code: 'orders.pickupDayClosed',
    message: pickupDayClosedMessage(day, holiday),
    params: holiday ? { date, holiday, holidayName: HOLIDAY_NAMES_EN[holiday] } : { date },
  };
}

export function unusualWeightError(name: string, weighedLbs: number, estimateLbs: number): CodedMessage {
  const lb = (n: number) => n.toFixed(2);
  return {
    code: 'orders.unusualWeightLine',
    message: unusualWeightMessage(name, weighedLbs, estimateLbs),
    params: { name, weighed: lb(weighedLbs), low: lb(estimateLbs / 3), high: lb(estimateLbs * 3), estimate: lb(estimateLbs) },
  };
}
