// The zod schemas of the warehouse calendar (closed days, special hours), parsed once at the door
// (REST and tRPC alike); services receive the parsed value.
import { isWallTime } from '@wholesale/rules';
import { z } from 'zod';
import { body, calendarDayInput } from '../inputs';
import { CALENDAR_CODES, CLOSED_DAYS_MAX, MOVE_ORDERS_MAX } from './messages';

/** How far ahead the calendar reaches: today and the next 365 days (12 months, a leap day included). */
export const CALENDAR_DAYS_AHEAD = 366;

/** One day: any real day from 2000 on (how far ahead it may be is the service's check). */
export const calendarDateInput = calendarDayInput(CALENDAR_CODES.date, { from: '2000-01-01', to: '9999-12-31' });

/**
 * PUT /api/calendar/closed-days and tRPC admin.calendar.setClosedDays: the full set of days staff
 * close from today on (it replaces the previous set). That the days are weekdays, not past and at
 * most 12 months ahead is checked by the service, on the warehouse's clock.
 */
export const closedDaysInput = body({
  dates: z
    .array(calendarDateInput, { error: CALENDAR_CODES.dates })
    .max(CLOSED_DAYS_MAX, { error: CALENDAR_CODES.tooMany }),
});
export type ClosedDaysInput = z.output<typeof closedDaysInput>;

/** A wall time 'HH:MM': length first, then the linear pattern. */
const wallTimeInput = z
  .string({ error: CALENDAR_CODES.time })
  .length(5, { error: CALENDAR_CODES.time, abort: true })
  .refine(isWallTime, { error: CALENDAR_CODES.time });

/**
 * PUT /api/calendar/special-hours and tRPC admin.calendar.setSpecialHours: every day staff open
 * for special hours from today on (it replaces the previous set). Weekday, range and "not a closed
 * day" are checked by the service.
 */
export const specialHoursInput = body({
  hours: z
    .array(
      z
        .object(
          { date: calendarDateInput, opens: wallTimeInput, closes: wallTimeInput },
          { error: CALENDAR_CODES.hours },
        )
        .refine((h) => h.opens < h.closes, { error: CALENDAR_CODES.order, path: ['closes'] }),
      { error: CALENDAR_CODES.hours },
    )
    .max(CLOSED_DAYS_MAX, { error: CALENDAR_CODES.tooManyHours }),
});
export type SpecialHoursInput = z.output<typeof specialHoursInput>;

/**
 * POST /api/calendar/move-orders and tRPC admin.calendar.moveToNextOpenDay: orders booked on a
 * closed day, each moved to the next open day (one, or the whole list at once).
 */
export const moveOrdersInput = body({
  order_ids: z
    .array(
      z
        .number({ error: CALENDAR_CODES.moveOrders })
        .int({ error: CALENDAR_CODES.moveOrders })
        .positive({ error: CALENDAR_CODES.moveOrders }),
      {
        error: CALENDAR_CODES.moveOrders,
      },
    )
    .min(1, { error: CALENDAR_CODES.moveOrders })
    .max(MOVE_ORDERS_MAX, { error: CALENDAR_CODES.moveOrders }),
});
export type MoveOrdersInput = z.output<typeof moveOrdersInput>;
