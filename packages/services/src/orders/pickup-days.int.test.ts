// The back office's week by pickup day, on PGlite and (in CI) PostgreSQL: the Orders page's
// pickup-day filter (Los Angeles days, bounded at LA midnight on both sides of a DST change), the
// week view's figures per day and status with the calendar's closures, and the standing orders'
// forecast (the cycles the job would make, never a made, skipped, paused or ended one).
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { zonedToUtc } from '@wholesale/rules';
import {
  adminOrderExportInput,
  adminOrderListInput,
  adminOrderPageInput,
  ForbiddenError,
  forecastInput,
  parseInput,
  pickListInput,
  pickupRangeInput,
  placeOrderInput,
  type Actor,
} from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import { useAccountsWorld } from '../accounts/testing';
import { DEMO_BOX, DEMO_CATCH_WEIGHT, standingOrderOf, useOrdersAt } from './testing';

const w = useAccountsWorld();
const clock = useOrdersAt(w, '2026-11-16', '12:00'); // Monday Nov 16 2026, noon PST

const box = DEMO_BOX;
const cw = DEMO_CATCH_WEIGHT;
const boxLbs = Number(/^(\d+) lb/.exec(box.spec)![1]);

/** An order of buyer A (a box line, a catch-weight line), moved to pick up at `start`. */
async function orderAt(start: string, lines = [{ id: box.id, quantity: 2 }]) {
  const o = await clock
    .services()
    .placeOrder(w.buyerA.actor, parseInput(placeOrderInput, { cart_items: lines, pickup_slot: '2026-11-19T10:00' }));
  const at = new Date(start);
  await w.handle.db
    .updateTable('orders')
    .set({ pickup_start: at, pickup_end: new Date(at.getTime() + 3_600_000) })
    .where('id', '=', o.id)
    .execute();
  return o;
}

const ids = (list: { id: number }[]) => list.map((o) => o.id).sort((a, b) => a - b);
const listed = async (filter: z.input<typeof adminOrderListInput>) =>
  ids(await clock.services().admin.list(w.admin.actor, parseInput(adminOrderListInput, filter)));

describe('the pickup-day filter', () => {
  it('takes whole Los Angeles days, from midnight to midnight, on the day the clocks fall back', async () => {
    // Sun Nov 7 2027: midnight PDT is 07:00Z, the next midnight (PST) 08:00Z, 25 hours later.
    const before = await orderAt('2027-11-07T06:59:00Z'); // Sat Nov 6, 11:59 PM PDT
    const first = await orderAt('2027-11-07T07:00:00Z'); // Sun Nov 7, 00:00 PDT
    const last = await orderAt('2027-11-08T07:30:00Z'); // Sun Nov 7, 11:30 PM PST (24 h would miss it)
    const after = await orderAt('2027-11-08T08:00:00Z'); // Mon Nov 8, 00:00 PST
    const sunday = { pickup_from: '2027-11-07', pickup_to: '2027-11-07' };
    expect(await listed(sunday)).toEqual(ids([first, last]));
    expect(await listed({ pickup_from: '2027-11-06', pickup_to: '2027-11-08' })).toEqual(
      ids([before, first, last, after]),
    );
    // either end may stay open
    expect(await listed({ pickup_from: '2027-11-08' })).toContain(after.id);
    expect(await listed({ pickup_to: '2027-11-06' })).toContain(before.id);
    expect(await listed({ pickup_to: '2027-11-06' })).not.toContain(first.id);
    // the page (cached by its filters) and the export read the same filter
    const page = await clock.services().admin.page(w.admin.actor, parseInput(adminOrderPageInput, sunday));
    expect(ids(page.orders)).toEqual(ids([first, last]));
    const other = await clock
      .services()
      .admin.page(
        w.admin.actor,
        parseInput(adminOrderPageInput, { pickup_from: '2027-11-08', pickup_to: '2027-11-08' }),
      );
    expect(ids(other.orders)).toEqual([after.id]);
    let csv = '';
    for await (const c of await clock
      .services()
      .admin.exportCsv(w.admin.actor, parseInput(adminOrderExportInput, sunday)))
      csv += c;
    expect(csv.trim().split('\r\n')).toHaveLength(3);
    // with the other filters
    expect(await listed({ ...sunday, status: 'declined' })).toEqual([]);
  });
});

