// The cutoff reminder job: mails each buyer who asked, the chosen hours before the next order
// cutoff, while they have no order for that pickup day; once at start (catching up after downtime)
// and then every CUTOFF_REMINDER_JOB_MS. Every process runs it (periodic-job.ts): each reminder is
// a row keyed by (buyer, pickup day) written with its mail, so however many processes look, each
// reminder is mailed once. Looked at every ten minutes, a reminder leaves at most ten minutes late.
import type { CutoffReminderRun } from '@wholesale/contract';
import { periodicJobStarter } from './periodic-job';

export const CUTOFF_REMINDER_JOB_MS = 10 * 60_000;

export const startCutoffReminderJob = periodicJobStarter<CutoffReminderRun>({
  name: 'cutoff reminder job',
  everyMs: CUTOFF_REMINDER_JOB_MS,
  done: (r) => (r.mailed > 0 ? 'cutoff reminders mailed' : null),
});
