// Changing and cancelling a placed order through the orders service, on PGlite and (in
// CI) PostgreSQL: repricing, revisions, the cutoff and the confirmation, idempotent replay, the
// mails, and every refusal leaving nothing half-written. The clock is fixed on a week with
// Thanksgiving (Thu Nov 26 2026, the day after closed too), so every cutoff is known by hand.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { demoItems } from '@wholesale/db';
import { zonedToUtc } from '@wholesale/rules';
import {
  cancelOrderInput,
  changeOrderInput,
  ConflictError,
  NotFoundError,
  ORDER_ERRORS,
  ORDER_MESSAGES,
  parseInput,
  UnauthorizedError,
  ValidationError,
  type Actor,
} from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import { BUSINESS_EMAIL, useAccountsWorld } from '../accounts/testing';
import { DEMO_BOXES, DEMO_CATCH_WEIGHT, placeOrderAsTheDoors, useOrdersAt } from './testing';
import { outboxMails } from '../mail/outbox-testing';
import { changeItemForTheTest } from '../catalogue/testing';

const w = useAccountsWorld();
/** Monday Nov 23 2026, 9:00 AM in Los Angeles (PST) unless a test moves it. */
const at = useOrdersAt(w, '2026-11-23', '09:00');

const [boxA, boxB, boxC] = DEMO_BOXES;
const catchWeight = DEMO_CATCH_WEIGHT;
const hidden = demoItems.find((d) => !d.show)!;

let keyNo = 0;
const freshKey = () => `change-key-${++keyNo}-${Math.random().toString(36).slice(2, 8)}`;

const place = placeOrderAsTheDoors(() => at.orders);
const change = async (
  actor: Actor,
  orderId: number,
  raw: Omit<z.input<typeof changeOrderInput>, 'idempotency_key'> & { idempotency_key?: string },
) => at.orders.changeOrder(actor, orderId, parseInput(changeOrderInput, { idempotency_key: freshKey(), ...raw }));
const cancel = async (actor: Actor, orderId: number, raw: z.input<typeof cancelOrderInput> = {}) =>
  at.orders.cancelOrder(actor, orderId, parseInput(cancelOrderInput, raw));

/** An order of 2 × boxA and 1 × boxB for pickup on Wednesday Nov 25, 8:00 AM (cutoff Tue Nov 24, 5 PM PST). */
async function wednesdayOrder(actor: Actor = w.buyerA.actor) {
  return place(actor, {
    cart_items: [
      { id: boxA.id, quantity: 2 },
      { id: boxB.id, quantity: 1 },
    ],
    pickup_slot: '2026-11-25T08:00',
    note: 'Back door',
  });
}

const mailsOf = (orderNumber: string) => outboxMails(w.handle.db, { mentioning: orderNumber });

