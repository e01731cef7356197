import { z } from 'zod';
import { oneLine, greeting, type RenderedMail, type TemplateContext } from './common';
import { amountRows, orderRows, pickupWindow, shownOrder, webUrl } from './order-common';
import { policy, summary } from './order-parts';
import { composeMail, fields, link, paragraphs } from './parts';

/** To the buyer, in the buyer's language, when staff set the order's status to 'order placed'. */
export const orderConfirmedData = z.object({
  ...shownOrder,
  /** absent for an order placed before pickup windows existed */
  pickup: pickupWindow.optional(),
  /** the buyer's order list on the site */
  ordersUrl: webUrl,
});
export type OrderConfirmedData = z.infer<typeof orderConfirmedData>;
export type OrderConfirmedInput = z.input<typeof orderConfirmedData>;

export function renderOrderConfirmed(ctx: TemplateContext, data: OrderConfirmedData): RenderedMail {
  const t = ctx.LL.mail.orderConfirmed;
  const o = ctx.LL.mail.order;
  const number = oneLine(data.orderNumber);
  return composeMail(ctx, t.subject({ orderNumber: number }), [
    paragraphs(greeting(ctx, data.buyerName), t.intro({ orderNumber: number })),
    fields(orderRows(ctx, number, data.pickup)),
    summary(ctx, data.lines, amountRows(ctx, data, { prepaymentDueNow: false })),
    policy(ctx, data.lines, data),
    link(ctx, o.ordersCta(), data.ordersUrl),
    paragraphs(o.questions()),
  ]);
}
