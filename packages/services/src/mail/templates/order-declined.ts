import { z } from 'zod';
import type { RenderedMail, TemplateContext } from './common';
import { buyerName, orderNumber, pickupWindow, webUrl } from './order-common';
import { renderChosenWindowSetback } from './order-parts';

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
  /** why, when staff said so */
  reason: z.string().trim().min(1).max(500).optional(),
  /** the buyer's order list on the site */
  ordersUrl: webUrl,
});
export type OrderDeclinedData = z.infer<typeof orderDeclinedData>;
export type OrderDeclinedInput = z.input<typeof orderDeclinedData>;

export function renderOrderDeclined(ctx: TemplateContext, data: OrderDeclinedData): RenderedMail {
  const t = ctx.LL.mail.orderDeclined;
  return renderChosenWindowSetback(ctx, t, data, (orderNumber) => [t.intro({ orderNumber }), t.payment()]);
}
