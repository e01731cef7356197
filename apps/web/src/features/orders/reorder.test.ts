import { describe, expect, it } from 'vitest';
import { addManyLines, type CartLine } from '../cart/cart';
import { addQuantity, pastName, planReorder, reorderOutcome, type PastLine } from './reorder';

const line = (item_id: number, quantity: number, name = `Item ${item_id}`, name_ko = `상품 ${item_id}`): PastLine => ({
  item_id,
  quantity,
  name,
  name_ko,
});

describe('order again: what goes back into the cart', () => {
  it('adds the products still sold with their quantities, and names the others once', () => {
    const plan = planReorder([line(1, 3), line(2, 1), line(3, 5), line(2, 4)], [{ id: 1 }, { id: 3 }]);
    expect(plan.add).toEqual([
      { id: 1, quantity: 3 },
      { id: 3, quantity: 5 },
    ]);
    expect(plan.missing.map((l) => l.item_id)).toEqual([2]);
  });

  it('sums a product that appears twice, up to 999', () => {
    expect(planReorder([line(1, 600), line(1, 600)], [{ id: 1 }]).add).toEqual([{ id: 1, quantity: 999 }]);
    expect(planReorder([line(1, 2), line(1, 3)], [{ id: 1 }]).add).toEqual([{ id: 1, quantity: 5 }]);
  });

  it('ignores lines without a usable quantity', () => {
    expect(planReorder([line(1, 0), line(2, 1.5)], [{ id: 1 }, { id: 2 }]).add).toEqual([]);
  });

  it('merges into the cart: existing lines grow (capped), new lines follow', () => {
    const cartNow: CartLine[] = [
      { id: 3, quantity: 2 },
      { id: 9, quantity: 998 },
    ];
    const plan = planReorder([line(3, 5), line(9, 4), line(4, 1)], [{ id: 3 }, { id: 4 }, { id: 9 }]);
    expect(addManyLines(cartNow, plan.add)).toEqual({
      lines: [
        { id: 3, quantity: 7 },
        { id: 9, quantity: 999 },
        { id: 4, quantity: 1 },
      ],
      skipped: 0,
    });
  });

  it('says how many were added, which are gone (in the page language), and what did not fit', () => {
    const plan = planReorder([line(1, 1), line(2, 1, 'Pork Belly', '삼겹살'), line(3, 1)], [{ id: 1 }, { id: 3 }]);
    expect(reorderOutcome(plan, 0, 'en')).toEqual({ kind: 'added', added: 2, missing: ['Pork Belly'], notFitted: 0 });
    expect(reorderOutcome(plan, 0, 'ko')).toEqual({ kind: 'added', added: 2, missing: ['삼겹살'], notFitted: 0 });
    expect(reorderOutcome(plan, 1, 'en')).toEqual({ kind: 'added', added: 1, missing: ['Pork Belly'], notFitted: 1 });
  });

  it('says when nothing is sold any more', () => {
    const plan = planReorder([line(1, 1, 'Short Rib', '갈비')], []);
    expect(reorderOutcome(plan, 0, 'ko')).toEqual({ kind: 'none', missing: ['갈비'] });
  });

  it('falls back to the English name when the Korean one is empty', () => {
    expect(pastName({ name: 'Brisket', name_ko: ' ' }, 'ko')).toBe('Brisket');
    expect(pastName({ name: 'Brisket', name_ko: '양지' }, 'en')).toBe('Brisket');
  });
});

describe('my usual items: add N', () => {
  it('adds N to a new or an existing line', () => {
    expect(addQuantity([], 5, 3)).toEqual({ lines: [{ id: 5, quantity: 3 }], result: 'added' });
    expect(addQuantity([{ id: 5, quantity: 2 }], 5, 3)).toEqual({ lines: [{ id: 5, quantity: 5 }], result: 'added' });
    expect(addQuantity([{ id: 5, quantity: 998 }], 5, 3).lines).toEqual([{ id: 5, quantity: 999 }]);
  });

  it('changes nothing for a line at the maximum, or a new line in a full cart', () => {
    expect(addQuantity([{ id: 5, quantity: 999 }], 5, 1).result).toBe('lineAtMax');
    const full = Array.from({ length: 100 }, (_, i) => ({ id: i + 1, quantity: 1 }));
    expect(addQuantity(full, 500, 2)).toEqual({ lines: full, result: 'cartFull' });
  });
});
