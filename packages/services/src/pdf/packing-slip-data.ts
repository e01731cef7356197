// What a packing slip prints, as plain JSON (it crosses to the PDF worker): the order, its pickup,
// its buyer, the buyer's note and its lines with their weighed pounds. No money: the slip travels
// with the goods.

export interface PackingSlipLine {
  name: string;
  name_ko: string;
  spec: string;
  /** boxes, or packs of a catch-weight line */
  quantity: number;
  /** a catch-weight line's weighed pounds, null until weighed */
  weighed_lbs: number | null;
  /** the lots of the cases weighed into the line ('YYYY-MM-DD' pack dates); absent or empty: none */
  lots?: { lot_code: string; packed_on: string; cases: number }[];
}

export interface PackingSlip {
  /** the buyer's stored language: the slip's */
  locale: 'en' | 'ko';
  order_number: string;
  /** ISO instants of the pickup window; null for a delivery */
  pickup: { start: string; end: string } | null;
  buyer: { name: string; company: string | null; phone: string | null };
  note: string | null;
  lines: PackingSlipLine[];
  /** the launch deal's free product, one unit handed over with the order at $0; absent or null: none */
  free_line?: { name: string; name_ko: string; spec: string; quantity: 1 } | null;
}

/** One file of slips, a slip (a page, or more for a long order) per order, in this order. */
export interface PackingSlipsData {
  slips: PackingSlip[];
}

/** 'packing-slip-WS-1042.pdf' */
export function packingSlipFileName(orderNumber: string): string {
  return `packing-slip-${orderNumber}.pdf`;
}

/** 'packing-slips-2026-11-30.pdf' for a day, 'packing-slips-12-orders.pdf' for a selection. */
export function packingSlipsFileName(which: { date: string } | { count: number }): string {
  return 'date' in which ? `packing-slips-${which.date}.pdf` : `packing-slips-${which.count}-orders.pdf`;
}
