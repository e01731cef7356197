import { addDays } from '@wholesale/rules';
import type { ProductionRow, ProductionSheet } from '@wholesale/rules';

// Pure helpers of the week by pickup day: the week view's days, the filter's quick choices, the
// dashboard's today and tomorrow, and the production sheet with the standing orders' forecast.

/** The Sunday starting the week of `day` ('YYYY-MM-DD'), as the dashboard's weeks start. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return addDays(day, -weekday);
}

/** The 7 days of the week starting `sunday`. */
export function weekDays(sunday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(sunday, i));
}

export type QuickChoice = 'today' | 'tomorrow' | 'thisWeek';
export const QUICK_CHOICES: readonly QuickChoice[] = ['today', 'tomorrow', 'thisWeek'];

/** The pickup days of a quick choice, on the warehouse's `today`. */
export function quickRange(choice: QuickChoice, today: string): { from: string; to: string } {
  if (choice === 'today') return { from: today, to: today };
  if (choice === 'tomorrow') return { from: addDays(today, 1), to: addDays(today, 1) };
  const sunday = weekStart(today);
  return { from: sunday, to: addDays(sunday, 6) };
}

/** The quick choice a filter is, if any (so its button shows as chosen). */
export function quickChoiceOf(from: string | undefined, to: string | undefined, today: string): QuickChoice | null {
  if (!from || !to) return null;
  return (
    QUICK_CHOICES.find((c) => {
      const r = quickRange(c, today);
      return r.from === from && r.to === to;
    }) ?? null
  );
}

/** A day's orders per status, most first (then by name), without empty ones. */
export function statusCounts(byStatus: Readonly<Record<string, number>>): [string, number][] {
  return Object.entries(byStatus)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/**
 * A product of the production sheet with what is ordered (the server's row: boxes or packs,
 * pounds, orders, whether estimated) and what the standing orders will add.
 */
export interface SheetRow extends ProductionRow {
  key: string;
  /** the standing orders' cycles not made yet: boxes or packs, pounds, how many cycles */
  forecastQuantity: number;
  forecastLbs: number | null;
  forecastCycles: number;
}

/** The forecast's summary as the server gives it: products named once, per-day amounts by id. */
interface ForecastLike {
  products: readonly { item_id: number; name: string; name_ko: string; spec: string; unit: 'pack' | 'box' }[];
  days: readonly {
    products: readonly { item_id: number; quantity: number; estimated_lbs: number | null; cycles: number }[];
  }[];
}

/**
 * The production sheet's rows with the forecast beside them: a product only the forecast asks
 * for is a row of its own (nothing ordered). Pounds summed in hundredths, as the sheet's are.
 */
export function withForecast(sheet: ProductionSheet, forecast: ForecastLike | null): SheetRow[] {
  const rows = new Map<string, SheetRow>();
  const hundredths = new Map<string, number | null>();
  for (const r of sheet.rows) {
    const key = `${r.item_id}|${r.spec}`;
    rows.set(key, { ...r, key, forecastQuantity: 0, forecastLbs: null, forecastCycles: 0 });
  }
  const products = new Map((forecast?.products ?? []).map((p) => [p.item_id, p]));
  for (const day of forecast?.days ?? []) {
    for (const l of day.products) {
      const product = products.get(l.item_id);
      if (!product) continue;
      const key = `${l.item_id}|${product.spec}`;
      let row = rows.get(key);
      if (!row) {
        row = {
          ...product,
          key,
          quantity: 0,
          lbs: null,
          orders: 0,
          estimated: false,
          forecastQuantity: 0,
          forecastLbs: null,
          forecastCycles: 0,
        };
        rows.set(key, row);
      }
      row.forecastQuantity += l.quantity;
      row.forecastCycles += l.cycles;
      const before = hundredths.has(key) ? hundredths.get(key)! : 0;
      hundredths.set(
        key,
        before === null || l.estimated_lbs === null ? null : before + Math.round(l.estimated_lbs * 100),
      );
    }
  }
  for (const [key, h] of hundredths) rows.get(key)!.forecastLbs = h === null ? null : h / 100;
  return [...rows.values()].sort(
    (a, b) => a.name.localeCompare(b.name, 'en') || a.spec.localeCompare(b.spec, 'en') || a.item_id - b.item_id,
  );
}

/** Days from `from` to `to`, both included. */
export function spanDays(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
}
