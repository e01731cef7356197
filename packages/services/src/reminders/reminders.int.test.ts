// The cutoff reminder on PGlite: the buyer's own setting, the job on a fixed clock (a due buyer gets
// one mail in their language; a buyer with an order for that day, a viewer and a cancelled order's
// buyer as the rules say; twice, and twice at once, still one), and the stop link (turns it off
// without signing in; a forged, altered or expired one is a 400). Several processes at once on
// real PostgreSQL: cutoff-reminders.pg.int.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cutoffReminderInput,
  ForbiddenError,
  parseInput,
  REMINDER_CODES,
  reminderStopInput,
  UnauthorizedError,
  ValidationError,
} from '@wholesale/contract';
import { zonedToUtc } from '@wholesale/rules';
import { expectError } from '../accounts/expect-error';
import { insertUser, SESSION_SECRET, useAccountsWorld } from '../accounts/testing';
import { OutboxSealer, outboxBody } from '../mail/sealing';
import { createRemindersService, createStopLinks, STOP_LINK_DAYS } from './index';
import { outboxMails } from '../mail/outbox-testing';

const w = useAccountsWorld();
const sealer = new OutboxSealer(SESSION_SECRET);
// Monday Nov 16 2026, 10:00 AM in Los Angeles: the next cutoff is today 5 PM, for Tuesday Nov 17.
const MONDAY_10AM = zonedToUtc('2026-11-16', '10:00');
let reminders: ReturnType<typeof createRemindersService>;
let wakes = 0;

const set = (userId: number, raw: unknown) =>
  reminders.setCutoff({ kind: 'buyer', userId }, parseInput(cutoffReminderInput, raw));

const mails = (to?: string) => outboxMails(w.handle.db, { template: 'cutoff-reminder', to });
const stopTokenOf = (mail: Awaited<ReturnType<typeof mails>>[number]) => {
  const link = /https?:\/\/\S+\/reminders\/stop\S+/.exec(outboxBody(mail, sealer).text)![0];
  return new URL(link).searchParams;
};

async function buyer(email: string, role: 'owner' | 'orderer' | 'viewer' = 'owner', locale: 'en' | 'ko' = 'en') {
  return insertUser(w.handle.db, {
    email,
    name: 'Test Buyer',
    first_name: 'Test',
    locale,
    company_role: role,
    owner_id: role === 'owner' ? null : w.buyerA.id,
  });
}

async function orderOn(userId: number, date: string, status: 'pending' | 'cancelled' = 'pending') {
  await w.handle.db
    .insertInto('orders')
    .values({
      user_id: userId,
      total_amount_cents: 10_000,
      order_status: status,
      pickup_start: zonedToUtc(date, '10:00'),
      pickup_end: zonedToUtc(date, '12:00'),
    })
    .execute();
}

beforeAll(() => {
  w.advance(MONDAY_10AM.getTime() - w.now().getTime());
  reminders = createRemindersService({
    db: w.handle.db,
    publicUrl: 'http://localhost:3000',
    sessionSecret: SESSION_SECRET,
    sealer,
    clock: () => w.now(),
    onMailQueued: () => (wakes += 1),
  });
});

describe('the buyer’s setting', () => {
  it('is off at 24 hours until set; set, it says when the next reminder would go', async () => {
    const id = await buyer('setting@restaurant.test');
    const actor = { kind: 'buyer', userId: id } as const;
    expect(await reminders.cutoff(actor)).toMatchObject({ enabled: false, hours_before: 24, next: null });
    const on = await set(id, { enabled: true, hours_before: 4 });
    expect(on).toMatchObject({ enabled: true, hours_before: 4, hours_choices: [4, 12, 24, 48] });
    expect(on.next).toEqual({
      pickup_date: '2026-11-17',
      cutoff: '2026-11-17T01:00:00.000Z',
      order_by: '2026-11-16T22:00:00.000Z',
      remind_at: '2026-11-16T21:00:00.000Z',
    });
    expect(await set(id, { enabled: false, hours_before: 4 })).toMatchObject({ enabled: false, hours_before: 4 });
  });

  it('takes only the hours on offer and a boolean; staff and guests have none', async () => {
    const bad = await expectError(
      Promise.resolve().then(() => parseInput(cutoffReminderInput, { enabled: true, hours_before: 2 })),
      ValidationError,
    );
    expect(bad.code).toBe(REMINDER_CODES.hours);
    const notBool = await expectError(
      Promise.resolve().then(() => parseInput(cutoffReminderInput, { enabled: 'yes', hours_before: 4 })),
      ValidationError,
    );
    expect(notBool.code).toBe(REMINDER_CODES.enabled);
    await expectError(reminders.cutoff(w.admin.actor), ForbiddenError);
    await expectError(reminders.cutoff(w.guest), UnauthorizedError);
  });
});

