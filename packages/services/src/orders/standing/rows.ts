// What the buyer's calls (buyer.ts) and the job that makes each cycle's order (job.ts) share: a
// standing order's row, its columns, its dependencies and the read of its lines' items.
import type { StandingOrderLine as StoredLine } from '@wholesale/db';
import type { Clock, Db, MailQueued } from '../../kernel/common';
import type { WarehouseCalendar } from '../calendar';
import type { CheckoutItem } from '../checkout-sql';

export interface StandingDeps {
  db: Db;
  businessEmail: string;
  publicUrl: string;
  calendar: Pick<WarehouseCalendar, 'calendarWith'>;
  cutoffTime: string;
  /** days before pickup a cycle's order is made (STANDING_ORDER_LEAD_DAYS) */
  leadDays?: number;
  clock?: Clock;
  onMailQueued?: MailQueued;
  onOrdersChanged?: () => void;
}

export type StandingRow = {
  id: number;
  user_id: number;
  source_order_id: number | null;
  every_weeks: number;
  window_start: string;
  lines: StoredLine[];
  note: string | null;
  next_pickup_date: string;
  paused: boolean;
  ended_at: Date | null;
  created_at: Date;
};

export const COLUMNS = [
  'id',
  'user_id',
  'source_order_id',
  'every_weeks',
  'window_start',
  'lines',
  'note',
  'next_pickup_date',
  'paused',
  'ended_at',
  'created_at',
] as const;
const ITEM_COLUMNS = [
  'id',
  'name',
  'name_ko',
  'spec',
  'avg_weight',
  'price_cents',
  'discounted_price_cents',
  'show',
] as const;

/** The items of these ids, read through `from` (a transaction's, or the pool). */
export async function itemsById(from: Db, ids: readonly number[]): Promise<Map<number, CheckoutItem>> {
  if (ids.length === 0) return new Map();
  const rows = await from
    .selectFrom('items')
    .select(ITEM_COLUMNS)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, { ...r, avg_weight: Number(r.avg_weight) } as CheckoutItem]));
}
