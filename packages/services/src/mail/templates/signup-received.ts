import { z } from 'zod';
import { paragraph } from '../html';
import { brand, greeting, htmlDocument, textBody, type RenderedMail, type TemplateContext } from './common';

/** To the applicant, right after the signup request is stored. */
export const signupReceivedData = z.object({
  name: z.string().trim().max(200).optional(),
  company: z.string().trim().max(200).optional(),
});
export type SignupReceivedData = z.infer<typeof signupReceivedData>;

export function renderSignupReceived(ctx: TemplateContext, data: SignupReceivedData): RenderedMail {
  const t = ctx.LL.mail.signupReceived;
  const subject = t.subject();
  const paragraphs = [
    greeting(ctx, data.name),
    t.intro({ brand: brand(ctx) }),
    ...(data.company ? [t.company({ company: data.company })] : []),
    t.review(),
    t.next(),
  ];
  return {
    subject,
    text: textBody(ctx, paragraphs),
    html: htmlDocument(ctx, subject, paragraphs.map(paragraph)),
  };
}
