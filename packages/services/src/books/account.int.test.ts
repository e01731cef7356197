// A company's account: its balance and credit, the orders that still owe with their invoices and
// days overdue, its payments and refunds and its statement months, read by its owner and viewers
// (an orderer is refused, another company sees its own), and named by staff.
import { beforeAll, describe, expect, it } from 'vitest';
import { toJson } from '@wholesale/db';
import { ForbiddenError, NotFoundError, type Actor } from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import { insertUser, useAccountsWorld } from '../accounts/testing';
import { bytesOf, pdfPages } from '../pdf/pdf-text';
import { useWorldService } from '../accounts/world-service';
import { createBooksService } from './index';

const w = useAccountsWorld();
// Monday, December 28, 2026, noon in Los Angeles.
const today = new Date('2026-12-28T20:00:00Z');
const books = useWorldService(w, (world) => createBooksService({ db: world.handle.db, clock: () => today }));

async function member(role: 'orderer' | 'viewer', email: string): Promise<Actor> {
  const id = await insertUser(w.handle.db, { email, owner_id: w.buyerA.id, company_role: role });
  return { kind: 'buyer', userId: id };
}

async function order(userId: number, status: 'order placed' | 'complete' | 'cancelled', cents: number, paid: number) {
  return await w.handle.db
    .insertInto('orders')
    .values({
      user_id: userId,
      order_status: status,
      total_amount_cents: cents,
      paid_cents: paid,
      order_date: new Date('2026-11-10T18:00:00Z'),
    })
    .returning(['id', 'order_number'])
    .executeTakeFirstOrThrow();
}

let viewer: Actor;
let orderer: Actor;
let late = { id: 0, order_number: '' };
beforeAll(async () => {
  viewer = await member('viewer', 'books-viewer@a.test');
  orderer = await member('orderer', 'books-orderer@a.test');
  // The seeded order of buyer A is pending: not owed. These are.
  late = await order(orderer.kind === 'buyer' ? orderer.userId : 0, 'complete', 40_000, 10_000);
  await w.handle.db
    .insertInto('invoices')
    .values({ order_id: late.id, number: 'INV-777001', content: toJson({}), due_on: '2026-12-13' })
    .execute();
  await order(w.buyerA.id, 'order placed', 12_345, 0);
  // A cancelled order with a $50.00 deposit: credit.
  await order(w.buyerA.id, 'cancelled', 20_000, 5_000);
  await w.handle.db
    .insertInto('order_payments')
    .values({
      order_id: late.id,
      kind: 'prepayment',
      method: 'card',
      applied_cents: 10_000,
      tax_cents: 975,
      collected_cents: 10_975,
      received_at: new Date('2026-11-11T18:00:00Z'),
    })
    .execute();
});

describe('a company’s account', () => {
  it('sums what it owes and holds, to the cent, with each open order’s invoice and days overdue', async () => {
    const account = await books.account(w.buyerA.actor);
    expect(account).toMatchObject({
      company_id: w.buyerA.id,
      terms: 'pickup',
      credit_limit: null,
      credit_available: null,
      balance: 423.45,
      credit: 50,
      statement_months: expect.arrayContaining(['2026-11']),
    });
    expect(account.open_orders).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          order_number: late.order_number,
          total: 400,
          paid: 100,
          due: 300,
          invoice_number: 'INV-777001',
          due_on: '2026-12-13',
          days_overdue: 15,
        }),
      ]),
    );
    expect(account.payments[0]).toMatchObject({ order_number: late.order_number, method: 'card', collected: 109.75 });
  });

  it('is read by its viewer as by its owner; an orderer is refused; another company reads its own', async () => {
    expect((await books.account(viewer)).balance).toBe(423.45);
    await expectError(books.account(orderer), ForbiddenError);
    const other = await books.account(w.buyerB.actor);
    expect(other.company_id).toBe(w.buyerB.id);
    expect(other.open_orders.map((o) => o.order_number)).not.toContain(late.order_number);
    // A member cannot name another company.
    expect((await books.account(w.buyerB.actor, w.buyerA.id)).company_id).toBe(w.buyerB.id);
  });

  it('is named by staff through any member; its statement downloads for its readers', async () => {
    expect((await books.account(w.admin.actor, viewer.kind === 'buyer' ? viewer.userId : 0)).company_id).toBe(
      w.buyerA.id,
    );
    await expectError(books.account(w.admin.actor), NotFoundError);
    const file = await books.statement(viewer, '2026-11', 'en');
    const text = (await pdfPages(await bytesOf(file.content))).join(' ').replace(/\s+/g, '');
    expect(text).toContain(late.order_number);
    await expectError(books.statement(orderer, '2026-11'), ForbiddenError);
  });
});
