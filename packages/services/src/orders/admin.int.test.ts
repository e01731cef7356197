// The back office's order work through the service, on PGlite and (in CI) PostgreSQL: the list and
// its filters, one status-change function whose effects (history, points, confirmation mail)
// happen exactly once also under concurrent changes, weighing catch-weight lines, the pick list
// and the CSV export.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoItems } from '@wholesale/db';
import { CATCH_WEIGHT_SPEC, pickupDays } from '@wholesale/rules';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../errors';
import { expectError } from '../accounts/expect-error';
import { createAccountsWorld, type AccountsWorld } from '../accounts/testing';
import { followOrderChanges, OrderBookCache } from '../order-book-cache';
import { ORDER_MESSAGES } from './contract';
import { createOrderServices } from './index';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let w: AccountsWorld;
beforeAll(async () => {
  w = await createAccountsWorld();
}, 60_000);
afterAll(async () => {
  await w?.close();
});

const box = demoItems.find((d) => d.show && d.spec !== CATCH_WEIGHT_SPEC && d.discounted_price_cents > 0)!;
const cw = demoItems.find((d) => d.show && d.spec === CATCH_WEIGHT_SPEC && d.discounted_price_cents > 0)!;

async function place(buyer: 'buyerA' | 'buyerB', lines = [{ id: box.id, quantity: 2 }], slot?: string) {
  return w.orders.placeOrder(w[buyer].actor, { cart_items: lines, ...(slot ? { pickup_slot: slot } : {}) });
}

