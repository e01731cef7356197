// What the services' integration tests read back of the mail they queued: the outbox's rows.
import type { Db } from '../kernel/common';

/** Which of the outbox's mails a test reads; each filter only when given. */
export interface MailsOf {
  template?: string;
  to?: string;
  /** a text the mail's text mentions (an order number, say); a sealed mail's text is not readable here */
  mentioning?: string;
}

function mailsOf(db: Db, of: MailsOf) {
  let q = db.selectFrom('mail_outbox').selectAll();
  if (of.template !== undefined) q = q.where('template', '=', of.template);
  if (of.to !== undefined) q = q.where('to_address', '=', of.to);
  if (of.mentioning !== undefined) q = q.where('text_body', 'like', `%${of.mentioning}%`);
  return q;
}

/** The outbox's mails `of`, oldest first. */
export function outboxMails(db: Db, of: MailsOf = {}) {
  return mailsOf(db, of).orderBy('id').execute();
}

/** The newest of the outbox's mails `of`: what the last action queued. Throws when there is none. */
export function latestMail(db: Db, of: MailsOf) {
  return mailsOf(db, of).orderBy('id', 'desc').executeTakeFirstOrThrow();
}