describe('the week view', () => {
  it('counts each day’s sales orders by status, with boxes, packs and pounds, and says which days are closed', async () => {
    // The week of Thanksgiving 2027 (Thu Nov 25, and the day after closed).
    const mon = '2027-11-22T18:00:00Z';
    const a = await orderAt(mon, [
      { id: box.id, quantity: 2 },
      { id: cw.id, quantity: 3 },
    ]);
    const b = await orderAt(mon);
    const declined = await orderAt(mon);
    const cancelledToo = await orderAt('2027-11-23T18:00:00Z');
    await orderAt('2027-11-23T23:30:00Z'); // Tue 3:30 PM PST
    const admin = clock.services().admin;
    await admin.setStatus(w.admin.actor, b.id, 'order placed');
    await admin.setStatus(w.admin.actor, declined.id, 'declined');
    await clock.services().cancelOrder(w.buyerA.actor, cancelledToo.id, {});
    await w.handle.db
      .updateTable('order_items')
      .set({ weighed_lbs: 40 })
      .where('order_id', '=', a.id)
      .where('item_id', '=', cw.id)
      .execute();

    const week = await admin.week(
      w.admin.actor,
      parseInput(pickupRangeInput, { from: '2027-11-21', to: '2027-11-27' }),
    );
    expect(week.map((d) => d.date)).toEqual([
      '2027-11-21',
      '2027-11-22',
      '2027-11-23',
      '2027-11-24',
      '2027-11-25',
      '2027-11-26',
      '2027-11-27',
    ]);
    expect(week[1]).toEqual({
      date: '2027-11-22',
      open: true,
      closure: null,
      orders: 2,
      boxes: 4,
      packs: 3,
      estimated_lbs: 4 * boxLbs + 40,
      by_status: { pending: 1, 'order placed': 1 },
    });
    expect(week[2]).toMatchObject({ orders: 1, boxes: 2, by_status: { pending: 1 } });
    expect(week[3]).toMatchObject({ open: true, orders: 0, by_status: {} });
    expect(week[4]).toMatchObject({ open: false, closure: { key: 'thanksgiving', source: 'rule' } });
    expect(week[5]).toMatchObject({ open: false, closure: { key: 'day-after-thanksgiving' } });
    expect(week[0]).toMatchObject({ open: false, closure: null, orders: 0 });

    await expectError(admin.week(w.buyerA.actor, { from: '2027-11-21', to: '2027-11-27' }), ForbiddenError);
  });

  it('widens the production sheet to a range of days', async () => {
    await orderAt('2027-12-06T18:00:00Z', [{ id: box.id, quantity: 1 }]);
    await orderAt('2027-12-08T18:00:00Z', [{ id: box.id, quantity: 4 }]);
    const admin = clock.services().admin;
    const range = parseInput(pickListInput, { date: '2027-12-06', to: '2027-12-08' });
    const sheet = await admin.pickList(w.admin.actor, range.date, range.to);
    expect([sheet.date, sheet.to, sheet.orders.length, sheet.production.boxes]).toEqual([
      '2027-12-06',
      '2027-12-08',
      2,
      5,
    ]);
    expect((await admin.pickList(w.admin.actor, '2027-12-06')).production.boxes).toBe(1);
  });
});

