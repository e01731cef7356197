// Reminders before the order cutoff: which pickup day a buyer's reminder is about, and whether it
// is due. Pure: the caller passes the warehouse calendar, the cutoff's wall time and the instant.
//
// The reminder is about the next cutoff the buyer can still act before: the first pickup day on
// offer now (pickupDays: a window at least PICKUP_LEAD_HOURS away) whose change cutoff is still
// ahead. A Monday pickup may be on offer on Saturday while its cutoff (Friday 5 PM) has passed:
// such a day is skipped, since an order placed for it could not be changed any more.
//
// Each pickup day's cutoff is 5 PM on the open day before it, but a new order for it must start
// PICKUP_LEAD_HOURS before its window: on a weekday the last window (2 PM) closes to new orders at
// 2 PM the day before, three hours before the cutoff. That is why the hours a buyer may choose
// start at 4: a reminder two hours before a 5 PM cutoff would come when the next day can no longer
// be ordered. The mail names both moments ("order by", "changes until").

import { orderCutoff } from './order-cutoff';
import { PICKUP_LEAD_HOURS, pickupDays, type ClosedDays } from './pickup';

/** The hours before the cutoff a buyer may be reminded (the migration's CHECK says the same). */
export const CUTOFF_REMINDER_HOURS = [4, 12, 24, 48] as const;
export type CutoffReminderHours = (typeof CUTOFF_REMINDER_HOURS)[number];
/** What a new setting starts at: the day before. */
export const DEFAULT_CUTOFF_REMINDER_HOURS: CutoffReminderHours = 24;

const HOUR_MS = 3_600_000;

export function isCutoffReminderHours(value: number): value is CutoffReminderHours {
  return (CUTOFF_REMINDER_HOURS as readonly number[]).includes(value);
}

/** The pickup day a reminder is about. */
export interface NextCutoff {
  /** 'YYYY-MM-DD' (Los Angeles) */
  date: string;
  /** the start of that day's first window still on offer */
  pickupStart: Date;
  /** until when an order for that day can be changed */
  cutoff: Date;
  /** until when a new order for that day can be placed (its last window's start, less the lead) */
  orderBy: Date;
}

/** The next cutoff a buyer can still act before (see above), or null when no day is on offer. */
export function nextCutoff(now: Date, closed: ClosedDays, cutoffTime?: string): NextCutoff | null {
  for (const day of pickupDays(now, closed)) {
    const first = day.windows[0];
    const last = day.windows.at(-1);
    if (!first || !last) continue;
    const pickupStart = new Date(first.start);
    const cutoff = orderCutoff(pickupStart, closed, cutoffTime);
    if (cutoff.getTime() <= now.getTime()) continue;
    const orderBy = new Date(Math.min(Date.parse(last.start) - PICKUP_LEAD_HOURS * HOUR_MS, cutoff.getTime()));
    return { date: day.date, pickupStart, cutoff, orderBy };
  }
  return null;
}

/** When a reminder set `hours` before this cutoff falls due. */
export function reminderAt(next: Pick<NextCutoff, 'cutoff'>, hours: number): Date {
  return new Date(next.cutoff.getTime() - hours * HOUR_MS);
}

/** A buyer who asked to be reminded. */
export interface ReminderSetting {
  user_id: number;
  hours_before: number;
}

/**
 * The buyers to remind now about `next`: those whose reminder time has come, who have no order for
 * that day and were not reminded of it yet. A job that was down catches up while the day can
 * still be ordered (nextCutoff offers only such days), never after.
 */
export function remindersDue<S extends ReminderSetting>(
  settings: readonly S[],
  next: NextCutoff,
  now: Date,
  skip: { ordered: ReadonlySet<number>; reminded: ReadonlySet<number> },
): S[] {
  if (now.getTime() >= next.orderBy.getTime()) return [];
  return settings.filter(
    (s) =>
      reminderAt(next, s.hours_before).getTime() <= now.getTime() &&
      !skip.ordered.has(s.user_id) &&
      !skip.reminded.has(s.user_id),
  );
}
