// The back office's order work through the service, on PGlite and (in CI) PostgreSQL: the list and
// its filters, one status-change function whose effects (history, points, the buyer's mails)
// happen exactly once also under concurrent changes, weighing catch-weight lines (refused once an
// order is closed, recorded in its history, an unusual weight only when confirmed), the pick list
// and the CSV export (every order, past one read's batch).
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CATCH_WEIGHT_SPEC, pickupDays } from '@wholesale/rules';
import { sql } from 'kysely';
import {
  adminOrderExportInput,
  adminOrderListInput,
  adminOrderPageInput,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ORDER_MESSAGES,
  parseInput,
  pickDateInput,
  placeOrderInput,
  statusChangeInput,
  UnauthorizedError,
  ValidationError,
  weighInput,
  type Actor,
  type OrderHistoryEntry,
} from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import { atTheDoor, BUSINESS_EMAIL, insertUser, useAccountsWorld } from '../accounts/testing';
import { followOrderChanges, OrderBookCache } from './book-cache';
import { createOrderServices } from './index';
import { DEMO_BOX, DEMO_CATCH_WEIGHT, placeBoxes } from './testing';
import { outboxMails } from '../mail/outbox-testing';

const w = useAccountsWorld();

/** A reopening of a closed order gives its reason, as the back office asks for one. */
const REOPEN = { reason: 'The buyer called back' };

const box = DEMO_BOX;
const cw = DEMO_CATCH_WEIGHT;

// As the doors call them: the filters and the page parsed with the contract's schemas first (the
// page 1 and the page size unless given), so one the schema refuses rejects like the service's own
// refusals, before any service is called.
const listOrders = async (actor: Actor, filter: z.input<typeof adminOrderListInput> = {}) =>
  w.orders.admin.list(actor, parseInput(adminOrderListInput, filter));
const orderPage = async (actor: Actor, query: z.input<typeof adminOrderPageInput> = {}) =>
  w.orders.admin.page(actor, parseInput(adminOrderPageInput, query));
const exportCsv = async (actor: Actor, filter: z.input<typeof adminOrderExportInput> = {}) =>
  w.orders.admin.exportCsv(actor, parseInput(adminOrderExportInput, filter));
const exportLinesCsv = async (actor: Actor, filter: z.input<typeof adminOrderExportInput> = {}) =>
  w.orders.admin.exportLinesCsv(actor, parseInput(adminOrderExportInput, filter));

async function place(buyer: 'buyerA' | 'buyerB', lines = [{ id: box.id, quantity: 2 }], slot?: string) {
  return w.orders.placeOrder(
    w[buyer].actor,
    parseInput(placeOrderInput, { cart_items: lines, ...(slot ? { pickup_slot: slot } : {}) }),
  );
}

/** The status changes of a history, as [from, to, by]. */
const statusChanges = (history: OrderHistoryEntry[]) =>
  history.flatMap((h) => (h.kind === 'status' ? [[h.from_status, h.to_status, h.changed_by]] : []));

async function csvText(chunks: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
}

describe('the Orders page', () => {
  it('lists every order newest first with its buyer, filtered by type, status and search', async () => {
    const a = await place('buyerA');
    const b = await place('buyerB');
    const all = await listOrders(w.admin.actor);
    expect(all.findIndex((o) => o.id === b.id)).toBeLessThan(all.findIndex((o) => o.id === a.id));
    expect(all.find((o) => o.id === b.id)).toMatchObject({
      buyer_name: 'Bob Kim',
      company: 'Bob BBQ',
      email: 'bob@restaurant.test',
      order_type: 'pickup',
    });

    expect((await listOrders(w.admin.actor, { q: 'bob bbq' })).map((o) => o.user_id)).not.toContain(w.buyerA.id);
    expect((await listOrders(w.admin.actor, { q: a.order_number })).map((o) => o.id)).toEqual([a.id]);
    expect(await listOrders(w.admin.actor, { type: 'delivery' })).toEqual([]);
    await w.orders.admin.setStatus(w.admin.actor, a.id, 'ready for pickup');
    expect((await listOrders(w.admin.actor, { status: 'ready for pickup' })).map((o) => o.id)).toEqual([a.id]);
    // a search for a LIKE wildcard matches it literally
    expect(await listOrders(w.admin.actor, { q: '%' })).toEqual([]);
    await expectError(
      listOrders(w.admin.actor, { status: 'lost' as 'pending' }),
      ValidationError,
      ORDER_MESSAGES.unknownStatus,
    );
  });

  it('goes page by page, newest first, telling whether another page follows', async () => {
    await place('buyerA');
    await place('buyerB');
    const all = (await listOrders(w.admin.actor)).map((o) => o.id);
    expect(all.length).toBeGreaterThanOrEqual(3);
    const first = await orderPage(w.admin.actor, { pageSize: 2 });
    expect(first).toMatchObject({ page: 1, page_size: 2, has_more: true });
    expect(first.orders.map((o) => o.id)).toEqual(all.slice(0, 2));
    const pages = [first.orders.map((o) => o.id)];
    for (let page = 2, more = true; more; page++) {
      const next = await orderPage(w.admin.actor, { pageSize: 2, page });
      pages.push(next.orders.map((o) => o.id));
      more = next.has_more;
    }
    expect(pages.flat()).toEqual(all);
    // the filters are the list's
    const mine = await orderPage(w.admin.actor, { q: 'bob bbq' });
    expect(mine.has_more).toBe(false);
    expect(mine.orders.every((o) => o.user_id === w.buyerB.id)).toBe(true);
    await expectError(orderPage(w.admin.actor, { page: 0 }), ValidationError, 'Unknown page');
    await expectError(orderPage(w.buyerA.actor), ForbiddenError);
  });

  it('is for admins only', async () => {
    await expectError(listOrders(w.guest), UnauthorizedError);
    await expectError(listOrders(w.buyerA.actor), ForbiddenError);
    await expectError(w.orders.admin.detail(w.buyerA.actor, w.buyerA.orderId), ForbiddenError);
    await expectError(w.orders.admin.setStatus(w.buyerA.actor, w.buyerA.orderId, 'complete'), ForbiddenError);
    await expectError(
      w.orders.admin.weigh(w.buyerB.actor, w.buyerA.orderId, [{ line_id: 1, weighed_lbs: 1 }]),
      ForbiddenError,
    );
    await expectError(w.orders.admin.pickList(w.guest, '2026-11-25'), UnauthorizedError);
    await expectError(exportCsv(w.buyerB.actor), ForbiddenError);
    await expectError(w.orders.admin.allLines(w.buyerB.actor), ForbiddenError);
  });
});

