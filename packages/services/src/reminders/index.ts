// Reminders before the order cutoff: a buyer reads and sets their own (on or off, how many hours
// before the cutoff), turns it off by the mail's link without signing in, and the job mails those
// due (job.ts). The setting is the buyer's own, not the company's: each member decides for
// themselves, and only about their own orders.
import {
  REMINDER_ERRORS,
  requireBuyer,
  ValidationError,
  type CutoffReminderView,
  type RemindersService,
} from '@wholesale/contract';
import {
  CUTOFF_REMINDER_HOURS,
  DEFAULT_CUTOFF_REMINDER_HOURS,
  isCutoffReminderHours,
  nextCutoff,
  reminderAt,
  type HolidayRule,
} from '@wholesale/rules';
import { systemClock, type Clock, type Db, type MailQueued } from '../kernel/common';
import type { OutboxSealer } from '../mail/sealing';
import { calendarNow, calendarSettings } from '../orders/calendar/days';
import type { ReminderDeps } from './deps';
import { runCutoffReminders } from './job';
import { createStopLinks } from './stop-link';

export { createStopLinks, STOP_LINK_DAYS } from './stop-link';

export function createRemindersService(deps: {
  db: Db;
  publicUrl: string;
  /** SESSION_SECRET: the stop links are signed with a key derived from it */
  sessionSecret: string;
  sealer: OutboxSealer;
  holidays?: readonly HolidayRule[] | undefined;
  closedDates?: readonly string[] | undefined;
  cutoffTime?: string | undefined;
  clock?: Clock | undefined;
  /** the orders' business clock (BUSINESS_CLOCK_START on a test server); `clock` unless given */
  businessClock?: Clock | undefined;
  onMailQueued?: MailQueued | undefined;
}): RemindersService {
  const { db } = deps;
  const calendar = calendarSettings({
    db,
    holidays: deps.holidays,
    closedDates: deps.closedDates,
    publicUrl: deps.publicUrl,
    businessEmail: '',
  });
  const wired: ReminderDeps = {
    db,
    publicUrl: deps.publicUrl,
    sealer: deps.sealer,
    stopLinks: createStopLinks(deps.sessionSecret),
    calendarNow: (on, now) => calendarNow(on, calendar, now),
    cutoffTime: deps.cutoffTime,
    clock: deps.clock ?? systemClock,
    businessClock: deps.businessClock ?? deps.clock ?? systemClock,
    onMailQueued: deps.onMailQueued,
  };

  async function view(userId: number): Promise<CutoffReminderView> {
    const row = await db
      .selectFrom('cutoff_reminders')
      .select(['enabled', 'hours_before'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const hours = row && isCutoffReminderHours(row.hours_before) ? row.hours_before : DEFAULT_CUTOFF_REMINDER_HOURS;
    const enabled = row?.enabled ?? false;
    const now = wired.businessClock();
    const next = enabled ? nextCutoff(now, await wired.calendarNow(db, now), deps.cutoffTime) : null;
    return {
      enabled,
      hours_before: hours,
      hours_choices: CUTOFF_REMINDER_HOURS,
      next: next && {
        pickup_date: next.date,
        cutoff: next.cutoff.toISOString(),
        order_by: next.orderBy.toISOString(),
        remind_at: reminderAt(next, hours).toISOString(),
      },
    };
  }

  return {
    async cutoff(actor) {
      return view(requireBuyer(actor).userId);
    },

    async setCutoff(actor, input) {
      const { userId } = requireBuyer(actor);
      await db
        .insertInto('cutoff_reminders')
        .values({
          user_id: userId,
          enabled: input.enabled,
          hours_before: input.hours_before,
          updated_at: wired.clock(),
        })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({
            enabled: input.enabled,
            hours_before: input.hours_before,
            updated_at: wired.clock(),
          }),
        )
        .execute();
      return view(userId);
    },

    async stopCutoff(token) {
      const userId = wired.stopLinks.userOf(token, wired.clock());
      if (userId === null) throw new ValidationError(REMINDER_ERRORS.stopLink);
      // Idempotent: a second click, or a link of a buyer who never turned it on again, says the same.
      await db
        .updateTable('cutoff_reminders')
        .set({ enabled: false, updated_at: wired.clock() })
        .where('user_id', '=', userId)
        .execute();
      return { enabled: false };
    },

    runCutoffReminders: () => runCutoffReminders(wired),
  };
}
