import { z } from 'zod';
import { formatCents, greeting, oneLine, type RenderedMail, type TemplateContext } from './common';
import { buyerName, orderLines, orderMoney, orderNumber, webUrl, type AmountRows } from './order-common';
import { summary } from './order-parts';
import { composeMail, fields, link, paragraphs } from './parts';

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
  const rows: Array<readonly [string, string]> = [
    [o.fields.orderNumber(), number],
    [totalLabel, total],
    ...(data.pointsEarned > 0 ? ([[t.fields.points(), t.points({ points: data.pointsEarned })]] as const) : []),
  ];
  // Subtotal, pickup fee and total: what was paid for. No prepayment or balance, and no payment
  // notes: the order is settled at pickup.
  const amounts: AmountRows = [
    [o.subtotal(), formatCents(data.subtotalCents), false],
    [o.pickupFee(), formatCents(data.feeCents), false],
    [totalLabel, total, true],
  ];
  return composeMail(ctx, subject, [
    paragraphs(greeting(ctx, data.buyerName), t.intro({ orderNumber: number })),
    fields(rows),
    summary(ctx, data.lines, amounts),
    data.invoiceUrl ? link(ctx, t.invoiceCta(), data.invoiceUrl) : null,
    paragraphs(t.followUp()),
    link(ctx, o.ordersCta(), data.ordersUrl),
  ]);
}
