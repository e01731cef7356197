// The bookkeeper's export: one zip of CSVs for a range of days, each with a byte order mark and
// Korean names intact; the invoices' lines in QuickBooks Online's layout; the journal balances to
// zero, to the cent; the card sales tax by month, net of refunds.
import { beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { accountingExportQuery, ForbiddenError, parseInput, refundInput } from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import { orderServicesFor, useAccountsWorld } from '../accounts/testing';
import { approvedCreditMemo } from '../claims/testing';
import { useWorldService } from '../accounts/world-service';
import { createBooksService } from './index';
import { placeBoxes } from '../orders/testing';

const w = useAccountsWorld();
const TERMS = { cashDiscountBp: 500, cardTaxBp: 975 };
// Wednesday, November 25, 2026, 10 AM in Los Angeles.
const now = new Date('2026-11-25T18:00:00Z');
const orders = useWorldService(w, (world) => orderServicesFor(world, { paymentTerms: TERMS, clock: () => now }));
const books = useWorldService(w, (world) =>
  createBooksService({ db: world.handle.db, paymentTerms: TERMS, clock: () => now }),
);

let orderNumber = '';
let totalCents = 0;
let memoNumber = '';
let financeMemo = '';
beforeAll(async () => {
  await w.handle.db
    .updateTable('users')
    .set({ company: '서울 갈비 Seoul Galbi' })
    .where('id', '=', w.buyerA.id)
    .execute();
  const placed = await placeBoxes(orders, w.buyerA.actor, 3);
  orderNumber = placed.order_number;
  totalCents = Math.round(placed.total_amount * 100);
  const pay = (amount: number, method: 'cash' | 'card', kind: 'prepayment' | 'balance') =>
    orders.admin.recordPayment(w.admin.actor, placed.id, {
      amount,
      method,
      kind,
      received_at: '2026-11-25T17:00:00Z',
    });
  await pay(10, 'card', 'prepayment');
  await pay((totalCents - 1000) / 100, 'cash', 'balance');
  await books.refund(
    w.admin.actor,
    placed.id,
    parseInput(refundInput, { amount: 2, method: 'card', reason: 'Short weight', idempotency_key: 'export-refund-1' }),
  );
  await orders.admin.setStatus(w.admin.actor, placed.id, 'complete');
  // A claim on the order approved for $5.00: a credit memo.
  const order = { id: placed.id, buyer: w.buyerA.actor };
  memoNumber = (await approvedCreditMemo(w, orders, order, 500, () => now)).number;
  // A finance charge of $3.00 charged on November 25 and waived the same day.
  const charge = await w.handle.db
    .insertInto('finance_charges')
    .values({
      company_id: w.buyerA.id,
      month: '2026-10',
      overdue_cents: 20_000,
      annual_rate_bp: 1800,
      amount_cents: 300,
      charged_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await books.settleFinanceCharge(w.admin.actor, charge.id, { settled: 'waived', reason: 'Goodwill' });
  await w.handle.db.updateTable('finance_charges').set({ settled_at: now }).where('id', '=', charge.id).execute();
  financeMemo = `FC-${charge.id} 2026-10`;
});

async function exported(from: string, to: string) {
  const file = await books.accountingExport(w.admin.actor, parseInput(accountingExportQuery, { from, to }));
  return { file, files: unzipSync(file.content) };
}

describe('the accounting export', () => {
  it('holds six CSVs with a byte order mark, the invoice in QuickBooks’ layout with the Korean name intact', async () => {
    const { file, files } = await exported('2026-11-01', '2026-11-30');
    expect(file.filename).toBe('accounting-2026-11-01-to-2026-11-30.zip');
    expect(Object.keys(files).sort()).toEqual([
      'credit-memos.csv',
      'invoices.csv',
      'journal.csv',
      'payments.csv',
      'refunds.csv',
      'sales-tax.csv',
    ]);
    // The byte order mark: EF BB BF (a text decoder would read past it).
    for (const bytes of Object.values(files)) expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const invoices = strFromU8(files['invoices.csv']!).split('\r\n');
    expect(invoices[0]).toBe(
      'InvoiceNo,Customer,InvoiceDate,DueDate,Terms,Memo,Item(Product/Service),ItemDescription,ItemQuantity,ItemRate,ItemAmount',
    );
    expect(invoices[1]).toMatch(
      new RegExp(`^INV-\\d{6},서울 갈비 Seoul Galbi,11/25/2026,11/25/2026,pickup,${orderNumber},`),
    );
  });

  it('balances its journal to zero, to the cent, and reports the card tax net of refunds', async () => {
    const { files } = await exported('2026-11-25', '2026-11-25');
    const rows = strFromU8(files['journal.csv']!)
      .split('\r\n')
      .slice(1)
      .filter(Boolean)
      .map((l) => l.split(','));
    const cents = (v: string | undefined) => (v ? Math.round(Number(v) * 100) : 0);
    const debits = rows.reduce((n, r) => n + cents(r[2]), 0);
    const credits = rows.reduce((n, r) => n + cents(r[3]), 0);
    expect(debits).toBe(credits);
    // The invoice: receivable of the total.
    expect(rows).toContainEqual([
      '2026-11-25',
      'Accounts Receivable',
      (totalCents / 100).toFixed(2),
      '',
      expect.any(String),
    ]);
    // $10.00 by card → $0.98 tax; $2.00 refunded to the card → $0.20 back (0.195 rounded half up).
    expect(strFromU8(files['sales-tax.csv']!).split('\r\n')[1]).toBe('2026-11,0.98,0.20,0.78');
    // The finance charge: charged to the receivable, then waived back.
    expect(rows).toContainEqual(['2026-11-25', 'Accounts Receivable', '3.00', '', financeMemo]);
    expect(rows).toContainEqual(['2026-11-25', 'Finance Charge Income', '', '3.00', financeMemo]);
    expect(rows).toContainEqual(['2026-11-25', 'Finance Charge Income', '3.00', '', financeMemo]);
    // The credit memo: a sales return against the receivable.
    expect(rows).toContainEqual([
      '2026-11-25',
      'Sales Returns and Allowances',
      '5.00',
      '',
      `${memoNumber} ${orderNumber}`,
    ]);
    expect(rows).toContainEqual(['2026-11-25', 'Accounts Receivable', '', '5.00', `${memoNumber} ${orderNumber}`]);
    const memoRow = strFromU8(files['credit-memos.csv']!).split('\r\n')[1]!;
    expect(memoRow.startsWith(`${memoNumber},서울 갈비 Seoul Galbi,11/25/2026,Claim on ${orderNumber},`)).toBe(true);
    expect(memoRow.endsWith(',5.00')).toBe(true);
    const discount = Math.floor(((totalCents - 1000) * 5) / 100);
    expect(rows).toContainEqual(['2026-11-25', 'Cash Discounts', (discount / 100).toFixed(2), '', expect.any(String)]);
  });

  it('is empty outside the range, staff’s alone, and refuses a range backwards or over a year', async () => {
    const { files } = await exported('2026-10-01', '2026-10-31');
    expect(strFromU8(files['journal.csv']!).split('\r\n').filter(Boolean)).toHaveLength(1);
    await expectError(
      books.accountingExport(
        w.buyerA.actor,
        parseInput(accountingExportQuery, { from: '2026-11-01', to: '2026-11-30' }),
      ),
      ForbiddenError,
    );
    const codeOf = (raw: unknown) => accountingExportQuery.safeParse(raw).error?.issues[0]?.message;
    expect(codeOf({ from: '2026-11-30', to: '2026-11-01' })).toBe('books.exportRange');
    expect(codeOf({ from: '2025-01-01', to: '2026-11-30' })).toBe('books.exportRange');
    expect(codeOf({ from: '2026-13-01', to: '2026-11-30' })).toBe('books.exportRange');
  });
});