describe('the order book shared between admins', () => {
  it('answers the same page from memory until an order changes, through this process or any other', async () => {
    const cache = new OrderBookCache();
    const orders = createOrderServices({
      db: w.handle.db,
      businessEmail: 'sales@x.test',
      publicUrl: 'http://localhost',
      clock: w.now,
      cache,
      onOrdersChanged: () => cache.invalidate(),
    });
    const page = () => orders.admin.page(w.admin.actor, parseInput(adminOrderPageInput, { pageSize: 5 }));
    // Not followed yet: a change could be missed, so nothing is kept.
    expect(await page()).not.toBe(await page());
    const unfollow = await followOrderChanges(w.handle.db, w.handle.listen, cache);
    try {
      const first = await page();
      expect(await page()).toBe(first); // the very same (frozen) answer
      // Placed through this process: the next read has it.
      const placed = await placeBoxes(orders, w.buyerA.actor, 1);
      expect((await page()).orders[0]!.id).toBe(placed.id);
      // Changed behind this process's back (another server, an operator's SQL): heard through the database.
      await w.handle.db.updateTable('orders').set({ order_status: 'contacted' }).where('id', '=', placed.id).execute();
      await expect.poll(async () => (await page()).orders[0]!.order_status, { timeout: 5000 }).toBe('contacted');
    } finally {
      await unfollow();
    }
  });
});