describe('the Orders page', () => {
  it('lists every order newest first with its buyer, filtered by type, status and search', async () => {
    const a = await place('buyerA');
    const b = await place('buyerB');
    const all = await w.orders.admin.list(w.admin.actor);
    expect(all.findIndex((o) => o.id === b.id)).toBeLessThan(all.findIndex((o) => o.id === a.id));
    expect(all.find((o) => o.id === b.id)).toMatchObject({ buyer_name: 'Bob Kim', company: 'Bob BBQ', email: 'bob@restaurant.test', order_type: 'pickup' });

    expect((await w.orders.admin.list(w.admin.actor, { q: 'bob bbq' })).map((o) => o.user_id)).not.toContain(w.buyerA.id);
    expect((await w.orders.admin.list(w.admin.actor, { q: a.order_number })).map((o) => o.id)).toEqual([a.id]);
    expect(await w.orders.admin.list(w.admin.actor, { type: 'delivery' })).toEqual([]);
    await w.orders.admin.setStatus(w.admin.actor, a.id, 'contacted');
    expect((await w.orders.admin.list(w.admin.actor, { status: 'contacted' })).map((o) => o.id)).toEqual([a.id]);
    // a search for a LIKE wildcard matches it literally
    expect(await w.orders.admin.list(w.admin.actor, { q: '%' })).toEqual([]);
    await expectError(w.orders.admin.list(w.admin.actor, { status: 'lost' as 'pending' }), ValidationError, ORDER_MESSAGES.unknownStatus);
  });

  it('goes page by page, newest first, telling whether another page follows', async () => {
    await place('buyerA');
    await place('buyerB');
    const all = (await w.orders.admin.list(w.admin.actor)).map((o) => o.id);
    expect(all.length).toBeGreaterThanOrEqual(3);
    const first = await w.orders.admin.page(w.admin.actor, { pageSize: 2 });
    expect(first).toMatchObject({ page: 1, page_size: 2, has_more: true });
    expect(first.orders.map((o) => o.id)).toEqual(all.slice(0, 2));
    const pages = [first.orders.map((o) => o.id)];
    for (let page = 2, more = true; more; page++) {
      const next = await w.orders.admin.page(w.admin.actor, { pageSize: 2, page });
      pages.push(next.orders.map((o) => o.id));
      more = next.has_more;
    }
    expect(pages.flat()).toEqual(all);
    // the filters are the list's
    const mine = await w.orders.admin.page(w.admin.actor, { q: 'bob bbq' });
    expect(mine.has_more).toBe(false);
    expect(mine.orders.every((o) => o.user_id === w.buyerB.id)).toBe(true);
    await expectError(w.orders.admin.page(w.admin.actor, { page: 0 }), ValidationError, 'Unknown page');
    await expectError(w.orders.admin.page(w.buyerA.actor), ForbiddenError);
  });

  it('is for admins only', async () => {
    await expectError(w.orders.admin.list(w.guest), UnauthorizedError);
    await expectError(w.orders.admin.list(w.buyerA.actor), ForbiddenError);
    await expectError(w.orders.admin.detail(w.buyerA.actor, w.buyerA.orderId), ForbiddenError);
    await expectError(w.orders.admin.setStatus(w.buyerA.actor, w.buyerA.orderId, 'complete'), ForbiddenError);
    await expectError(w.orders.admin.weigh(w.buyerB.actor, w.buyerA.orderId, [{ line_id: 1, weighed_lbs: 1 }]), ForbiddenError);
    await expectError(w.orders.admin.pickList(w.guest, '2026-11-25'), UnauthorizedError);
    await expectError(w.orders.admin.exportCsv(w.buyerB.actor), ForbiddenError);
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
    const page = () => orders.admin.page(w.admin.actor, { pageSize: 5 });
    // Not followed yet: a change could be missed, so nothing is kept.
    expect(await page()).not.toBe(await page());
    const unfollow = await followOrderChanges(w.handle.db, w.handle.listen, cache);
    try {
      const first = await page();
      expect(await page()).toBe(first); // the very same (frozen) answer
      // Placed through this process: the next read has it.
      const placed = await orders.placeOrder(w.buyerA.actor, { cart_items: [{ id: box.id, quantity: 1 }] });
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
    expect(await w.orders.admin.setStatus(w.admin.actor, o.id, 'quote sent')).toEqual({ id: o.id, order_status: 'quote sent', points_awarded: 0, confirmation_sent: false });
    await w.orders.admin.setStatus(w.admin.actor, o.id, 'quote sent');
    await w.orders.admin.setStatus(w.admin.actor, o.id, 'declined');
    const detail = await w.orders.admin.detail(w.admin.actor, o.id);
    expect(detail.history.map((h) => [h.from_status, h.to_status, h.changed_by])).toEqual([
      ['pending', 'quote sent', 'Boss'],
      ['quote sent', 'declined', 'Boss'],
    ]);
    expect(detail.buyer).toMatchObject({ id: w.buyerA.id, name: 'Alice Kim', company: 'Alice BBQ' });
    expect(detail.lines).toHaveLength(1);
    await expectError(w.orders.admin.setStatus(w.admin.actor, o.id, 'shipped'), ValidationError, ORDER_MESSAGES.unknownStatus);
    await expectError(w.orders.admin.setStatus(w.admin.actor, 999_999, 'complete'), NotFoundError, ORDER_MESSAGES.orderNotFound);
  });

  it("'order placed' mails the buyer's confirmation once, in the buyer's language", async () => {
    await w.handle.db.updateTable('users').set({ locale: 'ko' }).where('id', '=', w.buyerB.id).execute();
    const o = await place('buyerB', [{ id: cw.id, quantity: 2 }]);
    const first = await w.orders.admin.setStatus(w.admin.actor, o.id, 'order placed');
    expect(first.confirmation_sent).toBe(true);
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
    const results = await Promise.all(Array.from({ length: 5 }, () => w.orders.admin.setStatus(w.admin.actor, o.id, 'complete')));
    const expected = Math.floor((box.discounted_price_cents * 3) / 100);
    expect(results.reduce((n, r) => n + r.points_awarded, 0)).toBe(expected);
    expect((await w.orders.pointsTotal(w.buyerA.actor, w.buyerA.id)).total_points).toBe(before + expected);
    // back and forth: still once
    await w.orders.admin.setStatus(w.admin.actor, o.id, 'pending');
    expect((await w.orders.admin.setStatus(w.admin.actor, o.id, 'complete')).points_awarded).toBe(0);
    const history = (await w.orders.admin.detail(w.admin.actor, o.id)).history.map((h) => h.to_status);
    expect(history).toEqual(['complete', 'pending', 'complete']);
    const records = await w.orders.points(w.buyerA.actor, w.buyerA.id);
    expect(records.find((r) => r.order_number === o.order_number)?.amount).toBe(expected);
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
    expect(after.lines.find((l) => l.id === cwLine.id)).toMatchObject({ weighed_lbs: 26.4, estimated: false, line_total: weighedCents / 100 });
    expect(after.amounts).toMatchObject({ estimated: false, total: (weighedCents + box.discounted_price_cents) / 100 });
    // the buyer sees the final figures
    const mine = await w.orders.order(w.buyerA.actor, o.id);
    expect(mine.amounts.total).toBe((weighedCents + box.discounted_price_cents) / 100);
    expect((await w.orders.orders(w.buyerA.actor, w.buyerA.id)).find((x) => x.id === o.id)).toMatchObject({ estimated: false, total_amount: mine.amounts.total });

    const cleared = await w.orders.admin.weigh(w.admin.actor, o.id, [{ line_id: cwLine.id, weighed_lbs: null }]);
    expect(cleared.amounts).toMatchObject({ estimated: true, total: before.amounts.total });

    await expectError(w.orders.admin.weigh(w.admin.actor, o.id, [{ line_id: boxLine.id, weighed_lbs: 3 }]), ValidationError, ORDER_MESSAGES.notCatchWeight);
    await expectError(w.orders.admin.weigh(w.admin.actor, o.id, [{ line_id: 999_999, weighed_lbs: 3 }]), NotFoundError, ORDER_MESSAGES.lineNotFound);
    await expectError(w.orders.admin.weigh(w.admin.actor, o.id, [{ line_id: cwLine.id, weighed_lbs: -1 }]), ValidationError, ORDER_MESSAGES.weight);
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
    expect(list.orders.find((o) => o.id === early.id)!.lines).toEqual([expect.objectContaining({ item_id: cw.id, estimated: true })]);
    await expectError(w.orders.admin.pickList(w.admin.actor, 'tomorrow'), ValidationError, ORDER_MESSAGES.pickDate);
  });

  it('exports the filtered orders as CSV, with formulas defused', async () => {
    await w.handle.db.updateTable('users').set({ company: '=HYPERLINK("x"), "Kim"' }).where('id', '=', w.buyerB.id).execute();
    const o = await place('buyerB');
    const csv = await w.orders.admin.exportCsv(w.admin.actor, { q: o.order_number });
    const [header, row, end] = csv.split('\r\n');
    expect(header).toBe('order_number,order_date,status,type,buyer,company,email,phone,pickup_start,pickup_end,total_usd,estimated,note');
    expect(row).toContain(`${o.order_number},`);
    expect(row).toContain(`"'=HYPERLINK(""x""), ""Kim"""`);
    expect(row).toContain(`,${((box.discounted_price_cents * 2) / 100).toFixed(2)},no,`);
    expect(end).toBe('');
    await w.handle.db.updateTable('users').set({ company: 'Bob BBQ' }).where('id', '=', w.buyerB.id).execute();
  });

  it('answers every order line to an admin (GET /api/order-items)', async () => {
    const lines = await w.orders.admin.allLines(w.admin.actor);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines[0]).toEqual(expect.objectContaining({ order_id: expect.any(Number), item_id: expect.any(Number), unit_price: expect.any(Number) }));
  });
});
