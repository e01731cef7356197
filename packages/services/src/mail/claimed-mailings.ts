// What every mailing job (statements, overdue and cutoff reminders, expiring documents, recall
// reminders) does with the mails it found due: each in a transaction of its own, in which the job
// claims it (a row keyed so that another process, or a later run, writes nothing) and queues its
// mail, so however many processes run the job each mail goes once. The worker is woken once,
// after the commits.
import type { Db, MailQueued } from '../kernel/common';

/**
 * Runs `claimAndQueue` for each of `due` in its own transaction; it answers whether it claimed
 * the mail and queued it. Answers how many were queued.
 */
export async function mailEachClaimed<T>(
  db: Db,
  due: readonly T[],
  claimAndQueue: (trx: Db, row: T) => Promise<boolean>,
  onMailQueued?: MailQueued,
): Promise<number> {
  let mailed = 0;
  for (const row of due) {
    if (await db.transaction().execute((trx) => claimAndQueue(trx, row))) mailed += 1;
  }
  if (mailed > 0) onMailQueued?.();
  return mailed;
}