async function rowCounts(orderId: number) {
  const db = w.handle.db;
  const n = async (table: 'order_items' | 'order_revisions' | 'order_change_keys') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('order_id', '=', orderId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { lines: await n('order_items'), revisions: await n('order_revisions'), keys: await n('order_change_keys') };
}

describe('the cutoff on every reading of an order', () => {
  it('is 5:00 PM Pacific on the open day before pickup, skipping Thanksgiving and the weekend', async () => {
    const wed = await wednesdayOrder();
    const detail = await at.orders.order(w.buyerA.actor, wed.id);
    // Tue Nov 24, 5:00 PM PST = 01:00 UTC on the 25th
    expect([detail.cutoff_at, detail.changeable, detail.revision, detail.revisions]).toEqual([
      '2026-11-25T01:00:00.000Z',
      true,
      0,
      [],
    ]);

    const monday = await place(w.buyerA.actor, {
      cart_items: [{ id: boxA.id, quantity: 1 }],
      pickup_slot: '2026-11-30T08:00',
    });
    const list = await at.orders.orders(w.buyerA.actor, w.buyerA.id);
    // Mon Nov 30 ← Fri 27 and Thu 26 closed, the weekend skipped → Wed Nov 25, 5:00 PM PST
    expect(list.find((o) => o.id === monday.id)).toMatchObject({
      cutoff_at: '2026-11-26T01:00:00.000Z',
      changeable: true,
    });
    // The seeded order has no pickup window: no cutoff, and the buyer cannot change it.
    expect(list.find((o) => o.id === w.buyerA.orderId)).toMatchObject({ cutoff_at: null, changeable: false });
  });

  it('follows ORDER_CUTOFF_TIME', async () => {
    const early = at.services({ cutoffTime: '12:00' });
    const wed = await wednesdayOrder();
    expect((await early.order(w.buyerA.actor, wed.id)).cutoff_at).toBe('2026-11-24T20:00:00.000Z');
  });
});

describe('a buyer changes a pending order before its cutoff', () => {
  it('reprices changed and new lines at the price now, keeps the rest, and records the revision', async () => {
    const placed = await wednesdayOrder();
    // The member price of boxA rises after checkout; boxA's line changes quantity, boxB's does not.
    const risen = boxA.discounted_price_cents + 500;
    await changeItemForTheTest(w.handle.db, boxA, { discounted_price_cents: risen });
    const { order, changed, replayed } = await change(w.buyerA.actor, placed.id, {
      cart_items: [
        { id: boxA.id, quantity: 3 },
        { id: boxB.id, quantity: 1 },
        { id: boxC.id, quantity: 2 },
      ],
    });
    expect([changed, replayed, order.revision]).toEqual([true, false, 1]);
    expect(order.lines.map((l) => [l.item_id, l.quantity, l.unit_price])).toEqual([
      [boxA.id, 3, risen / 100],
      [boxB.id, 1, boxB.discounted_price_cents / 100],
      [boxC.id, 2, boxC.discounted_price_cents / 100],
    ]);
    const totalCents = risen * 3 + boxB.discounted_price_cents + boxC.discounted_price_cents * 2;
    expect(order.total_amount).toBe(totalCents / 100);
    const row = await w.handle.db
      .selectFrom('orders')
      .select(['total_amount_cents', 'revision'])
      .where('id', '=', placed.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ total_amount_cents: totalCents, revision: 1 });

    expect(order.revisions).toEqual([
      expect.objectContaining({
        revision: 1,
        kind: 'change',
        by: 'buyer',
        changed_by: 'Alice Kim',
        reason: null,
        total_before: placed.total_amount,
        total_after: totalCents / 100,
        pickup: null,
        note: null,
        lines: [
          expect.objectContaining({
            item_id: boxA.id,
            from_quantity: 2,
            to_quantity: 3,
            from_unit_price: boxA.discounted_price_cents / 100,
            to_unit_price: risen / 100,
          }),
          expect.objectContaining({
            item_id: boxC.id,
            from_quantity: null,
            to_quantity: 2,
            from_unit_price: null,
            to_unit_price: boxC.discounted_price_cents / 100,
          }),
        ],
      }),
    ]);
  });

  it('removes a line, moves the pickup (as a slot or as the instant) and changes the note; mails the buyer and the business', async () => {
    const placed = await wednesdayOrder();
    // Friday Nov 27 is closed (the day after Thanksgiving): Monday Nov 30, 10:00 AM instead
    const { order } = await change(w.buyerA.actor, placed.id, {
      cart_items: [{ id: boxA.id, quantity: 2 }],
      pickup_start: '2026-11-30T18:00:00.000Z',
      note: 'Front door',
    });
    expect(order.lines.map((l) => l.item_id)).toEqual([boxA.id]);
    expect([order.pickup_start, order.pickup_end, order.note]).toEqual([
      '2026-11-30T18:00:00.000Z',
      '2026-11-30T20:00:00.000Z',
      'Front door',
    ]);
    // the new pickup's cutoff: Wed Nov 25, 5:00 PM PST
    expect(order.cutoff_at).toBe('2026-11-26T01:00:00.000Z');
    expect(order.revisions[0]).toMatchObject({
      pickup: {
        from: { start: '2026-11-25T16:00:00.000Z', end: '2026-11-25T18:00:00.000Z' },
        to: { start: '2026-11-30T18:00:00.000Z', end: '2026-11-30T20:00:00.000Z' },
      },
      note: { from: 'Back door', to: 'Front door' },
      lines: [expect.objectContaining({ item_id: boxB.id, from_quantity: 1, to_quantity: null })],
    });

    const mails = await mailsOf(placed.order_number);
    expect(mails.map((m) => [m.template, m.to_address])).toEqual([
      ['order-received', 'alice@restaurant.test'],
      ['order-notice', BUSINESS_EMAIL],
      ['order-changed', 'alice@restaurant.test'],
      ['order-change-notice', BUSINESS_EMAIL],
    ]);
    expect(mails[2]!.subject).toContain(placed.order_number);
    expect(mails[2]!.text_body).toContain(boxB.name);

    // The slot id works as well, and naming the window the order has is no change.
    const same = await change(w.buyerA.actor, placed.id, {
      cart_items: [{ id: boxA.id, quantity: 2 }],
      pickup_start: '2026-11-30T10:00',
    });
    expect([same.changed, same.order.revision]).toEqual([false, 1]);
    expect(await mailsOf(placed.order_number)).toHaveLength(4);
  });

  it('writes the Korean mail for a Korean buyer, with the Korean product names', async () => {
    await w.handle.db.updateTable('users').set({ locale: 'ko' }).where('id', '=', w.buyerB.id).execute();
    try {
      const placed = await wednesdayOrder(w.buyerB.actor);
      await change(w.buyerB.actor, placed.id, { cart_items: [{ id: boxA.id, quantity: 5 }] });
      const mail = (await mailsOf(placed.order_number)).find((m) => m.template === 'order-changed')!;
      expect(mail.subject).toMatch(/[가-힣]/);
      expect(mail.text_body).toContain(boxA.name_ko);
    } finally {
      await w.handle.db.updateTable('users').set({ locale: 'en' }).where('id', '=', w.buyerB.id).execute();
    }
  });

  it('answers a retried change once: same key, same change → the first answer; another change → 409', async () => {
    const placed = await wednesdayOrder();
    const key = freshKey();
    const first = await change(w.buyerA.actor, placed.id, {
      cart_items: [{ id: boxA.id, quantity: 4 }],
      idempotency_key: key,
    });
    const again = await change(w.buyerA.actor, placed.id, {
      cart_items: [{ id: boxA.id, quantity: 4 }],
      idempotency_key: key,
    });
    expect(again.replayed).toBe(true);
    expect(again.order).toEqual(first.order);
    expect(await rowCounts(placed.id)).toEqual({ lines: 1, revisions: 1, keys: 1 });
    expect((await mailsOf(placed.order_number)).filter((m) => m.template === 'order-changed')).toHaveLength(1);

    const reused = await expectError(
      change(w.buyerA.actor, placed.id, { cart_items: [{ id: boxA.id, quantity: 5 }], idempotency_key: key }),
      ConflictError,
    );
    expect(reused.code).toBe(ORDER_ERRORS.changeKeyReused.code);
    expect(await rowCounts(placed.id)).toEqual({ lines: 1, revisions: 1, keys: 1 });
  });

  it('refuses after the cutoff, naming it, and writes nothing', async () => {
    const placed = await wednesdayOrder();
    at.now = zonedToUtc('2026-11-24', '17:00');
    const refused = await expectError(
      change(w.buyerA.actor, placed.id, { cart_items: [{ id: boxA.id, quantity: 9 }] }),
      ConflictError,
    );
    expect([refused.code, refused.params]).toEqual(['orders.cutoffPassed', { cutoff: '2026-11-25T01:00:00.000Z' }]);
    expect(refused.message).toBe(
      'Changes to this order closed Tue,\u00a0Nov\u00a024\u00a0· 5:00\u00a0PM PT. To change it now, please reply to your order e-mail or call sales during business hours (Monday to Friday, 8:00 AM-3:30 PM Pacific time).',
    );
    await expectError(cancel(w.buyerA.actor, placed.id), ConflictError);
    expect(await at.orders.order(w.buyerA.actor, placed.id)).toMatchObject({
      changeable: false,
      revision: 0,
      order_status: 'pending',
    });
    expect(await rowCounts(placed.id)).toEqual({ lines: 2, revisions: 0, keys: 0 });

    // A minute before, it was still open.
    at.now = zonedToUtc('2026-11-24', '16:59');
    expect((await change(w.buyerA.actor, placed.id, { cart_items: [{ id: boxA.id, quantity: 9 }] })).changed).toBe(
      true,
    );
  });

  it('refuses once an admin has confirmed the order; the admin still changes it and the buyer is mailed', async () => {
    const placed = await wednesdayOrder();
    await at.orders.admin.setStatus(w.admin.actor, placed.id, 'order placed');
    const refused = await expectError(
      change(w.buyerA.actor, placed.id, { cart_items: [{ id: boxA.id, quantity: 1 }] }),
      ConflictError,
      ORDER_MESSAGES.confirmedLocked,
    );
    expect(refused.code).toBe('orders.confirmedLocked');

    // a shortage: the warehouse has 1 of boxA, and substitutes boxC for boxB
    at.now = zonedToUtc('2026-11-25', '07:30'); // past the buyer's cutoff: staff are not bound by it
    const { order } = await change(w.admin.actor, placed.id, {
      cart_items: [
        { id: boxA.id, quantity: 1 },
        { id: boxC.id, quantity: 1 },
      ],
    });
    expect(order.revisions.at(-1)).toMatchObject({ by: 'admin', changed_by: 'Boss' });
    expect(order.changeable).toBe(true); // the admin's reading
    const mails = (await mailsOf(placed.order_number)).map((m) => [m.template, m.to_address]);
    // the buyer hears of it; the business inbox made it and gets no notice
    expect(mails.slice(-1)).toEqual([['order-changed', 'alice@restaurant.test']]);
    expect((await at.orders.order(w.buyerA.actor, placed.id)).changeable).toBe(false);
  });

  it('refuses a product that is no longer sold, and more of one, but takes fewer of it at its old price', async () => {
    const placed = await place(w.buyerA.actor, {
      cart_items: [{ id: boxA.id, quantity: 3 }],
      pickup_slot: '2026-11-25T08:00',
    });
    await expectError(
      change(w.buyerA.actor, placed.id, {
        cart_items: [
          { id: boxA.id, quantity: 3 },
          { id: hidden.id, quantity: 1 },
        ],
      }),
      ValidationError,
      new RegExp(hidden.name),
    );
    await changeItemForTheTest(w.handle.db, boxA, { show: false });
    await expectError(
      change(w.buyerA.actor, placed.id, { cart_items: [{ id: boxA.id, quantity: 4 }] }),
      ValidationError,
    );
    const { order } = await change(w.buyerA.actor, placed.id, { cart_items: [{ id: boxA.id, quantity: 1 }] });
    expect(order.lines.map((l) => [l.quantity, l.unit_price])).toEqual([[1, boxA.discounted_price_cents / 100]]);
    expect((await rowCounts(placed.id)).revisions).toBe(1);
  });

  it("moves the pickup only to a window on offer, with checkout's words", async () => {
    const placed = await wednesdayOrder();
    const closed = await expectError(
      change(w.buyerA.actor, placed.id, {
        cart_items: [{ id: boxA.id, quantity: 2 }],
        pickup_start: '2026-11-26T08:00',
      }),
      ValidationError,
    );
    expect([closed.code, Object.keys(closed.fields ?? {})]).toEqual(['orders.pickupDayClosed', ['pickup_start']]);
    await expectError(
      change(w.buyerA.actor, placed.id, {
        cart_items: [{ id: boxA.id, quantity: 2 }],
        pickup_start: '2026-11-25T08:15',
      }),
      ValidationError,
      ORDER_MESSAGES.pickupUnavailable,
    );
    expect((await rowCounts(placed.id)).revisions).toBe(0);
  });

  it("clears a weighed catch-weight line's weight when staff change its quantity", async () => {
    const placed = await place(w.buyerA.actor, {
      cart_items: [{ id: catchWeight.id, quantity: 2 }],
      pickup_slot: '2026-11-25T08:00',
    });
    const [line] = (await at.orders.order(w.admin.actor, placed.id)).lines;
    await at.orders.admin.weigh(w.admin.actor, placed.id, [
      { line_id: line!.id, weighed_lbs: catchWeight.avg_weight * 2, confirm_unusual: true },
    ]);
    const { order } = await change(w.admin.actor, placed.id, { cart_items: [{ id: catchWeight.id, quantity: 1 }] });
    expect(order.lines[0]).toMatchObject({ quantity: 1, weighed_lbs: null, estimated: true });
  });
});

