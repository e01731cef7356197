// The launch deal's rules: what state it is in, how many places are left, and which product a
// company's free line holds. Pure: the server, its views and the web read the same answers.

/** The deal's row as stored (started_at and ended_at as instants, or null). */
export interface LaunchDealFacts {
  started_at: Date | string | null;
  ended_at: Date | string | null;
  capacity: number;
  taken: number;
}

export type LaunchDealPhase = 'not_started' | 'running' | 'full' | 'ended';

/**
 * 'ended' once staff ended it, 'full' once every place is given, 'running' from its start on,
 * 'not_started' before. Ended wins over full: staff ending it is what the record should say.
 */
export function launchDealPhase(deal: LaunchDealFacts): LaunchDealPhase {
  if (deal.started_at === null) return 'not_started';
  if (deal.ended_at !== null) return 'ended';
  if (deal.taken >= deal.capacity) return 'full';
  return 'running';
}

/** The places a newly approved company could still get: none unless the deal is running. */
export function launchDealPlacesLeft(deal: LaunchDealFacts): number {
  return launchDealPhase(deal) === 'running' ? Math.max(0, deal.capacity - deal.taken) : 0;
}

/**
 * The product a company's free line holds: the one the buyer chose when it still qualifies, the
 * first that qualifies when they chose none (every first order gets its item), 'gone' when the one
 * they chose no longer qualifies (they choose again rather than get another), null when none does.
 */
export function chooseFreeItem<P extends { id: number }>(
  products: readonly P[],
  chosenId: number | undefined,
): P | 'gone' | null {
  if (chosenId === undefined) return products[0] ?? null;
  return products.find((p) => p.id === chosenId) ?? 'gone';
}
