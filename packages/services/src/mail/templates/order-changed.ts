import { z } from 'zod';
import { greeting, oneLine, type RenderedMail, type TemplateContext } from './common';
import { changes, orderChanges } from './order-changes-section';
import { amountRows, orderRows, pickupWindow, shownOrder, webUrl } from './order-common';
import { policy, summary } from './order-parts';
import { composeMail, fields, link, notices, paragraphs } from './parts';
import { formatPacificDateTime } from './pickup-slot';

/**
 * To the buyer, in the buyer's language, after the buyer or the warehouse changed a pending order:
 * what changed, then the order as it now stands (as order-confirmed shows it) and,
 * while the buyer may still change it, until when. Its Reply-To is the business inbox, so a buyer
 * who does not accept a change staff made reaches sales by answering.
 */
export const orderChangedData = z.object({
  ...shownOrder,
  /** true: our warehouse changed it (a shortage, a substitution); false: the buyer did */
  byStaff: z.boolean(),
  changes: orderChanges,
  /** the pickup window as it now stands; absent for an order placed before pickup windows existed */
  pickup: pickupWindow.optional(),
  /** until when the buyer may still change or cancel the order online; absent once they no longer can */
  cutoff: z.iso.datetime().optional(),
  /** the buyer's order list on the site */
  ordersUrl: webUrl,
});
export type OrderChangedData = z.infer<typeof orderChangedData>;
export type OrderChangedInput = z.input<typeof orderChangedData>;

export function renderOrderChanged(ctx: TemplateContext, data: OrderChangedData): RenderedMail {
  const t = ctx.LL.mail.orderChanged;
  const o = ctx.LL.mail.order;
  const number = oneLine(data.orderNumber);
  return composeMail(ctx, t.subject({ orderNumber: number }), [
    paragraphs(
      greeting(ctx, data.buyerName),
      data.byStaff ? t.introByStaff({ orderNumber: number }) : t.intro({ orderNumber: number }),
    ),
    changes(ctx, data.changes),
    // Only a change the buyer did not make needs a way to object to it.
    data.byStaff && paragraphs(t.contactByStaff()),
    fields(orderRows(ctx, number, data.pickup)),
    summary(ctx, data.lines, amountRows(ctx, data, { prepaymentDueNow: false })),
    policy(ctx, data.lines, data),
    data.cutoff ? notices(t.cutoff({ time: formatPacificDateTime(ctx.locale, data.cutoff) })) : null,
    link(ctx, o.ordersCta(), data.ordersUrl),
    paragraphs(o.questions()),
  ]);
}
