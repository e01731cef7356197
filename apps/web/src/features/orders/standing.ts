import type { RouterOutputs } from '@wholesale/api';
import type { TranslationFunctions } from '@wholesale/i18n';
import { toPacific } from '@wholesale/rules';
import { dateLocale, formatCalendarDay, formatPacificDay, formatWallTime } from '../../lib/pickupText';
import { quantityText } from './orders';
import { pastName } from './reorder';

// Standing orders ("repeat this order every week"), as pure functions: the words
// of a schedule and of its next order, what each action says once done, which orders may repeat,
// and the list kept in step with the server's answers. Unit tested in standing.test.ts. Days and
// times are the warehouse's (Los Angeles), as the server sends them.

export type StandingOrder = RouterOutputs['orders']['standing']['list'][number];
export type StandingLine = StandingOrder['lines'][number];
type Words = Pick<TranslationFunctions, 'buyerOrders' | 'common'>;
type Schedule = Pick<StandingOrder, 'every_weeks' | 'weekday' | 'window_start'>;

const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** "Thursdays" / "목요일" (0 = Sunday). */
export function weekdayWords(LL: Words, weekday: number): string {
  const key = WEEKDAY_KEYS[((weekday % 7) + 7) % 7] ?? 'sun';
  return LL.buyerOrders.standing.weekdays[key]();
}

/** The window's start with the zone: "10:00 AM PT" / "오전 10:00 태평양 시간". */
export function windowTime(LL: Words, locale: string, windowStart: string): string {
  return formatWallTime(windowStart, dateLocale(locale), LL.common.pacificZone());
}

/** "Thursdays at 10:00 AM PT" / "목요일 오전 10:00 태평양 시간". */
export function whenText(LL: Words, locale: string, s: Pick<Schedule, 'weekday' | 'window_start'>): string {
  return LL.buyerOrders.standing.when({
    weekday: weekdayWords(LL, s.weekday),
    time: windowTime(LL, locale, s.window_start),
  });
}

/** "Every week" / "Every 2 weeks". */
export function everyText(LL: Words, everyWeeks: number): string {
  const S = LL.buyerOrders.standing;
  return everyWeeks === 2 ? S.every2() : S.every1();
}

/** "Repeats every week on Thursdays at 10:00 AM PT." / "매주 목요일 오전 10:00 태평양 시간에 반복됩니다." */
export function scheduleText(LL: Words, locale: string, s: Schedule): string {
  const S = LL.buyerOrders.standing;
  const words = { weekday: weekdayWords(LL, s.weekday), time: windowTime(LL, locale, s.window_start) };
  return s.every_weeks === 2 ? S.schedule2(words) : S.schedule1(words);
}

/** A cycle's pickup day, 'YYYY-MM-DD': "Thu, Dec 3" / "12월 3일 (목)". */
export function pickupDayText(locale: string, date: string, now: Date = new Date()): string {
  return formatCalendarDay(date, dateLocale(locale), now);
}

/** The next pickup day: "Thu, Dec 3" / "12월 3일 (목)". */
export function nextPickupDay(
  locale: string,
  s: Pick<StandingOrder, 'next_pickup_date'>,
  now: Date = new Date(),
): string {
  return pickupDayText(locale, s.next_pickup_date, now);
}

/**
 * "Next order: made Mon, Nov 30 for Thu, Dec 3 — we e-mail you a preview to change or skip.";
 * while paused, "Paused: no orders are made until you resume."
 */
export function nextOrderText(
  LL: Words,
  locale: string,
  s: Pick<StandingOrder, 'paused' | 'next_pickup_date' | 'next_made_at'>,
  now: Date = new Date(),
): string {
  const S = LL.buyerOrders.standing;
  if (s.paused) return S.pausedNote();
  return S.next({
    made: formatPacificDay(s.next_made_at, dateLocale(locale), now),
    pickup: nextPickupDay(locale, s, now),
  });
}

/** "Skip Thu, Dec 3": the next cycle, not made yet. */
export function skipText(
  LL: Words,
  locale: string,
  s: Pick<StandingOrder, 'next_pickup_date'>,
  now: Date = new Date(),
): string {
  return LL.buyerOrders.standing.skip({ day: nextPickupDay(locale, s, now) });
}

