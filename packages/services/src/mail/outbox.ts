import { z } from 'zod';
import type { Database, Kysely } from '@wholesale/db';
import type { OutboxSealer } from './sealing';
import {
  MAIL_TEMPLATE_NAMES,
  SEALED_MAIL_TEMPLATES,
  mailLocale,
  renderMail,
  type MailContent,
  type MailTemplateName,
} from './templates';

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
 * committed, so call the worker's wake() after the commit, not here. A template listed in
 * SEALED_MAIL_TEMPLATES needs `sealer`: its body is stored sealed, never in clear.
 */
export async function enqueueMails(
  db: Kysely<Database>,
  inputs: readonly EnqueueMailInput[],
  sealer?: OutboxSealer,
): Promise<{ id: number }[]> {
  if (inputs.length === 0) return [];
  return db.insertInto('mail_outbox').values(outboxRows(inputs, sealer)).returning('id').execute();
}

/** The mail_outbox rows of these e-mails, rendered: for a caller that writes them in its own statement. */
export function outboxRows(inputs: readonly EnqueueMailInput[], sealer?: OutboxSealer) {
  return inputs.map((input) => {
    const envelope = enqueueMailEnvelope.parse(input);
    const rendered = renderMail(input);
    const body = { text: rendered.text, html: rendered.html };
    const row = {
      to_address: envelope.to,
      reply_to: envelope.replyTo ?? null,
      subject: rendered.subject,
      template: envelope.template,
    };
    if (!SEALED_MAIL_TEMPLATES.has(envelope.template as MailTemplateName)) {
      return { ...row, text_body: body.text, html_body: body.html, sealed_body: null };
    }
    // A bug, not a user's mistake: never fall back to writing the credential in clear.
    if (!sealer)
      throw new Error(`the ${envelope.template} mail carries a credential: enqueue it with the outbox sealer`);
    // '' rather than null keeps the row's shape the same for every template (checkout-sql.ts).
    return {
      ...row,
      text_body: '',
      html_body: '',
      sealed_body: sealer.seal(body, { to: row.to_address, template: row.template }),
    };
  });
}

/** One e-mail (see enqueueMails). */
export async function enqueueMail(
  db: Kysely<Database>,
  input: EnqueueMailInput,
  sealer?: OutboxSealer,
): Promise<{ id: number }> {
  const [row] = await enqueueMails(db, [input], sealer);
  return row!;
}
