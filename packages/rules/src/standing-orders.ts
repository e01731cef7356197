// Standing orders: "repeat this order every week (or every 2 weeks)". Each cycle
// has a pickup date (the standing order's weekday, every 7 or 14 days); its order is made
// STANDING_ORDER_LEAD_DAYS before, at 6:00 AM on the warehouse's clock, at the prices of that
// moment. Pure: the server's job and its tests agree on every date.
import { addDays } from './business-calendar';
import { pickupDays, zonedToUtc, type ClosedDays, type PickupWindow } from './pickup';

/** How many days before its pickup a cycle's order is made, by default. */
export const STANDING_ORDER_LEAD_DAYS = 3;
/** The wall time a cycle's order is made at (Los Angeles). */
export const STANDING_ORDER_MAKE_TIME = '06:00';
export const STANDING_ORDER_EVERY = [1, 2] as const;
export type StandingOrderEvery = (typeof STANDING_ORDER_EVERY)[number];

/** When the order of the cycle picked up on `pickupDate` is made. */
export function cycleMakeTime(pickupDate: string, leadDays: number = STANDING_ORDER_LEAD_DAYS): Date {
  return zonedToUtc(addDays(pickupDate, -leadDays), STANDING_ORDER_MAKE_TIME);
}

/** The cycle after the one picked up on `pickupDate`. */
export function nextCycleDate(pickupDate: string, everyWeeks: number): string {
  return addDays(pickupDate, 7 * everyWeeks);
}

/**
 * The first cycle of a standing order made at `now` from an order picked up on `sourceDate`: the
 * same weekday, `everyWeeks` after the source's pickup, or later, so that its order is still to be
 * made (its make time after `now`).
 */
export function firstCycleDate(
  sourceDate: string,
  everyWeeks: number,
  now: Date,
  leadDays: number = STANDING_ORDER_LEAD_DAYS,
): string {
  let date = nextCycleDate(sourceDate, everyWeeks);
  while (cycleMakeTime(date, leadDays).getTime() <= now.getTime()) date = nextCycleDate(date, everyWeeks);
  return date;
}

/**
 * The window a cycle's order gets, as checkout offers windows at `now`: the standing order's window
 * (`windowStart`, 'HH:MM') on the cycle's date; on a day of special hours without it, that day's
 * first window. A closed date moves the pickup to the last open day before it (the meat arrives
 * before the holiday, not after), else the first open day after it and before the next cycle.
 * Null when none is on offer: the cycle is missed.
 */
export function cycleWindow(
  pickupDate: string,
  windowStart: string,
  everyWeeks: number,
  now: Date,
  closed: ClosedDays,
): PickupWindow | null {
  const horizon = 7 * everyWeeks + 14;
  const days = pickupDays(now, closed, horizon).filter((d) => d.date < nextCycleDate(pickupDate, everyWeeks));
  const pick = (day: (typeof days)[number] | undefined) =>
    day ? (day.windows.find((w) => w.startLocal === windowStart) ?? day.windows[0] ?? null) : null;
  const same = days.find((d) => d.date === pickupDate);
  if (same) return pick(same);
  const before = days.filter((d) => d.date < pickupDate).at(-1);
  if (before) return pick(before);
  return pick(days.find((d) => d.date > pickupDate));
}
