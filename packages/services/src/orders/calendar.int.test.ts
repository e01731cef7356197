// The warehouse calendar through the orders service, on PGlite and (in CI) PostgreSQL: holidays by
// rule and staff-closed days shape the pickup days and the checkout's check of the slot; closing a
// day that has orders lists them and mails each buyer in their language, once.
import { describe, expect, it } from 'vitest';
import { demoItems } from '@wholesale/db';
import { addDays, CATCH_WEIGHT_SPEC, HOLIDAY_RULES, toPacific } from '@wholesale/rules';
import {
  CALENDAR_MESSAGES,
  CLOSED_DAYS_MAX,
  closedDaysInput,
  ForbiddenError,
  parseInput,
  placeOrderInput,
  specialHoursInput,
  UnauthorizedError,
  ValidationError,
} from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import { BUSINESS_EMAIL, orderServicesFor, useAccountsWorld } from '../accounts/testing';
import { placeOrderAsTheDoors } from './testing';
import { outboxMails } from '../mail/outbox-testing';

const w = useAccountsWorld();

const placeOrder = placeOrderAsTheDoors(() => w.orders);

const item = demoItems.find((d) => d.show && d.spec !== CATCH_WEIGHT_SPEC)!;
const cart = [{ id: item.id, quantity: 1 }];

