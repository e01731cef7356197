// The credit hold: staff may give a company a credit limit; a new order that would take what the
// company has open (left to pay on its orders neither closed nor awaiting approval) past that limit
// waits for staff, who release or decline it. No limit: nothing waits. The estimated total counts
// for a catch-weight order, as the buyer saw it.

export function needsCreditHold(
  credit: { limit_cents: number; open_cents: number } | null | undefined,
  totalCents: number,
): boolean {
  return credit !== null && credit !== undefined && credit.open_cents + totalCents > credit.limit_cents;
}
