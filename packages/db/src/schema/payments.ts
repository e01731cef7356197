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

/**
 * An order's invoice (migrations 0016, 0024): numbered once the order is complete and its total
 * final, with what it says written down; at most one per order in force (not voided).
 */
export interface InvoicesTable {
  id: Generated<number>;
  order_id: number;
  /** 'INV-001001', gapless (document_numbers) */
  number: string;
  issued_at: CreatedAt;
  /** what the invoice says, as issued (orders' InvoiceContent); null only for an invoice from before 0024, until read */
  content: ColumnType<unknown | null, unknown | null | undefined, unknown | null>;
  /** the number of the voided invoice this one corrects */
  replaces: ColumnType<string | null, string | null | undefined, string | null>;
  voided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  void_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The last number given of each kind of numbered document (migration 0024). */
export interface DocumentNumbersTable {
  kind: 'invoice' | 'credit_memo';
  last_number: number;
}
