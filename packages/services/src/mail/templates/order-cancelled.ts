import { z } from 'zod';
import { button, definitionTable, paragraph } from '../html';
import { greeting, htmlDocument, oneLine, textBody, type RenderedMail, type TemplateContext } from './common';
import { buyerName, orderNumber, pickupWindow, webUrl } from './order-common';
import { formatPickupSlot } from './pickup-slot';

/**
 * To the buyer, in the buyer's language, after the buyer or the warehouse cancelled a pending
 * order: it will not be prepared, nothing is due and a deposit paid is refunded. Its
 * Reply-To is the business inbox, so an answer reaches sales.
 */
export const orderCancelledData = z.object({
  orderNumber,
  buyerName,
  /** true: we cancelled it; false: the buyer did */
  byStaff: z.boolean(),
  /** why, when the one who cancelled said so */
  reason: z.string().trim().min(1).max(500).optional(),
  /** the window the buyer had chosen; absent for an order placed before pickup windows existed */
  pickup: pickupWindow.optional(),
  /** the buyer's order list on the site */
  ordersUrl: webUrl,
});
export type OrderCancelledData = z.infer<typeof orderCancelledData>;
export type OrderCancelledInput = z.input<typeof orderCancelledData>;

export function renderOrderCancelled(ctx: TemplateContext, data: OrderCancelledData): RenderedMail {
  const t = ctx.LL.mail.orderCancelled;
  const o = ctx.LL.mail.order;
  const number = oneLine(data.orderNumber);
  const subject = t.subject({ orderNumber: number });

  const rows: Array<readonly [string, string]> = [
    [o.fields.orderNumber(), number],
    ...(data.pickup
      ? ([[t.fields.pickup(), formatPickupSlot(ctx.locale, data.pickup.start, data.pickup.end)]] as const)
      : []),
    ...(data.reason ? ([[t.fields.reason(), data.reason]] as const) : []),
  ];
  const intro = [
    greeting(ctx, data.buyerName),
    data.byStaff ? t.introByStaff({ orderNumber: number }) : t.intro({ orderNumber: number }),
    t.payment(),
  ];

  const text = textBody(ctx, [
    ...intro,
    rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
    t.contact(),
    `${o.ordersCta()}: ${data.ordersUrl}`,
  ]);
  const html = htmlDocument(ctx, subject, [
    ...intro.map(paragraph),
    definitionTable(rows),
    paragraph(t.contact()),
    button(o.ordersCta(), data.ordersUrl, ctx.LL.mail.linkFallback()),
  ]);
  return { subject, text, html };
}
