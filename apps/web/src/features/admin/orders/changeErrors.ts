import { isOneOf, ORDER_CHANGED_CODES } from '@wholesale/contract/code-sets';
import { readFailure } from '../../../lib/failure';

// Refusals of an order's change, cancellation or status change that the order's page answers by
// reloading the order: by their codes, never their wording.

/** The buyer (or another admin) changed the order since the revision the page showed. */
export function isChangedMeanwhile(err: unknown): boolean {
  return readFailure(err).code === 'orders.changedMeanwhile';
}

/**
 * The order is no longer what the page shows: changed meanwhile, or settled (complete, declined,
 * cancelled) in another tab. The page reloads it and closes its editor.
 */
export function isStaleOrder(err: unknown): boolean {
  return isOneOf(readFailure(err).code, ORDER_CHANGED_CODES);
}

/** The order is on credit hold: it cannot be confirmed or completed until staff release it. */
export function isCreditHold(err: unknown): boolean {
  return readFailure(err).code === 'books.creditHold';
}
