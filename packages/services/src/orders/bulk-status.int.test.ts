// The Orders page's bulk status change through the service: each order through the one status
// function in its own transaction (a refusal undoes none of the others), every order answered in
// turn (an unknown id: not found), each buyer's mail queued once and never again on a repeat, the
// ready mail only when asked, the cap of 500 refused at the door, and "select all in this filter".
import { describe, expect, it } from 'vitest';
import {
  adminOrderExportInput,
  BOOKS_CODES,
  bulkStatusInput,
  ForbiddenError,
  ORDER_CODES,
  parseInput,
  ValidationError,
} from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import { useAccountsWorld } from '../accounts/testing';
import { placeBoxes } from './testing';
import { outboxMails } from '../mail/outbox-testing';

const w = useAccountsWorld();

const place = (buyer: 'buyerA' | 'buyerB' = 'buyerA') => placeBoxes(w.orders, w[buyer].actor, 1);

/** As the doors call it: the body parsed with the contract's schema first (async: a refusal rejects). */
const bulk = async (raw: Record<string, unknown>) =>
  w.orders.admin.bulkStatus(w.admin.actor, parseInput(bulkStatusInput, raw));

const mailsOf = (template: string, orderNumber: string) =>
  outboxMails(w.handle.db, { template, mentioning: orderNumber });

const statusOf = async (id: number) => (await w.orders.admin.detail(w.admin.actor, id)).order_status;

