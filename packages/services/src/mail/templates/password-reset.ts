import { z } from 'zod';
import { greeting, siteLink, type RenderedMail, type TemplateContext } from './common';
import { bareLink, composeMail, paragraphs } from './parts';

/** How long a reset link is valid; the accounts service must use the same value for the token. */
export const PASSWORD_RESET_TTL_MINUTES = 30;

/** To the account's address; the token is the raw one (only its hash is stored). */
export const passwordResetData = z.object({
  name: z.string().trim().max(200).optional(),
  email: z.email(),
  token: z.string().min(16).max(512),
  /** PUBLIC_URL: the link is `${publicUrl}/reset-password?email=...&token=...` */
  publicUrl: z.url({ protocol: /^https?$/ }),
});
export type PasswordResetData = z.infer<typeof passwordResetData>;

export function resetPasswordLink(data: Pick<PasswordResetData, 'email' | 'token' | 'publicUrl'>): string {
  return siteLink(data.publicUrl, '/reset-password', { email: data.email, token: data.token });
}

export function renderPasswordReset(ctx: TemplateContext, data: PasswordResetData): RenderedMail {
  const t = ctx.LL.mail.passwordReset;
  const subject = t.subject();
  const link = resetPasswordLink(data);
  const head = [greeting(ctx, data.name), t.intro({ email: data.email }), t.body()];
  return composeMail(ctx, subject, [paragraphs(...head), bareLink(ctx, t.cta(), link), paragraphs(t.ignore())]);
}
