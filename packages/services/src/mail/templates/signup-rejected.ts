import { z } from 'zod';
import { brand, greeting, type RenderedMail, type TemplateContext } from './common';
import { composeMail, paragraphs, quoted } from './parts';

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
  return composeMail(ctx, subject, [paragraphs(...head), reason ? quoted(reason) : null, paragraphs(t.followUp())]);
}
