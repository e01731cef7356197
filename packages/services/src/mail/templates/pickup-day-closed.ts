import { HOLIDAY_RULES, type HolidayRule } from '@wholesale/rules';
import { z } from 'zod';
import { greeting, oneLine, type RenderedMail, type TemplateContext } from './common';
import { buyerName, orderNumber, pickupWindow, webUrl } from './order-common';
import { renderOrderSetback } from './order-parts';
import { formatPacificDate, formatPickupSlot } from './pickup-slot';

/**
 * To the buyer, in the buyer's language, when staff close the day of the order's pickup (the back
 * office's calendar): the day is closed, the order stands, and we will call to choose
 * another day. With `hours`, the day is not closed but open for special hours that leave out the
 * buyer's window: the same mail, saying which hours, and that we will call to choose another time.
 */
export const pickupDayClosedData = z.object({
  orderNumber,
  buyerName,
  /** the window the buyer had chosen, on the day now closed */
  pickup: pickupWindow,
  /** the holiday that day, when it is one */
  holiday: z.enum(HOLIDAY_RULES).optional(),
  /** the holiday falls on a weekend and this is its observed weekday */
  observed: z.boolean().default(false),
  /** the day's special hours (opening and closing instants), when the day is open for them */
  hours: pickupWindow.optional(),
  /** the buyer's order list on the site */
  ordersUrl: webUrl,
});
export type PickupDayClosedData = z.infer<typeof pickupDayClosedData>;

/** The translated name of a holiday ('Thanksgiving Day' / '추수감사절'), '(observed)' when it is. */
function holidayName(ctx: TemplateContext, rule: HolidayRule, observed: boolean): string {
  const h = ctx.LL.holidays;
  const names: Record<HolidayRule, () => string> = {
    'new-year': h.newYear,
    'memorial-day': h.memorialDay,
    'independence-day': h.independenceDay,
    'labor-day': h.laborDay,
    thanksgiving: h.thanksgiving,
    'day-after-thanksgiving': h.dayAfterThanksgiving,
    christmas: h.christmas,
  };
  const name = names[rule]();
  return observed ? h.observed({ name }) : name;
}

export function renderPickupDayClosed(ctx: TemplateContext, data: PickupDayClosedData): RenderedMail {
  const t = ctx.LL.mail.pickupClosed;
  const number = oneLine(data.orderNumber);
  const date = formatPacificDate(ctx.locale, data.pickup.start);
  const day = data.holiday
    ? t.dayWithReason({ day: date, reason: holidayName(ctx, data.holiday, data.observed) })
    : date;
  const pickup = formatPickupSlot(ctx.locale, data.pickup.start, data.pickup.end);

  const { subject, rows, intro } = data.hours
    ? {
        subject: t.hoursSubject({ orderNumber: number }),
        rows: [
          [t.fields.hours(), formatPickupSlot(ctx.locale, data.hours.start, data.hours.end)],
          [t.fields.outsidePickup(), pickup],
        ] as const,
        intro: [greeting(ctx, data.buyerName), t.hoursIntro({ day, orderNumber: number }), t.hoursNext()],
      }
    : {
        subject: t.subject({ orderNumber: number }),
        rows: [[t.fields.closedPickup(), pickup]] as const,
        intro: [greeting(ctx, data.buyerName), t.intro({ day, orderNumber: number }), t.next()],
      };
  return renderOrderSetback(ctx, subject, {
    orderNumber: number,
    intro,
    rows,
    contact: t.contact(),
    ordersUrl: data.ordersUrl,
  });
}
