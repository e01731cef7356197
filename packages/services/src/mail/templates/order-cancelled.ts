import { z } from 'zod';
import type { RenderedMail, TemplateContext } from './common';
import { buyerName, orderNumber, pickupWindow, webUrl } from './order-common';
import { renderChosenWindowSetback } from './order-parts';

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
  return renderChosenWindowSetback(ctx, t, data, (orderNumber) => [
    data.byStaff ? t.introByStaff({ orderNumber }) : t.intro({ orderNumber }),
    t.payment(),
  ]);
}
