// The launch deal through its services, on PGlite and (with DATABASE_URL) PostgreSQL: staff choose
// the products and start it; approvals after the start get a place; the company's first order holds
// the free product at $0, once, on the order, its mail and its invoice; the Deals page's count; an
// ended deal gives no more places.
import { describe, expect, it } from 'vitest';
import { demoItems } from '@wholesale/db';
import { businessDate, CATCH_WEIGHT_SPEC } from '@wholesale/rules';
import {
  ConflictError,
  DEAL_MESSAGES,
  ForbiddenError,
  launchDealItemsInput,
  NotFoundError,
  parseInput,
  placeOrderInput,
  UnauthorizedError,
  type Actor,
} from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import { useAccountsWorld } from '../accounts/testing';
import { useWorldService } from '../accounts/world-service';
import { bytesOf, pdfPages } from '../pdf/pdf-text';
import { createDealsService } from './index';
import { approveOne, pendingSignups } from './testing';

const w = useAccountsWorld();
const deals = useWorldService(w, (world) => createDealsService({ db: world.handle.db, clock: world.now }));

const boxes = demoItems.filter((d) => d.show && d.spec !== CATCH_WEIGHT_SPEC && d.discounted_price_cents > 0);
const [paid, freeA, freeB] = boxes;
const hidden = demoItems.find((d) => !d.show)!;
const ids = (raw: unknown) => parseInput(launchDealItemsInput, raw);
const place = (actor: Actor, extra: Record<string, unknown> = {}) =>
  w.orders.placeOrder(actor, parseInput(placeOrderInput, { cart_items: [{ id: paid!.id, quantity: 2 }], ...extra }));
const approveNew = async () => approveOne(w, (await pendingSignups(w.handle.db, 1))[0]!);

describe('before the start', () => {
  it('is not started, gives no place at approval, and only staff read or change it', async () => {
    expect(await deals.status()).toEqual({ state: 'not_started', capacity: 50, places_left: 0 });
    const buyer = await approveNew();
    expect(await deals.mine(buyer)).toBeNull();
    await expectError(deals.adminView(w.buyerA.actor), ForbiddenError);
    await expectError(deals.adminView(w.guest), UnauthorizedError);
    await expectError(deals.setItems(w.buyerA.actor, ids({ item_ids: [freeA!.id] })), ForbiddenError);
    await expectError(deals.start(w.buyerA.actor), ForbiddenError);
    await expectError(deals.end(w.buyerA.actor), ForbiddenError);
    await expectError(deals.mine(w.guest), UnauthorizedError);
  });

  it('refuses to start without a product, and a product that does not exist', async () => {
    await expectError(deals.start(w.admin.actor), ConflictError, DEAL_MESSAGES.noItems);
    await expectError(
      deals.setItems(w.admin.actor, ids({ item_ids: [9_999_999] })),
      NotFoundError,
      DEAL_MESSAGES.itemNotFound,
    );
    // a hidden product alone gives nothing to a buyer: still no start
    await deals.setItems(w.admin.actor, ids({ item_ids: [hidden.id] }));
    await expectError(deals.start(w.admin.actor), ConflictError, DEAL_MESSAGES.noItems);
  });
});

