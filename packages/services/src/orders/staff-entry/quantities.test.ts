import { describe, expect, it } from 'vitest';
import { fragmentsOf } from './atoms';
import type { IndexedItem } from './catalogue-index';
import { typoDistance, jamo } from './fuzzy';
import { itemQuantity, LBS_PER_KG } from './item-quantity';
import { digitNumber, koreanNumber } from './numbers';
import { segmentsOf, type Quantity } from './segments';
import { unitOf } from './units';

/** Each segment of a message as [its words, its quantity]. */
const read = (message: string) =>
  fragmentsOf(message)
    .flatMap(segmentsOf)
    .map((s) => [s.words.map((w) => w.text).join(' '), s.quantity] as const);

const q = (value: number, unit: Quantity['unit'] = null): Quantity => ({ value, unit });

describe('number words', () => {
  it.each([
    ['하나', 1, false],
    ['한', 1, true],
    ['둘', 2, false],
    ['두', 2, true],
    ['셋', 3, false],
    ['세', 3, true],
    ['넷', 4, false],
    ['네', 4, true],
    ['다섯', 5, false],
    ['여섯', 6, false],
    ['일곱', 7, false],
    ['여덟', 8, false],
    ['아홉', 9, false],
    ['열', 10, false],
    ['열하나', 11, false],
    ['열두', 12, true],
    ['열둘', 12, false],
    ['스무', 20, true],
    ['스물다섯', 25, false],
    ['일', 1, true],
    ['이', 2, true],
    ['삼', 3, true],
    ['십', 10, true],
    ['십이', 12, true],
    ['이십오', 25, true],
  ])('%s is %i (needs a unit: %s)', (word, value, needsUnit) => {
    expect(koreanNumber(word)).toEqual({ value, needsUnit });
  });

  it('reads digits with at most two decimals, and nothing else', () => {
    expect(digitNumber('3')).toBe(3);
    expect(digitNumber('2.5')).toBe(2.5);
    expect(digitNumber('12345')).toBeNull();
    expect(digitNumber('3a')).toBeNull();
    expect(koreanNumber('삼겹')).toBeNull();
  });
});

describe('units', () => {
  it.each([
    ['box', 'box'],
    ['boxes', 'box'],
    ['bx', 'box'],
    ['cs', 'box'],
    ['case', 'box'],
    ['cases', 'box'],
    ['박스', 'box'],
    ['상자', 'box'],
    ['박스씩', 'box'],
    ['박스요', 'box'],
    ['pk', 'pack'],
    ['pack', 'pack'],
    ['packs', 'pack'],
    ['팩', 'pack'],
    ['팩이요', 'pack'],
    ['개', 'each'],
    ['ea', 'each'],
    ['lb', 'lb'],
    ['lbs', 'lb'],
    ['파운드', 'lb'],
    ['kg', 'kg'],
    ['킬로', 'kg'],
    ['키로', 'kg'],
  ] as const)('%s counts in %s', (word, unit) => {
    expect(unitOf(word)).toBe(unit);
  });

  it('is no unit inside other words', () => {
    expect(unitOf('박')).toBeNull();
    expect(unitOf('boxing')).toBeNull();
  });
});

describe('quantities in a segment', () => {
  it.each([
    ['갈비 3박스', '갈비', q(3, 'box')],
    ['갈비 3 bx', '갈비', q(3, 'box')],
    ['세 박스 갈비', '갈비', q(3, 'box')],
    ['갈비 두박스', '갈비', q(2, 'box')],
    ['갈비두박스', '갈비', q(2, 'box')],
    ['갈비 삼박스', '갈비', q(3, 'box')],
    ['갈비 열두 박스', '갈비', q(12, 'box')],
    ['갈비 하나', '갈비', q(1)],
    ['galbi x3', 'galbi', q(3)],
    ['3x galbi', 'galbi', q(3)],
    ['galbi × 3', 'galbi', q(3)],
    ['galbi x 3 cs', 'galbi', q(3, 'box')],
    ['pork belly 5 cs', 'pork belly', q(5, 'box')],
    ['chadol 40lbs', 'chadol', q(40, 'lb')],
    ['차돌 10키로', '차돌', q(10, 'kg')],
    ['brisket 2.5 lb', 'brisket', q(2.5, 'lb')],
    ['불고기', '불고기', null],
  ])('%s', (message, words, quantity) => {
    expect(read(message)).toEqual([[words, quantity]]);
  });

  it('does not read a bound number word alone, nor a number glued to a word, as a quantity', () => {
    expect(read('삼겹살')).toEqual([['삼겹살', null]]);
    expect(read('세 갈비')).toEqual([['세 갈비', null]]);
    expect(read('3시에 픽업')).toEqual([['3 시에 픽업', null]]);
    expect(read('010-1234-5678')).toEqual([['010-1234-5678', null]]);
  });

  it('cuts a line at its quantities and at commas, joiners and line breaks', () => {
    expect(read('갈비 3박스 불고기 2박스')).toEqual([
      ['갈비', q(3, 'box')],
      ['불고기', q(2, 'box')],
    ]);
    expect(read('3 cs galbi 2 cs bulgogi')).toEqual([
      ['galbi', q(3, 'box')],
      ['bulgogi', q(2, 'box')],
    ]);
    expect(read('갈비, 불고기 2\n목살 그리고 삼겹살')).toEqual([
      ['갈비', null],
      ['불고기', q(2)],
      ['목살', null],
      ['삼겹살', null],
    ]);
  });

  it('drops the numbers of a numbered list', () => {
    expect(read('1. 갈비 3박스\n2) 불고기')).toEqual([
      ['갈비', q(3, 'box')],
      ['불고기', null],
    ]);
  });
});

