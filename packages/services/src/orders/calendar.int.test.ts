// The warehouse calendar through the orders service, on PGlite and (in CI) PostgreSQL: holidays by
// rule and staff-closed days shape the pickup days and the checkout's check of the slot; closing a
// day that has orders lists them and mails each buyer in their language, once.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoItems } from '@wholesale/db';
import { addDays, CATCH_WEIGHT_SPEC, HOLIDAY_RULES, toPacific } from '@wholesale/rules';
import { ForbiddenError, UnauthorizedError, ValidationError } from '../errors';
import { expectError } from '../accounts/expect-error';
import { BUSINESS_EMAIL, createAccountsWorld, type AccountsWorld } from '../accounts/testing';
import { CALENDAR_MESSAGES, CLOSED_DAYS_MAX } from './calendar-contract';
import { createOrderServices } from './index';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let w: AccountsWorld;
beforeAll(async () => {
  w = await createAccountsWorld();
}, 60_000);
afterAll(async () => {
  await w?.close();
});

const item = demoItems.find((d) => d.show && d.spec !== CATCH_WEIGHT_SPEC)!;
const cart = [{ id: item.id, quantity: 1 }];

async function closedMails(to?: string) {
  let q = w.handle.db.selectFrom('mail_outbox').select(['to_address', 'reply_to', 'subject', 'text_body']).where('template', '=', 'pickup-day-closed');
  if (to) q = q.where('to_address', '=', to);
  return q.orderBy('id').execute();
}

/** The next weekdays from today (Los Angeles), skipping the first `skip`. */
function weekdaysAhead(count: number, skip = 0): string[] {
  const found: string[] = [];
  let day = toPacific(w.now()).date;
  while (found.length < count + skip) {
    day = addDays(day, 1);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) found.push(day);
  }
  return found.slice(skip);
}

describe('who may read and change the calendar', () => {
  it('admins only: a buyer is refused (403), a guest must log in (401)', async () => {
    const { calendar } = w.orders;
    expect(Array.isArray(await calendar.closedDays(w.admin.actor))).toBe(true);
    await expectError(calendar.closedDays(w.buyerA.actor), ForbiddenError);
    await expectError(calendar.closedDays(w.guest), UnauthorizedError);
    await expectError(calendar.affectedOrders(w.buyerA.actor), ForbiddenError);
    await expectError(calendar.orderCounts(w.buyerA.actor), ForbiddenError);
    await expectError(calendar.orderCounts(w.guest), UnauthorizedError);
    await expectError(calendar.setClosedDays(w.buyerA.actor, { dates: [] }), ForbiddenError);
    await expectError(calendar.setClosedDays(w.guest, { dates: [] }), UnauthorizedError);
  });
});

describe('setClosedDays: what it takes', () => {
  const set = (dates: unknown) => w.orders.calendar.setClosedDays(w.admin.actor, { dates } as { dates: string[] });
  const today = () => toPacific(w.now()).date;

  it('refuses malformed, unreal, past, weekend and too distant days, and too many', async () => {
    await expectError(set(['2026-02-30']), ValidationError, CALENDAR_MESSAGES.date);
    await expectError(set(['26-11-2026']), ValidationError, CALENDAR_MESSAGES.date);
    await expectError(set(['x'.repeat(1_000_000)]), ValidationError, CALENDAR_MESSAGES.date);
    await expectError(set('2026-11-26'), ValidationError, CALENDAR_MESSAGES.dates);
    await expectError(set([addDays(today(), -1)]), ValidationError, new RegExp(`^${CALENDAR_MESSAGES.past}`));
    await expectError(set([addDays(today(), 400)]), ValidationError, new RegExp(`^${CALENDAR_MESSAGES.tooFar}`));
    const saturday = [0, 1, 2, 3, 4, 5, 6].map((n) => addDays(today(), n + 1)).find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 6)!;
    await expectError(set([saturday]), ValidationError, new RegExp(`^${CALENDAR_MESSAGES.weekend}`));
    await expectError(set(weekdaysAhead(CLOSED_DAYS_MAX + 1)), ValidationError, CALENDAR_MESSAGES.tooMany);
    // Nothing was stored by any of them.
    expect(await w.handle.db.selectFrom('pickup_closed_days').selectAll().execute()).toEqual([]);
  });

  it('replaces the set, each day once, and lists it with source staff', async () => {
    const [a, b, c] = weekdaysAhead(3, 5);
    let r = await set([b, a, a]);
    expect(r.days.filter((d) => d.source === 'staff').map((d) => d.date)).toEqual([a, b]);
    r = await set([c]);
    expect(r.days.filter((d) => d.source === 'staff').map((d) => d.date)).toEqual([c]);
    expect((await w.orders.calendar.closedDays(w.admin.actor)).filter((d) => d.source === 'staff')).toEqual([{ date: c, source: 'staff' }]);
    const rows = await w.handle.db.selectFrom('pickup_closed_days').select(['day', 'closed_by']).execute();
    expect(rows).toEqual([{ day: c, closed_by: w.admin.id }]);
    await set([]);
  });
});

