// The warehouse calendar's doors on the real server (REST /api/calendar/* and tRPC admin.calendar.*),
// driven with inject(): admins only (a guest 401, a buyer 403, whatever the body), the documented
// answer shapes, a 400 with the message for a bad body, the same service behind both doors, and a
// checkout on a staff-closed day refused with a 400.
import { describe, expect, it } from 'vitest';
import { demoItems } from '@wholesale/db';
import { CALENDAR_MESSAGES, parseInput, placeOrderInput } from '@wholesale/contract';
import { CATCH_WEIGHT_SPEC } from '@wholesale/rules';
import type { AccountsWorld } from '@wholesale/services/testing';
import { trpcMutation, trpcQuery, type Headers } from '../testing/requests';
import { NOT_STAFF, TEST_PUBLIC_URL, useTestServer, type Role, type TestServer } from '../testing/test-server';

const item = demoItems.find((d) => d.show && d.spec !== CATCH_WEIGHT_SPEC)!;

let t: TestServer;
let w: AccountsWorld;

const as = (role: Role): Headers => t.headersAs(role);

const trpcGet = (procedure: string, headers: Headers) => t.inject(trpcQuery(procedure, undefined, headers));
const trpcPost = (procedure: string, input: unknown, headers: Headers) =>
  t.inject(trpcMutation(procedure, input, { origin: TEST_PUBLIC_URL, ...headers }));
const putDays = (body: unknown, headers: Headers) =>
  t.inject({ method: 'PUT', url: '/api/calendar/closed-days', headers, payload: body as Record<string, unknown> });
const putHours = (body: unknown, headers: Headers) =>
  t.inject({ method: 'PUT', url: '/api/calendar/special-hours', headers, payload: body as Record<string, unknown> });

/** A day gone by is refused with the message's words before its date. */
const PAST_DAY = new RegExp(`^${CALENDAR_MESSAGES.past.replace(' ({date})', '')}`);

/** A body and the message it is refused with. */
type Refusal = [body: unknown, message: string | RegExp];

/** Each body, sent by an admin, is refused with a 400 and its message. */
async function expectRefused(put: typeof putDays, refusals: Refusal[]): Promise<void> {
  for (const [body, message] of refusals) {
    const res = await put(body, as('admin'));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(message);
  }
}

useTestServer(
  (server) => {
    t = server;
    w = server.world;
  },
  { tmpPrefix: 'server-calendar-' },
);

describe('who may use the calendar: admins only, through both doors', () => {
  it.each(NOT_STAFF)('a %s gets %i from every calendar door, even with a bad body', async (who, status) => {
    const headers = as(who);
    const answers = [
      await t.inject({ method: 'GET', url: '/api/calendar/closed-days', headers }),
      await t.inject({ method: 'GET', url: '/api/calendar/affected-orders', headers }),
      await t.inject({ method: 'GET', url: '/api/calendar/order-counts', headers }),
      await putDays({ dates: [] }, headers),
      await putDays({ dates: 'nonsense' }, headers),
      await trpcGet('admin.calendar.closedDays', headers),
      await trpcGet('admin.calendar.affectedOrders', headers),
      await trpcGet('admin.calendar.orderCounts', headers),
      await trpcPost('admin.calendar.setClosedDays', { dates: [] }, headers),
      await trpcPost('admin.calendar.setClosedDays', { dates: 'nonsense' }, headers),
      await t.inject({ method: 'GET', url: '/api/calendar/special-hours', headers }),
      await t.inject({ method: 'GET', url: '/api/calendar/orders-outside-hours', headers }),
      await putHours({ hours: [] }, headers),
      await putHours({ hours: 'nonsense' }, headers),
      await trpcGet('admin.calendar.specialHours', headers),
      await trpcGet('admin.calendar.ordersOutsideHours', headers),
      await trpcPost('admin.calendar.setSpecialHours', { hours: [] }, headers),
      await t.inject({ method: 'POST', url: '/api/calendar/move-orders', headers, payload: { order_ids: [1] } }),
      await t.inject({ method: 'POST', url: '/api/calendar/move-orders', headers, payload: { order_ids: 'x' } }),
      await trpcPost('admin.calendar.moveToNextOpenDay', { order_ids: [1] }, headers),
      await t.inject({ method: 'GET', url: '/api/calendar/pickup-windows', headers }),
      await trpcGet('admin.calendar.pickupWindows', headers),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => status));
    expect(await w.handle.db.selectFrom('pickup_closed_days').selectAll().execute()).toEqual([]);
    expect(await w.handle.db.selectFrom('pickup_special_hours').selectAll().execute()).toEqual([]);
  });
});

