// Staff moving orders to another pickup window, on PGlite and (in CI) PostgreSQL: a move alone (no
// lines, no key), the buyer mailed the new time unless staff keep the mail back, windows a buyer
// could not choose but staff can, and the Calendar page's "move to the next open day". The clock is
// Monday Nov 23 2026, 9:00 AM Los Angeles; Thanksgiving (Thu 26) and the day after are closed.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changeOrderInput,
  ConflictError,
  ForbiddenError,
  moveOrdersInput,
  ORDER_MESSAGES,
  parseInput,
  placeOrderInput,
  ValidationError,
  type Actor,
} from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import { useAccountsWorld } from '../accounts/testing';
import { DEMO_BOX, useOrdersAt } from './testing';
import { outboxMails } from '../mail/outbox-testing';

const w = useAccountsWorld();
const at = useOrdersAt(w, '2026-11-23', '09:00');

const box = DEMO_BOX;
const place = async (actor: Actor, slot: string) =>
  at.orders.placeOrder(
    actor,
    parseInput(placeOrderInput, { cart_items: [{ id: box.id, quantity: 2 }], pickup_slot: slot }),
  );
const change = async (actor: Actor, orderId: number, raw: z.input<typeof changeOrderInput>) =>
  at.orders.changeOrder(actor, orderId, parseInput(changeOrderInput, raw));

const changeMails = (orderNumber: string) =>
  outboxMails(w.handle.db, { template: 'order-changed', mentioning: orderNumber });

describe('staff move an order to another window', () => {
  it('with the window alone: the lines stay, the buyer is mailed the new time, the revision says so', async () => {
    const order = await place(w.buyerA.actor, '2026-11-25T08:00');
    const moved = (await change(w.admin.actor, order.id, { pickup_start: '2026-11-30T10:00' })).order;
    expect([moved.pickup_start, moved.lines.map((l) => [l.item_id, l.quantity])]).toEqual([
      '2026-11-30T18:00:00.000Z',
      [[box.id, 2]],
    ]);
    expect(moved.revisions.at(-1)).toMatchObject({ by: 'admin', buyer_mailed: true, lines: [] });
    expect(moved.revisions.at(-1)?.pickup?.to.start).toBe('2026-11-30T18:00:00.000Z');
    const mails = await changeMails(order.order_number);
    expect(mails.map((m) => m.to_address)).toEqual([w.buyerA.email]);
    // Moving it to where it already is changes nothing and mails nobody, however often it is sent.
    await change(w.admin.actor, order.id, { pickup_start: '2026-11-30T10:00' });
    expect(await changeMails(order.order_number)).toHaveLength(1);
  });

  it('to a window later today, which the buyer may not choose (24 hours ahead), but never a closed or past one', async () => {
    const order = await place(w.buyerA.actor, '2026-11-25T08:00');
    await expectError(change(w.buyerA.actor, order.id, { pickup_start: '2026-11-23T14:00' }), ValidationError);
    const today = (await change(w.admin.actor, order.id, { pickup_start: '2026-11-23T14:00' })).order;
    expect(today.pickup_start).toBe('2026-11-23T22:00:00.000Z');
    // 08:00 today is under way; Thanksgiving is closed, with the day named.
    await expectError(change(w.admin.actor, order.id, { pickup_start: '2026-11-23T08:00' }), ValidationError);
    const closed = await expectError(
      change(w.admin.actor, order.id, { pickup_start: '2026-11-26T10:00' }),
      ValidationError,
    );
    expect(closed.code).toBe('orders.pickupDayClosed');
  });

  it('offers staff every open window still ahead: today after now, never the closed days', async () => {
    const days = await at.orders.calendar.pickupWindows(w.admin.actor);
    expect(days[0]).toMatchObject({ date: '2026-11-23' });
    expect(days[0]!.windows.map((x) => x.slot)).toEqual(['2026-11-23T10:00', '2026-11-23T12:00', '2026-11-23T14:00']);
    expect(days.map((d) => d.date)).not.toContain('2026-11-26');
    await expectError(at.orders.calendar.pickupWindows(w.buyerA.actor), ForbiddenError);
  });

  it('kept from the buyer when agreed on the phone (notify: false); a buyer cannot keep their own back', async () => {
    const order = await place(w.buyerA.actor, '2026-11-25T08:00');
    const quiet = (await change(w.admin.actor, order.id, { pickup_start: '2026-11-30T08:00', notify: false })).order;
    expect(quiet.revisions.at(-1)).toMatchObject({ buyer_mailed: false });
    expect(await changeMails(order.order_number)).toHaveLength(0);
    const own = (await change(w.buyerA.actor, order.id, { pickup_start: '2026-12-01T08:00', notify: false })).order;
    expect(own.revisions.at(-1)).toMatchObject({ by: 'buyer', buyer_mailed: true });
    expect(await changeMails(order.order_number)).toHaveLength(1);
  });

  it('refuses a change with nothing in it, new lines without their key, and a settled order', async () => {
    const order = await place(w.buyerA.actor, '2026-11-25T08:00');
    await expectError(change(w.admin.actor, order.id, {}), ValidationError, ORDER_MESSAGES.changeEmpty);
    await expectError(
      change(w.admin.actor, order.id, { cart_items: [{ id: box.id, quantity: 3 }] }),
      ValidationError,
      ORDER_MESSAGES.changeKey,
    );
    await at.orders.admin.setStatus(w.admin.actor, order.id, 'declined');
    await expectError(change(w.admin.actor, order.id, { pickup_start: '2026-11-30T08:00' }), ConflictError);
  });
});

