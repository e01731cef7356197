import { z } from 'zod';
import { button } from '../html';
import { oneLine, type RenderedMail, type TemplateContext } from './common';
import { composeMail, fields, paragraphs, presentRows } from './parts';

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
  const rows: Array<readonly [string, string | undefined]> = [
    [t.name(), data.name],
    [t.company(), data.company],
    [t.email(), data.email],
    [t.phone(), data.phone],
    [t.license(), data.licenseNumber],
  ];
  return composeMail(
    ctx,
    subject,
    [
      paragraphs(t.intro()),
      fields(presentRows(rows)),
      // The review page's address is the button's fallback too: staff copy it into the back office.
      { text: [`${t.review()}\n${data.reviewUrl}`], html: [button(t.review(), data.reviewUrl, data.reviewUrl)] },
    ],
    false,
  );
}
