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
import { BOM, csvRow } from '../kernel/csv';
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
      const from = startOfBusinessDay(range.from);
      const to = startOfBusinessDay(addDays(range.to, 1));
      const customer = sql<string>`coalesce(nullif(c.company, ''), c.name, c.email)`;
      const invoices = await ordersWithCompany(db)
        .innerJoin('invoices as i', 'i.order_id', 'o.id')
        .select([
          'i.number',
          'i.issued_at',
          'i.due_on',
          'i.payment_terms',
          'i.content',
          'o.order_number',
          'o.total_amount_cents',
          'o.fee_cents',
          customer.as('customer'),
        ])
        .where('i.voided_at', 'is', null)
        .where('i.issued_at', '>=', from)
        .where('i.issued_at', '<', to)
        .orderBy('i.number')
        .execute();
      const payments = await ordersWithCompany(db)
        .innerJoin('order_payments as p', 'p.order_id', 'o.id')
        .select([
          'p.id',
          'p.received_at',
          'p.method',
          'p.kind',
          'p.applied_cents',
          'p.discount_cents',
          'p.tax_cents',
          'p.collected_cents',
          'o.order_number',
          customer.as('customer'),
        ])
        .where('p.voided_at', 'is', null)
        .where('p.received_at', '>=', from)
        .where('p.received_at', '<', to)
        .orderBy('p.received_at')
        .orderBy('p.id')
        .execute();
      const refunds = await ordersWithCompany(db)
        .innerJoin('order_refunds as r', 'r.order_id', 'o.id')
        .select([
          'r.id',
          'r.refunded_at',
          'r.method',
          'r.amount_cents',
          'r.tax_cents',
          'r.returned_cents',
          'r.reason',
          'o.order_number',
          customer.as('customer'),
        ])
        .where('r.refunded_at', '>=', from)
        .where('r.refunded_at', '<', to)
        .orderBy('r.refunded_at')
        .orderBy('r.id')
        .execute();
      const memos = await ordersWithCompany(db)
        .innerJoin('credit_memos as cm', 'cm.order_id', 'o.id')
        .innerJoin('claims as cl', 'cl.id', 'cm.claim_id')
        .select([
          'cm.number',
          'cm.issued_at',
          'cm.amount_cents',
          'cl.line_name',
          'o.order_number',
          customer.as('customer'),
        ])
        .where('cm.issued_at', '>=', from)
        .where('cm.issued_at', '<', to)
        .orderBy('cm.number')
        .execute();

      const journal: JournalLine[] = [];
      let invoiceCsv = `${BOM}${csvRow(['InvoiceNo', 'Customer', 'InvoiceDate', 'DueDate', 'Terms', 'Memo', 'Item(Product/Service)', 'ItemDescription', 'ItemQuantity', 'ItemRate', 'ItemAmount'])}`;
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
          invoiceCsv += csvRow([
            ...head,
            l.name,
            l.weighed_lbs !== null ? `${l.quantity} × ${l.weighed_lbs} lb` : `${l.quantity}`,
            l.weighed_lbs ?? l.quantity,
            l.unit_price.toFixed(2),
            l.line_total.toFixed(2),
          ]);
        if (feeCents > 0) invoiceCsv += csvRow([...head, 'Pickup fee', '', 1, usd(feeCents), usd(feeCents)]);
        const memo = `${inv.number} ${inv.order_number}`;
        journal.push({ day, account: ACCOUNTS.receivable, debit: totalCents, credit: 0, memo });
        journal.push({ day, account: ACCOUNTS.sales, debit: 0, credit: totalCents - feeCents, memo });
        if (feeCents > 0) journal.push({ day, account: ACCOUNTS.fees, debit: 0, credit: feeCents, memo });
      }

      let paymentCsv = `${BOM}${csvRow(['Date', 'Customer', 'OrderNo', 'PaymentMethod', 'Kind', 'AmountApplied', 'CashDiscount', 'SalesTax', 'AmountReceived', 'Reference'])}`;
      for (const p of payments) {
        const day = laDay(p.received_at);
        paymentCsv += csvRow([
          qbDate(day),
          p.customer,
          p.order_number,
          p.method,
          p.kind,
          usd(p.applied_cents),
          usd(p.discount_cents),
          usd(p.tax_cents),
          usd(p.collected_cents),
          `PAY-${p.id}`,
        ]);
        const memo = `PAY-${p.id} ${p.order_number}`;
        // Money received plus the discount granted settles the order's share plus the tax collected.
        journal.push({ day, account: ACCOUNTS.cash, debit: p.collected_cents, credit: 0, memo });
        if (p.discount_cents > 0)
          journal.push({ day, account: ACCOUNTS.discounts, debit: p.discount_cents, credit: 0, memo });
        journal.push({ day, account: ACCOUNTS.receivable, debit: 0, credit: p.applied_cents, memo });
        if (p.tax_cents > 0) journal.push({ day, account: ACCOUNTS.tax, debit: 0, credit: p.tax_cents, memo });
      }

      let refundCsv = `${BOM}${csvRow(['Date', 'Customer', 'OrderNo', 'RefundMethod', 'Amount', 'SalesTax', 'AmountReturned', 'Reason', 'Reference'])}`;
      for (const r of refunds) {
        const day = laDay(r.refunded_at);
        refundCsv += csvRow([
          qbDate(day),
          r.customer,
          r.order_number,
          r.method,
          usd(r.amount_cents),
          usd(r.tax_cents),
          usd(r.returned_cents),
          r.reason,
          `REF-${r.id}`,
        ]);
        const memo = `REF-${r.id} ${r.order_number}`;
        journal.push({ day, account: ACCOUNTS.receivable, debit: r.amount_cents, credit: 0, memo });
        if (r.tax_cents > 0) journal.push({ day, account: ACCOUNTS.tax, debit: r.tax_cents, credit: 0, memo });
        journal.push({ day, account: ACCOUNTS.cash, debit: 0, credit: r.returned_cents, memo });
      }

      // A credit memo (an approved claim) gives back part of a sale: it settles on the order as a
      // payment does, with no money changing hands.
      let creditMemoCsv = `${BOM}${csvRow(['CreditMemoNo', 'Customer', 'CreditMemoDate', 'Memo', 'Item(Product/Service)', 'ItemAmount'])}`;
      for (const m of memos) {
        const day = laDay(m.issued_at);
        creditMemoCsv += csvRow([
          m.number,
          m.customer,
          qbDate(day),
          `Claim on ${m.order_number}`,
          m.line_name,
          usd(m.amount_cents),
        ]);
        const memo = `${m.number} ${m.order_number}`;
        journal.push({ day, account: ACCOUNTS.returns, debit: m.amount_cents, credit: 0, memo });
        journal.push({ day, account: ACCOUNTS.receivable, debit: 0, credit: m.amount_cents, memo });
      }

      // Finance charges: charged against the receivable; paid into funds, or waived back.
      const charges = await db
        .selectFrom('finance_charges as f')
        .select(['f.id', 'f.month', 'f.amount_cents', 'f.charged_at', 'f.settled', 'f.settled_at'])
        .where((eb) =>
          eb.or([
            eb.and([eb('f.charged_at', '>=', from), eb('f.charged_at', '<', to)]),
            eb.and([eb('f.settled_at', '>=', from), eb('f.settled_at', '<', to)]),
          ]),
        )
        .orderBy('f.id')
        .execute();
      for (const f of charges) {
        const memo = `FC-${f.id} ${f.month}`;
        if (f.charged_at >= from && f.charged_at < to) {
          const day = laDay(f.charged_at);
          journal.push({ day, account: ACCOUNTS.receivable, debit: f.amount_cents, credit: 0, memo });
          journal.push({ day, account: ACCOUNTS.financeIncome, debit: 0, credit: f.amount_cents, memo });
        }
        if (f.settled_at !== null && f.settled_at >= from && f.settled_at < to) {
          const day = laDay(f.settled_at);
          const account = f.settled === 'paid' ? ACCOUNTS.cash : ACCOUNTS.financeIncome;
          journal.push({ day, account, debit: f.amount_cents, credit: 0, memo });
          journal.push({ day, account: ACCOUNTS.receivable, debit: 0, credit: f.amount_cents, memo });
        }
      }

      journal.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
      let journalCsv = `${BOM}${csvRow(['Date', 'Account', 'Debit', 'Credit', 'Memo'])}`;
      for (const j of journal)
        journalCsv += csvRow([
          j.day,
          j.account,
          j.debit > 0 ? usd(j.debit) : '',
          j.credit > 0 ? usd(j.credit) : '',
          j.memo,
        ]);

      // Card sales tax by Los Angeles month: collected, refunded, net.
      const byMonth = new Map<string, { collected: number; refunded: number }>();
      const month = (at: Date) => laDay(at).slice(0, 7);
      for (const p of payments) {
        const m = byMonth.get(month(p.received_at)) ?? { collected: 0, refunded: 0 };
        m.collected += p.tax_cents;
        byMonth.set(month(p.received_at), m);
      }
      for (const r of refunds) {
        const m = byMonth.get(month(r.refunded_at)) ?? { collected: 0, refunded: 0 };
        m.refunded += r.tax_cents;
        byMonth.set(month(r.refunded_at), m);
      }
      let taxCsv = `${BOM}${csvRow(['Month', 'CardSalesTaxCollected', 'CardSalesTaxRefunded', 'NetSalesTax'])}`;
      for (const [m, t] of [...byMonth].sort(([a], [b]) => (a < b ? -1 : 1)))
        taxCsv += csvRow([m, usd(t.collected), usd(t.refunded), usd(t.collected - t.refunded)]);

      const files = {
        'invoices.csv': invoiceCsv,
        'credit-memos.csv': creditMemoCsv,
        'payments.csv': paymentCsv,
        'refunds.csv': refundCsv,
        'journal.csv': journalCsv,
        'sales-tax.csv': taxCsv,
      };
      const content = zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])), {
        level: 6,
      });
      return { filename: `accounting-${range.from}-to-${range.to}.zip`, content };
    },
  };
}