describe('bulk status', () => {
  it('confirms each order on its own: refusals and unknown ids answered, the others changed and mailed once', async () => {
    const a = await place();
    const b = await place('buyerB');
    const held = await place();
    const cancelled = await place();
    await w.handle.db.updateTable('orders').set({ credit_hold_since: new Date() }).where('id', '=', held.id).execute();
    await w.orders.admin.setStatus(w.admin.actor, cancelled.id, 'declined');
    const missing = 987_654;

    const { results } = await bulk({
      order_ids: [a.id, held.id, missing, b.id, cancelled.id],
      status: 'order placed',
      notify: false,
    });
    // Every order answered, in the order asked.
    expect(results.map((r) => r.order_id)).toEqual([a.id, held.id, missing, b.id, cancelled.id]);
    expect(results[0]).toEqual({ order_id: a.id, ok: true, status: 'order placed', mail_sent: 'order-confirmed' });
    expect(results[1]).toMatchObject({ ok: false, code: BOOKS_CODES.creditHold });
    expect(results[2]).toMatchObject({ ok: false, code: ORDER_CODES.orderNotFound, message: 'Order not found' });
    expect(results[3]).toMatchObject({ ok: true, mail_sent: 'order-confirmed' });
    expect(results[4]).toMatchObject({ ok: false, code: ORDER_CODES.reopenReason });
    // The refusals undid nothing; they changed nothing of their own.
    expect(await statusOf(a.id)).toBe('order placed');
    expect(await statusOf(b.id)).toBe('order placed');
    expect(await statusOf(held.id)).toBe('pending');
    expect(await statusOf(cancelled.id)).toBe('declined');
    expect(await mailsOf('order-confirmed', a.order_number)).toHaveLength(1);
    expect(await mailsOf('order-confirmed', b.order_number)).toHaveLength(1);
    expect(await mailsOf('order-confirmed', held.order_number)).toHaveLength(0);
    // Each change is in its order's history, by the admin.
    const history = (await w.orders.admin.detail(w.admin.actor, a.id)).history.filter((h) => h.kind === 'status');
    expect(history.at(-1)).toMatchObject({ from_status: 'pending', to_status: 'order placed' });

    // Again: nothing changes, no second confirmation.
    const again = await bulk({ order_ids: [a.id, b.id], status: 'order placed', notify: true });
    expect(again.results).toEqual([
      { order_id: a.id, ok: true, status: 'order placed', mail_sent: null },
      { order_id: b.id, ok: true, status: 'order placed', mail_sent: null },
    ]);
    expect(await mailsOf('order-confirmed', a.order_number)).toHaveLength(1);
  });

  it('answers a failure that is no refusal for its order alone, the others kept', async () => {
    const a = await place();
    // The world's seeded order has a line without a name: its confirmation mail cannot be made.
    const { results } = await bulk({ order_ids: [a.id, w.buyerA.orderId], status: 'order placed', notify: false });
    expect(results[0]).toMatchObject({ order_id: a.id, ok: true });
    expect(results[1]).toEqual({
      order_id: w.buyerA.orderId,
      ok: false,
      code: 'common.internal',
      message: 'Something went wrong',
    });
    expect(await statusOf(a.id)).toBe('order placed');
    expect(await statusOf(w.buyerA.orderId)).toBe('pending');
  });

  it('marks orders ready, mailing "your order is ready" only when asked', async () => {
    const a = await place();
    const b = await place();
    await bulk({ order_ids: [a.id, b.id], status: 'order placed', notify: false });
    const quiet = await bulk({ order_ids: [a.id], status: 'ready for pickup', notify: false });
    expect(quiet.results).toEqual([{ order_id: a.id, ok: true, status: 'ready for pickup', mail_sent: null }]);
    expect(await mailsOf('order-ready', a.order_number)).toHaveLength(0);
    const told = await bulk({ order_ids: [b.id], status: 'ready for pickup', notify: true });
    expect(told.results[0]).toMatchObject({ ok: true, mail_sent: 'order-ready' });
    expect(await mailsOf('order-ready', b.order_number)).toHaveLength(1);
  });

  it('refuses more than 500 orders, none, repeats and other statuses at the door, and a buyer', async () => {
    const ids = Array.from({ length: 501 }, (_, i) => i + 1);
    const over = await expectError(bulk({ order_ids: ids, status: 'order placed', notify: false }), ValidationError);
    expect(over.code).toBe(ORDER_CODES.bulkTooMany);
    expect(
      await expectError(bulk({ order_ids: [], status: 'order placed', notify: false }), ValidationError),
    ).toMatchObject({ code: ORDER_CODES.bulkEmpty });
    expect(
      await expectError(bulk({ order_ids: [1, 1], status: 'order placed', notify: false }), ValidationError),
    ).toMatchObject({ code: ORDER_CODES.bulkRepeated });
    expect(
      await expectError(bulk({ order_ids: [1], status: 'complete', notify: false }), ValidationError),
    ).toMatchObject({ code: ORDER_CODES.bulkStatus });
    const o = await place();
    await expectError(
      w.orders.admin.bulkStatus(w.buyerA.actor, { order_ids: [o.id], status: 'order placed', notify: false }),
      ForbiddenError,
    );
    expect(await statusOf(o.id)).toBe('pending');
    // A direct call past the cap is refused too, before any order changes.
    const direct = await expectError(
      w.orders.admin.bulkStatus(w.admin.actor, { order_ids: [o.id, ...ids], status: 'order placed', notify: false }),
      ValidationError,
    );
    expect(direct.code).toBe(ORDER_CODES.bulkTooMany);
    expect(await statusOf(o.id)).toBe('pending');
  });
});

describe('select all in this filter', () => {
  it("answers the filter's orders, newest first, and only the chosen ones with ids", async () => {
    const a = await place('buyerB');
    const b = await place('buyerB');
    const all = await w.orders.admin.selectAll(w.admin.actor, parseInput(adminOrderExportInput, { q: a.order_number }));
    expect(all.map((o) => o.id)).toEqual([a.id]);
    const chosen = await w.orders.admin.selectAll(
      w.admin.actor,
      parseInput(adminOrderExportInput, { ids: `${b.id},${a.id},${a.id}` }),
    );
    expect(chosen.map((o) => o.id)).toEqual([b.id, a.id]);
  });

  it('refuses a filter of more than 500 orders', async () => {
    const o = await place();
    const base = await w.handle.db.selectFrom('orders').selectAll().where('id', '=', o.id).executeTakeFirstOrThrow();
    const { id: _id, order_number: _n, ...rest } = base;
    await w.handle.db
      .insertInto('orders')
      .values(Array.from({ length: 500 }, (_, i) => ({ ...rest, order_number: `BULK-${i}` })))
      .execute();
    const err = await expectError(
      w.orders.admin.selectAll(w.admin.actor, parseInput(adminOrderExportInput, {})),
      ValidationError,
    );
    expect(err.code).toBe(ORDER_CODES.selectTooMany);
  });
});
