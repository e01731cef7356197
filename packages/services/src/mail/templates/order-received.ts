import { z } from 'zod';
import { greeting, oneLine, type RenderedMail, type TemplateContext } from './common';
import { amountRows, depositTerms, freeItem, orderRows, pickupWindow, shownOrder, webUrl } from './order-common';
import { deposit, freeLine, orderFields, policy, summary } from './order-parts';
import { composeMail, link, notices, paragraphs } from './parts';

/**
 * To the buyer, in the buyer's language, right after checkout. The order is not confirmed yet:
 * staff review it and 'order-confirmed' follows.
 */
export const orderReceivedData = z.object({
  ...shownOrder,
  /** when the order was placed (UTC instant) */
  orderDate: z.iso.datetime(),
  company: z.string().max(200).optional(),
  pickup: pickupWindow,
  note: z.string().max(500).optional(),
  /** the launch deal's free line, when the order used the company's place */
  freeItem: freeItem.optional(),
  /** the deposit terms; optional: mails queued before the setting existed render without them */
  deposit: depositTerms.optional(),
  /** the buyer's order list on the site */
  ordersUrl: webUrl,
});
export type OrderReceivedData = z.infer<typeof orderReceivedData>;
export type OrderReceivedInput = z.input<typeof orderReceivedData>;

export function renderOrderReceived(ctx: TemplateContext, data: OrderReceivedData): RenderedMail {
  const t = ctx.LL.mail.orderReceived;
  const o = ctx.LL.mail.order;
  const number = oneLine(data.orderNumber);
  return composeMail(ctx, t.subject({ orderNumber: number }), [
    paragraphs(greeting(ctx, data.buyerName), t.intro()),
    notices(t.notConfirmed()),
    orderFields(ctx, orderRows(ctx, number, data.pickup, data.orderDate), data.note),
    summary(ctx, data.lines, amountRows(ctx, data, { prepaymentDueNow: true })),
    freeLine(ctx, data.freeItem),
    deposit(ctx, data.deposit),
    policy(ctx, data.lines, data),
    link(ctx, o.ordersCta(), data.ordersUrl),
    paragraphs(o.questions()),
  ]);
}
