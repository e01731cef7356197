import { describe, expect, it } from 'vitest';
import { cartPlan, lineOrder, linesChanged, parseOrder } from './model';

const rib = { item_id: 1, par: 6, name: 'Short rib', name_ko: '갈비', available: true };
const belly = { item_id: 2, par: 4, name: 'Pork belly', name_ko: '삼겹살', available: true };
const gone = { item_id: 3, par: 2, name: 'Oxtail', name_ko: '꼬리', available: false };

describe('the order from a guide', () => {
  it('is par − on hand rounded up, unless the buyer typed their own', () => {
    expect(lineOrder(rib, { 1: '2.5' }, {})).toBe(4);
    expect(lineOrder(rib, {}, {})).toBe(6);
    expect(lineOrder(rib, { 1: '9' }, {})).toBe(0);
    expect(lineOrder(rib, { 1: '2.5' }, { 1: '7' })).toBe(7);
    expect(lineOrder(rib, {}, { 1: '' })).toBe(0);
  });

  it('goes to the cart without the lines at zero, leaving out products no longer sold by name', () => {
    const plan = cartPlan([rib, belly, gone], { 1: '2', 2: '4' }, {}, 'ko');
    expect(plan.add).toEqual([{ id: 1, quantity: 4 }]);
    expect(plan.skipped).toEqual(['꼬리']);
  });
});

describe('typed order quantities and changed lines', () => {
  it('reads whole numbers only, capped at the line maximum', () => {
    expect(parseOrder('3')).toBe(3);
    expect(parseOrder('1.5')).toBeNull();
    expect(parseOrder('5000')).toBe(999);
    expect(parseOrder('')).toBeNull();
  });

  it('sees a new par, a new product or a new order of products', () => {
    expect(linesChanged([rib, belly], [rib, belly])).toBe(false);
    expect(linesChanged([rib, belly], [rib, { ...belly, par: 5 }])).toBe(true);
    expect(linesChanged([rib], [rib, belly])).toBe(true);
    expect(linesChanged([rib, belly], [belly, rib])).toBe(true);
  });
});
