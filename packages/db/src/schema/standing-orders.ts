// Standing orders ("repeat this order every week") and each cycle of one.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, Nullable, NullableTimestamp } from './columns';

/** A line a standing order repeats. */
export interface StandingOrderLine {
  item_id: number;
  quantity: number;
}

/** "Repeat this order every week" (migration 0017). */
export interface StandingOrdersTable {
  id: Generated<number>;
  user_id: number;
  source_order_id: Nullable<number>;
  /** 1 or 2 */
  every_weeks: number;
  /** the window's start, 'HH:MM' Los Angeles */
  window_start: string;
  lines: Json<StandingOrderLine[]>;
  note: Nullable<string>;
  /** 'YYYY-MM-DD' (Los Angeles): the next cycle's pickup date */
  next_pickup_date: ColumnType<string, string, string>;
  paused: Generated<boolean>;
  ended_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** One cycle of a standing order: its order, or why it has none (migration 0017). */
export interface StandingOrderCyclesTable {
  standing_order_id: number;
  pickup_date: ColumnType<string, string, string>;
  outcome: 'created' | 'skipped' | 'missed' | 'unavailable';
  order_id: Nullable<number>;
  /** the names of the products left out (no longer sold) */
  left_out: ColumnType<string[], string | undefined, string>;
  created_at: CreatedAt;
}
