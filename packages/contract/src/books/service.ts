// What the books answer (output types) and the service interface @wholesale/services implements.
import type { Actor } from '../actor';
import type { InvoiceFile } from '../orders/service';
import type { OrderPayments } from '../orders/payments-types';
import type { PaymentTermsCode } from '@wholesale/rules';
import type {
  BooksSettingsInput,
  CreditApplyInput,
  PaymentVoidInput,
  ReceivablesInput,
  RefundInput,
  TermsInput,
  AccountingExportQuery,
  FinanceSettleInput,
} from './inputs';

/**
 * A company that owes the business (US dollars): its balance on confirmed and completed orders,
 * aged by each invoice's due date (an order not yet invoiced is current).
 */
export interface Receivable {
  company_id: number;
  company: string | null;
  name: string;
  email: string;
  terms: PaymentTermsCode;
  /** null: no limit */
  credit_limit: number | null;
  /** the limit less the balance (below zero past the limit); null without a limit */
  credit_available: number | null;
  balance: number;
  /** finance charges owed (in the balance, outside the ageing) */
  finance_charges: number;
  current: number;
  days_1_30: number;
  days_31_60: number;
  days_61_90: number;
  days_over_90: number;
  /** the oldest overdue invoice's due date ('YYYY-MM-DD'), or null when nothing is overdue */
  oldest_due_on: string | null;
}

/** A company's account with the business, as its owner, its viewers and staff see it (US dollars). */
export interface CompanyAccount {
  company_id: number;
  company: string | null;
  terms: PaymentTermsCode;
  credit_limit: number | null;
  /** the limit less the balance; null without a limit */
  credit_available: number | null;
  /** left to pay on confirmed and completed orders, and on finance charges */
  balance: number;
  /** what its orders hold above what they owe: refunded or moved to another order by staff */
  credit: number;
  /** the orders that still owe, oldest first, with their invoice where one is issued */
  open_orders: {
    order_id: number;
    order_number: string;
    order_date: string;
    placed_by: string;
    total: number;
    paid: number;
    due: number;
    invoice_number: string | null;
    due_on: string | null;
    days_overdue: number;
  }[];
  /** the latest payments (not voided) and refunds, newest first, 20 at most each */
  payments: { received_at: string; order_number: string; method: 'cash' | 'card'; collected: number }[];
  refunds: { refunded_at: string; order_number: string; method: 'cash' | 'card'; returned: number }[];
  /** the credit memos approved claims issued, newest first (20 at most); `url`: the PDF */
  credit_memos: { id: number; number: string; issued_at: string; order_number: string; amount: number; url: string }[];
  /** the company's claims waiting for a decision */
  open_claims: number;
  /** the latest finance charges (12 at most), newest first; the owed ones count in the balance */
  finance_charges: FinanceCharge[];
  /** the months ('YYYY-MM') with orders, newest first (12 at most): each has a statement to download */
  statement_months: string[];
}

/** A page of the Receivables, with the sums of every company the search found. */
export interface ReceivablesPage {
  companies: Receivable[];
  page: number;
  page_size: number;
  /** how many companies the search found, on every page */
  count: number;
  totals: Pick<
    Receivable,
    'balance' | 'finance_charges' | 'current' | 'days_1_30' | 'days_31_60' | 'days_61_90' | 'days_over_90'
  >;
}

/** A company's payment terms and credit limit (US dollars; null: none). */
export interface CompanyTerms {
  /** the company: its owner's account */
  company_id: number;
  terms: PaymentTermsCode;
  credit_limit: number | null;
  /** staff paused the company's overdue reminders */
  reminders_paused: boolean;
}

/** Both orders of a credit move, as they stand after it. */
export interface CreditMoveResult {
  from: OrderPayments;
  to: OrderPayments;
}

/** A month's late payment interest charged to a company (US dollars). */
export interface FinanceCharge {
  id: number;
  company_id: number;
  /** 'YYYY-MM': the month it is charged for */
  month: string;
  /** the overdue balance it was charged on, and the rate a year (percent) */
  overdue: number;
  annual_rate_percent: number;
  amount: number;
  charged_at: string;
  /** null while it is owed */
  settled: { kind: 'paid' | 'waived'; at: string; method: 'cash' | 'card' | null; reason: string | null } | null;
}

/** Late payment interest as staff set it: off unless turned on. */
export interface FinanceChargeSettings {
  enabled: boolean;
  monthly_rate_percent: number;
  /** the legal maximum, a year */
  annual_max_percent: number;
  /** days past an invoice's due date before its balance is charged */
  grace_days: number;
}

