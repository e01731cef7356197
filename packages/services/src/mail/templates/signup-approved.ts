import { z } from 'zod';
import { brand, greeting, siteLink, type RenderedMail, type TemplateContext } from './common';
import { composeMail, link, paragraphs } from './parts';

/** To the applicant when an admin approves the request. */
export const signupApprovedData = z.object({
  name: z.string().trim().max(200).optional(),
  /** PUBLIC_URL, for the login link */
  publicUrl: z.url({ protocol: /^https?$/ }),
});
export type SignupApprovedData = z.infer<typeof signupApprovedData>;

export function renderSignupApproved(ctx: TemplateContext, data: SignupApprovedData): RenderedMail {
  const t = ctx.LL.mail.signupApproved;
  const subject = t.subject();
  const loginUrl = siteLink(data.publicUrl, '/login');
  const intro = [greeting(ctx, data.name), t.intro({ brand: brand(ctx) }), t.body()];
  return composeMail(ctx, subject, [paragraphs(...intro), link(ctx, t.cta(), loginUrl)]);
}
