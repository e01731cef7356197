import { describe, expect, it } from 'vitest';
import {
  addProduct,
  changeAttemptBody,
  changeEntries,
  changePlan,
  invalidLines,
  lineKind,
  parseQuantity,
  productsOnOrder,
  removeLine,
  restoreLine,
  setQuantity,
  startEditing,
  substitute,
} from './orderEdit';
import { belly, rib, shoulder } from './orderEdit.fixture';
import { attemptFor } from '../../../lib/attempt';

// The back office's line editor as pure state: what Save sends (every line the order keeps) and
// what the confirmation names.

const thigh = { id: 4, name: 'Chicken thigh', name_ko: '닭다리살', spec: '40 lb box' };

const start = () => startEditing([rib, belly]);

describe('the editor as it opens', () => {
  it('holds the order lines as they are: nothing to save', () => {
    const s = start();
    expect(s.lines.map((l) => [l.key, l.product.item_id, l.quantity, lineKind(l)])).toEqual([
      ['line-11', 1, '2', 'kept'],
      ['line-12', 2, '3', 'kept'],
    ]);
    expect(changeEntries(s)).toEqual([]);
    expect(changePlan(s)).toEqual({ ok: false, reason: 'unchanged' });
  });
});

describe('quantities', () => {
  it('reads a whole number from 1 to 999 only', () => {
    expect(['1', ' 42 ', '999'].map(parseQuantity)).toEqual([1, 42, 999]);
    expect(['0', '1000', '', '1.5', '-1', 'two', '1e2', '٣'].map(parseQuantity)).toEqual(Array(8).fill(null));
  });

  it('records a shortage: a lower quantity, sent with every other line', () => {
    const s = setQuantity(start(), 'line-11', '1');
    expect(lineKind(s.lines[0]!)).toBe('quantity');
    expect(changeEntries(s)).toEqual([
      {
        kind: 'quantity',
        product: { item_id: 1, name: rib.name, name_ko: rib.name_ko, spec: rib.spec },
        from: 2,
        to: 1,
      },
    ]);
    expect(changePlan(s)).toMatchObject({
      ok: true,
      cart_items: [
        { id: 1, quantity: 1 },
        { id: 2, quantity: 3 },
      ],
    });
  });

  it('typed back to the same number is no change', () => {
    const s = setQuantity(setQuantity(start(), 'line-11', '5'), 'line-11', '2');
    expect(changePlan(s)).toEqual({ ok: false, reason: 'unchanged' });
  });

  it('refuses to save while a quantity is not valid, naming the lines', () => {
    const s = setQuantity(setQuantity(start(), 'line-11', '0'), 'line-12', 'x');
    expect(invalidLines(s)).toEqual(['line-11', 'line-12']);
    expect(changePlan(s)).toEqual({ ok: false, reason: 'invalid', keys: ['line-11', 'line-12'] });
    // a removed line's quantity does not matter
    expect(invalidLines(removeLine(s, 'line-12'))).toEqual(['line-11']);
  });
});

describe('removing', () => {
  it('marks an order line removed (Undo keeps it) and leaves it out of the lines sent', () => {
    const s = removeLine(start(), 'line-12');
    expect(lineKind(s.lines[1]!)).toBe('removed');
    expect(changePlan(s)).toMatchObject({
      ok: true,
      cart_items: [{ id: 1, quantity: 2 }],
      entries: [{ kind: 'removed', quantity: 3, product: { item_id: 2 } }],
    });
    expect(changePlan(restoreLine(s, 'line-12'))).toEqual({ ok: false, reason: 'unchanged' });
  });

  it('refuses an order with no line left: cancelling is its own action', () => {
    const s = removeLine(removeLine(start(), 'line-11'), 'line-12');
    expect(changePlan(s)).toEqual({ ok: false, reason: 'empty' });
  });

  it('drops an added product altogether', () => {
    const s = addProduct(start(), thigh);
    expect(removeLine(s, 'new-1').lines).toHaveLength(2);
  });
});

