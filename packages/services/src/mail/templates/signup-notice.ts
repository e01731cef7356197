import { z } from 'zod';
import { button, definitionTable, paragraph } from '../html';
import { htmlDocument, oneLine, textBody, type RenderedMail, type TemplateContext } from './common';

/**
 * To the business inbox (in English), once, when a signup request is stored: who applied and how
 * to reach them, and the back office's page where the request is approved or refused. The caller
 * sets replyTo to the applicant's address.
 */
export const signupNoticeData = z.object({
  name: z.string().trim().min(1).max(200),
  company: z.string().trim().min(1).max(200),
  email: z.email(),
  phone: z.string().trim().max(50).optional(),
  licenseNumber: z.string().trim().max(100).optional(),
  /** the back office's signup requests */
  reviewUrl: z.url(),
});
export type SignupNoticeData = z.infer<typeof signupNoticeData>;

export function renderSignupNotice(ctx: TemplateContext, data: SignupNoticeData): RenderedMail {
  const t = ctx.LL.mail.signupNotice;
  const subject = t.subject({ company: oneLine(data.company) });
  const rows: [string, string | undefined][] = [
    [t.name(), data.name],
    [t.company(), data.company],
    [t.email(), data.email],
    [t.phone(), data.phone],
    [t.license(), data.licenseNumber],
  ];
  const present = rows.filter((r): r is [string, string] => !!r[1]);
  const text = textBody(
    ctx,
    [
      t.intro(),
      present.map(([label, value]) => `${label}: ${oneLine(value)}`).join('\n'),
      `${t.review()}\n${data.reviewUrl}`,
    ],
    false,
  );
  const html = htmlDocument(
    ctx,
    subject,
    [paragraph(t.intro()), definitionTable(present), button(t.review(), data.reviewUrl, data.reviewUrl)],
    false,
  );
  return { subject, text, html };
}