describe('the job', () => {
  it('mails a due buyer once, in their language; not one with an order that day, nor a viewer', async () => {
    const due = await buyer('due@restaurant.test', 'orderer', 'ko');
    const ordered = await buyer('ordered@restaurant.test');
    const cancelled = await buyer('cancelled@restaurant.test');
    const viewer = await buyer('viewer@restaurant.test', 'viewer');
    const later = await buyer('later@restaurant.test');
    for (const id of [due, ordered, cancelled, viewer]) await set(id, { enabled: true, hours_before: 12 });
    // 4 hours before 5 PM is 1 PM: not yet at 10 AM.
    await set(later, { enabled: true, hours_before: 4 });
    await orderOn(ordered, '2026-11-17');
    await orderOn(cancelled, '2026-11-17', 'cancelled');
    // An order for another day does not count.
    await orderOn(due, '2026-11-18');

    const before = wakes;
    const run = await reminders.runCutoffReminders();
    expect(run).toEqual({ pickup_date: '2026-11-17', mailed: 2 });
    expect(wakes).toBe(before + 1);
    expect((await mails()).map((m) => m.to_address).sort()).toEqual([
      'cancelled@restaurant.test',
      'due@restaurant.test',
    ]);
    const [mail] = await mails('due@restaurant.test');
    expect(mail!.text_body).toBe(''); // sealed: the stop link is a credential of sorts
    const text = outboxBody(mail!, sealer).text;
    expect(mail!.subject).toContain('11월 17일');
    expect(text).toContain('2026년 11월 16일 월요일 오후 2:00'); // order by
    expect(text).toContain('오후 5:00'); // changes until
    expect(stopTokenOf(mail!).get('lang')).toBe('ko');

    // Again, and twice at once: nothing more.
    expect((await reminders.runCutoffReminders()).mailed).toBe(0);
    const both = await Promise.all([reminders.runCutoffReminders(), reminders.runCutoffReminders()]);
    expect(both.map((r) => r.mailed)).toEqual([0, 0]);
    expect(await mails()).toHaveLength(2);

    // At 1 PM the 4-hour buyer's turn comes; after 2 PM Tuesday can no longer be ordered, and the
    // next reminder is about Wednesday.
    w.advance(3 * 3_600_000);
    expect(await reminders.runCutoffReminders()).toEqual({ pickup_date: '2026-11-17', mailed: 1 });
    expect(await mails('later@restaurant.test')).toHaveLength(1);
    w.advance(3_600_000 + 60_000);
    expect(await reminders.runCutoffReminders()).toEqual({ pickup_date: '2026-11-18', mailed: 0 });
    w.advance(-(4 * 3_600_000 + 60_000));
  });

  it('the stop link turns the reminder off without signing in; a forged, altered or old one is a 400', async () => {
    const id = await buyer('stop@restaurant.test');
    await set(id, { enabled: true, hours_before: 48 });
    await reminders.runCutoffReminders();
    const [mail] = await mails('stop@restaurant.test');
    const params = stopTokenOf(mail!);
    expect(params.get('lang')).toBe('en');
    const token = params.get('token')!;
    const { token: parsed } = parseInput(reminderStopInput, { token });
    expect(await reminders.stopCutoff(parsed)).toEqual({ enabled: false });
    expect(await reminders.cutoff({ kind: 'buyer', userId: id })).toMatchObject({ enabled: false, hours_before: 48 });
    // Clicked again: the same answer.
    expect(await reminders.stopCutoff(parsed)).toEqual({ enabled: false });

    // Another buyer's id with this signature, another secret's signature, an expired link.
    const [, exp, sig] = token.split('.');
    const other = await expectError(reminders.stopCutoff(`${w.buyerA.id}.${exp}.${sig}`), ValidationError);
    expect(other.code).toBe(REMINDER_CODES.stopLink);
    const forged = createStopLinks('another-secret-of-at-least-32-bytes!!').token(id, w.now());
    await expectError(reminders.stopCutoff(forged), ValidationError);
    const old = createStopLinks(SESSION_SECRET).token(
      id,
      new Date(w.now().getTime() - (STOP_LINK_DAYS + 1) * 86_400_000),
    );
    await expectError(reminders.stopCutoff(old), ValidationError);
    const malformed = await expectError(
      Promise.resolve().then(() => parseInput(reminderStopInput, { token: 'x'.repeat(60) })),
      ValidationError,
    );
    expect(malformed.code).toBe(REMINDER_CODES.stopLink);
  });

  it('reads the cutoff on the business clock, as the deadline rules do; the stop link on the real one', async () => {
    // The real time months later: on it, the next cutoff would be another day's altogether.
    const real = () => new Date(w.now().getTime() + 120 * 86_400_000);
    const onBusiness = createRemindersService({
      db: w.handle.db,
      publicUrl: 'http://localhost:3000',
      sessionSecret: SESSION_SECRET,
      sealer,
      clock: real,
      businessClock: () => w.now(),
    });
    const id = await buyer('business@restaurant.test');
    const actor = { kind: 'buyer', userId: id } as const;
    const view = await onBusiness.setCutoff(
      actor,
      parseInput(cutoffReminderInput, { enabled: true, hours_before: 12 }),
    );
    expect(view.next?.pickup_date).toBe('2026-11-17');
    const run = await onBusiness.runCutoffReminders();
    expect(run.pickup_date).toBe('2026-11-17');
    const [mail] = await mails('business@restaurant.test');
    expect(mail!.subject).toContain('Nov 17');
    const row = await w.handle.db
      .selectFrom('cutoff_reminder_mailings')
      .select(['pickup_date', 'mailed_at'])
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.mailed_at.getTime()).toBeGreaterThan(w.now().getTime() + 119 * 86_400_000);
    // signed on the real clock: it lasts 60 days from the real time, and works there
    const { token } = parseInput(reminderStopInput, { token: stopTokenOf(mail!).get('token') });
    const exp = Number(token.split('.')[1]) * 1000;
    expect(Math.abs(exp - (real().getTime() + STOP_LINK_DAYS * 86_400_000))).toBeLessThan(60_000);
    expect(await onBusiness.stopCutoff(token)).toEqual({ enabled: false });
  });
});
