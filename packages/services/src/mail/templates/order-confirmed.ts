import { z } from 'zod';
import { definitionTable, paragraph } from '../html';
import { greeting, htmlDocument, oneLine, textBody, type RenderedMail, type TemplateContext } from './common';
import {
  amountRows,
  buyerName,
  fieldsText,
  linkHtml,
  linkText,
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

  const rows = orderRows(ctx, number, data.pickup);
  const amounts = amountRows(ctx, data, { prepaymentDueNow: false });
  const intro = [greeting(ctx, data.buyerName), t.intro({ orderNumber: number })];

  const text = textBody(ctx, [
    ...intro,
    fieldsText(rows),
    ...summaryText(ctx, data.lines, amounts),
    policyText(ctx, data.lines, data),
    linkText(o.ordersCta(), data.ordersUrl),
    o.questions(),
  ]);

  const html = htmlDocument(ctx, subject, [
    ...intro.map(paragraph),
    definitionTable(rows),
    ...summaryHtml(ctx, data.lines, amounts),
    ...policyHtml(ctx, data.lines, data),
    linkHtml(ctx, o.ordersCta(), data.ordersUrl),
    paragraph(o.questions()),
  ]);
  return { subject, text, html };
}