describe('substituting', () => {
  it('puts another product in the line’s place with its quantity: the old one leaves, the new one is sent', () => {
    const s = substitute(start(), 'line-12', shoulder);
    expect(s.lines[1]).toMatchObject({ key: 'line-12', product: { item_id: 3, name: 'Pork shoulder' }, quantity: '3' });
    expect(lineKind(s.lines[1]!)).toBe('substituted');
    const plan = changePlan(s);
    expect(plan).toMatchObject({
      ok: true,
      cart_items: [
        { id: 1, quantity: 2 },
        { id: 3, quantity: 3 },
      ],
    });
    expect(plan.ok && plan.entries).toEqual([
      {
        kind: 'replaced',
        from: { item_id: 2, name: 'Pork belly', name_ko: '삼겹살', spec: belly.spec },
        to: { item_id: 3, name: 'Pork shoulder', name_ko: '앞다리살', spec: shoulder.spec },
        fromQuantity: 3,
        toQuantity: 3,
      },
    ]);
  });

  it('keeps a quantity typed before or after the substitution', () => {
    const before = substitute(setQuantity(start(), 'line-12', '2'), 'line-12', shoulder);
    const after = setQuantity(substitute(start(), 'line-12', shoulder), 'line-12', '2');
    for (const s of [before, after])
      expect(changeEntries(s)).toMatchObject([{ kind: 'replaced', fromQuantity: 3, toQuantity: 2 }]);
  });

  it('picking the line’s own product back undoes it', () => {
    const s = substitute(substitute(start(), 'line-12', shoulder), 'line-12', {
      id: 2,
      name: 'x',
      name_ko: 'x',
      spec: 'x',
    });
    expect(s.lines[1]!.product).toEqual({ item_id: 2, name: 'Pork belly', name_ko: '삼겹살', spec: belly.spec });
    expect(changePlan(s)).toEqual({ ok: false, reason: 'unchanged' });
  });

  it('refuses a product another line holds (one product, one line)', () => {
    const s = start();
    expect(substitute(s, 'line-12', { ...shoulder, id: 1 })).toBe(s);
  });
});

describe('adding', () => {
  it('adds a product once, with 1 unless told', () => {
    const s = addProduct(start(), thigh);
    expect(s.lines[2]).toMatchObject({ key: 'new-1', product: { item_id: 4 }, quantity: '1', from: null });
    expect(addProduct(s, thigh)).toBe(s);
    expect(addProduct(s, shoulder, 5).lines[3]).toMatchObject({ key: 'new-2', quantity: '5' });
    expect(changeEntries(s)).toEqual([
      {
        kind: 'added',
        product: { item_id: 4, name: thigh.name, name_ko: thigh.name_ko, spec: thigh.spec },
        quantity: 1,
      },
    ]);
    expect(productsOnOrder(s)).toEqual(new Set([1, 2, 4]));
  });

  it('a shortage, a substitution and an addition together: one change of every line', () => {
    let s = setQuantity(start(), 'line-11', '1');
    s = substitute(s, 'line-12', shoulder);
    s = addProduct(s, thigh, 2);
    const plan = changePlan(s);
    expect(plan.ok && plan.cart_items).toEqual([
      { id: 1, quantity: 1 },
      { id: 3, quantity: 3 },
      { id: 4, quantity: 2 },
    ]);
    expect(plan.ok && plan.entries.map((e) => e.kind)).toEqual(['quantity', 'replaced', 'added']);
  });
});

describe('the change’s key', () => {
  const keys = () => {
    let n = 0;
    return () => `key-${++n}-abcdefgh`;
  };

  it('is kept for the same change sent again, and new for another change or revision', () => {
    const make = keys();
    const lines = [
      { id: 1, quantity: 1 },
      { id: 3, quantity: 3 },
    ];
    const first = attemptFor(null, changeAttemptBody(lines, 4), make);
    expect(first.key).toBe('key-1-abcdefgh');
    expect(attemptFor(first, changeAttemptBody([...lines].reverse(), 4), make)).toBe(first);
    expect(attemptFor(first, changeAttemptBody([{ id: 1, quantity: 2 }, lines[1]!], 4), make).key).toBe(
      'key-2-abcdefgh',
    );
    expect(attemptFor(first, changeAttemptBody(lines, 5), make).key).toBe('key-3-abcdefgh');
    // the same lines without the buyer's e-mail are another change: the server refuses a key reused for it
    expect(attemptFor(first, changeAttemptBody(lines, 4, false), make).key).toBe('key-4-abcdefgh');
    expect(first.key).toMatch(/^[A-Za-z0-9_-]{8,200}$/);
  });
});
