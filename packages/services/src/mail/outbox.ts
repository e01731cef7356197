import { z } from 'zod';
import type { Database, Kysely } from '@wholesale/db';
import { MAIL_TEMPLATE_NAMES, mailLocale, renderMail, type MailContent } from './templates';

const address = z.email().max(320);

const enqueueMailEnvelope = z.object({
  to: address,
  replyTo: address.optional(),
  locale: mailLocale,
  template: z.enum(MAIL_TEMPLATE_NAMES as [string, ...string[]]),
  // the template's own schema checks the data (in renderMail)
  data: z.unknown(),
});

export type EnqueueMailInput = MailContent & { to: string; replyTo?: string };

/**
 * Renders the e-mails and writes them to mail_outbox in one statement. Pass the transaction of
 * the business change (signup, approval, reset request, inquiry, order): the mail exists exactly
 * when that change commits, and the worker delivers it afterwards. The rows are only due once
 * committed, so call the worker's wake() after the commit, not here.
 */
export async function enqueueMails(db: Kysely<Database>, inputs: readonly EnqueueMailInput[]): Promise<{ id: number }[]> {
  if (inputs.length === 0) return [];
  return db.insertInto('mail_outbox').values(outboxRows(inputs)).returning('id').execute();
}

/** The mail_outbox rows of these e-mails, rendered: for a caller that writes them in its own statement. */
export function outboxRows(inputs: readonly EnqueueMailInput[]) {
  return inputs.map((input) => {
    const envelope = enqueueMailEnvelope.parse(input);
    const rendered = renderMail(input);
    return {
      to_address: envelope.to,
      reply_to: envelope.replyTo ?? null,
      subject: rendered.subject,
      text_body: rendered.text,
      html_body: rendered.html,
      template: envelope.template,
    };
  });
}

/** One e-mail (see enqueueMails). */
export async function enqueueMail(db: Kysely<Database>, input: EnqueueMailInput): Promise<{ id: number }> {
  const [row] = await enqueueMails(db, [input]);
  return row!;
}
