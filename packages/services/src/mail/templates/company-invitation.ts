import { carriesWebAddress } from '@wholesale/rules';
import { z } from 'zod';
import { siteLink, type RenderedMail, type TemplateContext } from './common';
import { bareLink, composeMail, paragraphs } from './parts';

/**
 * To the invited address, in the language the owner chose; the token is the raw one (only its hash
 * is stored). The business speaks in its own sentences and names the company in them; no person's
 * name appears, and the sender is always the business's own address (MAIL_FROM).
 */
export const companyInvitationData = z.object({
  /** the company's name as the business has it on file; null: none */
  company: z.string().trim().max(200).nullable(),
  email: z.email(),
  role: z.enum(['orderer', 'viewer']),
  token: z.string().min(16).max(512),
  /** PUBLIC_URL: the link is `${publicUrl}/accept-invitation?token=...&lang=...` */
  publicUrl: z.url({ protocol: /^https?$/ }),
});
export type CompanyInvitationData = z.infer<typeof companyInvitationData>;

/** The page opens in the mail's language (`lang`), whatever the browser's cookie says. */
export function invitationLink(data: Pick<CompanyInvitationData, 'token' | 'publicUrl'>, lang: string): string {
  return siteLink(data.publicUrl, '/accept-invitation', { token: data.token, lang });
}

export function renderCompanyInvitation(ctx: TemplateContext, data: CompanyInvitationData): RenderedMail {
  const t = ctx.LL.mail.companyInvitation;
  // A name on file from before names were checked may still carry an address: then the mail names no company.
  const company = data.company && !carriesWebAddress(data.company) ? data.company : null;
  // A viewer cannot order: their invitation is to follow the company's orders, not to place them.
  const viewer = data.role === 'viewer';
  const named = viewer ? { subject: t.subjectViewer, intro: t.introViewer } : { subject: t.subject, intro: t.intro };
  const unnamed = viewer
    ? { subject: t.subjectViewerNoCompany, intro: t.introViewerNoCompany }
    : { subject: t.subjectNoCompany, intro: t.introNoCompany };
  const subject = company ? named.subject({ company }) : unnamed.subject();
  const intro = company ? named.intro({ company }) : unnamed.intro();
  const link = invitationLink(data, ctx.locale);
  const head = [
    ctx.LL.mail.greetingNoName(),
    intro,
    viewer ? t.roleViewer() : t.roleOrderer(),
    t.body({ email: data.email }),
  ];
  return composeMail(ctx, subject, [paragraphs(...head), bareLink(ctx, t.cta(), link), paragraphs(t.ignore())]);
}
