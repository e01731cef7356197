// Standing orders through the orders service, on PGlite and (in CI) PostgreSQL,
// with a fixed clock on the weeks around Thanksgiving 2026 (Thu Nov 26; the day after closed too):
// the first cycle, its order made three days before at this week's prices and mailed, a closed
// day moved to the day before, one order per cycle with two runs at once, products no longer sold
// left out, skip, pause and resume, end, catching up after downtime, and whose they are.
import { describe, expect, it } from 'vitest';
import { zonedToUtc } from '@wholesale/rules';
import { ConflictError, ForbiddenError, NotFoundError, ORDER_MESSAGES, type Actor } from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import { BUSINESS_EMAIL, useAccountsWorld } from '../accounts/testing';
import { DEMO_BOXES, standingOrderOf, useOrdersAt } from './testing';
import { changeItemForTheTest } from '../catalogue/testing';
import { outboxMails } from '../mail/outbox-testing';

const w = useAccountsWorld();
const at = useOrdersAt(w, '2026-11-16', '12:00'); // Monday Nov 16, noon PST

const [boxA, boxB] = DEMO_BOXES;

/** A Thursday order at 10:00 (Nov 19), repeated every `every` weeks. */
const standing = (actor: Actor = w.buyerA.actor, every: 1 | 2 = 1) =>
  standingOrderOf(
    at.orders,
    actor,
    {
      cart_items: [
        { id: boxA.id, quantity: 2 },
        { id: boxB.id, quantity: 1 },
      ],
      note: 'Back door',
    },
    every,
  );

const cyclesOf = (id: number) =>
  w.handle.db
    .selectFrom('standing_order_cycles')
    .select(['pickup_date', 'outcome', 'order_id', 'left_out'])
    .where('standing_order_id', '=', id)
    .orderBy('pickup_date')
    .execute();
const ordersOf = (id: number) =>
  w.handle.db
    .selectFrom('orders')
    .select(['id', 'pickup_start', 'note', 'order_status', 'total_amount_cents'])
    .where('standing_order_id', '=', id)
    .orderBy('id')
    .execute();

