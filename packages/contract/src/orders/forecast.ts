// What the standing orders' forecast answers. Compact on purpose: each product is named once and
// the days and cycles refer to it by id, and the per-cycle list comes only when asked, because
// 2,000 weekly cycles written out with their products' names were ~1 MB of JSON per request (a
// day's cycles, asked for one day at a time, are a fifth of a week's).

/** A product the forecast's cycles ask for, named once per answer. */
export interface ForecastProduct {
  item_id: number;
  name: string;
  name_ko: string;
  unit: 'pack' | 'box';
  spec: string;
}

/** What the cycles of a day (or one cycle) ask for of one product. */
export interface ForecastAmount {
  item_id: number;
  /** boxes or packs */
  quantity: number;
  /** expected pounds, null for a spec of unknown weight */
  estimated_lbs: number | null;
}

/** One pickup day of the forecast: its cycles' count and estimated total, what they ask per product. */
export interface ForecastDay {
  /** 'YYYY-MM-DD' */
  pickup_date: string;
  cycles: number;
  estimated_total_cents: number;
  /** per product: the quantity and pounds across the day's cycles, and how many cycles ask for it */
  products: (ForecastAmount & { cycles: number })[];
}

/** A standing order's cycle in the range whose order the job has not made yet. */
export interface ForecastCycle {
  standing_order_id: number;
  user_id: number;
  buyer_name: string;
  company: string | null;
  /** 'YYYY-MM-DD': the day it will be picked up (moved off a closed day as the job would) */
  pickup_date: string;
  /** each refers to `Forecast.products` by item_id */
  lines: ForecastAmount[];
  /** at the buyer's prices of now, with the pickup fee; the job prices it when it makes it */
  estimated_total_cents: number;
}

/** The standing orders' cycles of a range of pickup days that the job has not made yet. */
export interface Forecast {
  /** every product the days and cycles refer to, by name */
  products: ForecastProduct[];
  /** the days with cycles, in order */
  days: ForecastDay[];
  /** each cycle of the day asked for (`cycles_on`), by standing order; null unless asked for */
  cycles: ForecastCycle[] | null;
}
