import { z } from 'zod';
import { button, definitionTable, heading, paragraph } from '../html';
import { greeting, htmlDocument, oneLine, textBody, type RenderedMail, type TemplateContext } from './common';
import {
  amountRows,
  amountsHtml,
  amountsText,
  bulletHtml,
  bulletText,
  buyerName,
  changesHtml,
  changesText,
  linesHtml,
  linesText,
  noticeHtml,
  orderChanges,
  orderLines,
  orderMoney,
  orderNumber,
  pickupRows,
  pickupWindow,
  policyNotes,
  webUrl,
} from './order-common';
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
  const orderRows: Array<readonly [string, string]> = [
    [o.fields.orderNumber(), number],
    ...pickupRows(ctx, data.pickup),
  ];
  const amounts = amountRows(ctx, data, { prepaymentDueNow: false });
  const notes = policyNotes(ctx, data.lines, data);
  const cutoff = data.cutoff ? [t.cutoff({ time: formatPacificDateTime(ctx.locale, data.cutoff) })] : [];

  const text = textBody(ctx, [
    ...intro,
    ...changesText(ctx, data.changes),
    ...objection,
    orderRows.map(([label, value]) => `${label}: ${value}`).join('\n'),
    linesText(ctx, data.lines),
    amountsText(ctx, amounts),
    bulletText(o.notesHeading(), notes),
    ...cutoff,
    `${o.ordersCta()}: ${data.ordersUrl}`,
    o.questions(),
  ]);

  const html = htmlDocument(ctx, subject, [
    ...intro.map(paragraph),
    ...changesHtml(ctx, data.changes),
    ...objection.map(paragraph),
    definitionTable(orderRows),
    heading(o.itemsHeading()),
    linesHtml(ctx, data.lines),
    heading(o.amountsHeading()),
    amountsHtml(amounts),
    heading(o.notesHeading()),
    bulletHtml(notes),
    ...cutoff.map(noticeHtml),
    button(o.ordersCta(), data.ordersUrl, ctx.LL.mail.linkFallback()),
    paragraph(o.questions()),
  ]);
  return { subject, text, html };
}