describe('a staff-closed day at checkout', () => {
  it('is no longer offered, and a slot on it is refused with the day named; reopened, it books again', async () => {
    const days = await w.orders.pickupSlots(w.buyerA.actor);
    const day = days[1]!; // not the first: the earliest-slot default stays on another day
    const slot = day.windows[0]!.slot;
    await w.orders.calendar.setClosedDays(w.admin.actor, { dates: [day.date] });

    expect((await w.orders.pickupSlots(w.buyerA.actor)).map((d) => d.date)).not.toContain(day.date);
    const refused = await expectError(w.orders.placeOrder(w.buyerA.actor, { cart_items: cart, pickup_slot: slot }), ValidationError);
    expect(refused.message).toMatch(/^That pickup time is no longer available: the warehouse is closed on \w+day, \w+ \d{1,2}, \d{4}\. Please choose another day\.$/);
    expect(refused.fields).toEqual({ pickup_slot: refused.message });
    // Without a slot, the earliest open one is taken: never the closed day.
    const earliest = await w.orders.placeOrder(w.buyerA.actor, { cart_items: cart });
    expect(toPacific(new Date(earliest.pickup_start)).date).not.toBe(day.date);

    await w.orders.calendar.setClosedDays(w.admin.actor, { dates: [] });
    const placed = await w.orders.placeOrder(w.buyerA.actor, { cart_items: cart, pickup_slot: slot });
    expect(toPacific(new Date(placed.pickup_start)).date).toBe(day.date);
  });
});

describe('closing a day that has orders', () => {
  it('lists the open orders on it and mails each buyer once, in their language, through the outbox', async () => {
    const days = await w.orders.pickupSlots(w.buyerA.actor);
    const day = days[days.length - 1]!;
    const slot = day.windows[1]!.slot;
    await w.handle.db.updateTable('users').set({ locale: 'ko' }).where('id', '=', w.buyerB.id).execute();
    try {
      const a = await w.orders.placeOrder(w.buyerA.actor, { cart_items: cart, pickup_slot: slot });
      const b = await w.orders.placeOrder(w.buyerB.actor, { cart_items: cart, pickup_slot: slot });
      const cancelled = await w.orders.placeOrder(w.buyerB.actor, { cart_items: [{ id: item.id, quantity: 2 }], pickup_slot: slot });
      await w.handle.db.updateTable('orders').set({ order_status: 'cancelled' }).where('id', '=', cancelled.id).execute();
      const mailsBefore = (await closedMails()).length;
      // Before closing it, the calendar page can say how many open orders the day holds.
      expect((await w.orders.calendar.orderCounts(w.admin.actor)).find((d) => d.date === day.date)?.orders).toBe(2);

      const r = await w.orders.calendar.setClosedDays(w.admin.actor, { dates: [day.date] });
      expect(r.affected_orders.map((o) => o.id).sort()).toEqual([a.id, b.id].sort());
      expect(r.notified_order_ids.sort()).toEqual([a.id, b.id].sort());
      expect(r.affected_orders.find((o) => o.id === b.id)).toMatchObject({
        order_number: b.order_number,
        date: day.date,
        pickup_start: b.pickup_start,
        email: w.buyerB.email,
        locale: 'ko',
        closure: { date: day.date, source: 'staff' },
      });

      const toA = await closedMails(w.buyerA.email);
      const toB = await closedMails(w.buyerB.email);
      expect(toA.at(-1)).toMatchObject({ subject: `Your pickup day is closed: order ${a.order_number}`, reply_to: BUSINESS_EMAIL });
      expect(toA.at(-1)!.text_body).toContain('We will contact you to choose another pickup day');
      expect(toB.at(-1)).toMatchObject({ subject: `픽업일 휴무 안내: 주문 ${b.order_number}`, reply_to: BUSINESS_EMAIL });
      expect((await closedMails()).length).toBe(mailsBefore + 2);

      // The calendar page lists them too; saving the same days again mails nobody again.
      expect((await w.orders.calendar.affectedOrders(w.admin.actor)).map((o) => o.id).sort()).toEqual([a.id, b.id].sort());
      const again = await w.orders.calendar.setClosedDays(w.admin.actor, { dates: [day.date] });
      expect(again.notified_order_ids).toEqual([]);
      expect(again.affected_orders).toHaveLength(2);
      expect((await closedMails()).length).toBe(mailsBefore + 2);

      // A completed order is no longer anyone's concern.
      await w.handle.db.updateTable('orders').set({ order_status: 'complete' }).where('id', '=', a.id).execute();
      expect((await w.orders.calendar.affectedOrders(w.admin.actor)).map((o) => o.id)).toEqual([b.id]);
    } finally {
      await w.orders.calendar.setClosedDays(w.admin.actor, { dates: [] });
      await w.handle.db.updateTable('users').set({ locale: 'en' }).where('id', '=', w.buyerB.id).execute();
    }
  });
});

