// Money on an order: the payments received, and its invoice number.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './columns';

/** Money received on an order (migration 0015): what it settles, and what changed hands. */
export interface OrderPaymentsTable {
  id: Generated<number>;
  order_id: number;
  kind: 'prepayment' | 'balance';
  method: 'cash' | 'card';
  /** the part of the order it settles, > 0 */
  applied_cents: number;
  /** the cash discount off a balance paid in cash */
  discount_cents: ColumnType<number, number | undefined, number>;
  /** the sales tax a card adds */
  tax_cents: ColumnType<number, number | undefined, number>;
  /** applied − discount + tax (CHECK) */
  collected_cents: number;
  received_at: Timestamp;
  /** the admin; null once that account is deleted */
  recorded_by: ColumnType<number | null, number | null | undefined, number | null>;
  recorded_at: CreatedAt;
}

/** An order's invoice number, given once (migration 0016). */
export interface InvoicesTable {
  order_id: number;
  /** 'INV-001001', from invoice_number_seq */
  number: string;
  issued_at: CreatedAt;
}
