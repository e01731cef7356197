import { z } from 'zod';
import { button, definitionTable, heading, paragraph } from '../html';
import {
  formatCents,
  greeting,
  htmlDocument,
  oneLine,
  textBody,
  type RenderedMail,
  type TemplateContext,
} from './common';
import {
  amountsHtml,
  amountsText,
  buyerName,
  linesHtml,
  linesText,
  orderLines,
  orderMoney,
  orderNumber,
  webUrl,
} from './order-common';

/**
 * To the buyer, in the buyer's language, when staff first set the order's status to 'complete':
 * thank you, the order's final amounts (the lines as weighed, computed as the other
 * order mails compute them) and the reward points the order earned.
 */
export const orderCompleteData = z.object({
  orderNumber,
  buyerName,
  lines: orderLines,
  subtotalCents: orderMoney.subtotalCents,
  feeCents: orderMoney.feeCents,
  totalCents: orderMoney.totalCents,
  /** true when a catch-weight line was never weighed: its amount, and so the total, stays an estimate */
  estimated: orderMoney.estimated,
  /** the points this order earned (1 per whole dollar of goods); 0 says nothing about points */
  pointsEarned: z.number().int().nonnegative(),
  /** the buyer's order list on the site */
  ordersUrl: webUrl,
  /**
   * the order on the site, where its invoice is downloaded; absent while a catch-weight
   * line is unweighed (no invoice yet). A page that asks to sign in, not a link that works without.
   */
  invoiceUrl: webUrl.optional(),
});
export type OrderCompleteData = z.infer<typeof orderCompleteData>;
export type OrderCompleteInput = z.input<typeof orderCompleteData>;

export function renderOrderComplete(ctx: TemplateContext, data: OrderCompleteData): RenderedMail {
  const t = ctx.LL.mail.orderComplete;
  const o = ctx.LL.mail.order;
  const number = oneLine(data.orderNumber);
  const subject = t.subject({ orderNumber: number });

  const totalLabel = data.estimated ? o.estimated({ value: o.total() }) : t.finalTotal();
  const total = formatCents(data.totalCents);
  const summary: Array<readonly [string, string]> = [
    [o.fields.orderNumber(), number],
    [totalLabel, total],
    ...(data.pointsEarned > 0 ? ([[t.fields.points(), t.points({ points: data.pointsEarned })]] as const) : []),
  ];
  // Subtotal, pickup fee and total: what was paid for. No prepayment or balance, and no payment
  // notes: the order is settled at pickup.
  const amounts = [
    [o.subtotal(), formatCents(data.subtotalCents), false],
    [o.pickupFee(), formatCents(data.feeCents), false],
    [totalLabel, total, true],
  ] as const;
  const intro = [greeting(ctx, data.buyerName), t.intro({ orderNumber: number })];

  const text = textBody(ctx, [
    ...intro,
    summary.map(([label, value]) => `${label}: ${value}`).join('\n'),
    linesText(ctx, data.lines),
    amountsText(ctx, [...amounts]),
    ...(data.invoiceUrl ? [`${t.invoiceCta()}: ${data.invoiceUrl}`] : []),
    t.followUp(),
    `${o.ordersCta()}: ${data.ordersUrl}`,
  ]);
  const html = htmlDocument(ctx, subject, [
    ...intro.map(paragraph),
    definitionTable(summary),
    heading(o.itemsHeading()),
    linesHtml(ctx, data.lines),
    heading(o.amountsHeading()),
    amountsHtml([...amounts]),
    ...(data.invoiceUrl ? [button(t.invoiceCta(), data.invoiceUrl, ctx.LL.mail.linkFallback())] : []),
    paragraph(t.followUp()),
    button(o.ordersCta(), data.ordersUrl, ctx.LL.mail.linkFallback()),
  ]);
  return { subject, text, html };
}
