// Recalls through the service on PGlite: exactly the companies that received a lot (a member's
// orders count for their company; a cancelled order, a voided shipment and another lot do not),
// what is still unshipped and unsold, notices mailed once in the owner's language, an
// acknowledgement link that works once, and an order holding a recalled case that cannot be completed.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MailOutboxRow } from '@wholesale/db';
import {
  ConflictError,
  NotFoundError,
  parseInput,
  RECALL_CODES,
  recallInput,
  ValidationError,
  type RecallsService,
} from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import { sealedLink, SESSION_SECRET, useAccountsWorld } from '../accounts/testing';
import { OutboxSealer, outboxBody } from '../mail/sealing';
import { outboxMails } from '../mail/outbox-testing';
import { createRecallsService } from './index';
import { recallFixtures } from './testing';

const w = useAccountsWorld();
let recalls: RecallsService;
let f: ReturnType<typeof recallFixtures>;
const ids = {} as Record<'lotA' | 'lotB' | 'lotC' | 'alice' | 'bob' | 'carol' | 'dave' | 'member', number>;
const orders = {} as Record<'bobOpen' | 'aliceShipped', { id: number; number: string }>;

const create = (raw: Record<string, unknown>) => recalls.create(w.admin.actor, parseInput(recallInput, raw));

beforeAll(async () => {
  recalls = createRecallsService({
    db: w.handle.db,
    publicUrl: 'http://localhost:3000',
    sealer: new OutboxSealer(SESSION_SECRET),
    clock: w.now,
  });
  f = recallFixtures(w);
  ids.lotA = (await f.lot(1, 'RA-1', '2026-11-24')).id;
  ids.lotB = (await f.lot(1, 'RB-1', '2026-11-10')).id;
  ids.lotC = (await f.lot(2, 'RC-1', '2026-11-24')).id;
  const alice = await f.company('Alicia', 'ko');
  ids.alice = alice.id;
  ids.member = (await f.company('Mina', 'en', alice.id)).id;
  ids.bob = (await f.company('Bobby')).id;
  ids.carol = (await f.company('Carol')).id;
  ids.dave = (await f.company('Dave')).id;
  // Alice's company: 3 cases of A and 1 of B shipped, and 2 of A by her team member.
  orders.aliceShipped = await f.order(
    ids.alice,
    1,
    'complete',
    [
      [ids.lotA, 3],
      [ids.lotB, 1],
    ],
    '2026-11-25',
  );
  await f.order(ids.member, 1, 'complete', [[ids.lotA, 2]], '2026-11-26');
  // Bob: 2 cases of A on an order not yet picked up; a shipped order of lot C only.
  orders.bobOpen = await f.order(ids.bob, 1, 'order placed', [[ids.lotA, 2]]);
  await f.order(ids.bob, 2, 'complete', [[ids.lotC, 4]], '2026-11-25');
  // Carol received lot B only.
  await f.order(ids.carol, 1, 'complete', [[ids.lotB, 5]], '2026-11-25');
  // Dave: a cancelled order held a case of A.
  await f.order(ids.dave, 1, 'cancelled', [[ids.lotA, 1]]);
});

