// What the services' integration tests read back of the mail they queued: the outbox's rows.
import type { Db } from '../kernel/common';

/**
 * The outbox's mails, oldest first: of `template`, to `to`, whose text mentions `mentioning`
 * (an order number, say), each only when given. A sealed mail's text is not readable here.
 */
export function outboxMails(db: Db, of: { template?: string; to?: string; mentioning?: string } = {}) {
  let q = db.selectFrom('mail_outbox').selectAll();
  if (of.template !== undefined) q = q.where('template', '=', of.template);
  if (of.to !== undefined) q = q.where('to_address', '=', of.to);
  if (of.mentioning !== undefined) q = q.where('text_body', 'like', `%${of.mentioning}%`);
  return q.orderBy('id').execute();
}
