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
  orderLines,
  orderMoney,
  orderNumber,
  pickupRows,
  pickupWindow,
  policyNotes,
  webUrl,
} from './order-common';

/** To the buyer, in the buyer's language, when staff set the order's status to 'order placed'. */
export const orderConfirmedData = z.object({
  orderNumber,
  buyerName,
  /** absent for an order placed before pickup windows existed */
  pickup: pickupWindow.optional(),
  lines: orderLines,
  ...orderMoney,
  /** the buyer's order list on the site */
  ordersUrl: webUrl,
});
export type OrderConfirmedData = z.infer<typeof orderConfirmedData>;
export type OrderConfirmedInput = z.input<typeof orderConfirmedData>;

export function renderOrderConfirmed(ctx: TemplateContext, data: OrderConfirmedData): RenderedMail {
  const t = ctx.LL.mail.orderConfirmed;
  const o = ctx.LL.mail.order;
  const number = oneLine(data.orderNumber);
  const subject = t.subject({ orderNumber: number });

  const orderRows: Array<readonly [string, string]> = [
    [o.fields.orderNumber(), number],
    ...pickupRows(ctx, data.pickup),
  ];
  const amounts = amountRows(ctx, data, { prepaymentDueNow: false });
  const notes = policyNotes(ctx, data.lines, data);
  const intro = [greeting(ctx, data.buyerName), t.intro({ orderNumber: number })];

  const text = textBody(ctx, [
    ...intro,
    orderRows.map(([label, value]) => `${label}: ${value}`).join('\n'),
    linesText(ctx, data.lines),
    amountsText(ctx, amounts),
    bulletText(o.notesHeading(), notes),
    `${o.ordersCta()}: ${data.ordersUrl}`,
    o.questions(),
  ]);

  const html = htmlDocument(ctx, subject, [
    ...intro.map(paragraph),
    definitionTable(orderRows),
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