/** "Bring back Thu, Nov 26": the week skipped, while its order is still to be made (null: none). */
export function unskipText(LL: Words, locale: string, s: Pick<StandingOrder, 'skipped'>, now: Date = new Date()) {
  if (s.skipped === null) return null;
  return LL.buyerOrders.standing.unskip({ day: pickupDayText(locale, s.skipped, now) });
}

/** "Beef short rib: 2 boxes" (the name in the page's language). */
export function standingLineText(LL: Words, locale: string, l: StandingLine): string {
  return `${pastName(l, locale)}: ${quantityText(LL, l.spec, l.quantity)}`;
}

/** "WS-100123, pickup Thu, Nov 26". */
export function lastOrderText(
  LL: Words,
  locale: string,
  last: NonNullable<StandingOrder['last_order']>,
  now: Date = new Date(),
): string {
  return LL.buyerOrders.standing.lastOrderText({
    number: last.order_number,
    day: formatCalendarDay(last.pickup_date, dateLocale(locale), now),
  });
}

/** An action on a standing order, by what it changes. */
export type StandingAction =
  | { kind: 'skip' }
  | { kind: 'unskip' }
  | { kind: 'edit' }
  | { kind: 'pause'; paused: boolean }
  | { kind: 'every'; every_weeks: 1 | 2 }
  | { kind: 'end' };

/**
 * What an action did, said once the server answered: `before` is the standing order as it was,
 * `after` the server's answer. "Skipped Thu, Dec 3. Next pickup: Thu, Dec 10." and so on.
 */
export function actionDoneText(
  LL: Words,
  locale: string,
  action: StandingAction,
  before: StandingOrder,
  after: StandingOrder,
  now: Date = new Date(),
): string {
  const S = LL.buyerOrders.standing;
  const next = nextPickupDay(locale, after, now);
  switch (action.kind) {
    case 'skip':
      return S.skipped({ day: nextPickupDay(locale, before, now), next });
    case 'unskip':
      return S.unskipped({ day: next });
    case 'edit':
      return S.changed({ next });
    case 'pause':
      return action.paused ? S.pausedDone() : S.resumed({ next });
    case 'every':
      return action.every_weeks === 2 ? S.nowEvery2({ next }) : S.nowEvery1({ next });
    case 'end':
      return S.ended();
  }
}

/** The list with the server's answer in it: in place of the one it was, or gone once ended. */
export function withStanding(list: readonly StandingOrder[] | undefined, next: StandingOrder): StandingOrder[] {
  const rest = (list ?? []).filter((s) => s.id !== next.id);
  if (next.ended) return rest;
  const at = (list ?? []).findIndex((s) => s.id === next.id);
  if (at < 0) return [...rest, next];
  return [...rest.slice(0, at), next, ...rest.slice(at)];
}

/**
 * The standing order that repeats this order, or made it (its last cycle's order), or null; the
 * newest should there be more. Such an order shows its schedule rather than another Repeat.
 */
export function standingOf(
  list: readonly StandingOrder[],
  order: { id: number; standing_order_id: number | null },
): StandingOrder | null {
  return (
    list
      .filter((s) => !s.ended && (s.source_order_id === order.id || s.id === order.standing_order_id))
      .sort((a, b) => b.id - a.id)[0] ?? null
  );
}

/** Orders the buyer may repeat: with a pickup window, and neither declined nor cancelled (the server's rule). */
export function mayRepeat(order: { pickup_start: string | null; order_status: string }): boolean {
  return order.pickup_start !== null && order.order_status !== 'declined' && order.order_status !== 'cancelled';
}

/** The schedule an order would repeat on: its pickup's weekday and window start, in Los Angeles. */
export function scheduleOf(pickupStart: string): Pick<Schedule, 'weekday' | 'window_start'> | null {
  const d = new Date(pickupStart);
  if (Number.isNaN(d.getTime())) return null;
  const wall = toPacific(d);
  return { weekday: wall.weekday, window_start: wall.time };
}
