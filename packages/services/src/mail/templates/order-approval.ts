import { z } from 'zod';
import { definitionTable, paragraph } from '../html';
import {
  formatCents,
  greeting,
  htmlDocument,
  oneLine,
  textBody,
  type RenderedMail,
  type TemplateContext,
} from './common';
import {
  amountRows,
  buyerName,
  buyerNoteText,
  depositHtml,
  depositTerms,
  depositText,
  fieldsText,
  linkHtml,
  linkText,
  orderLines,
  orderMoney,
  orderNumber,
  orderRows,
  pickupWindow,
  presentNote,
  summaryHtml,
  summaryText,
  webUrl,
} from './order-common';

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
  const o = ctx.LL.mail.order;
  const { subject, intro } = subjectAndIntro(ctx, data);
  const rows = orderRows(ctx, oneLine(data.orderNumber), data.pickup);
  const note = presentNote(data.note);
  const reason = data.kind === 'declined' && data.reason?.trim() ? t.reason({ reason: data.reason.trim() }) : null;
  const amounts = amountRows(ctx, data, { prepaymentDueNow: data.kind === 'approved' });
  const deposit = data.kind === 'approved' ? data.deposit : undefined;
  const cta = data.kind === 'requested' ? t.requestedCta() : t.orderCta();
  const head = [greeting(ctx, data.readerName), intro, ...(reason ? [reason] : [])];

  const text = textBody(ctx, [
    ...head,
    fieldsText(rows),
    ...buyerNoteText(ctx, note),
    ...summaryText(ctx, data.lines, amounts),
    ...depositText(ctx, deposit),
    linkText(cta, data.orderUrl),
  ]);
  const html = htmlDocument(ctx, subject, [
    ...head.map(paragraph),
    definitionTable([...rows, [o.fields.note(), note]]),
    ...summaryHtml(ctx, data.lines, amounts),
    ...depositHtml(ctx, deposit),
    linkHtml(ctx, cta, data.orderUrl),
  ]);
  return { subject, text, html };
}