describe('moving the orders off a closed day to the next open day', () => {
  const move = async (actor: Actor, order_ids: unknown) =>
    at.orders.calendar.moveToNextOpenDay(actor, parseInput(moveOrdersInput, { order_ids }));

  it('moves each to the same hour of the next open day and mails its buyer; reports the ones it cannot move', async () => {
    // Booked on Wednesday Dec 2, which staff then close: Thursday Dec 3 is next.
    const first = await place(w.buyerA.actor, '2026-12-02T10:00');
    const second = await place(w.buyerB.actor, '2026-12-02T14:00');
    const open = await place(w.buyerA.actor, '2026-12-01T08:00');
    await at.orders.calendar.setClosedDays(w.admin.actor, { dates: ['2026-12-02'] });
    expect((await at.orders.calendar.affectedOrders(w.admin.actor)).map((o) => o.id).sort()).toEqual(
      [first.id, second.id].sort(),
    );

    const { results } = await move(w.admin.actor, [first.id, open.id, second.id, 999_999]);
    expect(results.map((r) => [r.order_id, r.moved, r.pickup_start, r.error?.code ?? null])).toEqual([
      [first.id, true, '2026-12-03T18:00:00.000Z', null],
      [open.id, false, null, 'calendar.dayOpen'],
      [second.id, true, '2026-12-03T22:00:00.000Z', null],
      [999_999, false, null, 'orders.orderNotFound'],
    ]);
    expect(await at.orders.calendar.affectedOrders(w.admin.actor)).toEqual([]);
    expect((await changeMails(first.order_number)).map((m) => m.to_address)).toEqual([w.buyerA.email]);
    expect((await changeMails(second.order_number)).map((m) => m.to_address)).toEqual([w.buyerB.email]);
    await at.orders.calendar.setClosedDays(w.admin.actor, { dates: [] });
  });

  it('is for staff, and takes 1 to 500 order ids', async () => {
    await expectError(move(w.buyerA.actor, [1]), ForbiddenError);
    await expectError(move(w.admin.actor, []), ValidationError);
    await expectError(
      move(
        w.admin.actor,
        Array.from({ length: 501 }, (_, i) => i + 1),
      ),
      ValidationError,
    );
    await expectError(move(w.admin.actor, ['1']), ValidationError);
  });
});
