import { z } from 'zod';
import { oneLine, type RenderedMail, type TemplateContext } from './common';
import { amountRows, orderRows, webUrl } from './order-common';
import { freeLine, orderFields, summary } from './order-parts';
import { orderReceivedData } from './order-received';
import { composeMail, fields, link, paragraphs, presentRows } from './parts';
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
  const contact = presentRows([
    [f.name(), data.buyerName],
    [f.company(), data.company],
    [f.email(), data.buyerEmail],
    [f.phone(), data.phone],
    [f.licenseNumber(), data.licenseNumber],
  ]);
  const rows = orderRows(ctx, number, data.pickup, data.orderDate);
  const amounts = amountRows(ctx, data, { prepaymentDueNow: false });
  return composeMail(
    ctx,
    subject,
    [
      paragraphs(t.intro()),
      fields(contact, t.buyerHeading()),
      orderFields(ctx, rows, data.note, t.orderHeading()),
      summary(ctx, data.lines, amounts),
      freeLine(ctx, data.freeItem),
      data.estimated ? paragraphs(o.catchWeight()) : null,
      link(ctx, t.cta(), data.adminUrl),
    ],
    false,
  );
}
