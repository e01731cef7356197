import { classifyFailure } from '../errors';

// Refusals of an order's change, cancellation or status change that the order's page answers by
// reloading the order (issue 20): by their codes, never their wording.

/** The refusal's code ('orders.changedMeanwhile' ...), or null (no answer, or none given). */
export function refusalCode(err: unknown): string | null {
  const f = classifyFailure(err);
  return f.kind === 'refused' ? f.code : null;
}

/** The buyer (or another admin) changed the order since the revision the page showed. */
export function isChangedMeanwhile(err: unknown): boolean {
  return refusalCode(err) === 'orders.changedMeanwhile';
}

/**
 * The order is no longer what the page shows: changed meanwhile, or settled (complete, declined,
 * cancelled) in another tab. The page reloads it and closes its editor.
 */
export function isStaleOrder(err: unknown): boolean {
  const code = refusalCode(err);
  return code === 'orders.changedMeanwhile' || code === 'orders.settledLocked' || code === 'orders.cancelledLocked';
}
