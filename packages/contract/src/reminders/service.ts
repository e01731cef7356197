// What the cutoff reminder's doors answer, and the service they call.
import type { CutoffReminderHours } from '@wholesale/rules';
import type { Actor } from '../actor';
import type { CutoffReminderInput } from './inputs';

/** A buyer's reminder, and the next one it would send (null when it is off or no day is on offer). */
export interface CutoffReminderView {
  enabled: boolean;
  hours_before: CutoffReminderHours;
  /** the hours a buyer may choose */
  hours_choices: readonly CutoffReminderHours[];
  next: {
    /** 'YYYY-MM-DD' (Los Angeles) */
    pickup_date: string;
    /** ISO instants */
    cutoff: string;
    order_by: string;
    remind_at: string;
  } | null;
}

/** What the job did in one run. */
export interface CutoffReminderRun {
  /** the pickup day it looked at ('YYYY-MM-DD'), null when none is on offer */
  pickup_date: string | null;
  mailed: number;
}

export interface RemindersService {
  /** The signed-in buyer's own reminder (off, 24 hours, until they set it). Staff: 403. */
  cutoff(actor: Actor): Promise<CutoffReminderView>;
  /** Sets the signed-in buyer's own reminder. Staff: 403. */
  setCutoff(actor: Actor, input: CutoffReminderInput): Promise<CutoffReminderView>;
  /** Turns the reminder off by the mail's link alone (no sign-in); a bad or expired link: 400 reminders.stopLink. */
  stopCutoff(token: string): Promise<{ enabled: false }>;
  /** The job: mails each buyer due a reminder, once per pickup day whatever the processes. */
  runCutoffReminders(): Promise<CutoffReminderRun>;
}

export interface RemindersDomain {
  reminders: RemindersService;
}