describe('running', () => {
  let buyer: Actor & { userId: number };

  it('starts with the chosen products and 50 places', async () => {
    const view = await deals.setItems(w.admin.actor, ids({ item_ids: [freeA!.id, freeB!.id, hidden.id] }));
    expect(view.items.map((i) => i.id).sort()).toEqual([freeA!.id, freeB!.id, hidden.id].sort());
    const started = await deals.start(w.admin.actor);
    expect(started.state).toBe('running');
    expect(started.started_at).not.toBeNull();
    expect(await deals.status()).toEqual({ state: 'running', capacity: 50, places_left: 50 });
    await expectError(deals.start(w.admin.actor), ConflictError, DEAL_MESSAGES.alreadyStarted);
  });

  it('gives the next approved company a place, which its cart reads with the visible products', async () => {
    buyer = await approveNew();
    const offer = await deals.mine(buyer);
    expect(offer?.slot).toBe(1);
    expect(offer?.products.map((p) => p.id).sort()).toEqual([freeA!.id, freeB!.id].sort());
    expect(await deals.status()).toEqual({ state: 'running', capacity: 50, places_left: 49 });
    // companies approved before the start, and the demo's, have none
    expect(await deals.mine(w.buyerA.actor)).toBeNull();
    const view = await deals.adminView(w.admin.actor);
    expect(view.places).toEqual([
      expect.objectContaining({ slot: 1, company_id: buyer.userId, order_number: null, item_name: null }),
    ]);
  });

  it('refuses a free product that does not qualify, writing nothing', async () => {
    const before = await w.handle.db.selectFrom('orders').select('id').where('user_id', '=', buyer.userId).execute();
    await expectError(place(buyer, { free_item_id: paid!.id }), ConflictError, DEAL_MESSAGES.freeItemGone);
    await expectError(place(buyer, { free_item_id: hidden.id }), ConflictError, DEAL_MESSAGES.freeItemGone);
    const after = await w.handle.db.selectFrom('orders').select('id').where('user_id', '=', buyer.userId).execute();
    expect(after).toEqual(before);
  });

  it('puts the chosen product on the first order at $0, once, on the order, the mails and the place', async () => {
    const key = 'deal-first-order-key-0001';
    const placed = await place(buyer, { free_item_id: freeB!.id, idempotency_key: key });
    // the free line is outside the money: the total is the paid line's
    expect(placed.total_amount).toBe((paid!.discounted_price_cents * 2) / 100);
    const detail = await w.orders.order(buyer, placed.id);
    expect(detail.launch_deal).toEqual({
      item_id: freeB!.id,
      name: freeB!.name,
      name_ko: freeB!.name_ko,
      spec: freeB!.spec,
      quantity: 1,
    });
    expect(detail.lines.map((l) => l.item_id)).toEqual([paid!.id]);
    expect((await w.orders.admin.detail(w.admin.actor, placed.id)).launch_deal?.item_id).toBe(freeB!.id);

    const mails = await w.handle.db
      .selectFrom('mail_outbox')
      .select(['template', 'text_body'])
      .where('template', 'in', ['order-received', 'order-notice'])
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(mail.text_body).toContain(`Launch deal: 1 × ${freeB!.name}`);

    // a retry of the same checkout is the same order; the place stays with it
    const again = await place(buyer, { free_item_id: freeB!.id, idempotency_key: key });
    expect(again).toMatchObject({ id: placed.id, replayed: true });
    const places = await w.handle.db
      .selectFrom('launch_deal_places')
      .selectAll()
      .where('company_id', '=', buyer.userId)
      .execute();
    expect(places).toEqual([
      expect.objectContaining({ order_id: placed.id, item_id: freeB!.id, item_name: freeB!.name }),
    ]);

    // a second order gets nothing free; the cart no longer offers it
    const second = await place(buyer, { free_item_id: freeB!.id });
    expect((await w.orders.order(buyer, second.id)).launch_deal).toBeNull();
    expect(await deals.mine(buyer)).toBeNull();
    const view = await deals.adminView(w.admin.actor);
    expect(view.places[0]).toMatchObject({ order_number: placed.order_number, item_name: freeB!.name });
  });

  it('gives the first product when the buyer chose none, and prints it on the invoice at $0', async () => {
    const other = await approveNew();
    const placed = await place(other);
    const detail = await w.orders.order(other, placed.id);
    const first = [freeA!, freeB!].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)[0]!;
    expect(detail.launch_deal?.item_id).toBe(first.id);

    await w.orders.admin.setStatus(w.admin.actor, placed.id, 'complete');
    const text = (await pdfPages(await bytesOf((await w.orders.invoice(other, placed.id, 'en')).content)))
      .join(' ')
      .replace(/\s+/g, '');
    expect(text).toContain(`Launchdeal,free:${first.name}`.replace(/\s+/g, ''));
    const ko = (await pdfPages(await bytesOf((await w.orders.invoice(other, placed.id, 'ko')).content)))
      .join(' ')
      .replace(/\s+/g, '');
    expect(ko).toContain('오픈기념무료제공');
  });

  it('hands the free product over on the pick list and the packing slip, worded as on the invoice', async () => {
    const company = await approveNew();
    const placed = await place(company, { free_item_id: freeA!.id });
    const detail = await w.orders.admin.detail(w.admin.actor, placed.id);
    const day = businessDate(new Date(detail.pickup_start!));

    const list = await w.orders.admin.pickList(w.admin.actor, day);
    const onList = list.orders.find((o) => o.id === placed.id)!;
    expect(onList.launch_deal).toEqual({
      item_id: freeA!.id,
      name: freeA!.name,
      name_ko: freeA!.name_ko,
      spec: freeA!.spec,
      quantity: 1,
    });
    expect(onList.lines.map((l) => l.item_id)).toEqual([paid!.id]);
    // the warehouse takes it out like the rest: the production sheet counts it
    const free = list.production.rows.find((r) => r.item_id === freeA!.id)!;
    const freeOrders = list.orders.filter((o) => o.launch_deal?.item_id === freeA!.id).length;
    const paidOf = list.orders.flatMap((o) => o.lines).filter((l) => l.item_id === freeA!.id);
    expect(free.quantity).toBe(freeOrders + paidOf.reduce((n, l) => n + l.quantity, 0));

    const squeeze = (s: string) => s.replace(/\s+/g, '');
    const slip = squeeze(
      (await pdfPages(await bytesOf((await w.orders.admin.packingSlip(w.admin.actor, placed.id)).content))).join(' '),
    );
    expect(slip).toContain(squeeze(`Launch deal, free: ${freeA!.name}`));
    expect(slip).toContain(squeeze('Boxes: 3'));
    expect(slip).not.toContain('$');
    await w.handle.db.updateTable('users').set({ locale: 'ko' }).where('id', '=', company.userId).execute();
    const ko = squeeze(
      (await pdfPages(await bytesOf((await w.orders.admin.packingSlip(w.admin.actor, placed.id)).content))).join(' '),
    );
    expect(ko).toContain(squeeze(`오픈 기념 무료 제공: ${freeA!.name_ko}`));
    // an order without the deal prints no free line
    const second = await place(company);
    const plain = squeeze(
      (await pdfPages(await bytesOf((await w.orders.admin.packingSlip(w.admin.actor, second.id)).content))).join(' '),
    );
    expect(plain).not.toContain(squeeze('오픈 기념 무료 제공'));
  });

  it('two orders of one company at once: one holds the free line', async () => {
    const company = await approveNew();
    const both = await Promise.all([place(company), place(company)]);
    const free = await Promise.all(both.map(async (p) => (await w.orders.order(company, p.id)).launch_deal));
    expect(free.filter((f) => f !== null)).toHaveLength(1);
  });
});

describe('ended early', () => {
  it('gives no more places; places given still hold; it cannot end or start again', async () => {
    const holder = await approveNew();
    const ended = await deals.end(w.admin.actor);
    expect(ended.state).toBe('ended');
    expect(await deals.status()).toEqual({ state: 'ended', capacity: 50, places_left: 0 });
    const late = await approveNew();
    expect(await deals.mine(late)).toBeNull();
    expect(await deals.mine(holder)).not.toBeNull();
    const placed = await place(holder);
    expect((await w.orders.order(holder, placed.id)).launch_deal).not.toBeNull();
    await expectError(deals.end(w.admin.actor), ConflictError, DEAL_MESSAGES.notRunning);
    await expectError(deals.start(w.admin.actor), ConflictError, DEAL_MESSAGES.alreadyStarted);
  });
});
