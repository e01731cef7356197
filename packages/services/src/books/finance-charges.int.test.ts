// Late payment interest through the books service on PGlite: off until staff turn it on; then on
// the 1st each company with invoices overdue past the grace period at the end of the month before
// is charged once, the monthly rate capped by the legal maximum, on that balance only; the charge
// counts in the account's balance, the Receivables and the statement's ledger; staff record it
// paid or waive it, once.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKS_MESSAGES,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  parseInput,
  termsInput,
} from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import { orderServicesFor, useAccountsWorld } from '../accounts/testing';
import { bytesOf, pdfPages } from '../pdf/pdf-text';
import { useWorldService } from '../accounts/world-service';
import { createBooksService } from './index';
import { placeBoxes } from '../orders/testing';

const w = useAccountsWorld();
// Tuesday, December 1, 2026, 9 AM in Los Angeles.
const december = new Date('2026-12-01T17:00:00Z');
const books = useWorldService(w, (world) => createBooksService({ db: world.handle.db, clock: () => december }));
let overdueCents = 0;

/** An order of `userId`'s company completed on `day` (its invoice issued then), on net 7 terms. */
async function invoicedOn(actor: typeof w.buyerA.actor, userId: number, at: string): Promise<number> {
  const orders = orderServicesFor(w, { clock: () => new Date(at) });
  await books.setTerms(w.admin.actor, userId, parseInput(termsInput, { terms: 'net7', credit_limit: null }));
  const placed = await placeBoxes(orders, actor, 2);
  await orders.admin.setStatus(w.admin.actor, placed.id, 'complete');
  return Math.round(placed.total_amount * 100);
}

beforeAll(async () => {
  // A: invoiced November 2, due November 9: 21 days overdue on the 30th, past a 10-day grace.
  overdueCents = await invoicedOn(w.buyerA.actor, w.buyerA.id, '2026-11-02T18:00:00Z');
  // B: invoiced November 20, due November 27: within the grace on the 30th.
  await invoicedOn(w.buyerB.actor, w.buyerB.id, '2026-11-20T18:00:00Z');
});

describe('finance charges', () => {
  it('are off until staff turn them on', async () => {
    expect(await books.chargeFinance()).toEqual({ charged: 0, month: '2026-11' });
  });

  it('charge once a month on what is overdue past the grace period, at most the legal maximum', async () => {
    const settings = await books.settings(w.admin.actor);
    expect(settings.finance_charges).toEqual({
      enabled: false,
      monthly_rate_percent: 1.5,
      annual_max_percent: 10,
      grace_days: 10,
    });
    await books.setSettings(w.admin.actor, {
      seller_permit: null,
      finance_charges: { enabled: true, monthly_rate_percent: 1.5, annual_max_percent: 18, grace_days: 10 },
    });
    expect(await books.chargeFinance()).toEqual({ charged: 1, month: '2026-11' });
    expect(await books.chargeFinance()).toEqual({ charged: 0, month: '2026-11' });
    const account = await books.account(w.buyerA.actor);
    const charge = account.finance_charges[0]!;
    const expected = Math.round(overdueCents * 0.015);
    expect(charge).toMatchObject({ month: '2026-11', annual_rate_percent: 18, settled: null });
    expect(Math.round(charge.amount * 100)).toBe(expected);
    expect(Math.round(charge.overdue * 100)).toBe(overdueCents);
    expect(Math.round(account.balance * 100)).toBe(overdueCents + expected);
    expect((await books.account(w.buyerB.actor)).finance_charges).toEqual([]);

    const receivable = (await books.receivables(w.admin.actor, { sort: 'balance', page: 1 })).companies.find(
      (c) => c.company_id === w.buyerA.id,
    )!;
    expect(Math.round(receivable.finance_charges * 100)).toBe(expected);
    expect(Math.round(receivable.balance * 100)).toBe(overdueCents + expected);

    // November's statement: dated the month's last day, in the ledger.
    const text = (
      await pdfPages(await bytesOf((await books.statement(w.admin.actor, '2026-11', 'en', w.buyerA.id)).content))
    )
      .join(' ')
      .replace(/\s+/g, '');
    expect(text).toContain(`Financecharges+$${(expected / 100).toFixed(2)}`);
    expect(text).toContain('11/30/2026·Financechargeon');
  });

  it('are recorded paid or waived by staff, once', async () => {
    const charge = (await books.account(w.buyerA.actor)).finance_charges[0]!;
    await expectError(
      books.settleFinanceCharge(w.buyerA.actor, charge.id, { settled: 'paid', method: 'cash' }),
      ForbiddenError,
    );
    const paid = await books.settleFinanceCharge(w.admin.actor, charge.id, { settled: 'paid', method: 'card' });
    expect(paid.settled).toMatchObject({ kind: 'paid', method: 'card', reason: null });
    expect(Math.round((await books.account(w.buyerA.actor)).balance * 100)).toBe(overdueCents);
    await expectError(
      books.settleFinanceCharge(w.admin.actor, charge.id, { settled: 'waived', reason: 'Goodwill' }),
      ConflictError,
      BOOKS_MESSAGES.financeChargeSettled,
    );
    await expectError(
      books.settleFinanceCharge(w.admin.actor, 999_999, { settled: 'paid', method: 'cash' }),
      NotFoundError,
    );
  });
});
