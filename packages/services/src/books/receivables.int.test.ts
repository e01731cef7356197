// The Receivables page's figures: every company with a balance on confirmed and completed orders
// (its members' orders included), aged by each invoice's due date, to the cent; searched, sorted,
// and as a CSV that Excel opens with Korean names intact.
import { beforeAll, describe, expect, it } from 'vitest';
import { toJson } from '@wholesale/db';
import { ForbiddenError, parseInput, receivablesInput } from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import { insertUser, useAccountsWorld } from '../accounts/testing';
import { useWorldService } from '../accounts/world-service';
import { createBooksService } from './index';

const w = useAccountsWorld();
// Monday, December 28, 2026, noon in Los Angeles.
const today = new Date('2026-12-28T20:00:00Z');
const books = useWorldService(w, (world) => createBooksService({ db: world.handle.db, clock: () => today }));
const input = (raw: unknown = {}) => parseInput(receivablesInput, raw);

/** An order of `userId` owing `cents`, invoiced with `dueOn` (none: not invoiced yet). */
async function owing(userId: number, status: 'order placed' | 'complete', cents: number, paid: number, dueOn?: string) {
  const { id } = await w.handle.db
    .insertInto('orders')
    .values({ user_id: userId, order_status: status, total_amount_cents: cents, paid_cents: paid })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (dueOn)
    await w.handle.db
      .insertInto('invoices')
      .values({ order_id: id, number: `INV-9${String(id).padStart(5, '0')}`, content: toJson({}), due_on: dueOn })
      .execute();
  return id;
}

let kimchi = 0;
beforeAll(async () => {
  // A Korean company with a member, on net 30 with a $1,000 limit.
  kimchi = await insertUser(w.handle.db, {
    email: 'owner@kimchi.test',
    name: 'Ji-ho Lee',
    company: '김치하우스',
    payment_terms: 'net30',
    credit_limit_cents: 100_000,
  });
  const member = await insertUser(w.handle.db, {
    email: 'chef@kimchi.test',
    owner_id: kimchi,
    company_role: 'orderer',
  });
  await owing(kimchi, 'order placed', 10_000, 0); // not invoiced: current
  await owing(member, 'complete', 20_000, 5_000, '2026-12-30'); // due in 2 days: current, 150.00
  await owing(kimchi, 'complete', 30_000, 0, '2026-12-20'); // 8 days late
  await owing(member, 'complete', 40_000, 0, '2026-10-29'); // 60 days late
  await owing(kimchi, 'complete', 50_000, 50_000, '2026-09-01'); // paid in full: not counted
  await owing(kimchi, 'complete', 12_345, 0, '2026-09-01'); // 118 days late
});

describe('receivables', () => {
  it('age a company’s balance by due date, its members’ orders included, to the cent', async () => {
    const answer = await books.receivables(w.admin.actor, input({ q: '김치' }));
    expect(answer).toMatchObject({ page: 1, page_size: 100, count: 1 });
    // One company found: its figures are the totals.
    const aged = {
      balance: 1073.45,
      finance_charges: 0,
      current: 250,
      days_1_30: 300,
      days_31_60: 400,
      days_61_90: 0,
      days_over_90: 123.45,
    };
    expect(answer.totals).toEqual(aged);
    expect(answer.companies).toEqual([
      {
        company_id: kimchi,
        company: '김치하우스',
        name: 'Ji-ho Lee',
        email: 'owner@kimchi.test',
        terms: 'net30',
        credit_limit: 1000,
        credit_available: -73.45,
        ...aged,
        oldest_due_on: '2026-09-01',
      },
    ]);
  });

  it('sort by the oldest overdue, search by e-mail, and are staff’s alone', async () => {
    const other = await insertUser(w.handle.db, {
      email: 'owner@bulgogi.test',
      name: 'Bo Park',
      company: 'Bulgogi Bros',
    });
    await owing(other, 'complete', 99_900, 0, '2026-12-27');
    const byBalance = (await books.receivables(w.admin.actor, input())).companies.map((r) => r.company_id);
    expect(byBalance.indexOf(kimchi)).toBeLessThan(byBalance.indexOf(other));
    const byOverdue = (await books.receivables(w.admin.actor, input({ sort: 'overdue' }))).companies.map(
      (r) => r.company_id,
    );
    expect(byOverdue.indexOf(kimchi)).toBeLessThan(byOverdue.indexOf(other));
    expect(
      (await books.receivables(w.admin.actor, input({ q: 'bulgogi.test' }))).companies.map((r) => r.company_id),
    ).toEqual([other]);
    await expectError(books.receivables(w.buyerA.actor, input()), ForbiddenError);
  });

  it('download as a CSV with a byte order mark and the Korean name as written', async () => {
    const csv = await books.receivablesCsv(w.admin.actor, input({ q: '김치' }));
    const [header, row] = csv.split('\r\n');
    expect(header!.startsWith('\uFEFFcompany,owner,email,terms')).toBe(true);
    expect(row).toBe(
      '김치하우스,Ji-ho Lee,owner@kimchi.test,net30,1000.00,1073.45,0.00,250.00,300.00,400.00,0.00,123.45,2026-09-01',
    );
  });
});
