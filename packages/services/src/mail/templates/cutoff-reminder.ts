import { CUTOFF_REMINDER_HOURS } from '@wholesale/rules';
import { z } from 'zod';
import { definitionTable, escapeHtml, paragraph } from '../html';
import { greeting, htmlDocument, siteLink, textBody, type RenderedMail, type TemplateContext } from './common';
import { webUrl } from './order-common';
import { linkHtml, linkText } from './parts';
import { formatPacificDate, formatPacificDateTime, formatPickupDay } from './pickup-slot';

/**
 * To a buyer who asked for it, in their language, the chosen hours before the next cutoff while
 * they have no order for that pickup day (the cutoff reminder job): the day, until when it can be
 * ordered and changed (Pacific time), a link to order and one that stops the reminders without
 * signing in. The stop link's token is signed (a credential of sorts): the mail is sealed in the outbox.
 */
export const cutoffReminderData = z.object({
  /** the buyer's first name */
  name: z.string().trim().max(200).optional(),
  /** the first window on offer that day, ISO (names the day) */
  pickupStart: z.iso.datetime(),
  cutoff: z.iso.datetime(),
  orderBy: z.iso.datetime(),
  hours: z.union(CUTOFF_REMINDER_HOURS.map((h) => z.literal(h))),
  /** the stop link's signed token */
  token: z.string().min(20).max(100),
  /** the buyer's profile, where the reminder is changed */
  profileUrl: webUrl,
  publicUrl: webUrl,
});
export type CutoffReminderData = z.infer<typeof cutoffReminderData>;

export function renderCutoffReminder(ctx: TemplateContext, data: CutoffReminderData): RenderedMail {
  const t = ctx.LL.mail.cutoffReminder;
  const day = formatPacificDate(ctx.locale, data.pickupStart);
  const orderBy = formatPacificDateTime(ctx.locale, data.orderBy);
  const changeUntil = formatPacificDateTime(ctx.locale, data.cutoff);
  const subject = t.subject({ day: formatPickupDay(ctx.locale, data.pickupStart) });
  const orderUrl = siteLink(data.publicUrl, '/wholesale/shop-all', { lang: ctx.locale });
  // The stop page opens in the mail's language (`lang`), whatever the browser's cookie says.
  const stopUrl = siteLink(data.publicUrl, '/reminders/stop', { token: data.token, lang: ctx.locale });
  const profileUrl = `${data.profileUrl}${data.profileUrl.includes('?') ? '&' : '?'}lang=${ctx.locale}`;
  const intro = [
    greeting(ctx, data.name),
    t.intro({ day }),
    t.orderBy({ when: orderBy }),
    t.changeUntil({ when: changeUntil }),
  ];
  const rows: Array<readonly [string, string]> = [
    [t.fields.pickup(), day],
    [t.fields.orderBy(), orderBy],
    [t.fields.changeUntil(), changeUntil],
  ];
  const why = t.why({ hours: data.hours });
  return {
    subject,
    text: textBody(ctx, [
      ...intro,
      linkText(t.cta(), orderUrl),
      `${why}\n${linkText(t.stop(), stopUrl)}\n${t.change({ url: profileUrl })}`,
    ]),
    html: htmlDocument(ctx, subject, [
      ...intro.map(paragraph),
      definitionTable(rows),
      linkHtml(ctx, t.cta(), orderUrl),
      paragraph(why),
      `<p style="margin:0 0 16px 0;font-family:Arial,Helvetica,sans-serif;font-size:13px;"><a href="${escapeHtml(stopUrl)}" style="color:#8b1e1e;">${escapeHtml(t.stop())}</a></p>`,
      paragraph(t.change({ url: profileUrl })),
    ]),
  };
}
