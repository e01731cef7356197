import { z } from 'zod';
import { greeting, oneLine, type RenderedMail, type TemplateContext } from './common';
import { webUrl } from './order-common';
import { formatMonth } from './pickup-slot';
import { composeMail, link, paragraphs } from './parts';

/**
 * To a company's owner, in their language, once a month (the statement job): the last month's
 * statement is ready, with a link to the account, where it downloads in either language (a link,
 * not an attachment: the account asks for the sign-in a company's figures deserve).
 */
export const statementReadyData = z.object({
  /** the owner's first name */
  name: z.string().trim().max(200).optional(),
  company: z.string().trim().max(200).nullable(),
  /** 'YYYY-MM' */
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  /** the profile's Account view */
  accountUrl: webUrl,
});
export type StatementReadyData = z.infer<typeof statementReadyData>;

export function renderStatementReady(ctx: TemplateContext, data: StatementReadyData): RenderedMail {
  const t = ctx.LL.mail.statementReady;
  const month = formatMonth(ctx.locale, data.month);
  const subject = t.subject({ month });
  const intro = [
    greeting(ctx, data.name),
    data.company ? t.intro({ company: oneLine(data.company), month }) : t.introNoCompany({ month }),
    t.body(),
  ];
  return composeMail(ctx, subject, [
    paragraphs(...intro),
    link(ctx, t.cta(), data.accountUrl),
    paragraphs(t.questions()),
  ]);
}
