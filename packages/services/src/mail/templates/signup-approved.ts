import { z } from 'zod';
import { button, paragraph } from '../html';
import { brand, greeting, htmlDocument, siteLink, textBody, type RenderedMail, type TemplateContext } from './common';

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
  return {
    subject,
    text: textBody(ctx, [...intro, `${t.cta()}: ${loginUrl}`]),
    html: htmlDocument(ctx, subject, [...intro.map(paragraph), button(t.cta(), loginUrl, ctx.LL.mail.linkFallback())]),
  };
}
