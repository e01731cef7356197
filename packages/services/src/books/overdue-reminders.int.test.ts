// Overdue reminders: the day after an invoice's due date, then weekly, four at most, each once, in
// the owner's language; none for an invoice paid or not yet due; none while staff pause the
// company's reminders.
import { beforeAll, describe, expect, it } from 'vitest';
import { toJson } from '@wholesale/db';
import { parseInput, termsInput } from '@wholesale/contract';
import { insertUser, useAccountsWorld } from '../accounts/testing';
import { useWorldService } from '../accounts/world-service';
import { createBooksService } from './index';
import { outboxMails } from '../mail/outbox-testing';

const w = useAccountsWorld();
let today = new Date('2026-12-02T20:00:00Z'); // Wednesday, December 2, noon in Los Angeles
const books = useWorldService(w, (world) =>
  createBooksService({ db: world.handle.db, clock: () => today, publicUrl: 'https://shop.test' }),
);

async function company(email: string, locale: 'en' | 'ko') {
  return insertUser(w.handle.db, { email, first_name: 'Min', company: 'Galbi House', locale });
}
async function invoiced(userId: number, number: string, dueOn: string, paid = 0) {
  const { id } = await w.handle.db
    .insertInto('orders')
    .values({ user_id: userId, total_amount_cents: 30_000, paid_cents: paid, order_status: 'complete' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await w.handle.db
    .insertInto('invoices')
    .values({ order_id: id, number, content: toJson({}), due_on: dueOn })
    .execute();
}
const reminders = (to: string) => outboxMails(w.handle.db, { template: 'payment-overdue', to });

let paused = 0;
beforeAll(async () => {
  const late = await company('late@galbi.test', 'ko');
  await invoiced(late, 'INV-880001', '2026-11-25'); // 7 days late
  await invoiced(late, 'INV-880002', '2026-12-05'); // not yet due
  await invoiced(late, 'INV-880003', '2026-11-01', 30_000); // paid
  paused = await company('paused@galbi.test', 'en');
  await invoiced(paused, 'INV-880004', '2026-11-20');
  await books.setTerms(
    w.admin.actor,
    paused,
    parseInput(termsInput, { terms: 'net15', credit_limit: null, reminders_paused: true }),
  );
});

describe('overdue reminders', () => {
  it('go the day after, then weekly, four at most, each once, in the owner’s language', async () => {
    expect((await books.mailOverdueReminders()).mailed).toBe(1);
    await books.mailOverdueReminders();
    let mails = await reminders('late@galbi.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('결제 기한 경과: 인보이스 INV-880001');
    expect(mails[0]!.text_body).toContain('$300.00');
    // A week later: the second; then the rest, the fourth the last.
    for (const day of ['2026-12-03', '2026-12-10', '2026-12-17', '2026-12-24', '2027-01-30']) {
      today = new Date(`${day}T20:00:00Z`);
      await books.mailOverdueReminders();
    }
    mails = await reminders('late@galbi.test');
    expect(mails.filter((m) => m.subject.includes('INV-880001')).map((m) => m.subject)).toEqual([
      '결제 기한 경과: 인보이스 INV-880001',
      '2/4차 안내: 인보이스 INV-880001 결제 기한이 지났습니다',
      '3/4차 안내: 인보이스 INV-880001 결제 기한이 지났습니다',
      '4/4차 안내: 인보이스 INV-880001 결제 기한이 지났습니다',
    ]);
    // INV-880002, due Dec 5: its first on Dec 10, then weekly, and no more than four.
    expect(mails.filter((m) => m.subject.includes('INV-880002'))).toHaveLength(4);
    expect(mails.some((m) => m.subject.includes('INV-880003'))).toBe(false);
  });

  it('are not mailed while staff pause the company’s reminders', async () => {
    expect(await reminders('paused@galbi.test')).toEqual([]);
  });
});
