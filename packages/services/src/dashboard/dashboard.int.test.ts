// The Dashboard page's figures with a fixed clock: Los Angeles weeks from Sunday and months, an
// order at 11:30 pm Pacific counted on its Los Angeles day, the daylight-saving week, and which
// orders count as sales.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDb, type TestDbHandle } from '@wholesale/db/testing';
import type { Actor } from '@wholesale/contract';
import { ForbiddenError, UnauthorizedError } from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import { insertUser } from '../accounts/testing';
import { createOrderServices } from '../orders/index';
import { createDashboardService } from './index';
import { OrderBookCache } from '../orders/book-cache';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let handle: TestDbHandle;
let now = new Date('2026-11-04T20:00:00Z'); // Wednesday 2026-11-04, noon PST
const admin: Actor = { kind: 'admin', userId: 0 };
let buyerId = 0;

function dashboard() {
  const orders = createOrderServices({
    db: handle.db,
    businessEmail: 'sales@x.test',
    publicUrl: 'http://localhost',
    clock: () => now,
  });
  return createDashboardService({ db: handle.db, orders: orders.admin, clock: () => now });
}

async function order(at: string, cents: number, status = 'pending', type: 'pickup' | 'delivery' = 'pickup') {
  await handle.db
    .insertInto('orders')
    .values({
      user_id: buyerId,
      order_date: new Date(at),
      total_amount_cents: cents,
      order_status: status as 'pending',
      order_type: type,
    })
    .execute();
}

beforeAll(async () => {
  handle = await createTestDb();
  (admin as { userId: number }).userId = await insertUser(handle.db, {
    email: 'boss@x.test',
    is_admin: true,
    name: 'Boss',
  });
  buyerId = await insertUser(handle.db, { email: 'kim@x.test', name: 'Kim', company: 'Kim BBQ' });
  // This week (from Sunday 2026-11-01 00:00 PDT = 07:00Z, the fall-back day) and last week.
  await order('2026-11-01T07:00:00Z', 10_000); // Sunday 00:00 PDT: the first instant of this week
  await order('2026-11-01T06:59:59Z', 20_000); // Saturday 23:59:59 PDT: last week
  await order('2026-11-04T07:30:00Z', 30_000); // Tuesday 2026-11-03 23:30 PST: Tuesday, not Wednesday
  await order('2026-11-04T19:00:00Z', 40_000, 'declined'); // not a sale
  await order('2026-11-04T19:30:00Z', 5_000, 'cancelled'); // not a sale
  await order('2026-11-02T18:00:00Z', 7_000, 'complete', 'delivery');
  await order('2026-10-27T18:00:00Z', 1_000); // last week, Tuesday
  await order('2026-10-05T18:00:00Z', 50_000, 'order placed'); // last month
}, 60_000);
afterAll(async () => {
  await handle?.close();
});