describe('GET and PUT /api/calendar/closed-days (admin)', () => {
  it('answers { success, data: [{ date, source }] } and takes { dates } that replace the staff days', async () => {
    const slots = await w.orders.pickupSlots(w.buyerA.actor);
    const day = slots[2]!;
    const before = await t.injectAs('admin', { method: 'GET', url: '/api/calendar/closed-days' });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({ success: true, data: expect.any(Array) });

    const put = await putDays({ dates: [day.date] }, as('admin'));
    expect(put.statusCode, put.body).toBe(200);
    const body = put.json<{
      success: boolean;
      data: { days: { date: string; source: string }[]; affected_orders: unknown[]; notified_order_ids: number[] };
    }>();
    expect(body.success).toBe(true);
    expect(body.data.days).toContainEqual({ date: day.date, source: 'staff' });
    expect(body.data).toMatchObject({ affected_orders: [], notified_order_ids: [] });

    // The tRPC twin reads the same days.
    const viaTrpc = await trpcGet('admin.calendar.closedDays', as('admin'));
    expect(viaTrpc.statusCode, viaTrpc.body).toBe(200);
    expect(viaTrpc.json<{ result: { data: unknown } }>().result.data).toEqual(
      (await t.injectAs('admin', { method: 'GET', url: '/api/calendar/closed-days' })).json<{ data: unknown }>().data,
    );

    // A checkout on that day is refused with a 400 and the day named, through REST and tRPC.
    const slot = day.windows[0]!.slot;
    const rest = await t.injectAs('buyer', {
      method: 'POST',
      url: '/api/orders',
      payload: { order_type: 'pickup', cart_items: [{ id: item.id, quantity: 1 }], pickup_slot: slot },
    });
    expect(rest.statusCode, rest.body).toBe(400);
    expect(rest.json<{ message: string }>().message).toMatch(
      /^That pickup time is no longer available: the warehouse is closed on /,
    );
    const trpc = await trpcPost(
      'orders.place',
      { cart_items: [{ id: item.id, quantity: 1 }], pickup_slot: slot },
      as('buyer'),
    );
    expect(trpc.statusCode, trpc.body).toBe(400);

    const cleared = await trpcPost('admin.calendar.setClosedDays', { dates: [] }, as('admin'));
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(
      cleared
        .json<{ result: { data: { days: { source: string }[] } } }>()
        .result.data.days.filter((d) => d.source === 'staff'),
    ).toEqual([]);
  });

  it('refuses a bad body with a 400 and the reason, before changing anything', async () => {
    const cases: Refusal[] = [
      [{ dates: ['2026-02-30'] }, CALENDAR_MESSAGES.date],
      [{ dates: ['x'.repeat(100_000)] }, CALENDAR_MESSAGES.date],
      [{ dates: 'all' }, CALENDAR_MESSAGES.dates],
      [{}, CALENDAR_MESSAGES.dates],
      [{ dates: ['2000-01-03'] }, PAST_DAY],
    ];
    await expectRefused(putDays, cases);
    expect(await w.handle.db.selectFrom('pickup_closed_days').selectAll().execute()).toEqual([]);
  });
});

