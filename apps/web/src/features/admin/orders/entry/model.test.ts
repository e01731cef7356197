import { describe, expect, it } from 'vitest';
import { addLine, newEntryKey, readQuantity, removeLine, setQuantity, type EntryLine } from './model';

const galbi: EntryLine = { item_id: 1, name: 'Galbi', name_ko: '갈비', spec: '2x10lb', quantity: 3 };
const belly: EntryLine = { item_id: 2, name: 'Pork belly', name_ko: '삼겹살', spec: 'C.W.', quantity: 5 };

describe('the lines of an entered order', () => {
  it('keeps one line per product, adding to its quantity up to 999', () => {
    const two = addLine(addLine([], galbi), belly);
    expect(two.map((l) => l.item_id)).toEqual([1, 2]);
    expect(addLine(two, { ...galbi, quantity: 2 })[0]?.quantity).toBe(5);
    expect(addLine(two, { ...galbi, quantity: 998 })[0]?.quantity).toBe(999);
  });

  it('changes a quantity and removes a line by product', () => {
    const two = [galbi, belly];
    expect(setQuantity(two, 2, 7)[1]?.quantity).toBe(7);
    expect(removeLine(two, 1)).toEqual([belly]);
  });

  it('reads a typed quantity as a whole number from 1 to 999 only', () => {
    expect(readQuantity(' 12 ')).toBe(12);
    for (const bad of ['', '0', '1000', '1.5', '-2', 'three', '12345678901234567890'])
      expect(readQuantity(bad)).toBeNull();
  });

  it('makes a fresh key the server accepts (8 to 200 letters, digits, - or _)', () => {
    const key = newEntryKey(() => '0b8a-42');
    expect(key).toBe('staff-0b8a-42');
    expect(newEntryKey()).toMatch(/^[A-Za-z0-9_-]{8,200}$/);
    expect(newEntryKey()).not.toBe(newEntryKey());
  });
});
