// The bookkeeper's files for a range of Los Angeles days, in one zip: the invoices issued (one row
// per line, in the column layout QuickBooks Online's invoice import reads), the credit memos, the
// payments as collected, the refunds, a general-ledger journal whose debits and credits balance to
// zero, and the card sales tax collected and refunded by month. Every CSV starts with a byte order
// mark, so Korean names open in Excel as written.
import { fromCents, startOfBusinessDay, addDays, toPacific } from '@wholesale/rules';
import { requireAdmin, type AccountingExportQuery, type BooksService } from '@wholesale/contract';
import { zipSync, strToU8 } from 'fflate';
import { sql } from 'kysely';
import type { Db } from '../kernel/common';
import { ordersWithCompany } from '../kernel/company-access';
import { csvFile } from '../kernel/csv';
import { inSpan, isInSpan } from '../kernel/time-span';
import { PAYMENT_CENTS } from './company-entries';
import type { OrderDocumentContent } from '../pdf/order-document-data';

/** The journal's accounts: the names a bookkeeper maps once to their chart of accounts. */
export const ACCOUNTS = {
  receivable: 'Accounts Receivable',
  sales: 'Sales',
  fees: 'Pickup Fees',
  cash: 'Undeposited Funds',
  discounts: 'Cash Discounts',
  tax: 'Sales Tax Payable',
  returns: 'Sales Returns and Allowances',
  financeIncome: 'Finance Charge Income',
} as const;

const usd = (cents: number) => fromCents(cents).toFixed(2);
/** QuickBooks reads US dates: 11/25/2026. */
const qbDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
const laDay = (at: Date) => toPacific(at).date;

interface JournalLine {
  day: string;
  account: string;
  debit: number;
  credit: number;
  memo: string;
}