describe('GET and PUT /api/calendar/special-hours (admin)', () => {
  it('takes { hours } that replace the special hours; the checkout then offers and accepts only windows within them', async () => {
    const day = (await w.orders.pickupSlots(w.buyerA.actor))[3]!;
    const put = await putHours({ hours: [{ date: day.date, opens: '08:00', closes: '12:00' }] }, as('admin'));
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({
      success: true,
      data: {
        hours: [{ date: day.date, opens: '08:00', closes: '12:00' }],
        affected_orders: [],
        notified_order_ids: [],
      },
    });
    const got = await t.injectAs('admin', { method: 'GET', url: '/api/calendar/special-hours' });
    expect(got.json()).toEqual({ success: true, data: [{ date: day.date, opens: '08:00', closes: '12:00' }] });
    const viaTrpc = await trpcGet('admin.calendar.specialHours', as('admin'));
    expect(viaTrpc.json<{ result: { data: unknown } }>().result.data).toEqual(got.json<{ data: unknown }>().data);

    const late = await t.injectAs('buyer', {
      method: 'POST',
      url: '/api/orders',
      payload: { order_type: 'pickup', cart_items: [{ id: item.id, quantity: 1 }], pickup_slot: `${day.date}T14:00` },
    });
    expect(late.statusCode, late.body).toBe(400);
    const ok = await t.injectAs('buyer', {
      method: 'POST',
      url: '/api/orders',
      payload: { order_type: 'pickup', cart_items: [{ id: item.id, quantity: 1 }], pickup_slot: `${day.date}T10:00` },
    });
    expect(ok.statusCode, ok.body).toBe(201);

    const cleared = await trpcPost('admin.calendar.setSpecialHours', { hours: [] }, as('admin'));
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await w.handle.db.selectFrom('pickup_special_hours').selectAll().execute()).toEqual([]);
  });

  it('refuses a bad body with a 400 and the reason, before changing anything', async () => {
    const day = (await w.orders.pickupSlots(w.buyerA.actor))[3]!.date;
    const cases: Refusal[] = [
      [{ hours: [{ date: day, opens: '8am', closes: '12:00' }] }, CALENDAR_MESSAGES.time],
      [{ hours: [{ date: day, opens: '12:00', closes: '08:00' }] }, CALENDAR_MESSAGES.order],
      [{ hours: [{ date: day, opens: '08:00', closes: 'x'.repeat(100_000) }] }, CALENDAR_MESSAGES.time],
      [{ hours: 'all' }, CALENDAR_MESSAGES.hours],
      [{ hours: [{ date: '2000-01-03', opens: '08:00', closes: '12:00' }] }, PAST_DAY],
    ];
    await expectRefused(putHours, cases);
    expect(await w.handle.db.selectFrom('pickup_special_hours').selectAll().execute()).toEqual([]);
  });
});

describe('moving orders off a closed day (admin)', () => {
  it('PATCH /api/orders/:id { pickup_start } moves one, and POST /api/calendar/move-orders the rest, each reported', async () => {
    const days = await w.orders.pickupSlots(w.buyerA.actor);
    const [first, second] = [days[4]!, days[5]!];
    const place = (slot: string) =>
      w.orders.placeOrder(
        w.buyerA.actor,
        parseInput(placeOrderInput, { cart_items: [{ id: item.id, quantity: 1 }], pickup_slot: slot }),
      );
    const a = await place(first.windows[0]!.slot);
    const b = await place(first.windows[1]!.slot);
    const c = await place(first.windows[0]!.slot);
    expect((await putDays({ dates: [first.date] }, as('admin'))).statusCode).toBe(200);

    // Staff move one by its page: the window alone, no key needed for a move.
    const one = await t.inject({
      method: 'PATCH',
      url: `/api/orders/${a.id}`,
      headers: as('admin'),
      payload: { pickup_start: second.windows[1]!.slot },
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json<{ data: { pickup_start: string } }>().data.pickup_start).toBe(second.windows[1]!.start);
    // New lines still need their key.
    const keyless = await t.inject({
      method: 'PATCH',
      url: `/api/orders/${a.id}`,
      headers: as('admin'),
      payload: { cart_items: [{ id: item.id, quantity: 2 }] },
    });
    expect([keyless.statusCode, keyless.json<{ code: string }>().code]).toEqual([400, 'orders.changeKey']);

    const rest = await t.inject({
      method: 'POST',
      url: '/api/calendar/move-orders',
      headers: as('admin'),
      payload: { order_ids: [b.id] },
    });
    expect(rest.statusCode, rest.body).toBe(200);
    const [moved] = rest.json<{ data: { results: { order_id: number; moved: boolean; pickup_start: string }[] } }>()
      .data.results;
    expect(moved).toMatchObject({ order_id: b.id, moved: true });
    expect(moved!.pickup_start > first.windows[1]!.start).toBe(true);
    const twin = await trpcPost('admin.calendar.moveToNextOpenDay', { order_ids: [c.id, a.id] }, as('admin'));
    expect(twin.statusCode, twin.body).toBe(200);
    const results = twin.json<{ result: { data: { results: { moved: boolean; error: { code: string } | null }[] } } }>()
      .result.data.results;
    expect(results.map((r) => [r.moved, r.error?.code ?? null])).toEqual([
      [true, null],
      [false, 'calendar.dayOpen'],
    ]);
    const bad = await t.inject({
      method: 'POST',
      url: '/api/calendar/move-orders',
      headers: as('admin'),
      payload: { order_ids: [] },
    });
    expect([bad.statusCode, bad.json<{ code: string }>().code]).toEqual([400, 'calendar.moveOrders']);
    expect((await putDays({ dates: [] }, as('admin'))).statusCode).toBe(200);
  });
});