describe('dashboard figures', () => {
  it('weekly: this week from Sunday against last week, in Los Angeles time, sales only', async () => {
    const f = await dashboard().figures(admin, { period: 'weekly' });
    expect(f.current).toEqual({
      start: '2026-11-01T07:00:00.000Z',
      end: '2026-11-08T08:00:00.000Z',
      sales: 470,
      orders: 3,
    });
    expect(f.previous).toEqual({
      start: '2026-10-25T07:00:00.000Z',
      end: '2026-11-01T07:00:00.000Z',
      sales: 210,
      orders: 2,
    });
    expect(f.change_percent).toBe(123.8);
    // the last 7 Los Angeles days, today (Wednesday) last; the 11:30 pm order is on Tuesday
    expect(f.daily.map((d) => d.date)).toEqual([
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
    ]);
    expect(f.daily.map((d) => d.sales)).toEqual([0, 0, 200, 100, 70, 300, 0]);
    expect(f.counts).toEqual({ new_pickup_orders: 4, new_delivery_orders: 0, new_inquiries: 0, pending_signups: 0 });
    expect(f.recent_orders).toHaveLength(6);
    expect(f.recent_orders[0]).toMatchObject({ order_status: 'cancelled', buyer_name: 'Kim', company: 'Kim BBQ' });
  });

  it('monthly: this month against last month, and 30 days of sales', async () => {
    const f = await dashboard().figures(admin, { period: 'monthly' });
    expect(f.current).toMatchObject({
      start: '2026-11-01T07:00:00.000Z',
      end: '2026-12-01T08:00:00.000Z',
      sales: 470,
      orders: 3,
    });
    expect(f.previous).toMatchObject({
      start: '2026-10-01T07:00:00.000Z',
      end: '2026-11-01T07:00:00.000Z',
      sales: 710,
      orders: 3,
    });
    expect(f.change_percent).toBe(-33.8);
    expect(f.daily).toHaveLength(30);
    expect(f.daily[0]!.date).toBe('2026-10-06');
    expect(f.daily.reduce((n, d) => n + d.sales, 0)).toBe(680); // the October 5 order is 30 days back: outside
  });

  it('answers null for the change when the previous period sold nothing', async () => {
    now = new Date('2027-02-10T20:00:00Z');
    const f = await dashboard().figures(admin, { period: 'weekly' });
    expect(f.current.sales).toBe(0);
    expect(f.change_percent).toBeNull();
    now = new Date('2026-11-04T20:00:00Z');
  });

  it('shares the figures between admins for a few seconds, and drops them when orders change', async () => {
    const orders = createOrderServices({
      db: handle.db,
      businessEmail: 'sales@x.test',
      publicUrl: 'http://localhost',
      clock: () => now,
    });
    const cache = new OrderBookCache({ trusted: true });
    const shared = createDashboardService({ db: handle.db, orders: orders.admin, clock: () => now, cache });
    const first = await shared.figures(admin, { period: 'weekly' });
    await order('2026-11-04T19:45:00Z', 1_234);
    expect((await shared.figures(admin, { period: 'weekly' })).current).toBe(first.current);
    cache.invalidate(); // what an order placed or changed through this process, or its notification, does
    const after = await shared.figures(admin, { period: 'weekly' });
    expect(after.current.sales).toBeCloseTo(first.current.sales + 12.34, 2);
    await handle.db.deleteFrom('orders').where('total_amount_cents', '=', 1_234).execute();
  });

  it('is for admins only', async () => {
    await expectError(dashboard().figures({ kind: 'guest' }, { period: 'weekly' }), UnauthorizedError);
    await expectError(dashboard().figures({ kind: 'buyer', userId: buyerId }, { period: 'weekly' }), ForbiddenError);
  });

  it('owed: what is left to pay on confirmed and completed orders, less the payments recorded', async () => {
    // the 'order placed' order of $500.00 and the complete one of $70.00; pending, declined and cancelled ones owe nothing yet
    expect((await dashboard().figures(admin, { period: 'weekly' })).owed).toEqual({ amount: 570, orders: 2 });
    const orders = createOrderServices({
      db: handle.db,
      businessEmail: 'sales@x.test',
      publicUrl: 'http://localhost',
      clock: () => now,
    });
    const idOf = async (cents: number) =>
      (
        await handle.db
          .selectFrom('orders')
          .select('id')
          .where('total_amount_cents', '=', cents)
          .executeTakeFirstOrThrow()
      ).id;
    await orders.admin.recordPayment(admin, await idOf(50_000), { amount: 100, method: 'card', kind: 'prepayment' });
    expect((await dashboard().figures(admin, { period: 'weekly' })).owed).toEqual({ amount: 470, orders: 2 });
    await orders.admin.recordPayment(admin, await idOf(7_000), { amount: 70, method: 'cash', kind: 'balance' });
    expect((await dashboard().figures(admin, { period: 'monthly' })).owed).toEqual({ amount: 400, orders: 1 });
  });
});
