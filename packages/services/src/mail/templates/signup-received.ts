import { z } from 'zod';
import { brand, greeting, type RenderedMail, type TemplateContext } from './common';
import { composeMail, paragraphs } from './parts';

/** To the applicant, right after the signup request is stored. */
export const signupReceivedData = z.object({
  name: z.string().trim().max(200).optional(),
  company: z.string().trim().max(200).optional(),
});
export type SignupReceivedData = z.infer<typeof signupReceivedData>;

export function renderSignupReceived(ctx: TemplateContext, data: SignupReceivedData): RenderedMail {
  const t = ctx.LL.mail.signupReceived;
  const subject = t.subject();
  return composeMail(ctx, subject, [
    paragraphs(
      greeting(ctx, data.name),
      t.intro({ brand: brand(ctx) }),
      ...(data.company ? [t.company({ company: data.company })] : []),
      t.review(),
      t.next(),
    ),
  ]);
}