describe('who may change an order', () => {
  it("reads another buyer's order as missing and a guest as signed out, for reads, changes and cancels", async () => {
    const placed = await wednesdayOrder();
    await expectError(at.orders.order(w.buyerB.actor, placed.id), NotFoundError);
    await expectError(change(w.buyerB.actor, placed.id, { cart_items: [{ id: boxA.id, quantity: 1 }] }), NotFoundError);
    await expectError(cancel(w.buyerB.actor, placed.id), NotFoundError);
    await expectError(change(w.guest, placed.id, { cart_items: [{ id: boxA.id, quantity: 1 }] }), UnauthorizedError);
    await expectError(cancel(w.guest, placed.id), UnauthorizedError);
    expect(await rowCounts(placed.id)).toEqual({ lines: 2, revisions: 0, keys: 0 });
  });

  it('refuses an empty change and a quantity of 0 at the door: cancelling is its own call', () => {
    expect(() => parseInput(changeOrderInput, { cart_items: [], idempotency_key: freshKey() })).toThrow(
      ORDER_MESSAGES.changeEmpty,
    );
    expect(() =>
      parseInput(changeOrderInput, { cart_items: [{ id: boxA.id, quantity: 0 }], idempotency_key: freshKey() }),
    ).toThrow(ORDER_MESSAGES.quantity);
    expect(() => parseInput(changeOrderInput, { cart_items: [{ id: boxA.id, quantity: 1 }] })).toThrow(
      ORDER_MESSAGES.changeKey,
    );
  });

  it('refuses a change or a status change made on a version the caller has not seen (revision)', async () => {
    const placed = await wednesdayOrder();
    await change(w.buyerA.actor, placed.id, { cart_items: [{ id: boxA.id, quantity: 3 }], revision: 0 });
    const stale = await expectError(
      change(w.buyerA.actor, placed.id, { cart_items: [{ id: boxA.id, quantity: 4 }], revision: 0 }),
      ConflictError,
    );
    expect(stale.code).toBe('orders.changedMeanwhile');
    await expectError(
      at.orders.admin.setStatus(w.admin.actor, placed.id, 'order placed', 0),
      ConflictError,
      ORDER_MESSAGES.changedMeanwhile,
    );
    expect((await at.orders.admin.setStatus(w.admin.actor, placed.id, 'order placed', 1)).order_status).toBe(
      'order placed',
    );
  });
});

