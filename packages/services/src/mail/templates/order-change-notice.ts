import { z } from 'zod';
import { formatCents, oneLine, type RenderedMail, type TemplateContext } from './common';
import { changes, orderChanges } from './order-changes-section';
import { buyerName, cents, orderNumber, pickupWindow, webUrl } from './order-common';
import { composeMail, fields, link, paragraphs, presentRows } from './parts';
import { formatPickupSlot } from './pickup-slot';

/**
 * To the business inbox (in English: the service renders it with locale 'en'), when a buyer or a
 * member of staff changed or cancelled a pending order: who did it, how to reach the
 * buyer, what changed and what it did to the total, so the warehouse prepares the right order
 * and refunds a cancelled order's deposit.
 */
export const orderChangeNoticeData = z.object({
  orderNumber,
  kind: z.enum(['change', 'cancel']),
  /** true: staff made it; false: the buyer did */
  byStaff: z.boolean(),
  /** who made it (the staff member's name when byStaff) */
  changedBy: z.string().trim().min(1).max(200),
  buyerName,
  company: z.string().max(200).optional(),
  buyerEmail: z.email(),
  phone: z.string().max(40).optional(),
  /** for a cancellation, the lines may be left empty */
  changes: orderChanges,
  /** a cancellation's reason */
  reason: z.string().trim().min(1).max(500).optional(),
  /** the window as it now stands (for a cancellation: the one it had) */
  pickup: pickupWindow.optional(),
  totalBeforeCents: cents,
  totalAfterCents: cents,
  /** the order in the back office */
  adminUrl: webUrl,
});
export type OrderChangeNoticeData = z.infer<typeof orderChangeNoticeData>;
export type OrderChangeNoticeInput = z.input<typeof orderChangeNoticeData>;

/** 'the buyer (Jane Kim, Seoul BBQ LLC)' or 'staff (Mina Lee)', on one line: it goes into the subject. */
function who(ctx: TemplateContext, data: OrderChangeNoticeData): string {
  const t = ctx.LL.mail.orderChangeNotice;
  if (data.byStaff) return t.whoStaff({ name: oneLine(data.changedBy) });
  const name = oneLine(data.buyerName);
  const company = data.company?.trim() ? oneLine(data.company) : undefined;
  return company ? t.whoBuyerCompany({ name, company }) : t.whoBuyer({ name });
}

function total(ctx: TemplateContext, data: OrderChangeNoticeData): string {
  const t = ctx.LL.mail.orderChangeNotice;
  return data.totalBeforeCents === data.totalAfterCents
    ? t.totalSame({ total: formatCents(data.totalAfterCents) })
    : t.totalChange({ from: formatCents(data.totalBeforeCents), to: formatCents(data.totalAfterCents) });
}

export function renderOrderChangeNotice(ctx: TemplateContext, data: OrderChangeNoticeData): RenderedMail {
  const t = ctx.LL.mail.orderChangeNotice;
  const f = t.fields;
  const cancel = data.kind === 'cancel';
  const number = oneLine(data.orderNumber);
  const by = who(ctx, data);
  const subject = cancel
    ? t.subjectCancel({ orderNumber: number, who: by })
    : t.subjectChange({ orderNumber: number, who: by });
  const intro = cancel
    ? t.introCancel({ orderNumber: number, who: by })
    : t.introChange({ orderNumber: number, who: by });

  const contact = presentRows([
    [f.name(), data.buyerName],
    [f.company(), data.company],
    [f.email(), data.buyerEmail],
    [f.phone(), data.phone],
  ]);
  const orderRows: Array<readonly [string, string]> = [
    [ctx.LL.mail.order.fields.orderNumber(), number],
    [cancel ? f.cancelledBy() : f.changedBy(), by],
    ...(data.pickup
      ? ([
          [cancel ? f.cancelledPickup() : f.pickup(), formatPickupSlot(ctx.locale, data.pickup.start, data.pickup.end)],
        ] as const)
      : []),
    [f.total(), total(ctx, data)],
    ...(data.reason ? ([[f.reason(), data.reason]] as const) : []),
  ];

  return composeMail(
    ctx,
    subject,
    [
      paragraphs(intro),
      fields(contact, t.buyerHeading()),
      fields(orderRows, t.orderHeading()),
      changes(ctx, data.changes),
      link(ctx, t.cta(), data.adminUrl),
    ],
    false,
  );
}
