// Codes that clients answer alike, by what the refusal means for the copy on their screen: the
// web imports these (`@wholesale/contract/code-sets`) rather than listing codes of its own. Types
// only from the catalogue, so importing a set does not bring the catalogue's English with it.
import type { ErrorCode } from './error-codes';

/**
 * The order on screen is no longer the order: changed meanwhile, past its cutoff, confirmed,
 * cancelled, settled or no longer pending. The page reloads it before anyone tries again.
 */
export const ORDER_CHANGED_CODES = [
  'orders.changedMeanwhile',
  'orders.cutoffPassed',
  'orders.confirmedLocked',
  'orders.cancelledLocked',
  'orders.settledLocked',
  'orders.notPending',
] as const satisfies readonly ErrorCode[];

/** The pickup window chosen is no longer offered: the offer of windows is fetched again. */
export const PICKUP_REFUSED_CODES = [
  'orders.pickupUnavailable',
  'orders.pickupDayClosed',
] as const satisfies readonly ErrorCode[];

/** The standing order on screen ended, went or was paused meanwhile, or its skipped week came. */
export const STANDING_CHANGED_CODES = [
  'orders.standingEnded',
  'orders.standingNotFound',
  'orders.standingPaused',
  'orders.standingNoSkip',
] as const satisfies readonly ErrorCode[];

/** What is due on the order changed (another payment), or it takes no more payments. */
export const PAYMENT_CHANGED_CODES = [
  'orders.overpaid',
  'orders.paymentsClosed',
  'orders.paymentKeyReused',
] as const satisfies readonly ErrorCode[];

/** Whether `code` is one of `codes` (a set above). */
export function isOneOf(code: string | null | undefined, codes: readonly ErrorCode[]): boolean {
  return code !== null && code !== undefined && (codes as readonly string[]).includes(code);
}