describe('a quantity in the unit the item is sold by', () => {
  const boxOf6: IndexedItem = {
    id: 1,
    slug: 'b',
    shown: { name: 'Box of 6', name_ko: '6팩 박스', spec: '30 lb - 5 lb x 6 packs' },
    species: 'beef',
    unit: 'box',
    packsPerBox: 6,
    unitLbs: 30,
    names: [],
    types: [],
    en: { name: '', type: '' },
    ko: { name: '', type: '' },
  };
  const catchWeight: IndexedItem = { ...boxOf6, unit: 'pack', packsPerBox: null, unitLbs: 13.5 };

  it('counts boxes of a box item, packs of a catch-weight item', () => {
    expect(itemQuantity(q(3, 'box'), boxOf6)).toEqual({ quantity: 3, unit: 'box', certainty: 1 });
    expect(itemQuantity(q(3, 'pack'), catchWeight)).toEqual({ quantity: 3, unit: 'pack', certainty: 1 });
    expect(itemQuantity(q(3), catchWeight)).toMatchObject({ quantity: 3, unit: 'pack', certainty: 1 });
  });

  it('is 1 of the item unit, less sure, when no number is written', () => {
    const one = itemQuantity(null, boxOf6)!;
    expect(one.quantity).toBe(1);
    expect(one.certainty).toBeLessThan(1);
  });

  it('turns packs of a box item into whole boxes, unsure when they do not fill them', () => {
    expect(itemQuantity(q(12, 'pack'), boxOf6)).toEqual({ quantity: 2, unit: 'box', certainty: 1 });
    const rounded = itemQuantity(q(8, 'pack'), boxOf6)!;
    expect(rounded.quantity).toBe(2);
    expect(rounded.certainty).toBeLessThan(1);
  });

  it('reads pounds and kilos by the box weight or the average pack', () => {
    expect(itemQuantity(q(60, 'lb'), boxOf6)).toMatchObject({ quantity: 2, unit: 'box', certainty: 1 });
    expect(itemQuantity(q(70, 'lb'), boxOf6)!.quantity).toBe(3);
    // 10 kg = 22 lb: one 20 lb box, not two.
    expect(itemQuantity(q(10, 'kg'), { ...boxOf6, unitLbs: 20 })!.quantity).toBe(1);
    expect(itemQuantity(q(27, 'lb'), catchWeight)).toMatchObject({ quantity: 2, unit: 'pack' });
    expect(itemQuantity(q(20, 'kg'), catchWeight)!.quantity).toBe(Math.round((20 * LBS_PER_KG) / 13.5));
  });

  it('proposes nothing for 0 or more than a line holds', () => {
    expect(itemQuantity(q(0, 'box'), boxOf6)).toBeNull();
    expect(itemQuantity(q(1000, 'box'), boxOf6)).toBeNull();
  });
});

describe('typos', () => {
  it('weighs a near consonant or a doubled or swapped letter less than another letter', () => {
    expect(typoDistance(jamo('갈삐'), jamo('갈비'), 2)).toBe(0.5);
    expect(typoDistance(jamo('오리'), jamo('꼬리'), 2)).toBe(1);
    expect(typoDistance('bulgoggi', 'bulgogi', 2)).toBe(0.5);
    expect(typoDistance('oxtial', 'oxtail', 2)).toBe(1);
  });
});
