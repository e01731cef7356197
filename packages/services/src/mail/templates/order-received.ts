import { z } from 'zod';
import { definitionTable, paragraph } from '../html';
import { greeting, htmlDocument, oneLine, textBody, type RenderedMail, type TemplateContext } from './common';
import {
  amountRows,
  buyerName,
  buyerNoteText,
  depositHtml,
  depositTerms,
  depositText,
  fieldsText,
  freeItem,
  freeItemLines,
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
  presentNote,
  summaryHtml,
  summaryText,
  webUrl,
} from './order-common';

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
  /** the launch deal's free line, when the order used the company's place */
  freeItem: freeItem.optional(),
  ...orderMoney,
  /** the deposit terms; optional: mails queued before the setting existed render without them */
  deposit: depositTerms.optional(),
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

  const rows = orderRows(ctx, number, data.pickup, data.orderDate);
  const note = presentNote(data.note);
  const amounts = amountRows(ctx, data, { prepaymentDueNow: true });
  const intro = [greeting(ctx, data.buyerName), t.intro()];

  const text = textBody(ctx, [
    ...intro,
    t.notConfirmed(),
    fieldsText(rows),
    ...buyerNoteText(ctx, note),
    ...summaryText(ctx, data.lines, amounts),
    ...freeItemLines(ctx, data.freeItem),
    ...depositText(ctx, data.deposit),
    policyText(ctx, data.lines, data),
    linkText(o.ordersCta(), data.ordersUrl),
    o.questions(),
  ]);

  const html = htmlDocument(ctx, subject, [
    ...intro.map(paragraph),
    noticeHtml(t.notConfirmed()),
    definitionTable([...rows, [o.fields.note(), note]]),
    ...summaryHtml(ctx, data.lines, amounts),
    ...freeItemLines(ctx, data.freeItem).map(paragraph),
    ...depositHtml(ctx, data.deposit),
    ...policyHtml(ctx, data.lines, data),
    linkHtml(ctx, o.ordersCta(), data.ordersUrl),
    paragraph(o.questions()),
  ]);
  return { subject, text, html };
}
