// The guide page's pure logic: the order worked out from what is on hand (the rules' arithmetic),
// the buyer's own changes to it, and what goes to the cart (products no longer sold left out).
import { guideOrderQuantity, ORDER_LINE_MAX_QUANTITY, parseOnHand } from '@wholesale/rules';

export interface GuideLineView {
  item_id: number;
  par: number;
  name: string;
  name_ko: string;
  available: boolean;
}

/** What the buyer typed, by product id: on hand, and an order they changed by hand. */
export type Typed = Readonly<Record<number, string>>;

/** A typed order quantity: a whole number from 0 to the line maximum, or null when unreadable. */
export function parseOrder(raw: string): number | null {
  const text = raw.trim();
  if (text.length === 0 || text.length > 4 || !/^\d+$/.test(text)) return null;
  return Math.min(ORDER_LINE_MAX_QUANTITY, Number(text));
}

/** The order of one line: what the buyer typed for it, else par − on hand rounded up. */
export function lineOrder(line: Pick<GuideLineView, 'item_id' | 'par'>, onHand: Typed, typed: Typed): number {
  const own = typed[line.item_id];
  if (own !== undefined) return parseOrder(own) ?? 0;
  return guideOrderQuantity(line.par, parseOnHand(onHand[line.item_id] ?? ''));
}

/** The name in the language on screen (English when a Korean name is missing). */
export function lineName(line: Pick<GuideLineView, 'name' | 'name_ko'>, locale: string): string {
  return locale === 'ko' && line.name_ko.trim() ? line.name_ko : line.name;
}

/** What one tap adds: each sold product with something to order, and the names left out (no longer sold). */
export function cartPlan(
  lines: readonly GuideLineView[],
  onHand: Typed,
  typed: Typed,
  locale: string,
): { add: { id: number; quantity: number }[]; skipped: string[] } {
  const add: { id: number; quantity: number }[] = [];
  const skipped: string[] = [];
  for (const line of lines) {
    const quantity = lineOrder(line, onHand, typed);
    if (quantity < 1) continue;
    if (line.available) add.push({ id: line.item_id, quantity });
    else skipped.push(lineName(line, locale));
  }
  return { add, skipped };
}

/** Whether the guide's lines as edited differ from the saved ones (their products, order or pars). */
export function linesChanged(
  saved: readonly Pick<GuideLineView, 'item_id' | 'par'>[],
  draft: readonly Pick<GuideLineView, 'item_id' | 'par'>[],
): boolean {
  return (
    saved.length !== draft.length || saved.some((l, i) => l.item_id !== draft[i]?.item_id || l.par !== draft[i]?.par)
  );
}
