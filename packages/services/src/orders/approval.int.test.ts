// Orders that wait for the company owner's approval, through the services on
// PGlite and (in CI) PostgreSQL: an orderer's order above the owner's limit is written as
// 'awaiting approval' (no cutoff, no deposit, not a sale, not "new" for staff, not on the pick
// list); the owner, and only the owner, approves it (it becomes pending and the warehouse hears of
// it) or declines it with a reason; the orderer is mailed each time, in their language.
import { beforeAll, describe, expect, it } from 'vitest';
import { toPacific } from '@wholesale/rules';
import {
  ConflictError,
  declineOrderInput,
  ForbiddenError,
  NotFoundError,
  ORDER_MESSAGES,
  parseInput,
  placeOrderInput,
  type Actor,
} from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import { BUSINESS_EMAIL, joinCompanyA, SESSION_SECRET, useAccountsWorld, windowAWeekAhead } from '../accounts/testing';
import { outboxBody, OutboxSealer } from '../mail/sealing';
import { DEMO_BOX } from './testing';

const w = useAccountsWorld();
/** An orderer of buyer A's company with a limit of LIMIT dollars, and a viewer. */
let chef: Actor;
let chefEmail: string;
let viewer: Actor;
beforeAll(async () => {
  chefEmail = 'chef@approvals.test';
  chef = await join(chefEmail, 'orderer', LIMIT, 'ko');
  viewer = await join('books@approvals.test', 'viewer');
});

const box = DEMO_BOX;
/** The chef's limit in dollars: one and a half boxes, so one box is under it and two are above. */
const LIMIT = Math.ceil((box.discounted_price_cents * 1.5) / 100);
const ABOVE = 2;
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const join = (email: string, role: 'orderer' | 'viewer', order_limit?: number, locale: 'en' | 'ko' = 'en') =>
  joinCompanyA(w, email, role, { order_limit, locale });

// A week ahead: an approved order takes changes until its cutoff, which must not have passed already.
const place = async (actor: Actor, quantity: number) =>
  w.orders.placeOrder(
    actor,
    parseInput(placeOrderInput, {
      cart_items: [{ id: box.id, quantity }],
      pickup_slot: await windowAWeekAhead(w, actor),
    }),
  );
const decline = (actor: Actor, orderId: number, reason?: string) =>
  w.orders.declineOrder(actor, orderId, parseInput(declineOrderInput, reason === undefined ? {} : { reason }));

/** The mails queued for an order's number since `afterId`, as [to, template, subject]. */
async function mailsAbout(
  orderNumber: string,
  afterId: number,
): Promise<{ to: string; template: string; subject: string; text: string }[]> {
  const rows = await w.handle.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('id', '>', afterId)
    .orderBy('id')
    .execute();
  return rows
    .map((r) => ({
      to: r.to_address,
      template: r.template ?? '',
      subject: r.subject,
      text: outboxBody(r, new OutboxSealer(SESSION_SECRET)).text,
    }))
    .filter((m) => m.subject.includes(orderNumber) || m.text.includes(orderNumber));
}

