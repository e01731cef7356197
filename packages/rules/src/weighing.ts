// Weighing catch-weight lines, shared by the server (which refuses) and the admin's page (which
// asks first): when an order's weights may still change, and when a weighed weight is so far from
// the line's estimate that it is more likely a typo (4500 for 45.00 lb) than a heavy box. Pure.
import { SETTLED_ORDER_STATUSES } from './order-constants';

/**
 * Whether an order's weights are final: once it is settled (SETTLED_ORDER_STATUSES): complete
 * (points were awarded on the total as it stood), declined or cancelled (nothing is handed over).
 */
export function isWeighingClosed(status: string): boolean {
  return (SETTLED_ORDER_STATUSES as readonly string[]).includes(status);
}

/** A weight within 1/3 to 3× the estimate is expected; outside it, the admin confirms it. */
export const UNUSUAL_WEIGHT_FACTOR = 3;

/** The estimated pounds of a catch-weight line: packs × average lb per pack (2 decimals, exact). */
export function estimatedLbs(packs: number, avgWeightLbs: number): number {
  return (Math.round(avgWeightLbs * 100) * packs) / 100;
}

/**
 * Whether a weighed weight is outside the expected range: below a third of the estimate or above
 * three times it (the bounds themselves are expected). Compared in hundredths of a pound, so no
 * float rounding decides a boundary. A line without an estimate (no average weight recorded) has
 * nothing to compare with and is never unusual; a cleared weight (null) neither.
 */
export function isUnusualWeight(weighedLbs: number | null, packs: number, avgWeightLbs: number): boolean {
  if (weighedLbs === null) return false;
  const estimate = Math.round(avgWeightLbs * 100) * packs;
  if (!(estimate > 0)) return false;
  const weighed = Math.round(weighedLbs * 100);
  return weighed * UNUSUAL_WEIGHT_FACTOR < estimate || weighed > estimate * UNUSUAL_WEIGHT_FACTOR;
}
