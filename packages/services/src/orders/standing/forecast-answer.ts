// The forecast's answer made from the cycles the job would make: each product named once, a
// per-day, per-product summary (what the production sheet needs), and a day's cycles themselves
// referring to the products by id. Made once per range and cached, so an admin's request only
// serializes it.
import { quantityUnit } from '@wholesale/rules';
import type { Forecast, ForecastAmount, ForecastCycle, ForecastDay, ForecastProduct } from '@wholesale/contract';

/** A cycle the job would make, with its items as read (names, spec) rather than their ids. */
export interface PlannedCycle {
  standing_order_id: number;
  user_id: number;
  buyer_name: string;
  company: string | null;
  pickup_date: string;
  lines: {
    item: { id: number; name: string; name_ko: string; spec: string };
    quantity: number;
    estimated_lbs: number | null;
  }[];
  estimated_total_cents: number;
}

/** A day's product total while summing: pounds in hundredths (null once a line's weight is unknown). */
interface Sum {
  quantity: number;
  hundredths: number | null;
  cycles: number;
}

/** The summary alone, and the summary with one day's cycles (each day's made once, when first asked). */
export function forecastAnswer(planned: readonly PlannedCycle[]): {
  summary: Forecast;
  withCyclesOn: (day: string) => Forecast;
} {
  const products = new Map<number, ForecastProduct>();
  const days = new Map<string, { cycles: number; total: number; sums: Map<number, Sum> }>();
  for (const cycle of planned) {
    let day = days.get(cycle.pickup_date);
    if (!day) days.set(cycle.pickup_date, (day = { cycles: 0, total: 0, sums: new Map() }));
    day.cycles += 1;
    day.total += cycle.estimated_total_cents;
    for (const { item, quantity, estimated_lbs } of cycle.lines) {
      if (!products.has(item.id))
        products.set(item.id, {
          item_id: item.id,
          name: item.name,
          name_ko: item.name_ko,
          unit: quantityUnit(item.spec),
          spec: item.spec,
        });
      let sum = day.sums.get(item.id);
      if (!sum) day.sums.set(item.id, (sum = { quantity: 0, hundredths: 0, cycles: 0 }));
      sum.quantity += quantity;
      sum.cycles += 1;
      sum.hundredths =
        sum.hundredths === null || estimated_lbs === null ? null : sum.hundredths + Math.round(estimated_lbs * 100);
    }
  }
  const dayList: ForecastDay[] = [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([pickup_date, d]) => ({
      pickup_date,
      cycles: d.cycles,
      estimated_total_cents: d.total,
      products: [...d.sums.entries()]
        .sort(([a], [b]) => a - b)
        .map(([item_id, s]) => ({
          item_id,
          quantity: s.quantity,
          estimated_lbs: s.hundredths === null ? null : s.hundredths / 100,
          cycles: s.cycles,
        })),
    }));
  const productList = [...products.values()].sort((a, b) => a.item_id - b.item_id);
  const summary: Forecast = { products: productList, days: dayList, cycles: null };
  const byDay = new Map<string, Forecast>();
  return {
    summary,
    withCyclesOn(day) {
      let answer = byDay.get(day);
      if (!answer) {
        const cycles = planned.filter((c) => c.pickup_date === day).map(compactCycle);
        byDay.set(day, (answer = { ...summary, cycles }));
      }
      return answer;
    },
  };
}

/** A cycle as the answer gives it: its products by id. */
function compactCycle(c: PlannedCycle): ForecastCycle {
  return {
    standing_order_id: c.standing_order_id,
    user_id: c.user_id,
    buyer_name: c.buyer_name,
    company: c.company,
    pickup_date: c.pickup_date,
    lines: c.lines.map((l): ForecastAmount => ({
      item_id: l.item.id,
      quantity: l.quantity,
      estimated_lbs: l.estimated_lbs,
    })),
    estimated_total_cents: c.estimated_total_cents,
  };
}
