import { z } from 'zod';
import { button, definitionTable, paragraph } from '../html';
import { greeting, htmlDocument, oneLine, textBody, type RenderedMail, type TemplateContext } from './common';
import { buyerName, orderNumber, pickupWindow, webUrl } from './order-common';
import { formatPickupSlot } from './pickup-slot';

/**
 * To the buyer, in the buyer's language, when staff first set the order's status to 'declined':
 * we cannot fill the order, nothing is due for it and a deposit paid is refunded; reply
 * or call us. Its Reply-To is the business inbox, so an answer reaches sales.
 */
export const orderDeclinedData = z.object({
  orderNumber,
  buyerName,
  /** the window the buyer had chosen; absent for an order placed before pickup windows existed */
  pickup: pickupWindow.optional(),
  /** the buyer's order list on the site */
  ordersUrl: webUrl,
});
export type OrderDeclinedData = z.infer<typeof orderDeclinedData>;
export type OrderDeclinedInput = z.input<typeof orderDeclinedData>;

export function renderOrderDeclined(ctx: TemplateContext, data: OrderDeclinedData): RenderedMail {
  const t = ctx.LL.mail.orderDeclined;
  const o = ctx.LL.mail.order;
  const number = oneLine(data.orderNumber);
  const subject = t.subject({ orderNumber: number });

  const rows: Array<readonly [string, string]> = [
    [o.fields.orderNumber(), number],
    ...(data.pickup
      ? ([[t.fields.pickup(), formatPickupSlot(ctx.locale, data.pickup.start, data.pickup.end)]] as const)
      : []),
  ];
  const intro = [greeting(ctx, data.buyerName), t.intro({ orderNumber: number }), t.payment()];

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
