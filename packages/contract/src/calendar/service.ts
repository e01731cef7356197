// What the warehouse calendar (closed days, special hours) answers (output types) and the service
// interface @wholesale/services implements.
import type { HolidayRule, PickupDay, SpecialHours } from '@wholesale/rules';
import type { Actor } from '../actor';
import type { CodedMessage } from '../errors';
import type { ClosedDaysInput, MoveOrdersInput, SpecialHoursInput } from './inputs';

/**
 * One order of a move off closed days: moved (its new window) or not, and why not (its refusal as
 * any single change would get it). Each order is moved in a transaction of its own, with its
 * buyer's mail: one that cannot move does not hold back the rest.
 */
export interface OrderMove {
  order_id: number;
  /** null when the order does not exist */
  order_number: string | null;
  moved: boolean;
  /** ISO 8601: the new window when moved */
  pickup_start: string | null;
  pickup_end: string | null;
  error: CodedMessage | null;
}
export type { SpecialHours };

/** An open order whose window lies outside its day's special hours: staff move it with the buyer. */
export interface OrderOutsideHours extends Omit<AffectedOrder, 'closure'> {
  hours: SpecialHours;
}

export interface SpecialHoursUpdate {
  /** the special hours from today on after the change */
  hours: SpecialHours[];
  /** every open order whose window now falls outside its day's hours */
  affected_orders: OrderOutsideHours[];
  /** the orders whose buyers this change e-mailed (their day's hours were set or changed by it) */
  notified_order_ids: number[];
}

/** A day the warehouse is closed for pickup (weekends are never listed: they are always closed). */
export interface ClosedDay {
  /** 'YYYY-MM-DD', Los Angeles */
  date: string;
  /** 'rule': a holiday rule or a configured date (PICKUP_HOLIDAYS, PICKUP_CLOSED_DATES); 'staff': closed in the back office */
  source: 'rule' | 'staff';
  /** the holiday's stable key ('thanksgiving'), when the day is a holiday; the pages translate it */
  key?: HolidayRule;
  /** the holiday's English name ("Thanksgiving Day"; "Independence Day (observed)") */
  name?: string;
  /** present (true) when the holiday falls on a weekend and this weekday is its observed day */
  observed?: true;
}

/** An order whose pickup day is closed: staff move it with the buyer. */
export interface AffectedOrder {
  id: number;
  order_number: string;
  order_status: string;
  /** the closed day, 'YYYY-MM-DD' Los Angeles */
  date: string;
  /** ISO 8601 instants of the chosen window */
  pickup_start: string;
  pickup_end: string;
  buyer_name: string;
  company: string | null;
  email: string;
  phone_number: string | null;
  locale: 'en' | 'ko';
  /** why the day is closed */
  closure: ClosedDay;
}

export interface ClosedDaysUpdate {
  /** the closed days of the next 12 months after the change */
  days: ClosedDay[];
  /** every open order (not complete, declined or cancelled) whose pickup day is now closed */
  affected_orders: AffectedOrder[];
  /** the orders whose buyers this change e-mailed (their day was closed by it) */
  notified_order_ids: number[];
}

/** How many open orders are picked up on a day (the calendar page warns before closing it). */
export interface DayOrders {
  /** 'YYYY-MM-DD', Los Angeles */
  date: string;
  orders: number;
}

/** The back office's calendar (admins only). */
export interface CalendarService {
  /** The closed weekdays from today through the next 12 months, with why. */
  closedDays(actor: Actor): Promise<ClosedDay[]>;
  /** Open orders whose pickup falls on a closed day, earliest pickup first. */
  affectedOrders(actor: Actor): Promise<AffectedOrder[]>;
  /** The days of the next 12 months with open orders to pick up, and how many. */
  orderCounts(actor: Actor): Promise<DayOrders[]>;
  /**
   * Replaces the staff-closed days from today on, in one transaction; the buyers of open orders on a
   * newly closed day are mailed in their language through the outbox, in the same transaction.
   */
  setClosedDays(actor: Actor, input: ClosedDaysInput): Promise<ClosedDaysUpdate>;
  /** The days of special hours from today on. */
  specialHours(actor: Actor): Promise<SpecialHours[]>;
  /** Open orders whose window lies outside their day's special hours, earliest first. */
  ordersOutsideHours(actor: Actor): Promise<OrderOutsideHours[]>;
  /**
   * Replaces the special hours from today on, in one transaction; buyers of open orders left
   * outside a day's new hours are mailed, once, through the outbox in the same transaction.
   */
  setSpecialHours(actor: Actor, input: SpecialHoursInput): Promise<SpecialHoursUpdate>;
  /**
   * Moves each order booked on a closed day to the next open day, in the window of the same hour
   * when that day has one (else its first), as staff changing its pickup would (the buyer is
   * mailed the new time in their language). Answers each order's result, in the order given.
   */
  moveToNextOpenDay(actor: Actor, input: MoveOrdersInput): Promise<{ results: OrderMove[] }>;
  /**
   * Where staff may move an order: every open window still ahead (no 24-hour lead, which is the
   * buyer's), over the next open days a buyer is offered.
   */
  pickupWindows(actor: Actor): Promise<PickupDay[]>;
}
