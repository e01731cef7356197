import { z } from 'zod';
import { greeting, oneLine, type RenderedMail, type TemplateContext } from './common';
import { buyerName, webUrl } from './order-common';
import { bullets, composeMail, fields, link, paragraphs } from './parts';
import { formatPacificDate, formatPacificDateTime, middayInLosAngeles } from './pickup-slot';

export const STANDING_CHANGES = ['set up', 'paused', 'resumed', 'ended'] as const;
export type StandingChange = (typeof STANDING_CHANGES)[number];

/**
 * To whoever set the standing order up, in their language, when it is set up, paused, resumed or
 * ended (by them or by another member of the company, who is then named): what it repeats, how
 * often, and while it runs when its next pickup and order are.
 */
export const standingOrderChangeData = z.object({
  change: z.enum(STANDING_CHANGES),
  buyerName,
  /** the member who changed it, when not the one it is mailed to */
  changedBy: z.string().trim().min(1).max(200).optional(),
  everyWeeks: z.union([z.literal(1), z.literal(2)]),
  lines: z
    .array(z.object({ name: z.string().max(300), name_ko: z.string().max(300), quantity: z.number().int().positive() }))
    .min(1)
    .max(200),
  /** 'YYYY-MM-DD' (Los Angeles): the next cycle's pickup date */
  nextPickupDate: z.iso.date(),
  /** when the next cycle's order is made */
  nextMadeAt: z.iso.datetime(),
  /** the standing orders in the profile */
  standingUrl: webUrl,
});
export type StandingOrderChangeInput = z.input<typeof standingOrderChangeData>;

export function renderStandingOrderChange(
  ctx: TemplateContext,
  data: z.output<typeof standingOrderChangeData>,
): RenderedMail {
  const t = ctx.LL.mail.standingOrder;
  const every = data.everyWeeks === 1 ? t.everyWeek() : t.everyTwoWeeks();
  const words: Record<StandingChange, readonly [string, string]> = {
    'set up': [t.setUpSubject(), t.setUpIntro({ every })],
    paused: [t.pausedSubject(), t.pausedIntro()],
    resumed: [t.resumedSubject(), t.resumedIntro()],
    ended: [t.endedSubject(), t.endedIntro()],
  };
  const [subject, intro] = words[data.change];
  const body = [
    greeting(ctx, data.buyerName),
    intro,
    ...(data.changedBy ? [t.changedBy({ name: oneLine(data.changedBy) })] : []),
  ];
  // While it runs, when the next order comes; a paused or ended one has none.
  const running = data.change === 'set up' || data.change === 'resumed';
  const rows: Array<readonly [string, string]> = [
    [t.fields.repeats(), every],
    ...(running
      ? ([
          [t.fields.nextPickup(), formatPacificDate(ctx.locale, middayInLosAngeles(data.nextPickupDate))],
          [t.fields.nextMade(), formatPacificDateTime(ctx.locale, data.nextMadeAt)],
        ] as const)
      : []),
  ];
  const products = data.lines.map((l) => `${ctx.locale === 'ko' && l.name_ko ? l.name_ko : l.name} × ${l.quantity}`);
  return composeMail(ctx, subject, [
    paragraphs(...body),
    fields(rows),
    bullets(t.productsHeading(), products),
    link(ctx, t.standingCta(), data.standingUrl),
  ]);
}
