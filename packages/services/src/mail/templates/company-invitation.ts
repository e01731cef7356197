import { z } from 'zod';
import { button, paragraph } from '../html';
import { htmlDocument, siteLink, textBody, type RenderedMail, type TemplateContext } from './common';

/** To the invited address, in the language the owner chose; the token is the raw one (only its hash is stored). */
export const companyInvitationData = z.object({
  /** who invites: the owner's name */
  inviter: z.string().trim().min(1).max(200),
  company: z.string().trim().max(200).nullable(),
  email: z.email(),
  role: z.enum(['orderer', 'viewer']),
  token: z.string().min(16).max(512),
  /** PUBLIC_URL: the link is `${publicUrl}/accept-invitation?token=...` */
  publicUrl: z.url({ protocol: /^https?$/ }),
});
export type CompanyInvitationData = z.infer<typeof companyInvitationData>;

export function invitationLink(data: Pick<CompanyInvitationData, 'token' | 'publicUrl'>): string {
  return siteLink(data.publicUrl, '/accept-invitation', { token: data.token });
}

export function renderCompanyInvitation(ctx: TemplateContext, data: CompanyInvitationData): RenderedMail {
  const t = ctx.LL.mail.companyInvitation;
  const company = data.company ?? data.inviter;
  const subject = t.subject({ company });
  const link = invitationLink(data);
  const role = data.role === 'orderer' ? t.roleOrderer() : t.roleViewer();
  const head = [ctx.LL.mail.greetingNoName(), t.intro({ inviter: data.inviter, company }), role, t.body({ email: data.email })];
  return {
    subject,
    text: textBody(ctx, [...head, link, t.ignore()]),
    html: htmlDocument(ctx, subject, [...head.map(paragraph), button(t.cta(), link, ctx.LL.mail.linkFallback()), paragraph(t.ignore())]),
  };
}