describe('a standing order', () => {
  it('starts with the same weekday and window, the next cycle still to be made', async () => {
    const { placed, so } = await standing();
    expect(so).toMatchObject({
      source_order_id: placed.id,
      every_weeks: 1,
      weekday: 4,
      window_start: '10:00',
      note: 'Back door',
      paused: false,
      ended: false,
      next_pickup_date: '2026-11-26',
      next_made_at: '2026-11-23T14:00:00.000Z',
      last_order: null,
    });
    expect(so.lines.map((l) => [l.item_id, l.quantity, l.available])).toEqual([
      [boxA.id, 2, true],
      [boxB.id, 1, true],
    ]);
    expect((await at.orders.standing.list(w.buyerA.actor)).map((s) => s.id)).toContain(so.id);
    // once is enough: the same order again is refused
    await expectError(
      at.orders.standing.repeat(w.buyerA.actor, placed.id, { every_weeks: 2 }),
      ConflictError,
      ORDER_MESSAGES.standingExists,
    );
  });

  it('makes the cycle’s order three days before, moves Thanksgiving to the Wednesday before, mails the preview, and makes it once', async () => {
    const { so } = await standing();
    at.now = zonedToUtc('2026-11-23', '05:59');
    await at.orders.standing.runDue();
    expect(await ordersOf(so.id)).toEqual([]);

    at.now = zonedToUtc('2026-11-23', '06:00');
    // two processes at once: one order
    const runs = await Promise.all([at.services().standing.runDue(), at.services().standing.runDue()]);
    expect(runs.reduce((n, r) => n + r.created, 0)).toBeGreaterThanOrEqual(1);
    const made = await ordersOf(so.id);
    expect(made).toHaveLength(1);
    // Thu Nov 26 is Thanksgiving: Wed Nov 25, 10:00 AM PST
    expect(made[0]).toMatchObject({
      pickup_start: new Date('2026-11-25T18:00:00.000Z'),
      note: 'Back door',
      order_status: 'pending',
    });
    expect(made[0]!.total_amount_cents).toBe(boxA.discounted_price_cents * 2 + boxB.discounted_price_cents);
    expect(await cyclesOf(so.id)).toEqual([
      { pickup_date: '2026-11-26', outcome: 'created', order_id: made[0]!.id, left_out: [] },
    ]);
    const after = (await at.orders.standing.list(w.buyerA.actor)).find((s) => s.id === so.id)!;
    expect([after.next_pickup_date, after.last_order?.id]).toEqual(['2026-12-03', made[0]!.id]);

    // an order the standing order made says so, and is not repeated a second time
    await expectError(
      at.orders.standing.repeat(w.buyerA.actor, made[0]!.id, { every_weeks: 1 }),
      ConflictError,
      ORDER_MESSAGES.standingExists,
    );
    // it is an order like any: the buyer may change it until Tue Nov 24, 5 PM
    const detail = await at.orders.order(w.buyerA.actor, made[0]!.id);
    expect([detail.cutoff_at, detail.changeable, detail.standing_order_id]).toEqual([
      '2026-11-25T01:00:00.000Z',
      true,
      so.id,
    ]);
    const mails = await outboxMails(w.handle.db, { mentioning: detail.order_number });
    expect(mails.map((m) => [m.template, m.to_address])).toEqual([
      ['standing-order-made', 'alice@restaurant.test'],
      ['order-notice', BUSINESS_EMAIL],
    ]);
    expect(mails[0]!.text_body).toContain(`view=order&order=${made[0]!.id}&skip=1`);

    // the same moment again: nothing more
    expect(await at.orders.standing.runDue()).toEqual({ created: 0, unavailable: 0, missed: 0 });
    expect(await ordersOf(so.id)).toHaveLength(1);
  });

  it('prices each cycle at that week’s price and leaves out, and names, a product no longer sold', async () => {
    const { so } = await standing();
    await changeItemForTheTest(w.handle.db, boxB, { show: false });
    await changeItemForTheTest(w.handle.db, boxA, { discounted_price_cents: boxA.discounted_price_cents + 100 });
    at.now = zonedToUtc('2026-11-23', '06:00');
    await at.orders.standing.runDue();
    const [made] = await ordersOf(so.id);
    expect(made!.total_amount_cents).toBe((boxA.discounted_price_cents + 100) * 2);
    expect((await cyclesOf(so.id))[0]!.left_out).toEqual([boxB.name]);
    expect(await outboxMails(w.handle.db, { template: 'standing-order-made', mentioning: boxB.name })).not.toEqual([]);
  });

  it('skips the next cycle, pauses without making orders, and on resume goes on from the next cycle to come', async () => {
    const { so } = await standing();
    const skipped = await at.orders.standing.skip(w.buyerA.actor, so.id);
    expect(skipped.next_pickup_date).toBe('2026-12-03');
    expect(await cyclesOf(so.id)).toEqual([
      { pickup_date: '2026-11-26', outcome: 'skipped', order_id: null, left_out: [] },
    ]);

    await at.orders.standing.update(w.buyerA.actor, so.id, { paused: true });
    await expectError(at.orders.standing.skip(w.buyerA.actor, so.id), ConflictError, ORDER_MESSAGES.standingPaused);
    at.now = zonedToUtc('2026-12-09', '12:00'); // the Dec 3 and Dec 10 cycles' times go by while paused
    await at.orders.standing.runDue();
    expect(await ordersOf(so.id)).toEqual([]);
    const resumed = await at.orders.standing.update(w.buyerA.actor, so.id, { paused: false, every_weeks: 2 });
    // Dec 3 + 14 days = Dec 17, made Mon Dec 14: still to come
    expect([resumed.paused, resumed.every_weeks, resumed.next_pickup_date]).toEqual([false, 2, '2026-12-17']);
  });

  it('catches up after downtime: a cycle whose day went by is missed, the next one still to pick up is made', async () => {
    const { so } = await standing();
    // the server was down from Nov 20 to Wed Dec 2 noon: the Nov 26 cycle is gone; Dec 3's was due Mon Nov 30
    at.now = zonedToUtc('2026-12-02', '12:00');
    const run = await at.orders.standing.runDue();
    expect(run).toMatchObject({ created: 1, missed: 1 });
    expect((await cyclesOf(so.id)).map((c) => [c.pickup_date, c.outcome])).toEqual([
      ['2026-11-26', 'missed'],
      ['2026-12-03', 'created'],
    ]);
    const [made] = await ordersOf(so.id);
    // made late, at noon the day before: 10:00 is within checkout's 24 hours, so the day's first
    // window still on offer, 12:00 PM PST
    expect(made!.pickup_start).toEqual(new Date('2026-12-03T20:00:00.000Z'));
  });

  it('ends: no further cycles, and it leaves the list', async () => {
    const { so } = await standing();
    const ended = await at.orders.standing.end(w.buyerA.actor, so.id);
    expect(ended.ended).toBe(true);
    at.now = zonedToUtc('2026-11-23', '06:00');
    await at.orders.standing.runDue();
    expect(await ordersOf(so.id)).toEqual([]);
    expect((await at.orders.standing.list(w.buyerA.actor)).map((s) => s.id)).not.toContain(so.id);
    await expectError(
      at.orders.standing.update(w.buyerA.actor, so.id, { paused: true }),
      ConflictError,
      ORDER_MESSAGES.standingEnded,
    );
  });

  it('is its buyer’s: another buyer’s reads as missing, an admin has none, a declined order is not repeated', async () => {
    const { placed, so } = await standing();
    await expectError(at.orders.standing.skip(w.buyerB.actor, so.id), NotFoundError);
    await expectError(at.orders.standing.end(w.buyerB.actor, so.id), NotFoundError);
    await expectError(at.orders.standing.repeat(w.buyerB.actor, placed.id, { every_weeks: 1 }), NotFoundError);
    await expectError(at.orders.standing.list(w.admin.actor), ForbiddenError);
    expect((await at.orders.standing.list(w.buyerB.actor)).map((s) => s.id)).not.toContain(so.id);
    await at.orders.admin.setStatus(w.admin.actor, placed.id, 'declined');
    await expectError(
      at.orders.standing.repeat(w.buyerA.actor, placed.id, { every_weeks: 1 }),
      ConflictError,
      ORDER_MESSAGES.standingNotSold,
    );
  });
});
