import { z } from 'zod';
import { greeting, oneLine, type RenderedMail, type TemplateContext } from './common';
import { amountRows, buyerName, orderRows, pickupWindow, shownOrder, webUrl } from './order-common';
import { summary } from './order-parts';
import { composeMail, fields, link, notices, paragraphs } from './parts';
import { formatPacificDate, formatPacificDateTime, middayInLosAngeles } from './pickup-slot';

/** Names of products a cycle left out (no longer sold). */
const leftOut = z.array(z.string().trim().min(1).max(300)).max(200).default([]);

/**
 * To the buyer, in their language, when a standing order's cycle made its order: the
 * order as made (at this week's prices), what was left out and why, until when they may
 * change it, and a link to change it and one to skip this week (cancelling it).
 */
export const standingOrderMadeData = z.object({
  ...shownOrder,
  everyWeeks: z.union([z.literal(1), z.literal(2)]),
  pickup: pickupWindow,
  /** until when the buyer may change or cancel it online */
  cutoff: z.iso.datetime(),
  leftOut,
  /** the order in the profile, to change it */
  changeUrl: webUrl,
  /** the same, opening the question to cancel it */
  skipUrl: webUrl,
});
export type StandingOrderMadeInput = z.input<typeof standingOrderMadeData>;

export function renderStandingOrderMade(
  ctx: TemplateContext,
  data: z.output<typeof standingOrderMadeData>,
): RenderedMail {
  const t = ctx.LL.mail.standingOrder;
  const o = ctx.LL.mail.order;
  const number = oneLine(data.orderNumber);
  const subject = t.madeSubject({ orderNumber: number, day: formatPacificDate(ctx.locale, data.pickup.start) });
  return composeMail(ctx, subject, [
    paragraphs(greeting(ctx, data.buyerName), data.everyWeeks === 1 ? t.madeIntroWeekly() : t.madeIntroFortnightly()),
    data.leftOut.length > 0 ? notices(t.leftOut({ names: data.leftOut.join(', ') })) : null,
    fields(orderRows(ctx, number, data.pickup)),
    summary(ctx, data.lines, amountRows(ctx, data, { prepaymentDueNow: false })),
    notices(t.cutoff({ time: formatPacificDateTime(ctx.locale, data.cutoff) })),
    link(ctx, t.changeCta(), data.changeUrl),
    link(ctx, t.skipCta(), data.skipUrl),
    paragraphs(o.questions()),
  ]);
}

/** To the buyer when a cycle had nothing left to order: every product of it is no longer sold. */
export const standingOrderNothingData = z.object({
  buyerName,
  /** 'YYYY-MM-DD' (Los Angeles): the cycle's pickup date */
  pickupDate: z.iso.date(),
  leftOut,
  /** the standing orders in the profile */
  standingUrl: webUrl,
});
export type StandingOrderNothingInput = z.input<typeof standingOrderNothingData>;

export function renderStandingOrderNothing(
  ctx: TemplateContext,
  data: z.output<typeof standingOrderNothingData>,
): RenderedMail {
  const t = ctx.LL.mail.standingOrder;
  const day = formatPacificDate(ctx.locale, middayInLosAngeles(data.pickupDate));
  return composeMail(ctx, t.nothingSubject({ day }), [
    paragraphs(
      greeting(ctx, data.buyerName),
      t.nothingIntro({ day }),
      ...(data.leftOut.length > 0 ? [t.leftOut({ names: data.leftOut.join(', ') })] : []),
      t.nothingNext(),
    ),
    link(ctx, t.standingCta(), data.standingUrl),
  ]);
}
