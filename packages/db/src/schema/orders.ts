// Orders: the order, its lines, its history of statuses, weighings and changes, the keys that
// make a checkout or a change safe to retry, and the points an order earns.
import type { ColumnType, Generated } from 'kysely';
import type { OrderStatus, OrderType } from '@wholesale/rules';
import type { CreatedAt, Json, Nullable, NullableTimestamp } from './columns';

export interface OrdersTable {
  id: Generated<number>;
  /** 'WS-' || nextval('order_number_seq'), e.g. WS-100001; assigned by the database */
  order_number: Generated<string>;
  user_id: number;
  order_date: CreatedAt;
  /** items + fee, in cents, computed by the server from the items table */
  total_amount_cents: number;
  /** delivery fee in cents (0 for pickup) */
  fee_cents: Generated<number>;
  order_type: Generated<OrderType>;
  order_status: Generated<OrderStatus>;
  /** the pickup window the buyer chose (both set or both null) */
  pickup_start: NullableTimestamp;
  pickup_end: NullableTimestamp;
  /** the buyer's note for the warehouse, at most 500 characters */
  note: Nullable<string>;
  /** when the buyer's confirmation mail was queued (the first 'order placed'); null before */
  confirmed_at: NullableTimestamp;
  /** why the company's owner declined an order awaiting approval, at most 500 characters (migration 0021) */
  decline_reason: Nullable<string>;
  /** how many changes (and a cancellation) the order has had: its last order_revisions.revision (migration 0014) */
  revision: Generated<number>;
  /** what the order's payments settled: the sum of its order_payments.applied_cents (migration 0015) */
  paid_cents: Generated<number>;
  /** the standing order whose cycle made this order (migration 0017) */
  standing_order_id: Nullable<number>;
  /** placed past the company's credit limit: waits for staff from then (migration 0030) */
  credit_hold_since: NullableTimestamp;
  /** when staff released the hold, and who */
  credit_hold_released_at: NullableTimestamp;
  credit_hold_released_by: Nullable<number>;
  /** staff entered it for the customer (an order taken by phone or text; migration 0038) */
  entered_by_staff: Generated<boolean>;
  /** the admin who entered it; null for a buyer's own order or once that account is gone */
  entered_by: Nullable<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  item_id: number;
  /** > 0; one line per item per order (unique (order_id, item_id)) */
  quantity: number;
  /** per box, or per lb for a catch-weight item */
  unit_price_cents: number;
  /** what the buyer saw at checkout, kept if the item changes later */
  item_name: Generated<string>;
  item_name_ko: Generated<string>;
  spec: Generated<string>;
  /** lbs per pack at checkout, numeric(8,2) */
  avg_weight: Generated<number>;
  /** exact for boxes; for catch weight an estimate until weighed_lbs is set */
  line_total_cents: Generated<number>;
  /** the warehouse's weight of a catch-weight line, numeric(8,2); null until weighed */
  weighed_lbs: Nullable<number>;
  created_at: CreatedAt;
}

/**
 * An order's history: every change of its status and every weighing of a catch-weight line (kind
 * 'weight', migration 0010): who changed what, when.
 */
export interface OrderStatusHistoryTable {
  id: Generated<number>;
  order_id: number;
  /** 'status' (from_status → to_status) or 'weight' (a line's from_lbs → to_lbs) */
  kind: Generated<'status' | 'weight'>;
  /** null for the first status an order was given, and for a weighing */
  from_status: Nullable<OrderStatus>;
  /** null for a weighing only */
  to_status: Nullable<OrderStatus>;
  /** the weighed line; null for a status change, or once the line is gone */
  order_item_id: Nullable<number>;
  /** a weighing's pounds before and after, numeric(8,2); null: not weighed (or cleared) */
  from_lbs: Nullable<number>;
  to_lbs: Nullable<number>;
  /** the admin; null once that account is deleted */
  changed_by: Nullable<number>;
  changed_at: CreatedAt;
  /** why staff reopened (or declined) the order, at most 500 characters (migration 0033) */
  reason: Nullable<string>;
}

/** A change or the cancellation of an order, by its buyer or by staff (migration 0014). */
export interface OrderRevisionsTable {
  id: Generated<number>;
  order_id: number;
  /** 1, 2, … per order (unique with order_id) */
  revision: number;
  kind: 'change' | 'cancel';
  by_admin: boolean;
  /** null once that account is deleted */
  changed_by: Nullable<number>;
  changed_at: CreatedAt;
  /** what changed (the services' RevisionChanges), as JSON */
  changes: Json<unknown>;
  /** a cancellation's reason, at most 500 characters */
  reason: Nullable<string>;
  total_before_cents: number;
  total_after_cents: number;
}

/** The first answer of a change of an order, by its Idempotency-Key (migration 0014). */
export interface OrderChangeKeysTable {
  order_id: number;
  key: string;
  request_hash: string;
  response: Json<unknown>;
  created_at: CreatedAt;
}

export interface IdempotencyKeysTable {
  /** primary key (user_id, key) */
  user_id: number;
  key: string;
  /** hash of the request body, to refuse a reused key with a different body */
  request_hash: Nullable<string>;
  status_code: Nullable<number>;
  response: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface PointsTable {
  id: Generated<number>;
  user_id: number;
  /** may be negative (a correction or a redemption) */
  amount: number;
  /** the order that earned the points; unique, so an order earns points once */
  order_id: Nullable<number>;
  created_on: CreatedAt;
}
