// The open orders a change of the calendar touches (on a day closed, or outside a day's special
// hours), and the mail that tells each buyer, in their language, that we will call.
import {
  addDays,
  closuresBetween,
  encodeUserId,
  SETTLED_ORDER_STATUSES,
  startOfBusinessDay,
  zonedToUtc,
  type Closure,
  type Locale,
  type PickupCalendar,
} from '@wholesale/rules';
import { sql } from 'kysely';
import type { AffectedOrder, OrderOutsideHours, SpecialHours } from '@wholesale/contract';
import { iso, type Db } from '../../kernel/common';
import type { EnqueueMailInput } from '../../mail/outbox';
import { toClosedDay, type CalendarDeps } from './days';

/** An affected order with its buyer's id (for the link in the mail). */
export type AffectedRecord = AffectedOrder & { user_id: number };

interface AffectedRow {
  id: number;
  order_number: string;
  order_status: string;
  pickup_start: Date;
  pickup_end: Date;
  day: string;
  user_id: number;
  buyer_name: string;
  company: string | null;
  email: string;
  phone_number: string | null;
  locale: Locale;
}

/** An order on a day the calendar changed, as the answers and the mails use it. */
function orderOnDay(r: AffectedRow): Omit<AffectedRecord, 'closure'> {
  return {
    id: r.id,
    order_number: r.order_number,
    order_status: r.order_status,
    date: r.day,
    pickup_start: iso(r.pickup_start),
    pickup_end: iso(r.pickup_end),
    buyer_name: r.buyer_name,
    company: r.company,
    email: r.email,
    phone_number: r.phone_number,
    locale: r.locale,
    user_id: r.user_id,
  };
}

/**
 * Open orders picked up on the given days: every one of a day, or, when the day has hours, only
 * those whose window does not lie within them. One index range per day (orders_pickup_idx), so
 * the cost follows the orders on those days, not the order book.
 */
async function openOrdersOn(q: Db, days: readonly { date: string; hours?: SpecialHours }[]): Promise<AffectedRow[]> {
  if (days.length === 0) return [];
  const ranges = days.map(({ date, hours }) => ({
    day: date,
    s: startOfBusinessDay(date).toISOString(),
    e: startOfBusinessDay(addDays(date, 1)).toISOString(),
    o: hours ? zonedToUtc(date, hours.opens).toISOString() : null,
    c: hours ? zonedToUtc(date, hours.closes).toISOString() : null,
  }));
  const { rows } = await sql<AffectedRow>`
    SELECT o.id, o.order_number, o.order_status, o.pickup_start, o.pickup_end, r.day, o.user_id,
           u.name AS buyer_name, u.company, u.email, u.phone_number, u.locale
    FROM jsonb_to_recordset(${JSON.stringify(ranges)}::jsonb) AS r(day text, s timestamptz, e timestamptz, o timestamptz, c timestamptz)
    JOIN orders o ON o.pickup_start >= r.s AND o.pickup_start < r.e
    JOIN users u ON u.id = o.user_id
    WHERE o.order_status NOT IN (${sql.join(SETTLED_ORDER_STATUSES.map((st) => sql`${st}`))})
      AND (r.o IS NULL OR o.pickup_start < r.o OR o.pickup_end > r.c)
    ORDER BY o.pickup_start, o.id
  `.execute(q);
  return rows;
}

/** Open orders picked up on a closed day between `from` and `to`. */
export async function affectedIn(q: Db, calendar: PickupCalendar, from: string, to: string): Promise<AffectedRecord[]> {
  const closures = closuresBetween(from, to, calendar);
  const byDate = new Map(closures.map((c) => [c.date, c]));
  const rows = await openOrdersOn(q, closures);
  return rows.map((r) => ({ ...orderOnDay(r), closure: toClosedDay(byDate.get(r.day)!) }));
}

/** Open orders on days of special hours whose window does not lie within the hours. */
export async function outsideIn(
  q: Db,
  hours: readonly SpecialHours[],
): Promise<(OrderOutsideHours & { user_id: number })[]> {
  const byDate = new Map(hours.map((h) => [h.date, h]));
  const rows = await openOrdersOn(
    q,
    hours.map((h) => ({ date: h.date, hours: h })),
  );
  return rows.map((r) => ({ ...orderOnDay(r), hours: byDate.get(r.day)! }));
}

type MailDeps = Pick<CalendarDeps, 'publicUrl' | 'businessEmail'>;

/**
 * The 'pickup-day-closed' mail to the order's buyer, in their language, answered to the business
 * inbox; `day` says what the day is instead (a holiday, special hours).
 */
function pickupDayClosedMail(
  deps: MailDeps,
  order: Pick<
    AffectedRecord,
    'email' | 'locale' | 'order_number' | 'buyer_name' | 'pickup_start' | 'pickup_end' | 'user_id'
  >,
  day: { holiday?: NonNullable<Closure['holiday']>; observed?: boolean; hours?: { start: string; end: string } },
): EnqueueMailInput {
  return {
    to: order.email,
    replyTo: deps.businessEmail,
    template: 'pickup-day-closed',
    locale: order.locale,
    data: {
      orderNumber: order.order_number,
      buyerName: order.buyer_name || order.email,
      pickup: { start: order.pickup_start, end: order.pickup_end },
      ...day,
      ordersUrl: `${deps.publicUrl}/profile/user/${encodeUserId(order.user_id)}?view=orders`,
    },
  };
}

/** The buyer's mail: their day is closed, the order stands, we will call. */
export function closedDayMail(deps: MailDeps, order: AffectedRecord, closure: Closure): EnqueueMailInput {
  return pickupDayClosedMail(
    deps,
    order,
    closure.holiday ? { holiday: closure.holiday, observed: closure.observed } : {},
  );
}

/** The buyer's mail: their day has special hours that leave out their window; we will call. */
export function outsideHoursMail(deps: MailDeps, order: OrderOutsideHours & { user_id: number }): EnqueueMailInput {
  return pickupDayClosedMail(deps, order, {
    hours: {
      start: zonedToUtc(order.date, order.hours.opens).toISOString(),
      end: zonedToUtc(order.date, order.hours.closes).toISOString(),
    },
  });
}