describe('a recall of one lot', () => {
  it('names exactly the companies that received it, with cases, pounds, pickup dates and contacts', async () => {
    const r = await create({ lot_ids: [ids.lotA], reason: 'Possible metal fragments' });
    expect(r.recalled_lots.map((l) => l.lot_code)).toEqual(['RA-1']);
    expect(r.companies.map((c) => c.company_id)).toEqual([ids.alice, ids.bob]);
    const [alice, bob] = r.companies;
    expect(alice).toMatchObject({
      company: 'Alicia Market',
      contact_name: 'Alicia Owner',
      phone: '213-555-0100',
      shipped_cases: 5,
      shipped_lbs: 101.25,
      pickup_dates: ['2026-11-25', '2026-11-26'],
      unshipped_cases: 0,
      notice: null,
    });
    expect(bob).toMatchObject({
      shipped_cases: 0,
      unshipped_cases: 2,
      unshipped_lbs: 40.5,
      unshipped_orders: [orders.bobOpen.number],
    });
    // 40 produced; 3 + 2 + 2 + the cancelled order's 1 weighed.
    expect(r.recalled_lots[0]).toMatchObject({ cases_produced: 40, cases_weighed: 8, cases_unsold: 32 });
    expect(r.totals).toEqual({ shipped_cases: 5, shipped_lbs: 101.25, unshipped_cases: 2, unsold_cases: 32 });
    const again = await recalls.byId(w.admin.actor, r.id);
    expect(again.companies).toEqual(r.companies);
  });

  it('names a product and its production dates as the lots produced then', async () => {
    const r = await create({
      item_id: 1,
      produced_from: '2026-11-01',
      produced_to: '2026-11-15',
      reason: 'Temperature',
    });
    expect(r.recalled_lots.map((l) => l.lot_code)).toEqual(['RB-1']);
    expect(r.range).toEqual({ item_id: 1, produced_from: '2026-11-01', produced_to: '2026-11-15' });
    expect(r.companies.map((c) => c.company_id).sort()).toEqual([ids.alice, ids.carol].sort());
    // A voided shipment (the order reopened) is no longer shipped: its cases are unshipped.
    const reopened = await f.order(ids.dave, 1, 'order placed', [[ids.lotB, 1]], '2026-11-25');
    await w.handle.db
      .updateTable('shipments')
      .set({ voided_at: new Date() })
      .where('order_id', '=', reopened.id)
      .execute();
    const after = await recalls.byId(w.admin.actor, r.id);
    expect(after.companies.find((c) => c.company_id === ids.dave)).toMatchObject({
      shipped_cases: 0,
      unshipped_cases: 1,
    });
  });

  it('refuses no lots, lots and a range at once, unknown lots and a bad reason', async () => {
    const fields = async (raw: Record<string, unknown>) =>
      (
        await expectError(
          Promise.resolve().then(() => create(raw)),
          ValidationError,
        )
      ).fields;
    expect(await fields({ reason: 'x' })).toMatchObject({ lot_ids: { code: RECALL_CODES.scope } });
    expect(await fields({ lot_ids: [ids.lotA], item_id: 1, reason: 'x' })).toMatchObject({
      lot_ids: { code: RECALL_CODES.scope },
    });
    expect(await fields({ lot_ids: [ids.lotA], reason: '' })).toMatchObject({ reason: { code: RECALL_CODES.reason } });
    expect(
      await fields({ item_id: 1, produced_from: '2026-11-20', produced_to: '2026-11-01', reason: 'x' }),
    ).toMatchObject({ produced_to: { code: RECALL_CODES.producedTo } });
    const none = await expectError(create({ lot_ids: [999_999], reason: 'x' }), NotFoundError);
    expect(none.code).toBe(RECALL_CODES.noLots);
    await expectError(recalls.byId(w.buyerA.actor, 1), Error);
  });
});

