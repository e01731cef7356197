import { EXPIRING_DOCUMENT_TYPES } from '@wholesale/rules';
import { z } from 'zod';
import { greeting, oneLine, type RenderedMail, type TemplateContext } from './common';
import { documentName } from './document-expiring';
import { webUrl } from './order-common';
import { composeMail, fields, link, paragraphs } from './parts';

/**
 * To a company's owner, in their language, when staff refuse the renewed business license or resale
 * certificate they uploaded: which document, the staff's reason, that the document on file (and
 * what checkout does with it) stays as it was, and a link to the profile's documents to upload another.
 */
export const documentRenewalRefusedData = z.object({
  /** the owner's first name */
  name: z.string().trim().max(200).optional(),
  company: z.string().trim().max(200).nullable(),
  documentType: z.enum(EXPIRING_DOCUMENT_TYPES),
  /** the file the owner uploaded */
  filename: z.string().trim().min(1).max(1000),
  /** the staff's words, as typed */
  reason: z.string().trim().min(1).max(2000),
  /** the profile's documents section */
  documentsUrl: webUrl,
});
export type DocumentRenewalRefusedData = z.infer<typeof documentRenewalRefusedData>;

export function renderDocumentRenewalRefused(ctx: TemplateContext, data: DocumentRenewalRefusedData): RenderedMail {
  const t = ctx.LL.mail.documentRenewalRefused;
  const resale = data.documentType === 'resale-certificate';
  const document = documentName(ctx, data.documentType);
  const subject = t.subject({ document });
  const company = data.company ? oneLine(data.company) : null;
  const intro = [
    greeting(ctx, data.name),
    company ? t.intro({ document, company }) : t.introNoCompany({ document }),
    resale ? t.resaleMeanwhile() : t.licenseMeanwhile(),
    t.howTo(),
  ];
  const rows: Array<readonly [string, string]> = [
    [t.fields.document(), document],
    [t.fields.file(), oneLine(data.filename)],
    [t.fields.reason(), data.reason],
  ];
  return composeMail(ctx, subject, [
    paragraphs(...intro),
    fields(rows),
    link(ctx, t.cta(), data.documentsUrl),
    paragraphs(ctx.LL.mail.documentExpiring.questions()),
  ]);
}