describe('changing an order’s status', () => {
  it('records who changed what, refuses unknown statuses and missing orders, and ignores a non-change', async () => {
    const o = await place('buyerA');
    expect(await w.orders.admin.setStatus(w.admin.actor, o.id, 'ready for pickup')).toEqual({
      id: o.id,
      order_status: 'ready for pickup',
      points_awarded: 0,
      confirmation_sent: false,
      mail_sent: null,
    });
    await w.orders.admin.setStatus(w.admin.actor, o.id, 'ready for pickup');
    await w.orders.admin.setStatus(w.admin.actor, o.id, 'declined');
    const detail = await w.orders.admin.detail(w.admin.actor, o.id);
    expect(statusChanges(detail.history)).toEqual([
      ['pending', 'ready for pickup', 'Boss'],
      ['ready for pickup', 'declined', 'Boss'],
    ]);
    expect(detail.buyer).toMatchObject({ id: w.buyerA.id, name: 'Alice Kim', company: 'Alice BBQ' });
    expect(detail.lines).toHaveLength(1);
    // a status the menu does not have is refused at the door, by the contract's schema
    await expectError(
      atTheDoor(statusChangeInput, { status: 'shipped' }).then(({ status }) =>
        w.orders.admin.setStatus(w.admin.actor, o.id, status),
      ),
      ValidationError,
      ORDER_MESSAGES.unknownStatus,
    );
    await expectError(
      w.orders.admin.setStatus(w.admin.actor, 999_999, 'complete'),
      NotFoundError,
      ORDER_MESSAGES.orderNotFound,
    );
  });

  it("'order placed' mails the buyer's confirmation once, in the buyer's language", async () => {
    await w.handle.db.updateTable('users').set({ locale: 'ko' }).where('id', '=', w.buyerB.id).execute();
    const o = await place('buyerB', [{ id: cw.id, quantity: 2 }]);
    // The list and the order tell the admin's menu whether a change would mail (it asks first then).
    const listed = async () => (await listOrders(w.admin.actor, { q: o.order_number })).map((x) => x.confirmed);
    expect(await listed()).toEqual([false]);
    expect((await w.orders.admin.detail(w.admin.actor, o.id)).confirmed).toBe(false);
    const first = await w.orders.admin.setStatus(w.admin.actor, o.id, 'order placed');
    expect(first.confirmation_sent).toBe(true);
    expect(await listed()).toEqual([true]);
    expect((await w.orders.admin.detail(w.admin.actor, o.id)).confirmed).toBe(true);
    await w.orders.admin.setStatus(w.admin.actor, o.id, 'pending');
    expect((await w.orders.admin.setStatus(w.admin.actor, o.id, 'order placed')).confirmation_sent).toBe(false);
    const mails = await w.handle.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'text_body'])
      .where('template', '=', 'order-confirmed')
      .where('text_body', 'like', `%${o.order_number}%`)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to_address).toBe('bob@restaurant.test');
    expect(mails[0]!.subject).toContain(o.order_number);
    expect(mails[0]!.subject).toMatch(/[가-힣]/);
    expect(mails[0]!.text_body).toContain(cw.name_ko);
    await w.handle.db.updateTable('users').set({ locale: 'en' }).where('id', '=', w.buyerB.id).execute();
  });

  it("'complete' awards the buyer's points once, also when admins change it at the same time", async () => {
    const o = await place('buyerA', [{ id: box.id, quantity: 3 }]);
    const before = (await w.orders.pointsTotal(w.buyerA.actor, w.buyerA.id)).total_points;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => w.orders.admin.setStatus(w.admin.actor, o.id, 'complete')),
    );
    const expected = Math.floor((box.discounted_price_cents * 3) / 100);
    expect(results.reduce((n, r) => n + r.points_awarded, 0)).toBe(expected);
    expect((await w.orders.pointsTotal(w.buyerA.actor, w.buyerA.id)).total_points).toBe(before + expected);
    // back and forth: still once
    await w.orders.admin.setStatus(w.admin.actor, o.id, 'pending', undefined, REOPEN);
    expect((await w.orders.admin.setStatus(w.admin.actor, o.id, 'complete')).points_awarded).toBe(0);
    const history = statusChanges((await w.orders.admin.detail(w.admin.actor, o.id)).history).map(([, to]) => to);
    expect(history).toEqual(['complete', 'pending', 'complete']);
    const records = await w.orders.points(w.buyerA.actor, w.buyerA.id);
    expect(records.find((r) => r.order_number === o.order_number)?.amount).toBe(expected);
  });

  /** The buyer's mails of one template about one order, oldest first. */
  const mailsOf = (template: string, orderNumber: string) =>
    outboxMails(w.handle.db, { template, mentioning: orderNumber });
  /** What the admin's menu reads of an order: whether a decline or a completion would still mail. */
  const pastOf = async (orderNumber: string) => {
    const [listed] = await listOrders(w.admin.actor, { q: orderNumber });
    return { ever_declined: listed!.ever_declined, ever_completed: listed!.ever_completed };
  };

  it("'declined' mails the buyer once, in the buyer's language: not again after a second decline", async () => {
    await w.handle.db.updateTable('users').set({ locale: 'ko' }).where('id', '=', w.buyerB.id).execute();
    try {
      const o = await place('buyerB');
      expect(await pastOf(o.order_number)).toEqual({ ever_declined: false, ever_completed: false });
      const first = await w.orders.admin.setStatus(w.admin.actor, o.id, 'declined');
      expect(first).toMatchObject({ mail_sent: 'order-declined', confirmation_sent: false, points_awarded: 0 });
      expect(await pastOf(o.order_number)).toEqual({ ever_declined: true, ever_completed: false });
      expect((await w.orders.admin.detail(w.admin.actor, o.id)).ever_declined).toBe(true);
      // the same status again is no change; moved back and declined again, it is not mailed twice
      expect((await w.orders.admin.setStatus(w.admin.actor, o.id, 'declined')).mail_sent).toBeNull();
      expect((await w.orders.admin.setStatus(w.admin.actor, o.id, 'pending', undefined, REOPEN)).mail_sent).toBeNull();
      expect((await w.orders.admin.setStatus(w.admin.actor, o.id, 'declined')).mail_sent).toBeNull();

      const mails = await mailsOf('order-declined', o.order_number);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to_address: 'bob@restaurant.test', reply_to: BUSINESS_EMAIL });
      expect(mails[0]!.subject).toBe(`주문 ${o.order_number} 처리 불가 안내`);
      expect(mails[0]!.text_body).toContain('선결제 금액을 결제하셨다면 환불해 드리겠습니다');
      expect(mails[0]!.html_body).toContain('<html lang="ko">');
      // the history holds every change: that is where "mailed already" is read from
      const history = statusChanges((await w.orders.admin.detail(w.admin.actor, o.id)).history).map(([, to]) => to);
      expect(history).toEqual(['declined', 'pending', 'declined']);
    } finally {
      await w.handle.db.updateTable('users').set({ locale: 'en' }).where('id', '=', w.buyerB.id).execute();
    }
  });

  it("does not tell a buyer who had the goods that their order cannot be filled ('declined' after 'complete')", async () => {
    const o = await place('buyerA');
    expect((await w.orders.admin.setStatus(w.admin.actor, o.id, 'complete')).mail_sent).toBe('order-complete');
    expect((await w.orders.admin.setStatus(w.admin.actor, o.id, 'declined')).mail_sent).toBeNull();
    expect(await mailsOf('order-declined', o.order_number)).toEqual([]);
    expect(await pastOf(o.order_number)).toEqual({ ever_declined: true, ever_completed: true });
  });

  it("'complete' thanks the buyer once, with the weighed total and the points earned, also when admins change it at the same time", async () => {
    const o = await place('buyerA', [
      { id: box.id, quantity: 2 },
      { id: cw.id, quantity: 2 },
    ]);
    const cwLine = (await w.orders.admin.detail(w.admin.actor, o.id)).lines.find((l) => l.item_id === cw.id)!;
    const lbs = Math.round(2 * cw.avg_weight) + 1;
    await w.orders.admin.weigh(w.admin.actor, o.id, [{ line_id: cwLine.id, weighed_lbs: lbs }]);
    // the final total by hand: 2 boxes at the buyer's price, and the weighed pounds × the price per lb
    const totalCents = 2 * box.discounted_price_cents + lbs * cw.discounted_price_cents;
    const points = Math.floor(totalCents / 100);
    const usd = (totalCents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

    const results = await Promise.all(
      Array.from({ length: 3 }, () => w.orders.admin.setStatus(w.admin.actor, o.id, 'complete')),
    );
    expect(results.filter((r) => r.mail_sent === 'order-complete')).toHaveLength(1);
    expect(results.reduce((n, r) => n + r.points_awarded, 0)).toBe(points);
    expect(await pastOf(o.order_number)).toEqual({ ever_declined: false, ever_completed: true });
    // back and forth: no second thank-you
    await w.orders.admin.setStatus(w.admin.actor, o.id, 'pending', undefined, REOPEN);
    expect((await w.orders.admin.setStatus(w.admin.actor, o.id, 'complete')).mail_sent).toBeNull();

    const mails = await mailsOf('order-complete', o.order_number);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to_address: 'alice@restaurant.test',
      reply_to: BUSINESS_EMAIL,
      subject: `Thank you: your order ${o.order_number} is complete`,
    });
    expect(mails[0]!.text_body).toContain(`Final total: ${usd}`);
    expect(mails[0]!.text_body).toContain(`Reward points earned: ${points} points`);
    // the weighed pounds of each catch-weight line
    expect(mails[0]!.text_body).toContain(
      `2 packs, weighed ${lbs.toFixed(2)} lb × $${(cw.discounted_price_cents / 100).toFixed(2)}/lb`,
    );
    expect(mails[0]!.text_body).not.toContain('(estimated)');
  });
});

