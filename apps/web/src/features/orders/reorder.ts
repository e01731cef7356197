import { ORDER_LINE_MAX_QUANTITY } from '@wholesale/rules';
import { addManyLines, type CartLine } from '../cart/cart';

// "Order again" and "My usual items", as pure functions: which of an old order's products can go
// back into the cart (those the catalogue still sells), with what quantities, and what to tell
// the buyer afterwards.

/** What "order again" needs of an order line (the server's OrderLine has more). */
export interface PastLine {
  item_id: number;
  quantity: number;
  name: string;
  name_ko: string;
}

export interface ReorderPlan {
  /** One cart line per product still sold, the order's quantities summed (at most the maximum). */
  add: CartLine[];
  /** The products no longer sold, once each, in the order's order. */
  missing: PastLine[];
}

/**
 * Splits an order's lines into those to add (their item is in `available`, the catalogue's answer
 * for their ids, which lists only products on sale) and those no longer sold.
 */
export function planReorder(lines: readonly PastLine[], available: Iterable<{ id: number }>): ReorderPlan {
  const sold = new Set<number>();
  for (const i of available) sold.add(i.id);
  const add: CartLine[] = [];
  const missing: PastLine[] = [];
  for (const l of lines) {
    if (!Number.isInteger(l.quantity) || l.quantity < 1) continue;
    if (!sold.has(l.item_id)) {
      if (!missing.some((m) => m.item_id === l.item_id)) missing.push(l);
      continue;
    }
    const same = add.find((a) => a.id === l.item_id);
    if (same) same.quantity = Math.min(ORDER_LINE_MAX_QUANTITY, same.quantity + l.quantity);
    else add.push({ id: l.item_id, quantity: Math.min(ORDER_LINE_MAX_QUANTITY, l.quantity) });
  }
  return { add, missing };
}

/** A line's product name in the page's language (the order's snapshot; English when no Korean). */
export function pastName(line: Pick<PastLine, 'name' | 'name_ko'>, locale: string): string {
  return locale === 'ko' && line.name_ko.trim() ? line.name_ko : line.name;
}

export type ReorderOutcome =
  /** Nothing the order held is sold any more. */
  { kind: 'none'; missing: string[] } | { kind: 'added'; added: number; missing: string[]; notFitted: number };

/**
 * What to say after adding `plan.add` to the cart: `notFitted` new lines did not fit (the cart's
 * limits); names of the missing products in the page's language.
 */
export function reorderOutcome(plan: ReorderPlan, notFitted: number, locale: string): ReorderOutcome {
  const missing = plan.missing.map((l) => pastName(l, locale));
  if (plan.add.length === 0) return { kind: 'none', missing };
  const skipped = Math.min(Math.max(0, notFitted), plan.add.length);
  return { kind: 'added', added: plan.add.length - skipped, missing, notFitted: skipped };
}

export type QuantityAddResult = 'added' | 'lineAtMax' | 'cartFull';

/**
 * What adding `quantity` of product `id` ("Add 3" in My usual items) would do to `lines`: add
 * (to an existing line, up to the maximum), nothing because the line is at the maximum already,
 * or nothing because a new line does not fit.
 */
export function addQuantity(
  lines: readonly CartLine[],
  id: number,
  quantity: number,
): { lines: CartLine[]; result: QuantityAddResult } {
  const same = lines.find((l) => l.id === id);
  if (same && same.quantity >= ORDER_LINE_MAX_QUANTITY) return { lines: [...lines], result: 'lineAtMax' };
  const next = addManyLines(lines, [{ id, quantity }]);
  return { lines: next.lines, result: next.skipped > 0 ? 'cartFull' : 'added' };
}
