// Traceability at the scale: the cases weighed into order lines and the shipment records of
// completed orders (migration 0040).
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Nullable, NullableTimestamp } from './columns';

export interface OrderCasesTable {
  id: Generated<number>;
  order_id: number;
  order_item_id: number;
  lot_id: number;
  /** numeric(6,2), > 0 and ≤ 200 */
  net_lbs: ColumnType<number, number, number>;
  /** from the label's (01); null for a case typed by hand */
  gtin: Nullable<string>;
  /** the label's (21); unique with the GTIN */
  serial: Nullable<string>;
  /** the code as scanned (the group separator kept); null for a typed case */
  barcode: Nullable<string>;
  added_by: Nullable<number>;
  added_at: CreatedAt;
}

/** What a completed order shipped to whom: the buyer as they were on the day (kept two years after its year). */
export interface ShipmentsTable {
  id: Generated<number>;
  order_id: number;
  /** 'YYYY-MM-DD', Pacific */
  shipped_on: ColumnType<string, string, string>;
  company: string;
  buyer_name: string;
  /** one line: street, city, state, ZIP */
  address: string;
  phone: Nullable<string>;
  email: string;
  recorded_at: CreatedAt;
  /** the order was reopened: the record stays, marked */
  voided_at: NullableTimestamp;
  voided_by: Nullable<number>;
}
