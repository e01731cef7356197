import { z } from 'zod';
import { definitionTable, paragraph } from '../html';
import { greeting, htmlDocument, oneLine, textBody, type RenderedMail, type TemplateContext } from './common';
import {
  amountRows,
  buyerName,
  fieldsText,
  linkHtml,
  linkText,
  noticeHtml,
  orderLines,
  orderMoney,
  orderNumber,
  orderRows,
  pickupWindow,
  policyHtml,
  policyText,
  summaryHtml,
  summaryText,
  webUrl,
} from './order-common';
import { changesHtml, changesText, orderChanges } from './order-changes-section';
import { formatPacificDateTime } from './pickup-slot';

/**
 * To the buyer, in the buyer's language, after the buyer or the warehouse changed a pending order:
 * what changed, then the order as it now stands (as order-confirmed shows it) and,
 * while the buyer may still change it, until when. Its Reply-To is the business inbox, so a buyer
 * who does not accept a change staff made reaches sales by answering.
 */
export const orderChangedData = z.object({
  orderNumber,
  buyerName,
  /** true: our warehouse changed it (a shortage, a substitution); false: the buyer did */
  byStaff: z.boolean(),
  changes: orderChanges,
  /** the pickup window as it now stands; absent for an order placed before pickup windows existed */
  pickup: pickupWindow.optional(),
  /** until when the buyer may still change or cancel the order online; absent once they no longer can */
  cutoff: z.iso.datetime().optional(),
  lines: orderLines,
  ...orderMoney,
  /** the buyer's order list on the site */
  ordersUrl: webUrl,
});
export type OrderChangedData = z.infer<typeof orderChangedData>;
export type OrderChangedInput = z.input<typeof orderChangedData>;

export function renderOrderChanged(ctx: TemplateContext, data: OrderChangedData): RenderedMail {
  const t = ctx.LL.mail.orderChanged;
  const o = ctx.LL.mail.order;
  const number = oneLine(data.orderNumber);
  const subject = t.subject({ orderNumber: number });

  const intro = [
    greeting(ctx, data.buyerName),
    data.byStaff ? t.introByStaff({ orderNumber: number }) : t.intro({ orderNumber: number }),
  ];
  // Only a change the buyer did not make needs a way to object to it.
  const objection = data.byStaff ? [t.contactByStaff()] : [];
  const rows = orderRows(ctx, number, data.pickup);
  const amounts = amountRows(ctx, data, { prepaymentDueNow: false });
  const cutoff = data.cutoff ? [t.cutoff({ time: formatPacificDateTime(ctx.locale, data.cutoff) })] : [];

  const text = textBody(ctx, [
    ...intro,
    ...changesText(ctx, data.changes),
    ...objection,
    fieldsText(rows),
    ...summaryText(ctx, data.lines, amounts),
    policyText(ctx, data.lines, data),
    ...cutoff,
    linkText(o.ordersCta(), data.ordersUrl),
    o.questions(),
  ]);

  const html = htmlDocument(ctx, subject, [
    ...intro.map(paragraph),
    ...changesHtml(ctx, data.changes),
    ...objection.map(paragraph),
    definitionTable(rows),
    ...summaryHtml(ctx, data.lines, amounts),
    ...policyHtml(ctx, data.lines, data),
    ...cutoff.map(noticeHtml),
    linkHtml(ctx, o.ordersCta(), data.ordersUrl),
    paragraph(o.questions()),
  ]);
  return { subject, text, html };
}