describe('weighing catch-weight lines', () => {
  it('makes the line and the order final from the weighed pounds; clearing goes back to the estimate', async () => {
    const o = await place('buyerA', [
      { id: cw.id, quantity: 2 },
      { id: box.id, quantity: 1 },
    ]);
    const before = await w.orders.admin.detail(w.admin.actor, o.id);
    const cwLine = before.lines.find((l) => l.item_id === cw.id)!;
    const boxLine = before.lines.find((l) => l.item_id === box.id)!;
    expect(before.amounts.estimated).toBe(true);

    const after = await w.orders.admin.weigh(w.admin.actor, o.id, [{ line_id: cwLine.id, weighed_lbs: 26.4 }]);
    const weighedCents = Math.round((cw.discounted_price_cents * 2640) / 100);
    expect(after.lines.find((l) => l.id === cwLine.id)).toMatchObject({
      weighed_lbs: 26.4,
      estimated: false,
      line_total: weighedCents / 100,
    });
    expect(after.amounts).toMatchObject({ estimated: false, total: (weighedCents + box.discounted_price_cents) / 100 });
    // the buyer sees the final figures
    const mine = await w.orders.order(w.buyerA.actor, o.id);
    expect(mine.amounts.total).toBe((weighedCents + box.discounted_price_cents) / 100);
    expect((await w.orders.orders(w.buyerA.actor, w.buyerA.id)).find((x) => x.id === o.id)).toMatchObject({
      estimated: false,
      total_amount: mine.amounts.total,
    });

    const cleared = await w.orders.admin.weigh(w.admin.actor, o.id, [{ line_id: cwLine.id, weighed_lbs: null }]);
    expect(cleared.amounts).toMatchObject({ estimated: true, total: before.amounts.total });

    await expectError(
      w.orders.admin.weigh(w.admin.actor, o.id, [{ line_id: boxLine.id, weighed_lbs: 3 }]),
      ValidationError,
      ORDER_MESSAGES.notCatchWeight,
    );
    await expectError(
      w.orders.admin.weigh(w.admin.actor, o.id, [{ line_id: 999_999, weighed_lbs: 3 }]),
      NotFoundError,
      ORDER_MESSAGES.lineNotFound,
    );
    // a negative weight is refused at the door, by the contract's schema
    await expectError(
      atTheDoor(weighInput, [{ line_id: cwLine.id, weighed_lbs: -1 }]).then((weights) =>
        w.orders.admin.weigh(w.admin.actor, o.id, weights),
      ),
      ValidationError,
      ORDER_MESSAGES.weight,
    );
    // a refused batch changes nothing, even its valid first entry
    await expectError(
      w.orders.admin.weigh(w.admin.actor, o.id, [
        { line_id: cwLine.id, weighed_lbs: 30 },
        { line_id: boxLine.id, weighed_lbs: 3 },
      ]),
      ValidationError,
    );
    expect((await w.orders.admin.detail(w.admin.actor, o.id)).amounts.total).toBe(before.amounts.total);
  });

  it.each([
    ['complete', 'complete'],
    ['declined', 'declined'],
    ['cancelled (set by the buyer or by hand)', 'cancelled'],
  ] as const)(
    'refuses to weigh a %s order, leaving its weights, total, points and history as they were',
    async (_name, status) => {
      const o = await place('buyerA', [{ id: cw.id, quantity: 2 }]);
      const line = (await w.orders.admin.detail(w.admin.actor, o.id)).lines[0]!;
      await w.orders.admin.weigh(w.admin.actor, o.id, [{ line_id: line.id, weighed_lbs: 26.4 }]);
      if (status === 'cancelled')
        await w.handle.db.updateTable('orders').set({ order_status: 'cancelled' }).where('id', '=', o.id).execute();
      else await w.orders.admin.setStatus(w.admin.actor, o.id, status);
      const before = await w.orders.admin.detail(w.admin.actor, o.id);
      const points = (await w.orders.pointsTotal(w.buyerA.actor, w.buyerA.id)).total_points;

      for (const weighed_lbs of [30, null]) {
        await expectError(
          w.orders.admin.weigh(w.admin.actor, o.id, [{ line_id: line.id, weighed_lbs }]),
          ConflictError,
          ORDER_MESSAGES.weighingClosed,
        );
      }
      const after = await w.orders.admin.detail(w.admin.actor, o.id);
      expect(after.lines[0]!.weighed_lbs).toBe(26.4);
      expect(after.amounts).toEqual(before.amounts);
      expect(after.history).toEqual(before.history);
      expect((await w.orders.pointsTotal(w.buyerA.actor, w.buyerA.id)).total_points).toBe(points);
      // an order taken back to an open status may be weighed again
      if (status !== 'cancelled') {
        await w.orders.admin.setStatus(w.admin.actor, o.id, 'pending', undefined, REOPEN);
        expect(
          (await w.orders.admin.weigh(w.admin.actor, o.id, [{ line_id: line.id, weighed_lbs: 27 }])).lines[0]!
            .weighed_lbs,
        ).toBe(27);
      }
    },
  );

  it('records every weighing in the order’s history: who, when, which line, from and to', async () => {
    const o = await place('buyerB', [
      { id: cw.id, quantity: 2 },
      { id: box.id, quantity: 1 },
    ]);
    const line = (await w.orders.admin.detail(w.admin.actor, o.id)).lines.find((l) => l.item_id === cw.id)!;
    const started = Date.now();
    await w.orders.admin.weigh(w.admin.actor, o.id, [{ line_id: line.id, weighed_lbs: 26.4 }]);
    await w.orders.admin.setStatus(w.admin.actor, o.id, 'order placed');
    await w.orders.admin.weigh(w.admin.actor, o.id, [{ line_id: line.id, weighed_lbs: 26.45 }]);
    // the same weight again is not a change: nothing recorded
    await w.orders.admin.weigh(w.admin.actor, o.id, [{ line_id: line.id, weighed_lbs: 26.45 }]);
    const detail = await w.orders.admin.weigh(w.admin.actor, o.id, [{ line_id: line.id, weighed_lbs: null }]);

    const weighing = { kind: 'weight', line: { id: line.id, name: cw.name, name_ko: cw.name_ko }, changed_by: 'Boss' };
    expect(detail.history).toEqual([
      { ...weighing, from_lbs: null, to_lbs: 26.4, changed_at: expect.any(String) },
      {
        kind: 'status',
        from_status: 'pending',
        to_status: 'order placed',
        changed_by: 'Boss',
        changed_at: expect.any(String),
        reason: null,
      },
      { ...weighing, from_lbs: 26.4, to_lbs: 26.45, changed_at: expect.any(String) },
      { ...weighing, from_lbs: 26.45, to_lbs: null, changed_at: expect.any(String) },
    ]);
    for (const h of detail.history) expect(new Date(h.changed_at).getTime()).toBeGreaterThanOrEqual(started - 1000);
  });

  it('asks for confirm_unusual on a weight outside a third to three times the estimate (a typo such as 4500 for 45.00)', async () => {
    const o = await place('buyerA', [{ id: cw.id, quantity: 2 }]);
    const before = await w.orders.admin.detail(w.admin.actor, o.id);
    const line = before.lines[0]!;
    const hundredths = Math.round(cw.avg_weight * 100) * 2;
    const estimate = hundredths / 100;
    const typo = hundredths; // the decimal point forgotten: 2700 lb for 27.00
    const low = Math.ceil(hundredths / 3) / 100; // a third, to the hundredth above it
    const high = (hundredths * 3) / 100;

    for (const weighed_lbs of [typo, high + 0.01, low - 0.01, 0]) {
      const err = await expectError(
        w.orders.admin.weigh(w.admin.actor, o.id, [{ line_id: line.id, weighed_lbs }]),
        ValidationError,
        ORDER_MESSAGES.unusualWeight,
      );
      expect(err.fields?.['0.weighed_lbs']?.message, String(weighed_lbs)).toContain(cw.name);
      expect(err.fields?.['0.weighed_lbs']?.message).toContain(`estimate ${estimate.toFixed(2)} lb`);
      expect(err.fields?.['0.weighed_lbs']).toMatchObject({
        code: 'orders.unusualWeightLine',
        params: { name: cw.name, estimate: estimate.toFixed(2) },
      });
      await expectError(
        w.orders.admin.weigh(w.admin.actor, o.id, [{ line_id: line.id, weighed_lbs, confirm_unusual: false }]),
        ValidationError,
        ORDER_MESSAGES.unusualWeight,
      );
    }
    // refused: nothing written, nothing recorded
    const unchanged = await w.orders.admin.detail(w.admin.actor, o.id);
    expect(unchanged.lines[0]!.weighed_lbs).toBeNull();
    expect(unchanged.history).toEqual(before.history);

    // the bounds themselves are expected
    for (const weighed_lbs of [low, high]) {
      expect(
        (await w.orders.admin.weigh(w.admin.actor, o.id, [{ line_id: line.id, weighed_lbs }])).lines[0]!.weighed_lbs,
      ).toBe(weighed_lbs);
    }
    // confirmed, an unusual weight is saved and recorded like any other
    const confirmed = await w.orders.admin.weigh(w.admin.actor, o.id, [
      { line_id: line.id, weighed_lbs: typo, confirm_unusual: true },
    ]);
    expect(confirmed.lines[0]).toMatchObject({
      weighed_lbs: typo,
      estimated: false,
      line_total: Math.round(cw.discounted_price_cents * typo) / 100,
    });
    expect(confirmed.history.at(-1)).toMatchObject({ kind: 'weight', from_lbs: high, to_lbs: typo });
    // clearing a weight is never unusual
    expect(
      (await w.orders.admin.weigh(w.admin.actor, o.id, [{ line_id: line.id, weighed_lbs: null }])).lines[0]!
        .weighed_lbs,
    ).toBeNull();
  });
});

