// A quantity as written ("3박스", "12 packs", "40 lb", "10kg", nothing) in the unit the item is sold
// by: boxes, or packs of a catch-weight (C.W.) item. The rules (docs/decisions.md, "Orders from a
// text message"):
//  - no number: 1, and the proposal is less sure (staff check it);
//  - a number alone, or 개/ea: that many of the item's unit;
//  - boxes of a box item, packs of a C.W. item: as written;
//  - packs of a box item: whole boxes, rounded up (12 packs of a 6-pack box = 2 boxes), less sure
//    when the packs do not fill whole boxes;
//  - boxes of a C.W. item: read as packs, less sure (how many packs a case holds varies);
//  - pounds (kg × 2.20462): boxes by the box's nominal weight, rounded up past 15% of a box
//    (10 kg = 22 lb is one 20 lb box), or packs of a C.W.
//    item by its average pack weight (rounded, at least 1); less sure unless it comes out whole.
// A quantity beyond what a line can hold (ORDER_LINE_MAX_QUANTITY), or 0, is no proposal.
import { ORDER_LINE_MAX_QUANTITY } from '@wholesale/rules';
import type { IndexedItem } from './catalogue-index';
import type { Quantity } from './segments';

export const LBS_PER_KG = 2.20462;

/** Confidence kept when staff should check the quantity. */
const NO_NUMBER = 0.75;
const ROUNDED = 0.75;
const CASES_OF_PACKS = 0.75;
const WEIGHED = 0.85;
/** A weight up to this share of a box over whole boxes is read as those boxes. */
const WEIGHT_SLACK = 0.15;

export interface ItemQuantity {
  quantity: number;
  unit: 'box' | 'pack';
  /** 0..1, multiplies the line's confidence */
  certainty: number;
}

/** How many of the item's unit; null when no line can hold it. */
function counted(quantity: number, item: IndexedItem, certainty: number): ItemQuantity | null {
  if (!(quantity >= 1) || quantity > ORDER_LINE_MAX_QUANTITY) return null;
  return { quantity, unit: item.unit, certainty };
}

/**
 * A count of the item's own unit, rounded up when a fraction was written ("1.5 박스"); a weight
 * within `slack` of a whole box is that box (10 kg is 22 lb: one 20 lb box, not two).
 */
function whole(value: number, item: IndexedItem, certainty: number, slack = 1e-9): ItemQuantity | null {
  const up = Math.max(1, Math.ceil(value - slack));
  return counted(up, item, Math.abs(up - value) < 1e-9 ? certainty : certainty * ROUNDED);
}

export function itemQuantity(written: Quantity | null, item: IndexedItem): ItemQuantity | null {
  if (!written) return counted(1, item, NO_NUMBER);
  if (!(written.value > 0)) return null;
  const { value, unit } = written;
  if (unit === null || unit === 'each') return whole(value, item, unit === null ? 1 : 0.95);
  if (unit === 'box') return whole(value, item, item.unit === 'box' ? 1 : CASES_OF_PACKS);
  if (unit === 'pack') {
    if (item.unit === 'pack' || item.packsPerBox === null) return whole(value, item, 1);
    return whole(value / item.packsPerBox, item, 1);
  }
  const lbs = unit === 'kg' ? value * LBS_PER_KG : value;
  if (item.unitLbs === null) return counted(1, item, 0.5);
  const exact = lbs / item.unitLbs;
  if (item.unit === 'pack') {
    const packs = Math.max(1, Math.round(exact));
    return counted(packs, item, Math.abs(packs - exact) < 0.05 ? WEIGHED : WEIGHED * ROUNDED);
  }
  return whole(exact, item, unit === 'kg' ? WEIGHED : 1, WEIGHT_SLACK);
}
