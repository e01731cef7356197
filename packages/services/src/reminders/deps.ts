import type { PickupCalendar } from '@wholesale/rules';
import type { Clock, Db, MailQueued } from '../kernel/common';
import type { OutboxSealer } from '../mail/sealing';
import type { StopLinks } from './stop-link';

/** What the reminders service is wired with. */
export interface ReminderDeps {
  db: Db;
  /** PUBLIC_URL: the links in the mail */
  publicUrl: string;
  /** seals the mails in the outbox (their stop link turns the reminder off) */
  sealer: OutboxSealer;
  stopLinks: StopLinks;
  /** the warehouse calendar as it stands (holidays, configured dates, the days staff close) */
  calendarNow(db: Db, now: Date): Promise<PickupCalendar>;
  /** the cutoff's wall time ('HH:MM', Los Angeles; ORDER_CUTOFF_TIME) */
  cutoffTime?: string | undefined;
  /** the real time: the stop link's expiry, when a setting changed or a mail left */
  clock: Clock;
  /**
   * The orders' business clock, which every deadline rule reads (the next cutoff, when a reminder
   * falls due, which pickup day an order is for): the real time, but for a test server's fixed calendar.
   */
  businessClock: Clock;
  onMailQueued?: MailQueued | undefined;
}