const closedMails = (to?: string) => outboxMails(w.handle.db, { template: 'pickup-day-closed', to });

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
  // as the doors call it: the body parsed with the contract's schema first, so malformed days are
  // refused there and the rest by the service
  const set = async (dates: unknown) =>
    w.orders.calendar.setClosedDays(w.admin.actor, parseInput(closedDaysInput, { dates }));
  const today = () => toPacific(w.now()).date;

  it('refuses malformed, unreal, past, weekend and too distant days, and too many', async () => {
    await expectError(set(['2026-02-30']), ValidationError, CALENDAR_MESSAGES.date);
    await expectError(set(['26-11-2026']), ValidationError, CALENDAR_MESSAGES.date);
    await expectError(set(['x'.repeat(1_000_000)]), ValidationError, CALENDAR_MESSAGES.date);
    await expectError(set('2026-11-26'), ValidationError, CALENDAR_MESSAGES.dates);
    await expectError(
      set([addDays(today(), -1)]),
      ValidationError,
      new RegExp(`^${CALENDAR_MESSAGES.past.replace(' ({date})', '')}`),
    );
    await expectError(
      set([addDays(today(), 400)]),
      ValidationError,
      new RegExp(`^${CALENDAR_MESSAGES.tooFar.replace(' ({date})', '')}`),
    );
    const saturday = [0, 1, 2, 3, 4, 5, 6]
      .map((n) => addDays(today(), n + 1))
      .find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 6)!;
    await expectError(
      set([saturday]),
      ValidationError,
      new RegExp(`^${CALENDAR_MESSAGES.weekend.replace(' ({date})', '')}`),
    );
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
    expect((await w.orders.calendar.closedDays(w.admin.actor)).filter((d) => d.source === 'staff')).toEqual([
      { date: c, source: 'staff' },
    ]);
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
    const refused = await expectError(
      placeOrder(w.buyerA.actor, { cart_items: cart, pickup_slot: slot }),
      ValidationError,
    );
    expect(refused.message).toMatch(
      /^That pickup time is no longer available: the warehouse is closed on \w+day, \w+ \d{1,2}, \d{4}\. Please choose another day\.$/,
    );
    expect(refused.fields).toEqual({
      pickup_slot: { code: 'orders.pickupDayClosed', message: refused.message, params: refused.params },
    });
    // Without a slot, the earliest open one is taken: never the closed day.
    const earliest = await placeOrder(w.buyerA.actor, { cart_items: cart });
    expect(toPacific(new Date(earliest.pickup_start)).date).not.toBe(day.date);

    await w.orders.calendar.setClosedDays(w.admin.actor, { dates: [] });
    const placed = await placeOrder(w.buyerA.actor, { cart_items: cart, pickup_slot: slot });
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
      const a = await placeOrder(w.buyerA.actor, { cart_items: cart, pickup_slot: slot });
      const b = await placeOrder(w.buyerB.actor, { cart_items: cart, pickup_slot: slot });
      const cancelled = await placeOrder(w.buyerB.actor, {
        cart_items: [{ id: item.id, quantity: 2 }],
        pickup_slot: slot,
      });
      await w.handle.db
        .updateTable('orders')
        .set({ order_status: 'cancelled' })
        .where('id', '=', cancelled.id)
        .execute();
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
      expect(toA.at(-1)).toMatchObject({
        subject: `Your pickup day is closed: order ${a.order_number}`,
        reply_to: BUSINESS_EMAIL,
      });
      expect(toA.at(-1)!.text_body).toContain('We will contact you to choose another pickup day');
      expect(toB.at(-1)).toMatchObject({
        subject: `픽업일 휴무 안내: 주문 ${b.order_number}`,
        reply_to: BUSINESS_EMAIL,
      });
      expect((await closedMails()).length).toBe(mailsBefore + 2);

      // The calendar page lists them too; saving the same days again mails nobody again.
      expect((await w.orders.calendar.affectedOrders(w.admin.actor)).map((o) => o.id).sort()).toEqual(
        [a.id, b.id].sort(),
      );
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
  const orders = () => orderServicesFor(w, { holidays: HOLIDAY_RULES, clock: () => at });

  it('offers Monday Nov 30 first, refuses Thanksgiving by name, and lists the holidays with their keys', async () => {
    const o = orders();
    const days = await o.pickupSlots(w.buyerA.actor);
    expect(days[0]!.date).toBe('2026-11-30');
    const refused = await o
      .placeOrder(w.buyerA.actor, parseInput(placeOrderInput, { cart_items: cart, pickup_slot: '2026-11-26T10:00' }))
      .catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ValidationError);
    // the holiday by its key (clients name it in their language) and its English name
    expect(refused).toMatchObject({
      code: 'orders.pickupDayClosed',
      message:
        'That pickup time is no longer available: the warehouse is closed on Thursday, November 26, 2026. Please choose another day.',
      params: { date: '2026-11-26', holiday: 'thanksgiving', holidayName: 'Thanksgiving Day' },
    });
    const placed = await o.placeOrder(w.buyerA.actor, parseInput(placeOrderInput, { cart_items: cart }));
    expect(placed.pickup_start).toBe('2026-11-30T16:00:00.000Z');

    const closed = await o.calendar.closedDays(w.admin.actor);
    expect(closed.slice(0, 4)).toEqual([
      { date: '2026-11-26', source: 'rule', key: 'thanksgiving', name: 'Thanksgiving Day' },
      { date: '2026-11-27', source: 'rule', key: 'day-after-thanksgiving', name: 'Day after Thanksgiving' },
      { date: '2026-12-25', source: 'rule', key: 'christmas', name: 'Christmas Day' },
      { date: '2027-01-01', source: 'rule', key: 'new-year', name: "New Year's Day" },
    ]);
    expect(closed).toContainEqual({
      date: '2027-07-05',
      source: 'rule',
      key: 'independence-day',
      name: 'Independence Day (observed)',
      observed: true,
    });
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

describe('special hours', () => {
  const hoursMails = async () =>
    (await closedMails()).filter(
      (m) =>
        m.subject.startsWith('Special hours on your pickup day') || m.subject.startsWith('픽업일 영업시간 변경 안내'),
    );
  // as the doors call it: the body parsed with the contract's schema first, so malformed times are
  // refused there and the rest by the service
  const setHours = async (hours: unknown) =>
    w.orders.calendar.setSpecialHours(w.admin.actor, parseInput(specialHoursInput, { hours }));

  it('admins only: a buyer is refused (403), a guest must log in (401)', async () => {
    await expectError(w.orders.calendar.specialHours(w.buyerA.actor), ForbiddenError);
    await expectError(w.orders.calendar.specialHours(w.guest), UnauthorizedError);
    await expectError(w.orders.calendar.ordersOutsideHours(w.buyerA.actor), ForbiddenError);
    await expectError(w.orders.calendar.setSpecialHours(w.buyerA.actor, { hours: [] }), ForbiddenError);
    await expectError(w.orders.calendar.setSpecialHours(w.guest, { hours: [] }), UnauthorizedError);
  });

  it('refuses malformed times, a closing before the opening, weekends, the past, a day twice and a closed day', async () => {
    const [day, other] = weekdaysAhead(2, 2);
    await expectError(
      setHours([{ date: day, opens: '8:00', closes: '12:00' }]),
      ValidationError,
      CALENDAR_MESSAGES.time,
    );
    await expectError(
      setHours([{ date: day, opens: '08:00', closes: '24:00' }]),
      ValidationError,
      CALENDAR_MESSAGES.time,
    );
    await expectError(
      setHours([{ date: day, opens: '12:00', closes: '08:00' }]),
      ValidationError,
      CALENDAR_MESSAGES.order,
    );
    await expectError(
      setHours([{ date: day, opens: '08:00', closes: `12:00${'0'.repeat(100_000)}` }]),
      ValidationError,
      CALENDAR_MESSAGES.time,
    );
    await expectError(
      setHours([{ date: addDays(toPacific(w.now()).date, -1), opens: '08:00', closes: '12:00' }]),
      ValidationError,
      new RegExp(`^${CALENDAR_MESSAGES.past.replace(' ({date})', '')}`),
    );
    await expectError(
      setHours([
        { date: day, opens: '08:00', closes: '12:00' },
        { date: day, opens: '09:00', closes: '12:00' },
      ]),
      ValidationError,
      new RegExp(`^${CALENDAR_MESSAGES.twice.replace(' ({date})', '')}`),
    );
    let saturday = toPacific(w.now()).date;
    while (new Date(`${saturday}T00:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, 1);
    await expectError(
      setHours([{ date: saturday, opens: '08:00', closes: '12:00' }]),
      ValidationError,
      new RegExp(`^${CALENDAR_MESSAGES.weekend.replace(' ({date})', '')}`),
    );
    await w.orders.calendar.setClosedDays(w.admin.actor, { dates: [other!] });
    try {
      await expectError(
        setHours([{ date: other, opens: '08:00', closes: '12:00' }]),
        ValidationError,
        new RegExp(`^${CALENDAR_MESSAGES.closedDay.replace(' ({date})', '')}`),
      );
    } finally {
      await w.orders.calendar.setClosedDays(w.admin.actor, { dates: [] });
    }
    expect(await w.orders.calendar.specialHours(w.admin.actor)).toEqual([]);
  });

  it('cut the day’s windows at checkout; an order outside them is listed and its buyer mailed once', async () => {
    const days = await w.orders.pickupSlots(w.buyerA.actor);
    const day = days[2]!;
    const late = day.windows.find((x) => x.startLocal === '14:00')!;
    const early = day.windows.find((x) => x.startLocal === '08:00')!;
    const outside = await placeOrder(w.buyerA.actor, { cart_items: cart, pickup_slot: late.slot });
    const inside = await placeOrder(w.buyerB.actor, { cart_items: cart, pickup_slot: early.slot });
    const mailsBefore = (await hoursMails()).length;
    try {
      const r = await setHours([{ date: day.date, opens: '08:00', closes: '12:00' }]);
      expect(r.hours).toEqual([{ date: day.date, opens: '08:00', closes: '12:00' }]);
      expect(r.affected_orders.map((o) => o.id)).toEqual([outside.id]);
      expect(r.affected_orders[0]).toMatchObject({
        order_number: outside.order_number,
        date: day.date,
        hours: { opens: '08:00', closes: '12:00' },
      });
      expect(r.notified_order_ids).toEqual([outside.id]);
      const mails = await hoursMails();
      expect(mails.length).toBe(mailsBefore + 1);
      expect(mails.at(-1)).toMatchObject({
        to_address: w.buyerA.email,
        reply_to: BUSINESS_EMAIL,
        subject: `Special hours on your pickup day: order ${outside.order_number}`,
      });
      expect(mails.at(-1)!.text_body).toContain('Special hours: ');
      expect(mails.at(-1)!.text_body).toContain('8:00 AM–12:00 PM');

      // The buyer is offered only the windows within the hours, and the server refuses the rest.
      const offered = (await w.orders.pickupSlots(w.buyerA.actor)).find((d) => d.date === day.date)!;
      expect(offered.windows.map((x) => `${x.startLocal}-${x.endLocal}`)).toEqual(['08:00-10:00', '10:00-12:00']);
      await expectError(placeOrder(w.buyerA.actor, { cart_items: cart, pickup_slot: late.slot }), ValidationError);
      // A window that starts off the regular hour is booked like any other.
      await setHours([{ date: day.date, opens: '09:30', closes: '12:00' }]);
      const clipped = await placeOrder(w.buyerA.actor, { cart_items: cart, pickup_slot: `${day.date}T09:30` });
      expect(toPacific(new Date(clipped.pickup_start)).time).toBe('09:30');
      expect(toPacific(new Date(clipped.pickup_end)).time).toBe('10:00');
      // The change of hours left the 8:00 order outside as well: its buyer heard once, the first one not again.
      // (orders of the tests above on the same day are there too: only these two are looked at)
      const later = (await w.orders.calendar.ordersOutsideHours(w.admin.actor)).map((o) => o.id);
      expect(later).toEqual(expect.arrayContaining([outside.id, inside.id]));
      expect(later).not.toContain(clipped.id);
      const subjects = (await hoursMails()).slice(mailsBefore).map((m) => m.subject);
      expect(subjects.filter((x) => x.endsWith(` ${outside.order_number}`))).toHaveLength(1);
      expect(subjects.filter((x) => x.endsWith(` ${inside.order_number}`))).toHaveLength(1);
      // Saving the same hours again mails nobody.
      const again = await setHours([{ date: day.date, opens: '09:30', closes: '12:00' }]);
      expect(again.notified_order_ids).toEqual([]);
    } finally {
      await setHours([]);
    }
    expect((await w.orders.pickupSlots(w.buyerA.actor)).find((d) => d.date === day.date)?.windows.length).toBe(4);
  });
});
