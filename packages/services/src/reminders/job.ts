// The cutoff reminder job: every buyer who asked, whose reminder time has come before the next
// cutoff (rules/cutoff-reminder.ts) and who has no order for that pickup day, gets one mail. Each
// mail is written with its row in cutoff_reminder_mailings, keyed by (buyer, pickup day), in one
// transaction: INSERT ... ON CONFLICT DO NOTHING decides which process sends, so however many
// processes run the job at once, each reminder is mailed once.
import type { CutoffReminderRun } from '@wholesale/contract';
import {
  addDays,
  CALLED_OFF_ORDER_STATUSES,
  encodeUserId,
  nextCutoff,
  remindersDue,
  startOfBusinessDay,
  type CutoffReminderHours,
  type OrderStatus,
} from '@wholesale/rules';
import { enqueueMail } from '../mail/outbox';
import { mailEachClaimed } from '../mail/claimed-mailings';
import { greetingName } from '../mail/greeting-name';
import type { ReminderDeps } from './deps';

/** The most buyers one run mails (the next run takes the rest). */
const RUN_MAX = 500;

export async function runCutoffReminders(deps: ReminderDeps): Promise<CutoffReminderRun> {
  // The deadline rules' own clock, as checkout and the order pages read it.
  const now = deps.businessClock();
  const next = nextCutoff(now, await deps.calendarNow(deps.db, now), deps.cutoffTime);
  if (!next) return { pickup_date: null, mailed: 0 };
  // Whole hours, for the smallint column: a coarse first cut, remindersDue decides to the millisecond.
  const hoursLeft = Math.floor((next.cutoff.getTime() - now.getTime()) / 3_600_000);
  // Buyers who may order: a viewer's setting waits (they may be made an orderer later), a closed
  // account or a staff one never hears from this job.
  const settings = await deps.db
    .selectFrom('cutoff_reminders as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.user_id', 'r.hours_before', 'u.email', 'u.locale', 'u.first_name', 'u.name'])
    .where('r.enabled', '=', true)
    .where('r.hours_before', '>=', hoursLeft)
    .where('u.is_admin', '=', false)
    .where('u.disabled_at', 'is', null)
    .where('u.company_role', 'in', ['owner', 'orderer'])
    .orderBy('r.user_id')
    .limit(RUN_MAX)
    .execute();
  if (settings.length === 0) return { pickup_date: next.date, mailed: 0 };
  const ids = settings.map((s) => s.user_id);
  // The buyer's own orders, not the company's: the reminder is personal, and in a company where
  // the kitchen and the bar each order, one member's order says nothing of what the other needs.
  const [ordered, reminded] = await Promise.all([
    deps.db
      .selectFrom('orders')
      .select('user_id')
      .distinct()
      .where('user_id', 'in', ids)
      .where('pickup_start', '>=', startOfBusinessDay(next.date))
      .where('pickup_start', '<', startOfBusinessDay(addDays(next.date, 1)))
      .where('order_status', 'not in', [...CALLED_OFF_ORDER_STATUSES] as OrderStatus[])
      .execute(),
    deps.db
      .selectFrom('cutoff_reminder_mailings')
      .select('user_id')
      .where('pickup_date', '=', next.date)
      .where('user_id', 'in', ids)
      .execute(),
  ]);
  const due = remindersDue(settings, next, now, {
    ordered: new Set(ordered.map((o) => o.user_id)),
    reminded: new Set(reminded.map((r) => r.user_id)),
  });
  const mailed = await mailEachClaimed(
    deps.db,
    due,
    async (trx, buyer) => {
      const claimed = await trx
        .insertInto('cutoff_reminder_mailings')
        .values({ user_id: buyer.user_id, pickup_date: next.date, cutoff_at: next.cutoff, mailed_at: deps.clock() })
        .onConflict((oc) => oc.columns(['user_id', 'pickup_date']).doNothing())
        .returning('user_id')
        .executeTakeFirst();
      if (!claimed) return false;
      await enqueueMail(
        trx,
        {
          to: buyer.email,
          locale: buyer.locale,
          template: 'cutoff-reminder',
          data: {
            name: greetingName(buyer),
            pickupStart: next.pickupStart.toISOString(),
            cutoff: next.cutoff.toISOString(),
            orderBy: next.orderBy.toISOString(),
            hours: buyer.hours_before as CutoffReminderHours,
            token: deps.stopLinks.token(buyer.user_id, deps.clock()),
            profileUrl: `${deps.publicUrl.replace(/\/+$/, '')}/profile/user/${encodeUserId(buyer.user_id)}`,
            publicUrl: deps.publicUrl,
          },
        },
        deps.sealer,
      );
      return true;
    },
    deps.onMailQueued,
  );
  return { pickup_date: next.date, mailed };
}