describe('holidays by rule (PICKUP_HOLIDAYS=all), the clock at Wed 2026-11-25 10:00 Los Angeles', () => {
  const at = new Date('2026-11-25T18:00:00Z');
  const orders = () =>
    createOrderServices({ db: w.handle.db, businessEmail: BUSINESS_EMAIL, publicUrl: 'http://localhost:3000', holidays: HOLIDAY_RULES, clock: () => at });

  it('offers Monday Nov 30 first, refuses Thanksgiving by name, and lists the holidays with their keys', async () => {
    const o = orders();
    const days = await o.pickupSlots(w.buyerA.actor);
    expect(days[0]!.date).toBe('2026-11-30');
    await expectError(
      o.placeOrder(w.buyerA.actor, { cart_items: cart, pickup_slot: '2026-11-26T10:00' }),
      ValidationError,
      'That pickup time is no longer available: the warehouse is closed on Thursday, November 26, 2026 (Thanksgiving Day). Please choose another day.',
    );
    const placed = await o.placeOrder(w.buyerA.actor, { cart_items: cart });
    expect(placed.pickup_start).toBe('2026-11-30T16:00:00.000Z');

    const closed = await o.calendar.closedDays(w.admin.actor);
    expect(closed.slice(0, 4)).toEqual([
      { date: '2026-11-26', source: 'rule', key: 'thanksgiving', name: 'Thanksgiving Day' },
      { date: '2026-11-27', source: 'rule', key: 'day-after-thanksgiving', name: 'Day after Thanksgiving' },
      { date: '2026-12-25', source: 'rule', key: 'christmas', name: 'Christmas Day' },
      { date: '2027-01-01', source: 'rule', key: 'new-year', name: "New Year's Day" },
    ]);
    expect(closed).toContainEqual({ date: '2027-07-05', source: 'rule', key: 'independence-day', name: 'Independence Day (observed)', observed: true });
    expect(closed.at(-1)!.date <= '2027-11-25').toBe(true);
    // Staff may close a holiday too (it keeps its name) and any weekday of the 12 months.
    const r = await o.calendar.setClosedDays(w.admin.actor, { dates: ['2026-11-26', '2026-12-01'] });
    expect(r.days.slice(0, 3)).toEqual([
      { date: '2026-11-26', source: 'staff', key: 'thanksgiving', name: 'Thanksgiving Day' },
      { date: '2026-11-27', source: 'rule', key: 'day-after-thanksgiving', name: 'Day after Thanksgiving' },
      { date: '2026-12-01', source: 'staff' },
    ]);
    expect((await o.pickupSlots(w.buyerA.actor)).map((d) => d.date)).not.toContain('2026-12-01');
    await o.calendar.setClosedDays(w.admin.actor, { dates: [] });
  });
});