/** What the invoices and credit memos print of the seller, as staff set it in the back office. */
export interface BooksSettings {
  /** the California seller's permit number printed under the business's address; null: none */
  seller_permit: string | null;
  /** the hours after an order is complete in which its buyer may report a problem (claims) */
  claim_window_hours: number;
  /** the missed pickups at which a customer's page flags them ("two or more may lead to suspension") */
  missed_pickups_flag: number;
  finance_charges: FinanceChargeSettings;
  /** ISO 8601, when it was last saved; null while no admin has saved it */
  updated_at: string | null;
}

export interface BooksService {
  /** The books' settings (admins only). */
  settings(actor: Actor): Promise<BooksSettings>;
  /** Saves them (admins only); documents issued from now on print them. */
  setSettings(actor: Actor, input: BooksSettingsInput): Promise<BooksSettings>;
  /**
   * Staff void a payment recorded by mistake: it stops counting (kept, with the reason, in the
   * order's history). Refused for a voided payment, and when refunds or credit moves took part of
   * it off the order already.
   */
  voidPayment(actor: Actor, orderId: number, paymentId: number, input: PaymentVoidInput): Promise<OrderPayments>;
  /**
   * Staff record money handed back (at most what the order holds); a retry with the same key
   * answers the first refund.
   */
  refund(actor: Actor, orderId: number, input: RefundInput): Promise<OrderPayments>;
  /**
   * Staff move a company's credit (what an order holds above what it owes) to another open order
   * of the same company, at most what that order has left to pay; idempotent by key.
   */
  applyCredit(actor: Actor, input: CreditApplyInput): Promise<CreditMoveResult>;
  /**
   * Staff set the payment terms and credit limit of user `userId`'s company (its owner's account,
   * for a member too); invoices issued from then on fall due on them. An unknown id or an admin's: 404.
   */
  setTerms(actor: Actor, userId: number, input: TermsInput): Promise<CompanyTerms>;
  /** Every company with a balance, aged, searched and sorted, a page at a time (admins only). */
  receivables(actor: Actor, input: ReceivablesInput): Promise<ReceivablesPage>;
  /**
   * A company's account: a member's own company for its owner and viewers (an orderer: 403); staff
   * name the company with `company` (any member's id). Unknown: 404.
   */
  account(actor: Actor, company?: number): Promise<CompanyAccount>;
  /** The company's monthly statement, for the same readers (`lang`: the owner's language without one). */
  statement(actor: Actor, month: string, lang?: 'en' | 'ko', company?: number): Promise<InvoiceFile>;
  /**
   * The bookkeeper's files for a range of days, as one zip (admins only): invoices, credit memos,
   * payments and refunds as CSVs in QuickBooks Online's import layout, a general-ledger journal
   * that balances to zero, and the card sales tax collected by month.
   */
  accountingExport(actor: Actor, range: AccountingExportQuery): Promise<{ filename: string; content: Uint8Array }>;
  /**
   * The monthly job: every company with activity last month (Los Angeles) is mailed once that its
   * statement is ready. Idempotent: each (company, month) is mailed once, whatever runs beside it.
   */
  mailStatements(): Promise<{ mailed: number; month: string }>;
  /**
   * Staff mail a company (any member's id) that its statement for `month` is ready, now, in its
   * owner's language; not for a month to come. Unknown: 404.
   */
  mailStatement(actor: Actor, company: number, month: string): Promise<{ month: string; mailed_to: string }>;
  /**
   * The monthly job: when finance charges are on, from the 1st each company with invoices overdue
   * past the grace period at the end of the month before is charged once for that month.
   */
  chargeFinance(): Promise<{ charged: number; month: string }>;
  /** Staff record a finance charge paid or waived (once). Unknown: 404. */
  settleFinanceCharge(actor: Actor, chargeId: number, input: FinanceSettleInput): Promise<FinanceCharge>;
  /**
   * The daily job: each invoice still owed past its due date mails its company the reminder due
   * (the day after, then weekly, four at most), once; a paused company is skipped.
   */
  mailOverdueReminders(): Promise<{ mailed: number }>;
  /**
   * Staff release an order held past its company's credit limit: it goes on as any order. A
   * released order answers unchanged; one never held is refused (409); unknown: 404.
   */
  releaseCreditHold(actor: Actor, orderId: number): Promise<{ order_id: number; released_at: string }>;
  /** The same as a CSV (a byte order mark first, so Korean names open in Excel). */
  receivablesCsv(actor: Actor, input: ReceivablesInput): Promise<string>;
}

/** What DomainServices gains from this context. */
export interface BooksDomain {
  books: BooksService;
}
