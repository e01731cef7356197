// The monthly statement mail: from the 1st, each company with an order or a payment in the month
// before is mailed once, in its owner's language, with a link to its account; a company quiet that
// month is not; running the job again (or beside another process) mails nobody twice.
import { beforeAll, describe, expect, it } from 'vitest';
import { ForbiddenError, NotFoundError, ValidationError } from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import { insertUser, useAccountsWorld } from '../accounts/testing';
import { useWorldService } from '../accounts/world-service';
import { createBooksService } from './index';

const w = useAccountsWorld();
// Tuesday, December 1, 2026, 9 AM in Los Angeles.
const now = new Date('2026-12-01T17:00:00Z');
const books = useWorldService(w, (world) =>
  createBooksService({ db: world.handle.db, clock: () => now, publicUrl: 'https://shop.test' }),
);

async function owner(email: string, locale: 'en' | 'ko') {
  return insertUser(w.handle.db, { email, first_name: 'Min', company: `${email} Co`, locale });
}
const order = (userId: number, at: string) =>
  w.handle.db
    .insertInto('orders')
    .values({ user_id: userId, total_amount_cents: 1000, order_status: 'complete', order_date: new Date(at) })
    .execute();

const statementMails = () =>
  w.handle.db
    .selectFrom('mail_outbox')
    .select(['to_address', 'subject', 'text_body'])
    .where('template', '=', 'statement-ready')
    .execute();

let novemberKo = 0;
let octoberOnly = 0;
beforeAll(async () => {
  novemberKo = await owner('busy@galbi.test', 'ko');
  octoberOnly = await owner('quiet@galbi.test', 'en');
  // November 30, 11 PM in Los Angeles: still November's.
  await order(novemberKo, '2026-12-01T07:00:00Z');
  await order(octoberOnly, '2026-10-15T19:00:00Z');
});

describe('the monthly statement mail', () => {
  it('goes once to each company active last month, in its language, and never twice', async () => {
    const first = await books.mailStatements();
    expect(first.month).toBe('2026-11');
    const mails = await statementMails();
    const toBusy = mails.filter((m) => m.to_address === 'busy@galbi.test');
    expect(toBusy).toHaveLength(1);
    // In the owner's language, with the account's link.
    expect(toBusy[0]!.subject).toBe('2026년 11월 거래 명세서');
    expect(toBusy[0]!.text_body).toContain('https://shop.test/profile/user/');
    expect(toBusy[0]!.text_body).toContain('?view=account');
    expect(mails.some((m) => m.to_address === 'quiet@galbi.test')).toBe(false);

    const again = await Promise.all([books.mailStatements(), books.mailStatements()]);
    expect(again.map((r) => r.mailed)).toEqual([0, 0]);
    expect((await statementMails()).filter((m) => m.to_address === 'busy@galbi.test')).toHaveLength(1);
    const rows = await w.handle.db
      .selectFrom('statement_mailings')
      .selectAll()
      .where('company_id', 'in', [novemberKo, octoberOnly])
      .execute();
    expect(rows.map((r) => [r.company_id, r.month])).toEqual([[novemberKo, '2026-11']]);
  });
});

describe('a statement mailed by staff from the customer page', () => {
  it('goes to the owner of the member’s company now, as often as staff send it; never for a month to come', async () => {
    const member = await insertUser(w.handle.db, {
      email: 'cook@galbi.test',
      owner_id: novemberKo,
      company_role: 'orderer',
    });
    const before = (await statementMails()).length;
    expect(await books.mailStatement(w.admin.actor, member, '2026-10')).toEqual({
      month: '2026-10',
      mailed_to: 'busy@galbi.test',
    });
    await books.mailStatement(w.admin.actor, novemberKo, '2026-10');
    const mails = (await statementMails()).slice(before);
    expect(mails.map((m) => m.to_address)).toEqual(['busy@galbi.test', 'busy@galbi.test']);
    expect(mails[0]!.subject).toContain('2026년 10월');
    await expectError(books.mailStatement(w.admin.actor, novemberKo, '2027-01'), ValidationError);
    await expectError(books.mailStatement(w.buyerA.actor, novemberKo, '2026-10'), ForbiddenError);
    await expectError(books.mailStatement(w.admin.actor, 999_999, '2026-10'), NotFoundError);
  });
});
