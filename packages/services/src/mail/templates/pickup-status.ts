import { z } from 'zod';
import type { RenderedMail, TemplateContext } from './common';
import { buyerName, orderNumber, pickupWindow, webUrl } from './order-common';
import { renderChosenWindowSetback } from './order-parts';

// The mails staff may send with a pickup order's status ("E-mail the buyer" in the status menu's
// question), in the buyer's language, with the business inbox as Reply-To.

const pickupStatusData = z.object({
  orderNumber,
  buyerName,
  /** the order's pickup window; absent for an order placed before pickup windows existed */
  pickup: pickupWindow.optional(),
  /** the buyer's order list on the site */
  ordersUrl: webUrl,
});

/** 'ready for pickup': the order is packed and waits in its window. */
export const orderReadyData = pickupStatusData;
export type OrderReadyData = z.infer<typeof orderReadyData>;

/** 'missed pickup': the window went by; what the terms say of missed pickups, and how to get it anyway. */
export const orderMissedPickupData = pickupStatusData;
export type OrderMissedPickupData = z.infer<typeof orderMissedPickupData>;

export function renderOrderReady(ctx: TemplateContext, data: OrderReadyData): RenderedMail {
  const t = ctx.LL.mail.orderReady;
  return renderChosenWindowSetback(ctx, t, data, (orderNumber) => [t.intro({ orderNumber }), t.window()]);
}

export function renderOrderMissedPickup(ctx: TemplateContext, data: OrderMissedPickupData): RenderedMail {
  const t = ctx.LL.mail.orderMissedPickup;
  return renderChosenWindowSetback(ctx, t, data, (orderNumber) => [t.intro({ orderNumber }), t.terms()]);
}
