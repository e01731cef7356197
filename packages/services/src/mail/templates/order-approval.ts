import { z } from 'zod';
import { formatCents, greeting, oneLine, type RenderedMail, type TemplateContext } from './common';
import {
  amountRows,
  buyerName,
  depositTerms,
  orderLines,
  orderMoney,
  orderNumber,
  orderRows,
  pickupWindow,
  webUrl,
} from './order-common';
import { deposit, orderFields, summary } from './order-parts';
import { composeMail, link, paragraphs } from './parts';

/**
 * An orderer's order above the limit the company's owner set, in four mails:
 * 'requested' to the owner (what was ordered, a link to approve or decline), 'awaiting' to the
 * orderer at checkout, and 'approved' or 'declined' (with the owner's reason) to the orderer.
 * Each in its reader's language.
 */
export const orderApprovalData = z.object({
  kind: z.enum(['requested', 'awaiting', 'approved', 'declined']),
  orderNumber,
  /** the reader's name (the owner for 'requested', the orderer otherwise) */
  readerName: buyerName,
  /** who placed it */
  orderer: buyerName,
  /** who approves */
  owner: buyerName,
  /** the owner's limit the order is above ('requested') */
  limitCents: z.number().int().nonnegative().optional(),
  pickup: pickupWindow,
  note: z.string().max(500).optional(),
  lines: orderLines,
  ...orderMoney,
  /** 'approved': how the deposit is collected, and the Los Angeles day it is due */
  deposit: depositTerms.optional(),
  /** 'declined': the owner's reason */
  reason: z.string().max(500).optional(),
  /** the order on the reader's profile */
  orderUrl: webUrl,
});
export type OrderApprovalData = z.infer<typeof orderApprovalData>;
export type OrderApprovalInput = z.input<typeof orderApprovalData>;

function subjectAndIntro(ctx: TemplateContext, data: OrderApprovalData): { subject: string; intro: string } {
  const t = ctx.LL.mail.orderApproval;
  const orderNumber = oneLine(data.orderNumber);
  const orderer = oneLine(data.orderer);
  const owner = oneLine(data.owner);
  const total = formatCents(data.totalCents);
  switch (data.kind) {
    case 'requested':
      return {
        subject: t.requestedSubject({ orderer, orderNumber, total }),
        intro: t.requestedIntro({ orderer, orderNumber, total, limit: formatCents(data.limitCents ?? 0) }),
      };
    case 'awaiting':
      return {
        subject: t.awaitingSubject({ orderNumber, owner }),
        intro: t.awaitingIntro({ orderNumber, total, owner }),
      };
    case 'approved':
      return { subject: t.approvedSubject({ orderNumber }), intro: t.approvedIntro({ orderNumber, owner }) };
    case 'declined':
      return { subject: t.declinedSubject({ orderNumber }), intro: t.declinedIntro({ orderNumber, owner }) };
  }
}

export function renderOrderApproval(ctx: TemplateContext, data: OrderApprovalData): RenderedMail {
  const t = ctx.LL.mail.orderApproval;
  const { subject, intro } = subjectAndIntro(ctx, data);
  const reason = data.kind === 'declined' && data.reason?.trim() ? [t.reason({ reason: data.reason.trim() })] : [];
  const approved = data.kind === 'approved';
  return composeMail(ctx, subject, [
    paragraphs(greeting(ctx, data.readerName), intro, ...reason),
    orderFields(ctx, orderRows(ctx, oneLine(data.orderNumber), data.pickup), data.note),
    summary(ctx, data.lines, amountRows(ctx, data, { prepaymentDueNow: approved })),
    deposit(ctx, approved ? data.deposit : undefined),
    link(ctx, data.kind === 'requested' ? t.requestedCta() : t.orderCta(), data.orderUrl),
  ]);
}
