// The lines of an order staff enter (by phone or text), before it is placed: one line per product
// (the server merges repeats the same way), quantities kept within what an order line takes.
import { ORDER_LINE_MAX_QUANTITY } from '@wholesale/rules';

export interface EntryLine {
  item_id: number;
  name: string;
  name_ko: string;
  spec: string;
  quantity: number;
}

/** Adds a line, or adds to the quantity of the product's line already there (at most 999). */
export function addLine(lines: readonly EntryLine[], line: EntryLine): EntryLine[] {
  const at = lines.findIndex((l) => l.item_id === line.item_id);
  if (at < 0) return [...lines, line];
  return lines.map((l, i) =>
    i === at ? { ...l, quantity: Math.min(ORDER_LINE_MAX_QUANTITY, l.quantity + line.quantity) } : l,
  );
}

export function setQuantity(lines: readonly EntryLine[], itemId: number, quantity: number): EntryLine[] {
  return lines.map((l) => (l.item_id === itemId ? { ...l, quantity } : l));
}

export function removeLine(lines: readonly EntryLine[], itemId: number): EntryLine[] {
  return lines.filter((l) => l.item_id !== itemId);
}

/** A typed quantity: a whole number from 1 to 999 (digits only, as typed), else null. */
export function readQuantity(text: string): number | null {
  const t = text.trim();
  if (t.length === 0 || t.length > 3 || !/^[0-9]+$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 && n <= ORDER_LINE_MAX_QUANTITY ? n : null;
}

/**
 * A key for one entered order: a second click, or a retry after a lost answer, places it once.
 * Made when the form starts and again after each order placed.
 */
export function newEntryKey(random: () => string = () => crypto.randomUUID()): string {
  return `staff-${random()}`;
}

/** A proposal of the message reader is "sure" from this confidence on; below, staff are asked to check it. */
export const SURE_CONFIDENCE = 0.7;
