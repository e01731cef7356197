import { EXPIRING_DOCUMENT_TYPES, startOfBusinessDay } from '@wholesale/rules';
import { z } from 'zod';
import { greeting, oneLine, type RenderedMail, type TemplateContext } from './common';
import { webUrl } from './order-common';
import { formatPacificDate } from './pickup-slot';
import { composeMail, fields, link, paragraphs } from './parts';

/**
 * To a company's owner, in their language, 30 and 7 days before its business license or California
 * resale certificate expires (the reminder job): which document, the day it
 * expires and how many days are left, what happens then, and a link to the profile's documents,
 * where the owner uploads the renewed one.
 */
export const documentExpiringData = z.object({
  /** the owner's first name */
  name: z.string().trim().max(200).optional(),
  company: z.string().trim().max(200).nullable(),
  documentType: z.enum(EXPIRING_DOCUMENT_TYPES),
  /** 'YYYY-MM-DD' (good through that day) */
  expiresOn: z.iso.date(),
  /** days from the day of the mail to the expiry date, 0 to 30 */
  daysLeft: z.number().int().min(0).max(30),
  /** the profile's documents section */
  documentsUrl: webUrl,
});
export type DocumentExpiringData = z.infer<typeof documentExpiringData>;

/** 'business license' / 'resale certificate', in the mail's language: both document mails name it so. */
export function documentName(ctx: TemplateContext, type: DocumentExpiringData['documentType']): string {
  const t = ctx.LL.mail.documentExpiring;
  return type === 'resale-certificate' ? t.resaleCertificate() : t.businessLicense();
}

export function renderDocumentExpiring(ctx: TemplateContext, data: DocumentExpiringData): RenderedMail {
  const t = ctx.LL.mail.documentExpiring;
  const resale = data.documentType === 'resale-certificate';
  const document = documentName(ctx, data.documentType);
  const date = formatPacificDate(ctx.locale, startOfBusinessDay(data.expiresOn));
  const subject = t.subject({ document, date });
  const when = data.daysLeft === 0 ? t.today() : t.inDays({ days: data.daysLeft });
  const company = data.company ? oneLine(data.company) : null;
  const intro = [
    greeting(ctx, data.name),
    company ? t.intro({ document, company, date, when }) : t.introNoCompany({ document, date, when }),
    resale ? t.resaleAfter() : t.licenseAfter(),
    t.howTo(),
  ];
  const rows: Array<readonly [string, string]> = [
    [t.fields.document(), document],
    [t.fields.expires(), date],
  ];
  return composeMail(ctx, subject, [
    paragraphs(...intro),
    fields(rows),
    link(ctx, t.cta(), data.documentsUrl),
    paragraphs(t.questions()),
  ]);
}
