// What the buyer is told about an order's change deadline (its cutoff, order-cutoff.ts) before it
// bites: checkout shows each pickup day's deadline and says plainly when an order for that day
// cannot be changed online (the deadline is past, or too close to count on); it does not choose
// such a day by itself while a later one still takes changes; an order whose deadline had passed
// when it was placed says so rather than "changes closed" on a day before it existed; and the
// order page counts the last day down. Pure: `now` is an argument, so the server, the pages and
// the tests (on a fixed clock) agree.

/** A deadline closer than this (minutes) is too close to count on: checkout calls it closed. */
export const CHANGE_DEADLINE_MARGIN_MINUTES = 60;
/** The order page counts down the last this many hours before the deadline. */
export const CHANGE_COUNTDOWN_HOURS = 24;

const MINUTE_MS = 60_000;
const ms = (value: Date | string): number => (typeof value === 'string' ? Date.parse(value) : value.getTime());

/**
 * Whether an order placed (or moved) at `now` for a pickup whose change deadline is `deadline` can
 * still be changed online: the deadline is more than the margin ahead.
 */
export function changesOnline(
  deadline: Date | string,
  now: Date,
  marginMinutes: number = CHANGE_DEADLINE_MARGIN_MINUTES,
): boolean {
  return ms(deadline) - now.getTime() > marginMinutes * MINUTE_MS;
}

/**
 * The pickup day checkout chooses by itself: the earliest whose deadline is more than the margin
 * away when there is one, else the earliest (an order for it simply cannot be changed online).
 */
export function defaultPickupDay<T extends { change_deadline: string }>(days: readonly T[], now: Date): T | undefined {
  return days.find((d) => changesOnline(d.change_deadline, now)) ?? days[0];
}

/**
 * Whether the buyer ever could change the order online: its deadline came after it was placed. An
 * order placed on a Saturday for Monday after Thanksgiving (deadline the Wednesday before) never
 * could: it "cannot be changed online", and it never "closed".
 */
export function openedForChanges(orderedAt: Date | string, deadline: Date | string): boolean {
  return ms(deadline) > ms(orderedAt);
}

/** The time left before a deadline, in whole hours and minutes (rounded up to the minute). */
export interface Countdown {
  hours: number;
  minutes: number;
}

/**
 * The countdown the order page shows: the time left before `deadline`, rounded up to the minute
 * (so it never reads "0 min" while changes are still open), within the last CHANGE_COUNTDOWN_HOURS;
 * null before that window and once the deadline has passed.
 */
export function deadlineCountdown(deadline: Date | string, now: Date): Countdown | null {
  const left = ms(deadline) - now.getTime();
  if (!(left > 0) || left > CHANGE_COUNTDOWN_HOURS * 60 * MINUTE_MS) return null;
  const minutes = Math.ceil(left / MINUTE_MS);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** Milliseconds until the countdown's next minute changes (the page redraws then, not every second). */
export function msToNextMinute(deadline: Date | string, now: Date): number {
  const left = ms(deadline) - now.getTime();
  const rest = left % MINUTE_MS;
  return rest > 0 ? rest : MINUTE_MS;
}