async function lastMailId(): Promise<number> {
  const row = await w.handle.db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

describe('placing above the limit', () => {
  it('waits for the owner: no cutoff, no deposit, the owner is asked, the warehouse is not told', async () => {
    const before = await lastMailId();
    const placed = await place(chef, ABOVE);
    expect(placed.order_status).toBe('awaiting approval');

    const mails = await mailsAbout(placed.order_number, before);
    expect(mails.map((m) => [m.to, m.template])).toEqual([
      [chefEmail, 'order-approval'],
      [w.buyerA.email, 'order-approval'],
    ]);
    // The chef reads Korean; the owner's request names the chef, the total and the limit.
    expect(mails[0]!.subject).toContain('승인');
    expect(mails[1]!.subject).toMatch(/asks you to approve order/);
    expect(mails[1]!.text).toContain(usd.format(LIMIT));
    expect(mails[1]!.text).toContain('?view=order&order=');
    expect(mails.some((m) => m.to === BUSINESS_EMAIL)).toBe(false);

    const asChef = await w.orders.order(chef, placed.id);
    expect(asChef).toMatchObject({
      order_status: 'awaiting approval',
      changeable: false,
      approvable: false,
      deposit_due: null,
    });
    const asOwner = await w.orders.order(w.buyerA.actor, placed.id);
    expect(asOwner.approvable).toBe(true);
    expect((await w.orders.orders(w.buyerA.actor, w.buyerA.id)).find((o) => o.id === placed.id)).toMatchObject({
      approvable: true,
      placed_by: { name: 'chef' },
    });
  });

  it('at or under the limit, and for the owner, an order is pending at once', async () => {
    const small = await place(chef, 1);
    expect(small.order_status).toBe('pending');
    const owners = await place(w.buyerA.actor, ABOVE);
    expect(owners.order_status).toBe('pending');
  });

  it('an order awaiting approval is not a sale, not new for staff and not on the pick list', async () => {
    const today = toPacific(new Date()).date;
    const before = await w.dashboard.figures(w.admin.actor, { period: 'weekly' });
    const placed = await place(chef, ABOVE);
    const after = await w.dashboard.figures(w.admin.actor, { period: 'weekly' });
    expect(after.current.sales).toBe(before.current.sales);
    expect(after.counts.new_pickup_orders).toBe(before.counts.new_pickup_orders);
    const day = toPacific(new Date(placed.pickup_start)).date;
    const pick = await w.orders.admin.pickList(w.admin.actor, day);
    expect(JSON.stringify(pick)).not.toContain(placed.order_number);
    expect(day >= today).toBe(true);
  });
});

describe("the owner's answer", () => {
  it('only the owner answers: the orderer, a viewer and staff are refused; another company reads it as missing', async () => {
    const placed = await place(chef, ABOVE);
    await expectError(w.orders.approveOrder(chef, placed.id), ForbiddenError, ORDER_MESSAGES.ownerApproves);
    await expectError(w.orders.approveOrder(viewer, placed.id), ForbiddenError, ORDER_MESSAGES.ownerApproves);
    await expectError(decline(viewer, placed.id), ForbiddenError, ORDER_MESSAGES.ownerApproves);
    await expectError(w.orders.approveOrder(w.admin.actor, placed.id), ForbiddenError, ORDER_MESSAGES.ownerApproves);
    await expectError(w.orders.approveOrder(w.buyerB.actor, placed.id), NotFoundError, ORDER_MESSAGES.orderNotFound);
    await expectError(decline(w.buyerB.actor, placed.id, 'mine now'), NotFoundError, ORDER_MESSAGES.orderNotFound);
    expect((await w.orders.order(chef, placed.id)).order_status).toBe('awaiting approval');
  });

  it('approving makes it pending: the orderer is mailed with the deposit, the warehouse gets the notice; once', async () => {
    const placed = await place(chef, ABOVE);
    const before = await lastMailId();
    const approved = await w.orders.approveOrder(w.buyerA.actor, placed.id);
    expect(approved).toMatchObject({
      order_status: 'pending',
      approvable: false,
      changeable: true,
      deposit_due: expect.any(String),
    });
    const mails = await mailsAbout(placed.order_number, before);
    expect(mails.map((m) => [m.to, m.template])).toEqual([
      [chefEmail, 'order-approval'],
      [BUSINESS_EMAIL, 'order-notice'],
    ]);
    expect(mails[0]!.subject).toContain('승인되었습니다');

    // A second click answers the order as it is and mails nothing; a decline now is refused.
    const again = await w.orders.approveOrder(w.buyerA.actor, placed.id);
    expect(again.order_status).toBe('pending');
    await expectError(decline(w.buyerA.actor, placed.id), ConflictError, ORDER_MESSAGES.notAwaitingApproval);
    expect(await mailsAbout(placed.order_number, before)).toHaveLength(2);
    // The orderer may now change it until the cutoff, like any pending order.
    expect((await w.orders.order(chef, placed.id)).changeable).toBe(true);
  });

  it('declining records the reason, mails it to the orderer, and nothing reaches the warehouse', async () => {
    const placed = await place(chef, ABOVE);
    const before = await lastMailId();
    const declined = await decline(w.buyerA.actor, placed.id, 'Too much short rib this week');
    expect(declined).toMatchObject({
      order_status: 'declined',
      decline_reason: 'Too much short rib this week',
      approvable: false,
      deposit_due: null,
    });
    const mails = await mailsAbout(placed.order_number, before);
    expect(mails.map((m) => [m.to, m.template])).toEqual([[chefEmail, 'order-approval']]);
    expect(mails[0]!.text).toContain('Too much short rib this week');
    expect((await w.orders.order(chef, placed.id)).decline_reason).toBe('Too much short rib this week');
    await expectError(
      w.orders.approveOrder(w.buyerA.actor, placed.id),
      ConflictError,
      ORDER_MESSAGES.notAwaitingApproval,
    );
    // A pending order was never awaiting: approving it changes nothing, declining it is refused.
    const pending = await place(chef, 1);
    await expectError(decline(w.buyerA.actor, pending.id), ConflictError, ORDER_MESSAGES.notAwaitingApproval);
  });

  it('a pickup no longer on offer cannot be approved; it can still be declined', async () => {
    const placed = await place(chef, ABOVE);
    const past = Date.parse(placed.pickup_start) - w.now().getTime() + 3_600_000;
    w.advance(past);
    try {
      await expectError(
        w.orders.approveOrder(w.buyerA.actor, placed.id),
        ConflictError,
        ORDER_MESSAGES.approvalTooLate,
      );
      expect((await decline(w.buyerA.actor, placed.id)).order_status).toBe('declined');
    } finally {
      w.advance(-past);
    }
  });

  it('an approval and a decline at once: one wins, the other answers or is refused, one mail', async () => {
    const placed = await place(chef, ABOVE);
    const before = await lastMailId();
    const results = await Promise.allSettled([
      w.orders.approveOrder(w.buyerA.actor, placed.id),
      decline(w.buyerA.actor, placed.id, 'no'),
    ]);
    const final = (await w.orders.order(w.buyerA.actor, placed.id)).order_status;
    expect(['pending', 'declined']).toContain(final);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await mailsAbout(placed.order_number, before)).filter((m) => m.to === chefEmail)).toHaveLength(1);
  });
});

