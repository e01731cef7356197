// Which pickup window a slot names, by the rules checkout offers them (rules' pickupDays): the
// one place checkout and an order change choose a window, so both refuse the same slots with the
// same words.
import {
  closureOn,
  earliestPickup,
  PICKUP_LEAD_HOURS,
  pickupWindowFor,
  toPacific,
  type PickupCalendar,
  type PickupWindow,
} from '@wholesale/rules';
import { ORDER_ERRORS, pickupDayClosedError, ValidationError } from '@wholesale/contract';

/** A slot on a closed day is told apart: the buyer learns which day is closed, and why. */
export function refuseClosedDay(slot: string, calendar: PickupCalendar, field = 'pickup_slot'): void {
  const closure = closureOn(slot.slice(0, 10), calendar);
  if (!closure) return;
  const refusal = pickupDayClosedError(closure.date, closure.holiday);
  throw new ValidationError(refusal, { [field]: refusal });
}

/**
 * The window of `slot` (the earliest when none) if it is on offer at `now` on this calendar: to a
 * buyer from PICKUP_LEAD_HOURS on, to staff (`leadHours` STAFF_PICKUP_LEAD_HOURS) any still ahead.
 */
export function chooseWindow(
  slot: string | undefined,
  now: Date,
  calendar: PickupCalendar,
  field = 'pickup_slot',
  leadHours = PICKUP_LEAD_HOURS,
): PickupWindow {
  const window = slot === undefined ? earliestPickup(now, calendar) : pickupWindowFor(slot, now, calendar, leadHours);
  if (window) return window;
  if (slot !== undefined) refuseClosedDay(slot, calendar, field);
  throw new ValidationError(ORDER_ERRORS.pickupUnavailable, { [field]: ORDER_ERRORS.pickupUnavailable });
}

/** The slot id ('2026-11-27T10:00', Los Angeles) of a window's start instant. */
export function slotOf(start: Date | string): string {
  const wall = toPacific(typeof start === 'string' ? new Date(start) : start);
  return `${wall.date}T${wall.time}`;
}

/**
 * A change's `pickup_start`: the slot id itself, or an instant with its offset (what the order
 * reads, '2026-11-27T18:00:00.000Z') turned into the slot id. Anything else is passed on as it is
 * and refused by the window look-up.
 */
export function slotFromPickupStart(value: string): string {
  const last = value.at(-1);
  const withOffset = last === 'Z' || last === 'z' || /[+-]\d\d:\d\d$/.test(value.slice(-6));
  if (!withOffset) return value;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value : slotOf(instant);
}