export function createAccountingExport(db: Db): Pick<BooksService, 'accountingExport'> {
  return {
    async accountingExport(actor, range: AccountingExportQuery) {
      requireAdmin(actor);
      const days = { from: startOfBusinessDay(range.from), to: startOfBusinessDay(addDays(range.to, 1)) };
      /** The orders each entry hangs on, with the order's number and the customer as QuickBooks names it. */
      const onOrders = () =>
        ordersWithCompany(db).select([
          'o.order_number',
          sql<string>`coalesce(nullif(c.company, ''), c.name, c.email)`.as('customer'),
        ]);
      const invoices = await onOrders()
        .innerJoin('invoices as i', 'i.order_id', 'o.id')
        .select([
          'i.number',
          'i.issued_at',
          'i.due_on',
          'i.payment_terms',
          'i.content',
          'o.total_amount_cents',
          'o.fee_cents',
        ])
        .where('i.voided_at', 'is', null)
        .where((eb) => inSpan(eb, 'i.issued_at', days))
        .orderBy('i.number')
        .execute();
      const payments = await onOrders()
        .innerJoin('order_payments as p', 'p.order_id', 'o.id')
        .select(['p.id', 'p.received_at', 'p.method', 'p.kind', ...PAYMENT_CENTS])
        .where('p.voided_at', 'is', null)
        .where((eb) => inSpan(eb, 'p.received_at', days))
        .orderBy('p.received_at')
        .orderBy('p.id')
        .execute();
      const refunds = await onOrders()
        .innerJoin('order_refunds as r', 'r.order_id', 'o.id')
        .select(['r.id', 'r.refunded_at', 'r.method', 'r.amount_cents', 'r.tax_cents', 'r.returned_cents', 'r.reason'])
        .where((eb) => inSpan(eb, 'r.refunded_at', days))
        .orderBy('r.refunded_at')
        .orderBy('r.id')
        .execute();
      const memos = await onOrders()
        .innerJoin('credit_memos as cm', 'cm.order_id', 'o.id')
        .innerJoin('claims as cl', 'cl.id', 'cm.claim_id')
        .select(['cm.number', 'cm.issued_at', 'cm.amount_cents', 'cl.line_name'])
        .where((eb) => inSpan(eb, 'cm.issued_at', days))
        .orderBy('cm.number')
        .execute();

      const journal: JournalLine[] = [];
      /** One entry of the journal: its debits and credits, all on `day` under `memo`. */
      const entry = (day: string, memo: string) => ({
        debit: (account: string, cents: number) => journal.push({ day, account, debit: cents, credit: 0, memo }),
        credit: (account: string, cents: number) => journal.push({ day, account, debit: 0, credit: cents, memo }),
      });

      const invoiceRows: (string | number | null)[][] = [];
      for (const inv of invoices) {
        const day = laDay(inv.issued_at);
        const content = (inv.content ?? {}) as Partial<OrderDocumentContent>;
        const lines = content.lines ?? [];
        const feeCents = content.fee_cents ?? inv.fee_cents;
        const totalCents =
          content.subtotal_cents !== undefined ? content.subtotal_cents + feeCents : inv.total_amount_cents;
        const head = [
          inv.number,
          inv.customer,
          qbDate(day),
          qbDate(inv.due_on ?? day),
          inv.payment_terms ?? 'pickup',
          inv.order_number,
        ];
        for (const l of lines)
          invoiceRows.push([
            ...head,
            l.name,
            l.weighed_lbs !== null ? `${l.quantity} × ${l.weighed_lbs} lb` : `${l.quantity}`,
            l.weighed_lbs ?? l.quantity,
            l.unit_price.toFixed(2),
            l.line_total.toFixed(2),
          ]);
        if (feeCents > 0) invoiceRows.push([...head, 'Pickup fee', '', 1, usd(feeCents), usd(feeCents)]);
        const posted = entry(day, `${inv.number} ${inv.order_number}`);
        posted.debit(ACCOUNTS.receivable, totalCents);
        posted.credit(ACCOUNTS.sales, totalCents - feeCents);
        if (feeCents > 0) posted.credit(ACCOUNTS.fees, feeCents);
      }

      for (const p of payments) {
        const posted = entry(laDay(p.received_at), `PAY-${p.id} ${p.order_number}`);
        // Money received plus the discount granted settles the order's share plus the tax collected.
        posted.debit(ACCOUNTS.cash, p.collected_cents);
        if (p.discount_cents > 0) posted.debit(ACCOUNTS.discounts, p.discount_cents);
        posted.credit(ACCOUNTS.receivable, p.applied_cents);
        if (p.tax_cents > 0) posted.credit(ACCOUNTS.tax, p.tax_cents);
      }

      for (const r of refunds) {
        const posted = entry(laDay(r.refunded_at), `REF-${r.id} ${r.order_number}`);
        posted.debit(ACCOUNTS.receivable, r.amount_cents);
        if (r.tax_cents > 0) posted.debit(ACCOUNTS.tax, r.tax_cents);
        posted.credit(ACCOUNTS.cash, r.returned_cents);
      }

      // A credit memo (an approved claim) gives back part of a sale: it settles on the order as a
      // payment does, with no money changing hands.
      for (const m of memos) {
        const posted = entry(laDay(m.issued_at), `${m.number} ${m.order_number}`);
        posted.debit(ACCOUNTS.returns, m.amount_cents);
        posted.credit(ACCOUNTS.receivable, m.amount_cents);
      }

      // Finance charges: charged against the receivable; paid into funds, or waived back.
      const charges = await db
        .selectFrom('finance_charges as f')
        .select(['f.id', 'f.month', 'f.amount_cents', 'f.charged_at', 'f.settled', 'f.settled_at'])
        .where((eb) => eb.or([inSpan(eb, 'f.charged_at', days), inSpan(eb, 'f.settled_at', days)]))
        .orderBy('f.id')
        .execute();
      for (const f of charges) {
        const memo = `FC-${f.id} ${f.month}`;
        if (isInSpan(f.charged_at, days)) {
          const posted = entry(laDay(f.charged_at), memo);
          posted.debit(ACCOUNTS.receivable, f.amount_cents);
          posted.credit(ACCOUNTS.financeIncome, f.amount_cents);
        }
        if (isInSpan(f.settled_at, days)) {
          const posted = entry(laDay(f.settled_at), memo);
          posted.debit(f.settled === 'paid' ? ACCOUNTS.cash : ACCOUNTS.financeIncome, f.amount_cents);
          posted.credit(ACCOUNTS.receivable, f.amount_cents);
        }
      }
      journal.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));

      // Card sales tax by Los Angeles month: collected, refunded, net.
      const byMonth = new Map<string, { collected: number; refunded: number }>();
      const monthOf = (at: Date) => {
        const month = laDay(at).slice(0, 7);
        const tax = byMonth.get(month) ?? { collected: 0, refunded: 0 };
        byMonth.set(month, tax);
        return tax;
      };
      for (const p of payments) monthOf(p.received_at).collected += p.tax_cents;
      for (const r of refunds) monthOf(r.refunded_at).refunded += r.tax_cents;

      const files = {
        'invoices.csv': csvFile(
          [
            'InvoiceNo',
            'Customer',
            'InvoiceDate',
            'DueDate',
            'Terms',
            'Memo',
            'Item(Product/Service)',
            'ItemDescription',
            'ItemQuantity',
            'ItemRate',
            'ItemAmount',
          ],
          invoiceRows,
        ),
        'credit-memos.csv': csvFile(
          ['CreditMemoNo', 'Customer', 'CreditMemoDate', 'Memo', 'Item(Product/Service)', 'ItemAmount'],
          memos.map((m) => [
            m.number,
            m.customer,
            qbDate(laDay(m.issued_at)),
            `Claim on ${m.order_number}`,
            m.line_name,
            usd(m.amount_cents),
          ]),
        ),
        'payments.csv': csvFile(
          [
            'Date',
            'Customer',
            'OrderNo',
            'PaymentMethod',
            'Kind',
            'AmountApplied',
            'CashDiscount',
            'SalesTax',
            'AmountReceived',
            'Reference',
          ],
          payments.map((p) => [
            qbDate(laDay(p.received_at)),
            p.customer,
            p.order_number,
            p.method,
            p.kind,
            usd(p.applied_cents),
            usd(p.discount_cents),
            usd(p.tax_cents),
            usd(p.collected_cents),
            `PAY-${p.id}`,
          ]),
        ),
        'refunds.csv': csvFile(
          [
            'Date',
            'Customer',
            'OrderNo',
            'RefundMethod',
            'Amount',
            'SalesTax',
            'AmountReturned',
            'Reason',
            'Reference',
          ],
          refunds.map((r) => [
            qbDate(laDay(r.refunded_at)),
            r.customer,
            r.order_number,
            r.method,
            usd(r.amount_cents),
            usd(r.tax_cents),
            usd(r.returned_cents),
            r.reason,
            `REF-${r.id}`,
          ]),
        ),
        'journal.csv': csvFile(
          ['Date', 'Account', 'Debit', 'Credit', 'Memo'],
          journal.map((j) => [
            j.day,
            j.account,
            j.debit > 0 ? usd(j.debit) : '',
            j.credit > 0 ? usd(j.credit) : '',
            j.memo,
          ]),
        ),
        'sales-tax.csv': csvFile(
          ['Month', 'CardSalesTaxCollected', 'CardSalesTaxRefunded', 'NetSalesTax'],
          [...byMonth]
            .sort(([a], [b]) => (a < b ? -1 : 1))
            .map(([m, t]) => [m, usd(t.collected), usd(t.refunded), usd(t.collected - t.refunded)]),
        ),
      };
      const content = zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])), {
        level: 6,
      });
      return { filename: `accounting-${range.from}-to-${range.to}.zip`, content };
    },
  };
}
