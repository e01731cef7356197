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
  linesHtml,
  linesText,
  noticeHtml,
  orderLines,
  orderMoney,
  orderNumber,
  pickupRows,
  pickupWindow,
  policyNotes,
  presentNote,
  webUrl,
} from './order-common';
import { formatPacificDateTime } from './pickup-slot';

/**
 * To the buyer, in the buyer's language, right after checkout. The order is not confirmed yet:
 * staff review it and 'order-confirmed' follows.
 */
export const orderReceivedData = z.object({
  orderNumber,
  /** when the order was placed (UTC instant) */
  orderDate: z.iso.datetime(),
  buyerName,
  company: z.string().max(200).optional(),
  pickup: pickupWindow,
  note: z.string().max(500).optional(),
  lines: orderLines,
  ...orderMoney,
  /** the buyer's order list on the site */
  ordersUrl: webUrl,
});
export type OrderReceivedData = z.infer<typeof orderReceivedData>;
export type OrderReceivedInput = z.input<typeof orderReceivedData>;

export function renderOrderReceived(ctx: TemplateContext, data: OrderReceivedData): RenderedMail {
  const t = ctx.LL.mail.orderReceived;
  const o = ctx.LL.mail.order;
  const number = oneLine(data.orderNumber);
  const subject = t.subject({ orderNumber: number });

  const orderRows: Array<readonly [string, string]> = [
    [o.fields.orderNumber(), number],
    [o.fields.orderDate(), formatPacificDateTime(ctx.locale, data.orderDate)],
    ...pickupRows(ctx, data.pickup),
  ];
  const note = presentNote(data.note);
  const amounts = amountRows(ctx, data, { prepaymentDueNow: true });
  const notes = policyNotes(ctx, data.lines, data);
  const intro = [greeting(ctx, data.buyerName), t.intro()];

  const text = textBody(ctx, [
    ...intro,
    t.notConfirmed(),
    orderRows.map(([label, value]) => `${label}: ${value}`).join('\n'),
    ...(note ? [`${o.fields.note()}:\n${note}`] : []),
    linesText(ctx, data.lines),
    amountsText(ctx, amounts),
    bulletText(o.notesHeading(), notes),
    `${o.ordersCta()}: ${data.ordersUrl}`,
    o.questions(),
  ]);

  const html = htmlDocument(ctx, subject, [
    ...intro.map(paragraph),
    noticeHtml(t.notConfirmed()),
    definitionTable([...orderRows, [o.fields.note(), note]]),
    heading(o.itemsHeading()),
    linesHtml(ctx, data.lines),
    heading(o.amountsHeading()),
    amountsHtml(amounts),
    heading(o.notesHeading()),
    bulletHtml(notes),
    button(o.ordersCta(), data.ordersUrl, ctx.LL.mail.linkFallback()),
    paragraph(o.questions()),
  ]);
  return { subject, text, html };
}