describe('the standing orders’ forecast', () => {
  /** A Thursday order (Nov 19, 10:00) of `actor`, repeated every `every` weeks. */
  async function standing(actor: Actor = w.buyerA.actor, every: 1 | 2 = 1) {
    const cart_items = [
      { id: box.id, quantity: 2 },
      { id: cw.id, quantity: 1 },
    ];
    return (await standingOrderOf(clock.services(), actor, { cart_items }, every)).so;
  }
  /** A standing order's cycles in the range, each day's asked for in turn. */
  async function forecastOf(id: number, from = '2026-11-16', to = '2026-12-13') {
    const admin = clock.services().admin;
    const { days } = await admin.forecast(w.admin.actor, parseInput(forecastInput, { from, to }));
    const cycles = [];
    for (const d of days) {
      const day = await admin.forecast(
        w.admin.actor,
        parseInput(forecastInput, { from, to, cycles_on: d.pickup_date }),
      );
      cycles.push(...day.cycles!.filter((c) => c.standing_order_id === id));
    }
    return cycles;
  }

  it('lists the cycles to come, Thanksgiving’s moved to the day before, priced and weighed', async () => {
    const so = await standing();
    const cycles = await forecastOf(so.id);
    expect(cycles.map((c) => c.pickup_date)).toEqual(['2026-11-25', '2026-12-03', '2026-12-10']);
    expect(cycles[0]).toMatchObject({
      user_id: w.buyerA.id,
      buyer_name: 'Alice Kim',
      lines: [
        { item_id: box.id, quantity: 2, estimated_lbs: 2 * boxLbs },
        expect.objectContaining({ item_id: cw.id, quantity: 1 }),
      ],
    });
    expect(cycles[0]!.estimated_total_cents).toBeGreaterThan(box.discounted_price_cents * 2);
    // a range of one week: only its cycle
    expect((await forecastOf(so.id, '2026-11-30', '2026-12-06')).map((c) => c.pickup_date)).toEqual(['2026-12-03']);
  });

  it('answers a summary per day and product, the products named once, a day’s cycles only when asked', async () => {
    const a = await standing();
    const b = await standing(w.buyerA.actor, 2);
    const range = { from: '2026-11-30', to: '2026-12-06' };
    const summary = await clock.services().admin.forecast(w.admin.actor, parseInput(forecastInput, range));
    expect(summary.cycles).toBeNull();
    const full = await clock
      .services()
      .admin.forecast(w.admin.actor, parseInput(forecastInput, { ...range, cycles_on: '2026-12-03' }));
    const ours = full.cycles!.filter((c) => c.standing_order_id === a.id || c.standing_order_id === b.id);
    expect(ours.map((c) => c.pickup_date)).toEqual(['2026-12-03', '2026-12-03']);
    // The summary's day adds up every cycle of the day (other tests' standing orders too).
    const sameDay = full.cycles!;
    expect(sameDay.every((c) => c.pickup_date === '2026-12-03')).toBe(true);
    const day = summary.days.find((d) => d.pickup_date === '2026-12-03')!;
    expect(day.cycles).toBe(sameDay.length);
    expect(day.estimated_total_cents).toBe(sameDay.reduce((t, c) => t + c.estimated_total_cents, 0));
    const boxes = day.products.find((p) => p.item_id === box.id)!;
    const boxLines = sameDay.flatMap((c) => c.lines.filter((l) => l.item_id === box.id));
    expect(boxes).toEqual({
      item_id: box.id,
      quantity: boxLines.reduce((t, l) => t + l.quantity, 0),
      estimated_lbs: boxLines.reduce((t, l) => t + l.estimated_lbs!, 0),
      cycles: boxLines.length,
    });
    expect(summary.products.filter((p) => p.item_id === box.id)).toEqual([
      { item_id: box.id, name: box.name, name_ko: box.name_ko, unit: 'box', spec: box.spec },
    ]);
    expect(summary.products.find((p) => p.item_id === cw.id)).toMatchObject({ unit: 'pack', name_ko: cw.name_ko });
    expect(full.days).toEqual(summary.days);
  });

  it('never lists a cycle the job made or the buyer skipped, nor a paused or ended standing order', async () => {
    const made = await standing();
    const skipped = await standing();
    const paused = await standing();
    const ended = await standing();
    const orders = clock.services();
    await orders.standing.skip(w.buyerA.actor, skipped.id);
    await orders.standing.update(w.buyerA.actor, paused.id, { paused: true });
    await orders.standing.end(w.buyerA.actor, ended.id);
    clock.now = zonedToUtc('2026-11-23', '06:00'); // the Nov 26 cycle's make time
    await clock.services().standing.runDue();
    expect((await forecastOf(made.id)).map((c) => c.pickup_date)).toEqual(['2026-12-03', '2026-12-10']);
    expect((await forecastOf(skipped.id)).map((c) => c.pickup_date)).toEqual(['2026-12-03', '2026-12-10']);
    expect(await forecastOf(paused.id)).toEqual([]);
    expect(await forecastOf(ended.id)).toEqual([]);
    await expectError(
      clock.services().admin.forecast(w.buyerA.actor, { from: '2026-11-16', to: '2026-11-20' }),
      ForbiddenError,
    );
  });
});
