import { formatUsd } from '@wholesale/rules';
import { CLAIM_REASONS } from '@wholesale/contract';
import { z } from 'zod';
import { greeting, oneLine, type RenderedMail, type TemplateContext } from './common';
import { webUrl } from './order-common';
import { composeMail, fields, link, paragraphs } from './parts';

/**
 * To the member who reported a problem with an order (or the company's owner once that member is
 * gone), in their language, when staff decide the claim: approved, with the credit and its credit
 * memo, or refused, with the staff's reason; a link to the order.
 */
export const claimDecidedData = z.object({
  name: z.string().trim().max(200).optional(),
  order: z.string().trim().min(1).max(40),
  /** the line's product, in the buyer's language */
  item: z.string().trim().min(1).max(400),
  reason: z.enum(CLAIM_REASONS),
  decision: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('approved'), amount: z.number().positive(), memo: z.string().trim().min(1).max(40) }),
    z.object({ kind: z.literal('refused'), refusal: z.string().trim().min(1).max(2000) }),
  ]),
  /** the order in the buyer's profile */
  orderUrl: webUrl,
});
export type ClaimDecidedData = z.infer<typeof claimDecidedData>;

export function renderClaimDecided(ctx: TemplateContext, data: ClaimDecidedData): RenderedMail {
  const t = ctx.LL.mail.claimDecided;
  const item = oneLine(data.item);
  const d = data.decision;
  const subject =
    d.kind === 'approved'
      ? t.subjectApproved({ order: data.order, memo: d.memo })
      : t.subjectRefused({ order: data.order });
  const intro = [
    greeting(ctx, data.name),
    d.kind === 'approved'
      ? t.approved({ item, order: data.order, amount: formatUsd(d.amount), memo: d.memo })
      : t.refused({ item, order: data.order }),
  ];
  const rows: Array<readonly [string, string]> = [
    [t.fields.order(), data.order],
    [t.fields.item(), item],
    [t.fields.reason(), ctx.LL.mail.claimReasons[data.reason]()],
    d.kind === 'approved' ? [t.fields.credit(), formatUsd(d.amount)] : [t.fields.refusal(), d.refusal],
  ];
  return composeMail(ctx, subject, [
    paragraphs(...intro),
    fields(rows),
    link(ctx, t.cta(), data.orderUrl),
    paragraphs(t.questions()),
  ]);
}