describe('the pick list and the export', () => {
  it("lists a day's orders by pickup window, without declined ones", async () => {
    const day = pickupDays(w.now(), [])[2]!;
    const late = await place('buyerA', [{ id: box.id, quantity: 1 }], day.windows.at(-1)!.slot);
    const early = await place('buyerB', [{ id: cw.id, quantity: 1 }], day.windows[0]!.slot);
    const declined = await place('buyerB', [{ id: box.id, quantity: 1 }], day.windows[0]!.slot);
    await w.orders.admin.setStatus(w.admin.actor, declined.id, 'declined');
    const list = await w.orders.admin.pickList(w.admin.actor, day.date);
    const ids = list.orders.map((o) => o.id);
    expect(ids.indexOf(early.id)).toBeLessThan(ids.indexOf(late.id));
    expect(ids).not.toContain(declined.id);
    expect(list.orders.find((o) => o.id === early.id)!.lines).toEqual([
      expect.objectContaining({ item_id: cw.id, estimated: true }),
    ]);
    // a date that is not a day is refused at the door, by the contract's schema
    await expectError(
      atTheDoor(pickDateInput, 'tomorrow').then((date) => w.orders.admin.pickList(w.admin.actor, date)),
      ValidationError,
      ORDER_MESSAGES.pickDate,
    );
  });

  it('opens on the next day with pickups still to hand over, with the day’s production sheet', async () => {
    // Its own clock, years ahead, so no other test's order lies ahead of it: Monday 2031-11-03,
    // 07:00 Pacific (PST).
    const now = new Date('2031-11-03T15:00:00Z');
    const orders = createOrderServices({
      db: w.handle.db,
      businessEmail: 'sales@x.test',
      publicUrl: 'http://localhost',
      clock: () => now,
    });
    expect((await orders.admin.pickList(w.admin.actor)).date).toBe('2031-11-03'); // nothing ahead: today

    const [first, second] = pickupDays(now, []);
    const on = (day: typeof first, lines: { id: number; quantity: number }[]) =>
      orders.placeOrder(
        w.buyerA.actor,
        parseInput(placeOrderInput, { cart_items: lines, pickup_slot: day!.windows[0]!.slot }),
      );
    const handedOver = await on(first, [{ id: box.id, quantity: 1 }]);
    await orders.admin.setStatus(w.admin.actor, handedOver.id, 'complete');
    const declined = await on(first, [{ id: box.id, quantity: 9 }]);
    await orders.admin.setStatus(w.admin.actor, declined.id, 'declined');
    const a = await on(second, [
      { id: box.id, quantity: 2 },
      { id: cw.id, quantity: 1 },
    ]);
    const b = await on(second, [
      { id: cw.id, quantity: 2 },
      { id: box.id, quantity: 1 },
    ]);
    const declinedToo = await on(second, [{ id: box.id, quantity: 50 }]);
    await orders.admin.setStatus(w.admin.actor, declinedToo.id, 'declined');

    // The first day has only a completed and a declined order: nothing to pick there.
    const list = await orders.admin.pickList(w.admin.actor);
    expect(list.date).toBe(second!.date);
    expect(list.orders.map((o) => o.id).sort()).toEqual([a.id, b.id].sort());
    const boxLbs = Number(/^(\d+) lb/.exec(box.spec)![1]);
    const cwRow = { item_id: cw.id, spec: CATCH_WEIGHT_SPEC, unit: 'pack', quantity: 3, orders: 2 };
    const boxRow = {
      item_id: box.id,
      spec: box.spec,
      unit: 'box',
      quantity: 3,
      orders: 2,
      lbs: 3 * boxLbs,
      estimated: false,
    };
    expect(list.production.rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ...cwRow, lbs: (Math.round(cw.avg_weight * 100) * 3) / 100, estimated: true }),
        expect.objectContaining(boxRow),
      ]),
    );
    expect(list.production.rows).toHaveLength(2);
    expect(list.production).toMatchObject({ boxes: 3, packs: 3, estimated: true });

    // Weighed, the weighed pounds replace the estimate; all weighed, the sheet is final.
    const lineOf = async (orderId: number) =>
      (await orders.admin.detail(w.admin.actor, orderId)).lines.find((l) => l.item_id === cw.id)!;
    const wb = Math.round(cw.avg_weight * 2 * 105) / 100;
    await orders.admin.weigh(w.admin.actor, b.id, [{ line_id: (await lineOf(b.id)).id, weighed_lbs: wb }]);
    const partly = (await orders.admin.pickList(w.admin.actor)).production;
    expect(partly.rows.find((r) => r.item_id === cw.id)).toMatchObject({
      lbs: (Math.round(cw.avg_weight * 100) + Math.round(wb * 100)) / 100,
      estimated: true,
    });
    const wa = Math.round(cw.avg_weight * 95) / 100;
    await orders.admin.weigh(w.admin.actor, a.id, [{ line_id: (await lineOf(a.id)).id, weighed_lbs: wa }]);
    const final = (await orders.admin.pickList(w.admin.actor)).production;
    expect(final.rows.find((r) => r.item_id === cw.id)).toMatchObject({
      lbs: (Math.round(wa * 100) + Math.round(wb * 100)) / 100,
      estimated: false,
    });
    expect(final).toMatchObject({
      lbs: (Math.round(wa * 100) + Math.round(wb * 100) + 300 * boxLbs) / 100,
      estimated: false,
    });

    // A date asked for is that date's list, settled orders and all (the declined one left out).
    const firstDay = await orders.admin.pickList(w.admin.actor, first!.date);
    expect(firstDay.orders.map((o) => o.id)).toEqual([handedOver.id]);
    expect(firstDay.production).toMatchObject({ boxes: 1, packs: 0, lbs: boxLbs });
    // Once those are complete too, it opens on today again.
    for (const o of [a, b]) await orders.admin.setStatus(w.admin.actor, o.id, 'complete');
    expect((await orders.admin.pickList(w.admin.actor)).date).toBe('2031-11-03');
  });

  it('exports the filtered orders as CSV, with formulas defused', async () => {
    await w.handle.db
      .updateTable('users')
      .set({ company: '=HYPERLINK("x"), "Kim"' })
      .where('id', '=', w.buyerB.id)
      .execute();
    const o = await place('buyerB');
    const csv = await csvText(await exportCsv(w.admin.actor, { q: o.order_number }));
    const [header, row, end] = csv.split('\r\n');
    expect(header).toBe(
      '\uFEFForder_number,order_date_pacific,status,type,buyer,company,email,phone,pickup_start_pacific,pickup_end_pacific,total_usd,estimated,note',
    );
    expect(row).toContain(`${o.order_number},`);
    expect(row).toContain(`"'=HYPERLINK(""x""), ""Kim"""`);
    expect(row).toContain(`,${((box.discounted_price_cents * 2) / 100).toFixed(2)},no,`);
    expect(end).toBe('');
    await w.handle.db.updateTable('users').set({ company: 'Bob BBQ' }).where('id', '=', w.buyerB.id).execute();
  });

  it('exports every filtered order, well past one read’s batch of 1,000, newest first', async () => {
    // 2,345 orders of one buyer in one statement, on one instant in groups of four a microsecond
    // apart (a cursor with a JS Date's milliseconds would skip or repeat them), long ago, so they
    // sit below every other test's orders.
    const userId = await insertUser(w.handle.db, {
      email: 'many.orders@restaurant.test',
      name: 'Many Orders',
      company: 'Many Orders Inc',
    });
    const N = 2345;
    await sql`
      INSERT INTO orders (user_id, order_date, total_amount_cents, order_type, order_status)
      SELECT ${userId}, timestamptz '2020-06-01 12:00:00+00' + (n / 4) * interval '1 microsecond', 1000 + n,
             CASE WHEN n % 5 = 0 THEN 'delivery' ELSE 'pickup' END, CASE WHEN n % 3 = 0 THEN 'complete' ELSE 'pending' END
      FROM generate_series(1, ${N}::int) AS n`.execute(w.handle.db);
    const expected = async (only: { status?: 'complete'; type?: 'delivery' } = {}) => {
      let q = w.handle.db.selectFrom('orders').select('order_number').where('user_id', '=', userId);
      if (only.status) q = q.where('order_status', '=', only.status);
      if (only.type) q = q.where('order_type', '=', only.type);
      return (await q.orderBy('order_date', 'desc').orderBy('id', 'desc').execute()).map((r) => r.order_number);
    };

    const csv = await csvText(await exportCsv(w.admin.actor, { q: 'many orders inc' }));
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFForder_number,order_date_pacific,status,type,buyer,company,email,phone,pickup_start_pacific,pickup_end_pacific,total_usd,estimated,note',
    );
    expect(lines.at(-1)).toBe('');
    const rows = lines.slice(1, -1);
    expect(rows).toHaveLength(N);
    expect(rows.map((r) => r.split(',')[0])).toEqual(await expected());
    // 12:00 UTC on a June day is 05:00 Pacific (PDT)
    expect(rows[0]).toMatch(
      /^WS-\d+,2020-06-01 05:00:00,(complete|pending),(pickup|delivery),Many Orders,Many Orders Inc,many\.orders@restaurant\.test,,,,\d+\.\d{2},no,$/,
    );

    // the page's filters apply to the whole export
    const some = await csvText(
      await exportCsv(w.admin.actor, { q: 'many orders inc', status: 'complete', type: 'delivery' }),
    );
    const want = await expected({ status: 'complete', type: 'delivery' });
    expect(want).toHaveLength(Math.floor(N / 15));
    expect(
      some
        .split('\r\n')
        .slice(1, -1)
        .map((r) => r.split(',')[0]),
    ).toEqual(want);
    // a bad filter, a buyer: refused before any text
    await expectError(
      exportCsv(w.admin.actor, { status: 'lost' as 'pending' }),
      ValidationError,
      ORDER_MESSAGES.unknownStatus,
    );
    await expectError(exportCsv(w.guest), UnauthorizedError);

    // The lines export walks the same orders in its own batches (200 orders): a line each, a
    // second on every seventh order, every one of them once, newest order first.
    await sql`
      INSERT INTO order_items (order_id, item_id, quantity, unit_price_cents, item_name, spec, avg_weight)
      SELECT id, ${box.id}::int, 1 + id % 3, 100, 'Bulk box', ${box.spec}::text, 5 FROM orders WHERE user_id = ${userId}
      UNION ALL
      SELECT id, ${cw.id}::int, 2, 100, 'Bulk brisket', ${CATCH_WEIGHT_SPEC}::text, 12.5 FROM orders WHERE user_id = ${userId} AND id % 7 = 0`.execute(
      w.handle.db,
    );
    const ordered = await w.handle.db
      .selectFrom('orders')
      .select(['id', 'order_number'])
      .where('user_id', '=', userId)
      .orderBy('order_date', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const lineCsv = (await csvText(await exportLinesCsv(w.admin.actor, { q: 'many orders inc' }))).split('\r\n');
    expect(lineCsv[0]).toBe(
      '\uFEFForder_number,status,buyer,email,pickup_date_pacific,pickup_window_pacific,item_id,product,product_ko,quantity,unit,expected_lbs,weighed_lbs',
    );
    expect(lineCsv.at(-1)).toBe('');
    const lineRows = lineCsv.slice(1, -1);
    expect(lineRows.map((r) => r.split(',')[0])).toEqual(
      ordered.flatMap((o) => (o.id % 7 === 0 ? [o.order_number, o.order_number] : [o.order_number])),
    );
    const seventh = ordered.find((o) => o.id % 7 === 0)!;
    expect(lineRows.filter((r) => r.startsWith(`${seventh.order_number},`)).map((r) => r.split(',').slice(2))).toEqual([
      [
        'Many Orders Inc',
        'many.orders@restaurant.test',
        '',
        '',
        String(box.id),
        `Bulk box · ${box.spec}`,
        '',
        String(1 + (seventh.id % 3)),
        'box',
        `${Number(/^(\d+) lb/.exec(box.spec)![1]) * (1 + (seventh.id % 3))}.00`,
        '',
      ],
      [
        'Many Orders Inc',
        'many.orders@restaurant.test',
        '',
        '',
        String(cw.id),
        `Bulk brisket · ${CATCH_WEIGHT_SPEC}`,
        '',
        '2',
        'pack',
        '25.00',
        '',
      ],
    ]);
    await expectError(exportLinesCsv(w.admin.actor, { type: 'drone' as 'pickup' }), ValidationError);
    await expectError(exportLinesCsv(w.buyerA.actor), ForbiddenError);
    await expectError(exportLinesCsv(w.guest), UnauthorizedError);
  });

  it('answers every order line to an admin (GET /api/order-items)', async () => {
    const lines = await w.orders.admin.allLines(w.admin.actor);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines[0]).toEqual(
      expect.objectContaining({
        order_id: expect.any(Number),
        item_id: expect.any(Number),
        unit_price: expect.any(Number),
      }),
    );
  });
});
