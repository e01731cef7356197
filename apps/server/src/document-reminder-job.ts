// The document reminder job: mails a company's owner 30 and 7 days before its
// business license or California resale certificate expires. A reminder falls due at a Los Angeles
// midnight, so looking hourly sends it within the hour, on the day it is due. Every process runs it
// (periodic-job.ts): each reminder is a row keyed by (document, kind, date) written with its mail,
// so however many processes look, each reminder is mailed once.
import type { DocumentReminderRun } from '@wholesale/contract';
import { periodicJobStarter } from './periodic-job';

/** How often the job looks for reminders due (a daily cycle, looked at hourly). */
export const DOCUMENT_REMINDER_JOB_MS = 60 * 60_000;

export const startDocumentReminderJob = periodicJobStarter<DocumentReminderRun>({
  name: 'document reminder job',
  everyMs: DOCUMENT_REMINDER_JOB_MS,
  done: (r) => (r.mailed > 0 ? 'document expiry reminders mailed' : null),
});
