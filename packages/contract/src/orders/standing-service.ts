// What standing orders ("repeat this order every week") answer, and their service interface.
import type { Actor } from '../actor';
import type { RepeatOrderInput, StandingOrderUpdate } from './standing-inputs';

/** A product a standing order repeats, with its names as the catalogue has them now. */
export interface StandingOrderLine {
  item_id: number;
  quantity: number;
  name: string;
  name_ko: string;
  spec: string;
  /** false: no longer sold, so left out of the next cycles until it is back */
  available: boolean;
}

/** "Repeat this order every week": what it repeats and when its next order comes. */
export interface StandingOrder {
  id: number;
  source_order_id: number | null;
  every_weeks: 1 | 2;
  /** 0=Sunday..6 of the pickup day (Los Angeles) */
  weekday: number;
  /** the window's start, 'HH:MM' Los Angeles */
  window_start: string;
  lines: StandingOrderLine[];
  note: string | null;
  paused: boolean;
  ended: boolean;
  /** 'YYYY-MM-DD': the next cycle's pickup date (Los Angeles) */
  next_pickup_date: string;
  /** ISO 8601: when the next cycle's order is made (and the buyer mailed its preview) */
  next_made_at: string;
  /**
   * 'YYYY-MM-DD': the latest week skipped whose order would not have been made yet, so the skip
   * can still be undone; null when there is none
   */
  skipped: string | null;
  /** the order of the last cycle, if any */
  last_order: { id: number; order_number: string; pickup_date: string } | null;
  /** ISO 8601 */
  created_at: string;
}

/** What one run of the standing-order job did. */
export interface StandingOrderRun {
  created: number;
  /** cycles with nothing left to order (every product gone) */
  unavailable: number;
  /** cycles with no pickup window on offer (every day to the next cycle closed), or come and gone while the server was down */
  missed: number;
}

/** Standing orders: the buyer's own (REST and tRPC), and the job that makes each cycle's order. */
export interface StandingOrdersService {
  repeat(actor: Actor, orderId: number, input: RepeatOrderInput): Promise<StandingOrder>;
  list(actor: Actor): Promise<StandingOrder[]>;
  update(actor: Actor, standingOrderId: number, input: StandingOrderUpdate): Promise<StandingOrder>;
  /** Ends it: no further cycles (orders already made stay). */
  end(actor: Actor, standingOrderId: number): Promise<StandingOrder>;
  /** Skips the next cycle not made yet. */
  skip(actor: Actor, standingOrderId: number): Promise<StandingOrder>;
  /** Brings back the latest week skipped, while its order would not have been made yet. */
  unskip(actor: Actor, standingOrderId: number): Promise<StandingOrder>;
  /**
   * Makes the orders whose time has come (and catches up after downtime): safe with several
   * processes at once, one order per standing order and cycle.
   */
  runDue(now?: Date): Promise<StandingOrderRun>;
}
