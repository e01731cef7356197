// Staff's internal notes on orders and customers (migration 0035).
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** A note on an order or on a customer (exactly one of the two), staff only. */
export interface StaffNotesTable {
  id: Generated<number>;
  order_id: Nullable<number>;
  customer_id: Nullable<number>;
  body: string;
  on_pick_list: ColumnType<boolean, boolean | undefined, boolean>;
  written_by: Nullable<number>;
  written_at: CreatedAt;
}
