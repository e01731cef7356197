import { z } from 'zod';
import { greeting, oneLine, siteLink, type RenderedMail, type TemplateContext } from './common';
import { webUrl } from './order-common';
import { bullets, composeMail, fields, link, notices, paragraphs } from './parts';

/**
 * To a company's owner, in their language, when staff recall lots the company received (and once
 * more, a day later, while it is not acknowledged): the products and lots with their dates, what the
 * company received, what to do, and a link to acknowledge. The token is the raw one (only its hash
 * is stored): the mail is sealed in the outbox.
 */
export const recallNoticeData = z.object({
  name: z.string().trim().max(200).optional(),
  company: z.string().trim().max(200).nullable(),
  reminder: z.boolean(),
  reason: z.string().trim().min(1).max(500),
  lots: z
    .array(
      z.object({
        product: z.string().max(200),
        product_ko: z.string().max(200),
        lot_code: z.string().max(20),
        produced_on: z.iso.date(),
        packed_on: z.iso.date(),
        use_by: z.iso.date().nullable(),
      }),
    )
    .min(1)
    .max(200),
  cases: z.number().int().nonnegative(),
  lbs: z.number().nonnegative(),
  /** the pickup dates, 'YYYY-MM-DD' */
  pickupDates: z.array(z.iso.date()).max(400),
  token: z.string().min(16).max(512),
  publicUrl: webUrl,
});
export type RecallNoticeData = z.infer<typeof recallNoticeData>;

/** The page opens in the mail's language (`lang`), whatever the browser's cookie says. */
export function recallAcknowledgeLink(data: Pick<RecallNoticeData, 'token' | 'publicUrl'>, lang: string): string {
  return siteLink(data.publicUrl, '/recall/acknowledge', { token: data.token, lang });
}

export function renderRecallNotice(ctx: TemplateContext, data: RecallNoticeData): RenderedMail {
  const t = ctx.LL.mail.recallNotice;
  const codes = data.lots.map((l) => l.lot_code).join(', ');
  const subject = data.reminder ? t.subjectReminder({ lots: codes }) : t.subject({ lots: codes });
  const intro = [
    greeting(ctx, data.name),
    data.company ? t.intro({ company: oneLine(data.company) }) : t.introNoCompany(),
    t.reason({ reason: oneLine(data.reason) }),
  ];
  const lotLines = data.lots.map((l) =>
    t.lot({
      product: ctx.locale === 'ko' && l.product_ko ? l.product_ko : l.product,
      lot: l.lot_code,
      produced: l.produced_on,
      packed: l.packed_on,
      useBy: l.use_by ?? '-',
    }),
  );
  const rows: Array<readonly [string, string]> = [
    [t.fields.cases(), String(data.cases)],
    [t.fields.lbs(), t.pounds({ lbs: data.lbs.toFixed(2) })],
    [t.fields.pickups(), data.pickupDates.join(', ') || '-'],
  ];
  return composeMail(ctx, subject, [
    notices(t.banner()),
    paragraphs(...intro),
    bullets(t.lotsHeading(), lotLines),
    fields(rows),
    bullets(t.todoHeading(), [t.todo.stop(), t.todo.separate(), t.todo.call()]),
    link(ctx, t.cta(), recallAcknowledgeLink(data, ctx.locale)),
  ]);
}
