// The standing orders' forecast for the back office: the cycles of a range of pickup days whose
// orders the job (job.ts) has not made yet, with what they will ask for. It reads the job's own
// rules, so it lists only cycles the job would make: an active standing order (not paused, not
// ended) of a buyer who may still order, each cycle from its next pickup date on that has no row
// yet (made, skipped or claimed), whose day has not gone by, with a window on offer (moved off a
// closed day as the job moves it), and with something left to order within an order's total.
import {
  addDays,
  cycleMakeTime,
  cycleWindow,
  expectedLbs,
  lineAmount,
  nextCycleDate,
  orderAmounts,
  PICKUP_FEE_CENTS,
  STANDING_ORDER_LEAD_DAYS,
  toPacific,
  withinOrderTotal,
  type PickupCalendar,
  type PickupWindow,
} from '@wholesale/rules';
import { requireAdmin, type AdminOrdersService } from '@wholesale/contract';
import { systemClock, type Clock, type Db } from '../../kernel/common';
import type { ReadCache } from '../../kernel/read-cache';
import { readPriceSources, sourceKey } from '../../prices/sources';
import { calendarNow, type WarehouseCalendar } from '../calendar';
import { buyerUnitPriceCents } from '../pricing';
import { forecastAnswer, type PlannedCycle } from './forecast-answer';
import { itemsById } from './rows';

export interface ForecastDeps {
  db: Db;
  calendar: Pick<WarehouseCalendar, 'calendarWith'>;
  leadDays?: number;
  clock?: Clock;
  /**
   * The order book's shared reads (a few seconds at most, dropped when the job makes an order or
   * a buyer changes a standing order): admins opening the same range share one forecast.
   */
  cache?: ReadCache;
}

/**
 * How far a cycle's pickup may move off a closed day: later up to its next cycle (two weeks at
 * most), earlier to the last open day before it (within the days offered at its make time).
 */
const MOVE_LATER_DAYS = 14;
const MOVE_EARLIER_DAYS = 7;

export function createForecast(deps: ForecastDeps): Pick<AdminOrdersService, 'forecast'> {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;
  const leadDays = deps.leadDays ?? STANDING_ORDER_LEAD_DAYS;

  return {
    async forecast(actor, query) {
      requireAdmin(actor);
      const now = clock();
      // The answers (the summary, and it with one day's cycles) are made once per range and
      // shared: admins opening the same pick list then cost a cache hit and a few KB of JSON each.
      const load = async () => forecastAnswer(await forecastAt(now, query.from, query.to));
      const answers = deps.cache
        ? await deps.cache.get(`forecast:${toPacific(now).date}:${query.from}:${query.to}`, load)
        : await load();
      return query.cycles_on ? answers.withCyclesOn(query.cycles_on) : answers.summary;
    },
  };

  async function forecastAt(now: Date, from: string, to: string): Promise<PlannedCycle[]> {
    const today = toPacific(now).date;
    const last = addDays(to, MOVE_EARLIER_DAYS);
    const standing = await db
      .selectFrom('standing_orders as s')
      .innerJoin('users', 'users.id', 's.user_id')
      .select(['s.id', 's.user_id', 's.every_weeks', 's.window_start', 's.lines', 's.next_pickup_date'])
      .select(['users.name as buyer_name', 'users.company'])
      .where('s.ended_at', 'is', null)
      .where('s.paused', '=', false)
      .where('s.next_pickup_date', '<=', last)
      // The job makes nothing for a member the owner removed, or made a viewer.
      .where('users.disabled_at', 'is', null)
      .where('users.company_role', '!=', 'viewer')
      .orderBy('s.id')
      .execute();
    if (standing.length === 0) return [];
    // Cycles with a row are made, skipped or being made: never forecast.
    const taken = await db
      .selectFrom('standing_order_cycles as c')
      .innerJoin('standing_orders as s', 's.id', 'c.standing_order_id')
      .select(['c.standing_order_id', 'c.pickup_date'])
      .where('s.ended_at', 'is', null)
      .where('s.paused', '=', false)
      .where('c.pickup_date', '>=', addDays(from, -MOVE_LATER_DAYS))
      .where('c.pickup_date', '<=', last)
      .execute();
    const made = new Set(taken.map((c) => `${c.standing_order_id}:${c.pickup_date}`));
    const [closed, items] = await Promise.all([
      calendarNow(db, deps.calendar, now),
      itemsById(
        db,
        standing.flatMap((s) => s.lines.map((l) => l.item_id)),
      ),
    ]);
    const windowOf = windowCache(closed, now, leadDays);

    const cycles: { so: (typeof standing)[number]; date: string }[] = [];
    for (const so of standing) {
      for (let date = so.next_pickup_date; date <= last; date = nextCycleDate(date, so.every_weeks)) {
        // A day gone by is missed by the job, not made late; a cycle with a row is not the job's to make.
        if (date < today || made.has(`${so.id}:${date}`)) continue;
        const window = windowOf(date, so.window_start, so.every_weeks);
        if (window && window.date >= from && window.date <= to) cycles.push({ so, date: window.date });
      }
    }
    // Each standing order's (buyer, item) pairs once, however many of its cycles are in the range.
    const sources = await readPriceSources(
      db,
      standing.flatMap((so) => so.lines.map((l) => ({ user_id: so.user_id, item_id: l.item_id }))),
    );

    const planned: PlannedCycle[] = [];
    for (const { so, date } of cycles) {
      const lines = so.lines.flatMap((l) => {
        const item = items.get(l.item_id);
        return item?.show ? [{ item, quantity: l.quantity }] : [];
      });
      const amounts = lines.map(({ item, quantity }) => {
        const unitPriceCents = buyerUnitPriceCents(item, quantity, sources.get(sourceKey(so.user_id, item.id)));
        return lineAmount({ unitPriceCents, spec: item.spec, avgWeight: item.avg_weight, quantity });
      });
      const money = orderAmounts(amounts, PICKUP_FEE_CENTS);
      // Nothing left to order, or more than one order may total: the job makes no order.
      if (lines.length === 0 || !withinOrderTotal(money.totalCents)) continue;
      planned.push({
        standing_order_id: so.id,
        user_id: so.user_id,
        buyer_name: so.buyer_name,
        company: so.company,
        pickup_date: date,
        lines: lines.map(({ item, quantity }) => ({
          item,
          quantity,
          estimated_lbs: expectedLbs({ spec: item.spec, quantity, avg_weight: item.avg_weight }),
        })),
        estimated_total_cents: money.totalCents,
      });
    }
    return planned.sort(
      (a, b) => a.pickup_date.localeCompare(b.pickup_date) || a.standing_order_id - b.standing_order_id,
    );
  }
}

/**
 * The window the job gives a cycle, as it would at its make time (or now, for one whose make time
 * has passed without a run): the same for every standing order of that date, window and rhythm,
 * so computed once per combination.
 */
function windowCache(closed: PickupCalendar, now: Date, leadDays: number) {
  const cache = new Map<string, PickupWindow | null>();
  return (date: string, windowStart: string, everyWeeks: number): PickupWindow | null => {
    const key = `${date}|${windowStart}|${everyWeeks}`;
    let window = cache.get(key);
    if (window === undefined) {
      const makeTime = cycleMakeTime(date, leadDays);
      window = cycleWindow(date, windowStart, everyWeeks, makeTime > now ? makeTime : now, closed);
      cache.set(key, window);
    }
    return window;
  };
}