const noticeMails = (to: string) => outboxMails(w.handle.db, { to, template: 'recall-notice' });
const tokenOf = (mail: MailOutboxRow) => sealedLink(mail, 'recall/acknowledge').searchParams.get('token')!;
const emailOf = async (id: number) =>
  (await w.handle.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;

describe('the notices', () => {
  it('are mailed once per company that received the lot, sealed, in its language; a second send mails none', async () => {
    const r = await create({ lot_ids: [ids.lotA], reason: 'Possible metal fragments' });
    const first = await recalls.sendNotices(w.admin.actor, r.id);
    expect(first.sent).toBe(1);
    const aliceMails = await noticeMails(await emailOf(ids.alice));
    const mine = aliceMails.filter((m) => outboxBody(m, new OutboxSealer(SESSION_SECRET)).text.includes('RA-1'));
    expect(mine.length).toBeGreaterThanOrEqual(1);
    const mail = mine.at(-1)!;
    expect(mail.text_body).toBe('');
    expect(mail.subject).toContain('리콜 통지');
    const text = outboxBody(mail, new OutboxSealer(SESSION_SECRET)).text;
    expect(text).toContain('RA-1');
    expect(text).toContain('101.25 파운드');
    expect(await noticeMails(await emailOf(ids.bob))).toHaveLength(0);
    const before = (await w.handle.db.selectFrom('mail_outbox').select('id').execute()).length;
    const second = await recalls.sendNotices(w.admin.actor, r.id);
    expect(second.sent).toBe(0);
    expect((await w.handle.db.selectFrom('mail_outbox').select('id').execute()).length).toBe(before);
    expect(second.recall.companies[0]!.notice).toMatchObject({ acknowledged_at: null, reminded_at: null });
    expect(second.recall.notices_sent_at).not.toBeNull();

    // The link shows the notice, acknowledges it once, and is refused the second time.
    const token = tokenOf(mail);
    const shown = await recalls.notice(token);
    expect(shown).toMatchObject({ recall_id: r.id, company: 'Alicia Market', acknowledged_at: null });
    const acked = await recalls.acknowledge(token);
    expect(acked.acknowledged_at).not.toBeNull();
    const twice = await expectError(recalls.acknowledge(token), ConflictError);
    expect(twice.code).toBe(RECALL_CODES.alreadyAcknowledged);
    const bad = await expectError(recalls.acknowledge('x'.repeat(43)), NotFoundError);
    expect(bad.code).toBe(RECALL_CODES.noticeLink);
    const read = await recalls.byId(w.admin.actor, r.id);
    expect(read.companies[0]!.notice!.acknowledged_at).toBe(acked.acknowledged_at);
    expect(read.acknowledged).toBe(1);

    // The company's own members see it; another company sees none of it.
    expect((await recalls.mine({ kind: 'buyer', userId: ids.member })).map((n) => n.recall_id)).toContain(r.id);
    expect((await recalls.mine({ kind: 'buyer', userId: ids.carol })).map((n) => n.recall_id)).not.toContain(r.id);
  });

  it('remind once, a day later, the companies that have not acknowledged, with two processes racing', async () => {
    const r = await create({ lot_ids: [ids.lotB], reason: 'Temperature abuse' });
    expect((await recalls.sendNotices(w.admin.actor, r.id)).sent).toBe(2);
    const carolEmail = await emailOf(ids.carol);
    const carolToken = tokenOf((await noticeMails(carolEmail)).at(-1)!);
    await recalls.acknowledge(carolToken);
    // Not yet a day: nothing.
    expect((await recalls.mailReminders()).mailed).toBe(0);
    w.advance(25 * 3_600_000);
    const other = createRecallsService({
      db: w.handle.db,
      publicUrl: 'http://localhost:3000',
      sealer: new OutboxSealer(SESSION_SECRET),
      clock: w.now,
    });
    const aliceBefore = (await noticeMails(await emailOf(ids.alice))).length;
    const [a, b] = await Promise.all([recalls.mailReminders(), other.mailReminders()]);
    const notices = await w.handle.db.selectFrom('recall_notices').selectAll().where('recall_id', '=', r.id).execute();
    // Alice (not acknowledged) reminded once; Carol (acknowledged) not at all; earlier recalls' too.
    const alice = notices.find((n) => n.user_id === ids.alice)!;
    expect(alice.reminded_at).not.toBeNull();
    expect(notices.find((n) => n.user_id === ids.carol)!.reminded_at).toBeNull();
    const aliceMails = await noticeMails(await emailOf(ids.alice));
    expect(aliceMails.length - aliceBefore).toBe(a.mailed + b.mailed);
    const reminder = aliceMails.at(-1)!;
    expect(reminder.subject).toContain('다시 알림');
    expect((await recalls.mailReminders()).mailed).toBe(0);
    w.advance(48 * 3_600_000);
    expect((await recalls.mailReminders()).mailed).toBe(0);
    // The reminder's own link acknowledges too.
    expect((await recalls.acknowledge(tokenOf(reminder))).acknowledged_at).not.toBeNull();
  });
});

describe('an order holding a recalled case', () => {
  it('is flagged on the pick list and cannot be completed until the case is replaced', async () => {
    const r = await create({ lot_ids: [ids.lotC], reason: 'Labelling' });
    const open = await f.order(ids.bob, 2, 'order placed', [[ids.lotC, 1]]);
    const refused = await expectError(w.orders.admin.setStatus(w.admin.actor, open.id, 'complete'), ConflictError);
    expect(refused.code).toBe(RECALL_CODES.recalledCase);
    expect(refused.params).toEqual({ lot: 'RC-1' });
    expect(refused.message).toContain('RC-1');
    // The pick list flags it (its pickup day is today's).
    await w.handle.db
      .updateTable('orders')
      .set({ pickup_start: w.now(), pickup_end: new Date(w.now().getTime() + 3_600_000) })
      .where('id', '=', open.id)
      .execute();
    const { businessDate } = await import('@wholesale/rules');
    const list = await w.orders.admin.pickList(w.admin.actor, businessDate(w.now()));
    expect(list.recalled).toContainEqual({ order_id: open.id, lots: ['RC-1'] });
    // The case replaced: it completes (the order's line is not catch weight).
    await w.handle.db.deleteFrom('order_cases').where('order_id', '=', open.id).execute();
    const done = await w.orders.admin.setStatus(w.admin.actor, open.id, 'complete');
    expect(done.order_status).toBe('complete');
    // A closed recall holds nothing back.
    const other = await f.order(ids.bob, 2, 'order placed', [[ids.lotC, 1]]);
    await recalls.close(w.admin.actor, r.id);
    expect((await w.orders.admin.setStatus(w.admin.actor, other.id, 'complete')).order_status).toBe('complete');
  });
});