describe('a standing order above the limit', () => {
  it("an orderer's repeated order waits for the owner each cycle, as their checkout would", async () => {
    const placed = await place(chef, ABOVE);
    await w.orders.approveOrder(w.buyerA.actor, placed.id);
    const so = await w.orders.standing.repeat(chef, placed.id, { every_weeks: 1 });
    const before = await lastMailId();
    const run = await w.orders.standing.runDue(new Date(so.next_made_at!));
    expect(run.created).toBeGreaterThanOrEqual(1);
    const made = await w.handle.db
      .selectFrom('orders')
      .select(['id', 'order_number', 'order_status'])
      .where('standing_order_id', '=', so.id)
      .execute();
    expect(made.map((o) => o.order_status)).toEqual(['awaiting approval']);
    const mails = await mailsAbout(made[0]!.order_number, before);
    expect(mails.map((m) => [m.to, m.template])).toEqual([
      [chefEmail, 'order-approval'],
      [w.buyerA.email, 'order-approval'],
    ]);
  });
});

describe('a standing order of a member who may no longer order', () => {
  it("a viewer's or a removed member's cycles are missed, not ordered", async () => {
    const line = await join('line-cook@approvals.test', 'orderer');
    const placed = await place(line, 1);
    const so = await w.orders.standing.repeat(line, placed.id, { every_weeks: 1 });
    await w.company.updateMember(w.buyerA.actor, (line as { userId: number }).userId, { role: 'viewer' });
    const run = await w.orders.standing.runDue(new Date(so.next_made_at!));
    expect(run.missed).toBeGreaterThanOrEqual(1);
    const made = await w.handle.db.selectFrom('orders').select('id').where('standing_order_id', '=', so.id).execute();
    expect(made).toEqual([]);
  });
});

describe('an expired California resale certificate (item 7)', () => {
  /** Gives company A a current resale certificate expiring on `date` ('YYYY-MM-DD'); answers its row id. */
  async function certificate(date: string): Promise<number> {
    const row = await w.handle.db
      .insertInto('user_documents')
      .values({
        user_id: w.buyerA.id,
        email: w.buyerA.email,
        document_type: 'resale-certificate',
        storage_key: `documents/company/${w.buyerA.id}/${date}-${Math.random()}.pdf`,
        original_filename: 'resale.pdf',
        content_type: 'application/pdf',
        file_size: 10,
        expires_on: date,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const allowExpired = (allow: boolean) =>
    w.handle.db
      .insertInto('business_settings')
      .values({ key: 'resale-certificate', value: JSON.stringify({ allow_expired: allow }), updated_by: w.admin.id })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify({ allow_expired: allow }) }))
      .execute();
  const yesterday = () => toPacific(new Date(Date.now() - 86_400_000)).date;

  it('stops checkout for every member (with the day it expired), unless the setting allows it; approving re-checks it', async () => {
    const waiting = await place(chef, ABOVE);
    const expired = await certificate(yesterday());
    try {
      const err = await expectError(place(chef, 1), ForbiddenError);
      expect(err).toMatchObject({ code: 'documents.resaleExpired', params: { date: yesterday() } });
      await expectError(place(w.buyerA.actor, 1), ForbiddenError);
      // It may have expired while the order waited: the owner cannot send it to the warehouse either.
      await expectError(w.orders.approveOrder(w.buyerA.actor, waiting.id), ForbiddenError);
      await allowExpired(true);
      expect((await place(chef, 1)).order_status).toBe('pending');
      expect((await w.orders.approveOrder(w.buyerA.actor, waiting.id)).order_status).toBe('pending');
      await allowExpired(false);
      // A renewal (the latest file) opens checkout again.
      await certificate('2099-12-31');
      expect((await place(chef, 1)).order_status).toBe('pending');
    } finally {
      await w.handle.db
        .deleteFrom('user_documents')
        .where('user_id', '=', w.buyerA.id)
        .where('document_type', '=', 'resale-certificate')
        .where('id', '>=', expired)
        .execute();
      await allowExpired(false);
    }
  });
});
