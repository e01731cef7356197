// Overdue reminders: an invoice still owed past its due date mails its company's owner, in their
// language, the day after and weekly after that, at most four (rules' overdueReminderDue). Each is
// a row keyed by invoice and number, written with its mail, so however many processes run the job
// each reminder goes once; a day the server was down sends the reminder due then, not the ones
// skipped. Staff pause a company's reminders on its terms (users.overdue_reminders_paused).
import { encodeUserId, OWING_ORDER_STATUSES, overdueReminderDue, toPacific, daysOverdue } from '@wholesale/rules';
import type { BooksService } from '@wholesale/contract';
import { sql } from 'kysely';
import { systemClock, type Clock, type Db, type MailQueued } from '../kernel/common';
import { ordersWithCompany } from '../kernel/company-access';
import { enqueueMail } from '../mail/outbox';
import { mailEachClaimed } from '../mail/claimed-mailings';
import { greetingName } from '../mail/greeting-name';

export function createOverdueReminders(deps: {
  db: Db;
  publicUrl: string;
  clock?: Clock;
  onMailQueued?: MailQueued;
}): Pick<BooksService, 'mailOverdueReminders'> {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;

  return {
    async mailOverdueReminders() {
      const today = toPacific(clock()).date;
      // Invoices in force, past due, on orders that still owe, of companies not paused.
      const overdue = await ordersWithCompany(db)
        .innerJoin('invoices as i', 'i.order_id', 'o.id')
        .select([
          'i.id',
          'i.number',
          'i.due_on',
          'o.order_number',
          sql<number>`o.total_amount_cents - o.paid_cents`.as('due_cents'),
          'c.id as company_id',
          'c.email',
          'c.first_name',
          'c.name',
          'c.company',
          'c.locale',
          sql<number>`(SELECT coalesce(max(r.number), 0) FROM overdue_reminders r WHERE r.invoice_id = i.id)`.as(
            'sent',
          ),
        ])
        .where('i.voided_at', 'is', null)
        .where('i.due_on', '<', today)
        .where('o.order_status', 'in', OWING_ORDER_STATUSES)
        .whereRef('o.paid_cents', '<', 'o.total_amount_cents')
        .where('c.overdue_reminders_paused', '=', false)
        .execute();
      const due = overdue.flatMap((inv) => {
        const reminder = overdueReminderDue(inv.due_on!, today);
        return reminder > Number(inv.sent) ? [{ ...inv, reminder }] : [];
      });
      const mailed = await mailEachClaimed(
        db,
        due,
        async (trx, inv) => {
          const claimed = await trx
            .insertInto('overdue_reminders')
            .values({ invoice_id: inv.id, number: inv.reminder })
            .onConflict((oc) => oc.doNothing())
            .returning('number')
            .executeTakeFirst();
          if (!claimed) return false;
          await enqueueMail(trx, {
            to: inv.email,
            locale: inv.locale,
            template: 'payment-overdue',
            data: {
              name: greetingName(inv),
              company: inv.company,
              invoice: inv.number,
              order: inv.order_number,
              dueOn: inv.due_on!,
              daysOverdue: daysOverdue(inv.due_on!, today),
              dueCents: Number(inv.due_cents),
              number: inv.reminder,
              accountUrl: `${deps.publicUrl}/profile/user/${encodeUserId(inv.company_id)}?view=account`,
            },
          });
          return true;
        },
        deps.onMailQueued,
      );
      return { mailed };
    },
  };
}