describe('cancelling', () => {
  it('cancels with a reason, records it, mails both, and a second cancel changes nothing', async () => {
    const placed = await wednesdayOrder();
    const order = await cancel(w.buyerA.actor, placed.id, { reason: '  Closed for a private event  ' });
    expect([order.order_status, order.changeable, order.revision, order.deposit_due]).toEqual([
      'cancelled',
      false,
      1,
      null,
    ]);
    expect(order.revisions).toEqual([
      expect.objectContaining({
        kind: 'cancel',
        by: 'buyer',
        reason: 'Closed for a private event',
        total_before: placed.total_amount,
        total_after: placed.total_amount,
      }),
    ]);
    const history = await w.handle.db
      .selectFrom('order_status_history')
      .select(['from_status', 'to_status', 'changed_by'])
      .where('order_id', '=', placed.id)
      .execute();
    expect(history).toEqual([{ from_status: 'pending', to_status: 'cancelled', changed_by: w.buyerA.id }]);

    const again = await cancel(w.buyerA.actor, placed.id);
    expect(again.revision).toBe(1);
    const mails = (await mailsOf(placed.order_number)).map((m) => m.template);
    expect(mails).toEqual(['order-received', 'order-notice', 'order-cancelled', 'order-change-notice']);

    await expectError(
      change(w.buyerA.actor, placed.id, { cart_items: [{ id: boxA.id, quantity: 1 }] }),
      ConflictError,
      ORDER_MESSAGES.cancelledLocked,
    );
    await expectError(
      change(w.admin.actor, placed.id, { cart_items: [{ id: boxA.id, quantity: 1 }] }),
      ConflictError,
      ORDER_MESSAGES.cancelledLocked,
    );
  });

  it('lets staff cancel a confirmed order until it is complete, then refuses', async () => {
    const placed = await wednesdayOrder();
    await at.orders.admin.setStatus(w.admin.actor, placed.id, 'order placed');
    await expectError(cancel(w.buyerA.actor, placed.id), ConflictError, ORDER_MESSAGES.confirmedLocked);
    const done = await wednesdayOrder();
    await at.orders.admin.setStatus(w.admin.actor, done.id, 'complete');
    await expectError(cancel(w.admin.actor, done.id), ConflictError, ORDER_MESSAGES.settledLocked);
    expect((await cancel(w.admin.actor, placed.id)).order_status).toBe('cancelled');
    const mail = (await mailsOf(placed.order_number)).at(-1)!;
    expect([mail.template, mail.to_address]).toEqual(['order-cancelled', 'alice@restaurant.test']);
  });
});

