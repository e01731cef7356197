import { formatUsd, startOfBusinessDay } from '@wholesale/rules';
import { z } from 'zod';
import { greeting, oneLine, type RenderedMail, type TemplateContext } from './common';
import { webUrl } from './order-common';
import { formatPacificDate } from './pickup-slot';
import { composeMail, fields, link, paragraphs } from './parts';

/**
 * To a company's owner, in their language, when an invoice is past its due date (the overdue job):
 * the day after, then weekly, at most four. Which invoice and order, the due date, how long ago,
 * what is left to pay, and a link to the account with its statements.
 */
export const paymentOverdueData = z.object({
  name: z.string().trim().max(200).optional(),
  company: z.string().trim().max(200).nullable(),
  invoice: z.string().max(20),
  order: z.string().max(40),
  /** 'YYYY-MM-DD' */
  dueOn: z.iso.date(),
  daysOverdue: z.number().int().min(1),
  /** cents */
  dueCents: z.number().int().positive(),
  /** 1 to 4 */
  number: z.number().int().min(1).max(4),
  accountUrl: webUrl,
});
export type PaymentOverdueData = z.infer<typeof paymentOverdueData>;

export function renderPaymentOverdue(ctx: TemplateContext, data: PaymentOverdueData): RenderedMail {
  const t = ctx.LL.mail.paymentOverdue;
  const date = formatPacificDate(ctx.locale, startOfBusinessDay(data.dueOn));
  const due = formatUsd(data.dueCents / 100);
  const subject =
    data.number === 1
      ? t.subject({ invoice: data.invoice })
      : t.subjectAgain({ invoice: data.invoice, number: data.number });
  const facts = { invoice: data.invoice, order: data.order, date, days: data.daysOverdue };
  const intro = [
    greeting(ctx, data.name),
    data.company ? t.intro({ ...facts, company: oneLine(data.company) }) : t.introNoCompany(facts),
    t.ask({ due }),
  ];
  const rows: Array<readonly [string, string]> = [
    [t.fields.invoice(), data.invoice],
    [t.fields.order(), data.order],
    [t.fields.dueDate(), date],
    [t.fields.due(), due],
  ];
  return composeMail(ctx, subject, [
    paragraphs(...intro),
    fields(rows),
    link(ctx, t.cta(), data.accountUrl),
    paragraphs(t.paid()),
  ]);
}
