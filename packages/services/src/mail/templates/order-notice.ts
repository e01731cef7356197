import { z } from 'zod';
import { definitionTable, heading, paragraph } from '../html';
import { htmlDocument, oneLine, textBody, type RenderedMail, type TemplateContext } from './common';
import {
  amountRows,
  buyerNoteText,
  fieldsText,
  freeItemLines,
  linkHtml,
  linkText,
  orderRows,
  presentNote,
  summaryHtml,
  summaryText,
  webUrl,
} from './order-common';
import { orderReceivedData } from './order-received';
import { formatPickupDay } from './pickup-slot';

/**
 * To the business inbox (in English), when a buyer checks out: a new order to review and
 * prepare. Same order data as the buyer's 'order-received', plus the buyer's contact details.
 */
export const orderNoticeData = orderReceivedData
  .extend({
    buyerEmail: z.email(),
    phone: z.string().max(50).optional(),
    licenseNumber: z.string().max(100).optional(),
    /** the order in the admin dashboard */
    adminUrl: webUrl,
  })
  .omit({ ordersUrl: true });
export type OrderNoticeData = z.infer<typeof orderNoticeData>;
export type OrderNoticeInput = z.input<typeof orderNoticeData>;

export function renderOrderNotice(ctx: TemplateContext, data: OrderNoticeData): RenderedMail {
  const t = ctx.LL.mail.orderNotice;
  const o = ctx.LL.mail.order;
  const number = oneLine(data.orderNumber);
  const company = data.company?.trim() ? oneLine(data.company) : undefined;
  const subject = t.subject({
    orderNumber: number,
    who: company ?? oneLine(data.buyerName),
    day: formatPickupDay(ctx.locale, data.pickup.start),
  });

  const f = t.fields;
  const buyerRows: Array<readonly [string, string | undefined]> = [
    [f.name(), data.buyerName],
    [f.company(), data.company],
    [f.email(), data.buyerEmail],
    [f.phone(), data.phone],
    [f.licenseNumber(), data.licenseNumber],
  ];
  const presentBuyer = buyerRows.filter((row): row is readonly [string, string] => !!row[1] && row[1].trim() !== '');
  const note = presentNote(data.note);
  const rows = orderRows(ctx, number, data.pickup, data.orderDate);
  const amounts = amountRows(ctx, data, { prepaymentDueNow: false });

  const text = textBody(
    ctx,
    [
      t.intro(),
      `${t.buyerHeading()}\n${fieldsText(presentBuyer.map(([label, value]) => [label, oneLine(value)]))}`,
      `${t.orderHeading()}\n${fieldsText(rows)}`,
      ...buyerNoteText(ctx, note),
      ...summaryText(ctx, data.lines, amounts),
      ...freeItemLines(ctx, data.freeItem),
      ...(data.estimated ? [o.catchWeight()] : []),
      linkText(t.cta(), data.adminUrl),
    ],
    false,
  );

  const html = htmlDocument(
    ctx,
    subject,
    [
      paragraph(t.intro()),
      heading(t.buyerHeading()),
      definitionTable(presentBuyer),
      heading(t.orderHeading()),
      definitionTable([...rows, [o.fields.note(), note]]),
      ...summaryHtml(ctx, data.lines, amounts),
      ...freeItemLines(ctx, data.freeItem).map(paragraph),
      ...(data.estimated ? [paragraph(o.catchWeight())] : []),
      linkHtml(ctx, t.cta(), data.adminUrl),
    ],
    false,
  );
  return { subject, text, html };
}
