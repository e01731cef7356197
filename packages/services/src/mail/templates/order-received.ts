import { z } from 'zod';
import { zonedToUtc } from '@wholesale/rules';
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
import { formatPacificDate, formatPacificDateTime } from './pickup-slot';

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
  /**
   * How the 50% deposit is collected (the back office's setting, in the buyer's language) and the
   * Los Angeles day it is due. Optional: mails queued before the setting existed render without it.
   */
  deposit: z.object({ text: z.string().trim().min(1).max(1000), due: z.iso.date() }).optional(),
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
  // The day at noon, so the Pacific date written is the day itself whatever the zone arithmetic.
  const depositDue = data.deposit
    ? o.depositDue({ day: formatPacificDate(ctx.locale, zonedToUtc(data.deposit.due, '12:00')) })
    : null;
  // Staff may write the text in paragraphs: each is kept, in both parts.
  const depositText = data.deposit
    ? data.deposit.text
        .split(/\r?\n+/)
        .map((p) => p.trim())
        .filter(Boolean)
    : [];

  const text = textBody(ctx, [
    ...intro,
    t.notConfirmed(),
    orderRows.map(([label, value]) => `${label}: ${value}`).join('\n'),
    ...(note ? [`${o.fields.note()}:\n${note}`] : []),
    linesText(ctx, data.lines),
    amountsText(ctx, amounts),
    ...(depositDue ? [[o.depositHeading(), depositDue, ...depositText].join('\n')] : []),
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
    ...(depositDue ? [heading(o.depositHeading()), noticeHtml(depositDue), ...depositText.map(paragraph)] : []),
    heading(o.notesHeading()),
    bulletHtml(notes),
    button(o.ordersCta(), data.ordersUrl, ctx.LL.mail.linkFallback()),
    paragraph(o.questions()),
  ]);
  return { subject, text, html };
}
