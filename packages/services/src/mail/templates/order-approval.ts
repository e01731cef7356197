import { z } from 'zod';
import { zonedToUtc } from '@wholesale/rules';
import { button, definitionTable, heading, paragraph } from '../html';
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
  amountsHtml,
  amountsText,
  buyerName,
  linesHtml,
  linesText,
  noticeHtml,
  orderLines,
  orderMoney,
  orderNumber,
  pickupRows,
  pickupWindow,
  presentNote,
  webUrl,
} from './order-common';
import { formatPacificDate } from './pickup-slot';

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
  deposit: z.object({ text: z.string().trim().min(1).max(1000), due: z.iso.date() }).optional(),
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
  const rows: Array<readonly [string, string]> = [
    [o.fields.orderNumber(), oneLine(data.orderNumber)],
    ...pickupRows(ctx, data.pickup),
  ];
  const note = presentNote(data.note);
  const reason = data.kind === 'declined' && data.reason?.trim() ? t.reason({ reason: data.reason.trim() }) : null;
  const amounts = amountRows(ctx, data, { prepaymentDueNow: data.kind === 'approved' });
  const deposit = data.kind === 'approved' ? data.deposit : undefined;
  // The day at noon, so the Pacific date written is the day itself whatever the zone arithmetic.
  const depositDue = deposit
    ? o.depositDue({ day: formatPacificDate(ctx.locale, zonedToUtc(deposit.due, '12:00')) })
    : null;
  const depositText = deposit
    ? deposit.text
        .split(/\r?\n+/)
        .map((p) => p.trim())
        .filter(Boolean)
    : [];
  const cta = data.kind === 'requested' ? t.requestedCta() : t.orderCta();
  const head = [greeting(ctx, data.readerName), intro, ...(reason ? [reason] : [])];

  const text = textBody(ctx, [
    ...head,
    rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
    ...(note ? [`${o.fields.note()}:\n${note}`] : []),
    linesText(ctx, data.lines),
    amountsText(ctx, amounts),
    ...(depositDue ? [[o.depositHeading(), depositDue, ...depositText].join('\n')] : []),
    `${cta}: ${data.orderUrl}`,
  ]);
  const html = htmlDocument(ctx, subject, [
    ...head.map(paragraph),
    definitionTable([...rows, [o.fields.note(), note]]),
    heading(o.itemsHeading()),
    linesHtml(ctx, data.lines),
    heading(o.amountsHeading()),
    amountsHtml(amounts),
    ...(depositDue ? [heading(o.depositHeading()), noticeHtml(depositDue), ...depositText.map(paragraph)] : []),
    button(cta, data.orderUrl, ctx.LL.mail.linkFallback()),
  ]);
  return { subject, text, html };
}