// Races a multi-process deployment sees; meaningful on PostgreSQL (DATABASE_URL, as CI runs it),
// and still correct (serialised) on PGlite.
describe('changes at the same moment', () => {
  it('a buyer change and an admin confirmation of the same version: one wins, the other gets a clear 409', async () => {
    for (let round = 0; round < 8; round += 1) {
      const placed = await wednesdayOrder();
      const [changed, confirmed] = await Promise.allSettled([
        change(w.buyerA.actor, placed.id, { cart_items: [{ id: boxA.id, quantity: 5 }], revision: 0 }),
        at.orders.admin.setStatus(w.admin.actor, placed.id, 'order placed', 0),
      ]);
      const outcomes = [changed.status, confirmed.status].sort();
      expect(outcomes, `round ${round}`).toEqual(['fulfilled', 'rejected']);
      const refusal = (
        changed.status === 'rejected' ? changed.reason : (confirmed as PromiseRejectedResult).reason
      ) as ConflictError;
      expect(refusal).toBeInstanceOf(ConflictError);
      // the confirmation lost: the buyer's change landed first; the change lost: the order was confirmed first
      expect(refusal.code).toBe(changed.status === 'rejected' ? 'orders.confirmedLocked' : 'orders.changedMeanwhile');
      const row = await w.handle.db
        .selectFrom('orders')
        .select(['order_status', 'revision'])
        .where('id', '=', placed.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual(
        changed.status === 'fulfilled'
          ? { order_status: 'pending', revision: 1 }
          : { order_status: 'order placed', revision: 0 },
      );
    }
  });

  it('the same change sent 10 times at once: one revision, one mail, and every answer is that change', async () => {
    const placed = await wednesdayOrder();
    const key = freshKey();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        change(w.buyerA.actor, placed.id, { cart_items: [{ id: boxA.id, quantity: 7 }], idempotency_key: key }),
      ),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    for (const r of results) expect(r.order).toEqual(results[0]!.order);
    expect(await rowCounts(placed.id)).toEqual({ lines: 1, revisions: 1, keys: 1 });
    expect((await mailsOf(placed.order_number)).filter((m) => m.template === 'order-changed')).toHaveLength(1);
  });

  it('20 different changes of one order at once take turns: 20 revisions, numbered 1 to 20, and the total is its lines', async () => {
    const placed = await wednesdayOrder();
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        change(w.buyerA.actor, placed.id, {
          cart_items: [
            { id: boxA.id, quantity: i + 1 },
            { id: boxB.id, quantity: 1 },
          ],
        }),
      ),
    );
    const revisions = await w.handle.db
      .selectFrom('order_revisions')
      .select('revision')
      .where('order_id', '=', placed.id)
      .orderBy('revision')
      .execute();
    // one of the 20 may equal the order as it then stood (2 × boxA): no revision for it
    expect(revisions.length).toBeGreaterThanOrEqual(19);
    expect(revisions.map((r) => r.revision)).toEqual(Array.from({ length: revisions.length }, (_, i) => i + 1));
    const order = await w.handle.db
      .selectFrom('orders')
      .select(['total_amount_cents', 'revision'])
      .where('id', '=', placed.id)
      .executeTakeFirstOrThrow();
    const sum = await w.handle.db
      .selectFrom('order_items')
      .select((eb) => eb.fn.sum<number>('line_total_cents').as('sum'))
      .where('order_id', '=', placed.id)
      .executeTakeFirstOrThrow();
    expect([order.total_amount_cents, order.revision]).toEqual([Number(sum.sum), revisions.length]);
  });
});
