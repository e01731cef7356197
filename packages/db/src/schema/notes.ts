// Staff's internal notes on orders and customers (migration 0035).
import type { Generated } from 'kysely';
import type { CreatedAt, Nullable } from './columns';

/** A note on an order or on a customer (exactly one of the two), staff only. */
export interface StaffNotesTable {
  id: Generated<number>;
  order_id: Nullable<number>;
  customer_id: Nullable<number>;
  body: string;
  on_pick_list: Generated<boolean>;
  written_by: Nullable<number>;
  written_at: CreatedAt;
}
