// Money on an order: the payments received, voided and refunded, credit moved between orders, and
// its invoices.
import type { Generated } from 'kysely';
import type { PaymentTermsCode } from '@wholesale/rules';
import type { CreatedAt, Nullable, Timestamp } from './columns';

/** Money received on an order (migration 0015): what it settles, and what changed hands. */
export interface OrderPaymentsTable {
  id: Generated<number>;
  order_id: number;
  kind: 'prepayment' | 'balance';
  method: 'cash' | 'card';
  /** the part of the order it settles, > 0 */
  applied_cents: number;
  /** the cash discount off a balance paid in cash */
  discount_cents: Generated<number>;
  /** the sales tax a card adds */
  tax_cents: Generated<number>;
  /** applied − discount + tax (CHECK) */
  collected_cents: number;
  received_at: Timestamp;
  /** the admin; null once that account is deleted */
  recorded_by: Nullable<number>;
  recorded_at: CreatedAt;
  /** a payment recorded by mistake (migration 0025): it stops counting, kept with why and by whom */
  voided_at: Nullable<Date>;
  void_reason: Nullable<string>;
  voided_by: Nullable<number>;
}

/** Money handed back on an order (migration 0025): a card refund returns its sales tax too. */
export interface OrderRefundsTable {
  id: Generated<number>;
  order_id: number;
  method: 'cash' | 'card';
  /** what the order's settled amount loses, > 0 */
  amount_cents: number;
  /** the card's sales tax on it, handed back with it */
  tax_cents: Generated<number>;
  /** amount + tax (CHECK): the money that changed hands */
  returned_cents: number;
  reason: string;
  /** the admin; null once that account is deleted */
  refunded_by: Nullable<number>;
  refunded_at: CreatedAt;
}

/** A company's credit moved from one of its orders (paid above its total) to another (migration 0025). */
export interface CreditMovesTable {
  id: Generated<number>;
  from_order_id: number;
  to_order_id: number;
  amount_cents: number;
  moved_by: Nullable<number>;
  moved_at: CreatedAt;
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
  content: Nullable<unknown>;
  /** the number of the voided invoice this one corrects */
  replaces: Nullable<string>;
  voided_at: Nullable<Date>;
  void_reason: Nullable<string>;
  /** the terms it was issued on and the Los Angeles day it falls due (migration 0026) */
  payment_terms: Nullable<PaymentTermsCode>;
  /** 'YYYY-MM-DD' (date, read as a string by both drivers) */
  due_on: Nullable<string>;
}

/** The last number given of each kind of numbered document (migration 0024). */
export interface DocumentNumbersTable {
  kind: 'invoice' | 'credit_memo';
  last_number: number;
}

/** A company's monthly statement, mailed once (migration 0027). */
export interface StatementMailingsTable {
  company_id: number;
  /** 'YYYY-MM' */
  month: string;
  mailed_at: CreatedAt;
}

/** An overdue reminder mailed for an invoice (migration 0028): numbers 1 to 4, each once. */
export interface OverdueRemindersTable {
  invoice_id: number;
  number: number;
  mailed_at: CreatedAt;
}

/** A month's late payment interest on a company's overdue balance (migration 0031). */
export interface FinanceChargesTable {
  id: Generated<number>;
  /** the company: its owner's account */
  company_id: number;
  /** 'YYYY-MM': the month it is charged for */
  month: string;
  overdue_cents: number;
  /** the rate applied, a year's in basis points: twelve times the monthly setting, at most the legal maximum */
  annual_rate_bp: number;
  amount_cents: number;
  charged_at: CreatedAt;
  settled: Nullable<'paid' | 'waived'>;
  settled_at: Nullable<Date>;
  settled_by: Nullable<number>;
  method: Nullable<'cash' | 'card'>;
  waive_reason: Nullable<string>;
}
