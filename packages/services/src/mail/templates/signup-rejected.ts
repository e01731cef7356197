import { z } from 'zod';
import { escapeMultiline, paragraph } from '../html';
import { brand, greeting, htmlDocument, textBody, type RenderedMail, type TemplateContext } from './common';

/** To the applicant when an admin rejects the request; the reason is optional. */
export const signupRejectedData = z.object({
  name: z.string().trim().max(200).optional(),
  reason: z.string().trim().max(2000).optional(),
});
export type SignupRejectedData = z.infer<typeof signupRejectedData>;

export function renderSignupRejected(ctx: TemplateContext, data: SignupRejectedData): RenderedMail {
  const t = ctx.LL.mail.signupRejected;
  const subject = t.subject();
  const reason = data.reason ? t.reason({ reason: data.reason }) : undefined;
  const head = [greeting(ctx, data.name), t.intro({ brand: brand(ctx) }), t.body()];
  const paragraphs = [...head, ...(reason ? [reason] : []), t.followUp()];
  const reasonHtml = reason
    ? [
        `<p style="margin:0 0 16px 0;padding:12px;background:#f7f7f7;border-left:3px solid #8b1e1e;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222222;">${escapeMultiline(reason)}</p>`,
      ]
    : [];
  return {
    subject,
    text: textBody(ctx, paragraphs),
    html: htmlDocument(ctx, subject, [...head.map(paragraph), ...reasonHtml, paragraph(t.followUp())]),
  };
}
