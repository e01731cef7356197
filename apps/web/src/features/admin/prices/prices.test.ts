import { minQuantityInput, PRICE_LIST_NAME_MAX, priceInput } from '@wholesale/contract';
import { describe, expect, it } from 'vitest';
import { changeProductName, describeChange, importCounts, importLines, type RecordedChange } from './changes';
import { exportCsvHref, parsePriceListsView, priceListsHref } from './href';
import { localName, memberPriceOf, rowProductOf, type RowProduct } from './products';
import {
  addProduct,
  addTier,
  checkRows,
  isChanged,
  nextTier,
  productCount,
  removeRow,
  rowErrorsFromFields,
  rowsOf,
  tierOf,
  updateRow,
  type ListEntry,
  type PriceRow,
} from './rows';
import { checkName, NAME_MAX, parseMinQuantity, parsePrice } from './values';

const keys = () => {
  let n = 0;
  return () => `k${++n}`;
};

// Products as a list's answer (or the search) shows them.
const products: Record<number, RowProduct> = {
  5: { name: 'Galbi', name_ko: '갈비', spec: '50 lb - 50 lb x 1 box', list_price: 14, member_price: 13.5 },
  7: { name: 'Pork belly', name_ko: '삼겹살', spec: 'Catch weight', list_price: 4.2, member_price: 4.2 },
  8: { name: 'Brisket', name_ko: '', spec: '10 lb x 2', list_price: 9, member_price: 8 },
};
const productOf = (item_id: number): RowProduct =>
  products[item_id] ?? { name: `P${item_id}`, name_ko: '', spec: '', list_price: 1, member_price: 1 };
const row = (key: string, item_id: number, min_quantity: string, price: string): PriceRow => ({
  key,
  item_id,
  product: productOf(item_id),
  min_quantity,
  price,
});
/** A list's price as the server answers it. */
const entry = (item_id: number, price: number, min_quantity: number): ListEntry => ({
  item_id,
  price,
  min_quantity,
  ...productOf(item_id),
});

describe('the price lists page URL', () => {
  it('reads the open list and writes it back', () => {
    expect(parsePriceListsView('?page=price-lists')).toEqual({});
    expect(parsePriceListsView('?page=price-lists&list=12')).toEqual({ listId: 12 });
    expect(parsePriceListsView(new URLSearchParams({ page: 'price-lists', list: '7' }))).toEqual({ listId: 7 });
    for (const junk of ['0', '-1', '1.5', 'abc', '012', '99999999999', ''])
      expect(parsePriceListsView(`?list=${junk}`), junk).toEqual({});
    expect(priceListsHref()).toBe('/admin/dashboard?page=price-lists');
    expect(priceListsHref({ listId: 12 })).toBe('/admin/dashboard?page=price-lists&list=12');
    expect(parsePriceListsView(new URL(priceListsHref({ listId: 3 }), 'http://x').search)).toEqual({ listId: 3 });
    expect(exportCsvHref(3)).toBe('/api/price-lists/3/export.csv');
  });
});

describe('typed prices and quantities', () => {
  it('reads dollars as typed, to the cent, above $0 and at most $10,000.00', () => {
    expect(parsePrice('12.5')).toBe(12.5);
    expect(parsePrice(' $12.50 ')).toBe(12.5);
    expect(parsePrice('$ 9')).toBe(9);
    expect(parsePrice('.99')).toBe(0.99);
    expect(parsePrice('12.')).toBe(12);
    expect(parsePrice('1,250.00')).toBe(1250);
    expect(parsePrice('10000')).toBe(10000);
    expect(parsePrice('0.01')).toBe(0.01);
    for (const bad of [
      '',
      '0',
      '0.00',
      '-1',
      '10000.01',
      '12.505',
      '1,25',
      '12,50',
      'abc',
      '1e3',
      '$',
      '12.5.0',
      '1,2500.00',
      '99999999999999',
    ]) {
      expect(parsePrice(bad), bad).toBeNull();
    }
  });

  it('agrees with the server on every price it reads', () => {
    for (const text of ['0.01', '12.5', '19.99', '10000', '9999.99', '0.1', '1234.56']) {
      const n = parsePrice(text);
      expect(n, text).not.toBeNull();
      expect(priceInput.safeParse(n).success, text).toBe(true);
    }
    expect(priceInput.safeParse(10000.01).success).toBe(false);
  });

  it('reads a minimum quantity from 1 to 999', () => {
    expect(parseMinQuantity('1')).toBe(1);
    expect(parseMinQuantity(' 10 ')).toBe(10);
    expect(parseMinQuantity('999')).toBe(999);
    for (const bad of ['', '0', '1000', '1.5', '-2', 'ten', '1e2']) expect(parseMinQuantity(bad), bad).toBeNull();
    for (const n of [1, 10, 999]) expect(minQuantityInput.safeParse(n).success).toBe(true);
  });

  it('checks a list name as the server does', () => {
    expect(NAME_MAX).toBe(PRICE_LIST_NAME_MAX);
    expect(checkName('  Restaurants ')).toBe('Restaurants');
    expect(checkName('   ')).toBeNull();
    expect(checkName('x'.repeat(NAME_MAX))).toHaveLength(NAME_MAX);
    expect(checkName('x'.repeat(NAME_MAX + 1))).toBeNull();
  });
});

describe('the editor rows', () => {
  it('start from the list, each product’s tiers together by minimum quantity', () => {
    const rows = rowsOf([entry(5, 10, 10), entry(7, 3.5, 1), entry(5, 12, 1)], keys());
    expect(rows).toEqual([row('k1', 5, '1', '12.00'), row('k2', 5, '10', '10.00'), row('k3', 7, '1', '3.50')]);
    // each row shows its product as the list's answer names it (no catalogue needed)
    expect(rows[2]?.product).toEqual({
      name: 'Pork belly',
      name_ko: '삼겹살',
      spec: 'Catch weight',
      list_price: 4.2,
      member_price: 4.2,
    });
    expect(tierOf(rows, 'k2')).toBe(2);
    expect(tierOf(rows, 'k3')).toBe(1);
    expect(productCount(rows)).toBe(2);
  });

  it('add a product from any quantity, or a tier after its last one', () => {
    let rows: PriceRow[] = [];
    rows = addProduct(rows, 5, productOf(5), 'a');
    expect(rows).toEqual([row('a', 5, '1', '')]);
    rows = addProduct(rows, 7, productOf(7), 'b');
    rows = addTier(rows, 5, 'c');
    // a tier shows its product as the product's other rows do
    expect(rows.find((r) => r.key === 'c')?.product).toBe(rows[0]?.product);
    // a tier needs a row of its product to copy: none, nothing added
    expect(addTier(rows, 99, 'x')).toEqual(rows);
    expect(rows.map((r) => [r.key, r.min_quantity])).toEqual([
      ['a', '1'],
      ['c', '10'],
      ['b', '1'],
    ]);
    // A product the list has already gets a tier, never a second "from 1".
    rows = addProduct(rows, 5, { ...productOf(5), name: 'ignored' }, 'd');
    expect(rows.find((r) => r.key === 'd')?.product.name).toBe('Galbi');
    expect(rows.map((r) => [r.key, r.min_quantity])).toEqual([
      ['a', '1'],
      ['c', '10'],
      ['d', '20'],
      ['b', '1'],
    ]);
    expect(nextTier(1)).toBe(10);
    expect(nextTier(24)).toBe(30);
    expect(nextTier(995)).toBe(999);
    rows = updateRow(rows, 'd', { price: '9.5' });
    expect(rows.find((r) => r.key === 'd')?.price).toBe('9.5');
    expect(removeRow(rows, 'c').map((r) => r.key)).toEqual(['a', 'd', 'b']);
  });

  it('save every row as the prices payload, or say which rows are wrong', () => {
    const good = [row('a', 5, '1', '12.5'), row('b', 5, '10', '$11'), row('c', 7, ' 1 ', '3.49')];
    expect(checkRows(good)).toEqual({
      ok: true,
      prices: [
        { item_id: 5, price: 12.5, min_quantity: 1 },
        { item_id: 5, price: 11, min_quantity: 10 },
        { item_id: 7, price: 3.49, min_quantity: 1 },
      ],
    });
    expect(checkRows([])).toEqual({ ok: true, prices: [] });

    const bad = checkRows([
      row('a', 5, '1', '12'),
      row('b', 5, '1', '11'),
      row('c', 7, '0', ''),
      row('d', 8, '5', '0.001'),
    ]);
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.problems).toEqual({
      b: { min_quantity: 'twice' },
      c: { min_quantity: 'minQuantity', price: 'price' },
      d: { price: 'price' },
    });
    expect(bad.first).toEqual({ key: 'b', field: 'min_quantity' });
  });

  it('know when they differ from the saved list', () => {
    const saved = { name: 'Restaurants', prices: [entry(5, 12.5, 1)] };
    const rows = rowsOf(saved.prices, keys());
    expect(isChanged('Restaurants', rows, saved)).toBe(false);
    expect(isChanged(' Restaurants ', rows, saved)).toBe(false);
    expect(isChanged('Diners', rows, saved)).toBe(true);
    expect(isChanged('Restaurants', updateRow(rows, 'k1', { price: '12.5' }), saved)).toBe(false);
    expect(isChanged('Restaurants', updateRow(rows, 'k1', { price: '12.51' }), saved)).toBe(true);
    expect(isChanged('Restaurants', updateRow(rows, 'k1', { price: 'x' }), saved)).toBe(true);
    expect(isChanged('Restaurants', addProduct(rows, 9, productOf(9), 'n'), saved)).toBe(true);
    expect(isChanged('Restaurants', [], saved)).toBe(true);
  });

  it('put the server’s field refusals back on the rows that were sent', () => {
    const rows = [row('a', 5, '1', '12'), row('b', 7, '1', '3')];
    expect(
      rowErrorsFromFields(
        { 'prices.1.price': 'P', 'prices.0.min_quantity': 'M', 'prices.9.price': 'X', name: 'N' },
        rows,
      ),
    ).toEqual({
      a: { min_quantity: 'M' },
      b: { price: 'P' },
    });
  });
});

describe('products', () => {
  it('are named in the page’s language, Korean when they have a Korean name', () => {
    expect(localName({ name: 'Galbi', name_ko: '갈비' }, 'ko')).toBe('갈비');
    expect(localName({ name: 'Galbi', name_ko: '갈비' }, 'en')).toBe('Galbi');
    expect(localName({ name: 'Brisket', name_ko: '' }, 'ko')).toBe('Brisket');
    expect(localName({ name: 'Brisket', name_ko: null }, 'ko')).toBe('Brisket');
  });

  it('found by the search show as a saved row does: list price, and member price (else the list price)', () => {
    const item = {
      id: 5,
      name: 'Galbi',
      name_ko: '갈비',
      spec: '50 lb - 50 lb x 1 box',
      price: 14,
      discounted_price: 13.5,
    };
    expect(rowProductOf(item)).toEqual(productOf(5));
    expect(rowProductOf({ ...item, discounted_price: undefined }).member_price).toBe(14);
    expect(memberPriceOf({ price: 14, discounted_price: 0 })).toBe(14);
    expect(memberPriceOf({ price: 14, discounted_price: null })).toBe(14);
    // a row added from the search keeps what the search showed
    const rows = addProduct([], 5, rowProductOf(item), 'a');
    expect(rows[0]?.product).toEqual({
      name: 'Galbi',
      name_ko: '갈비',
      spec: '50 lb - 50 lb x 1 box',
      list_price: 14,
      member_price: 13.5,
    });
  });
});

describe('an import’s refused lines', () => {
  it('are listed by line number', () => {
    expect(importLines({ 'line 12': 'c', 'line 3': 'a', 'line 4': 'b', other: 'x' })).toEqual([
      { line: 3, error: 'a' },
      { line: 4, error: 'b' },
      { line: 12, error: 'c' },
    ]);
  });
});

describe('a recorded change', () => {
  const change = (over: Partial<RecordedChange>): RecordedChange => ({
    action: 'own-price',
    user_id: 3,
    price_list_id: null,
    old_price_list_id: null,
    item_id: 5,
    min_quantity: null,
    old_value: null,
    new_value: null,
    ...over,
  });

  it('says what happened to an own price', () => {
    expect(describeChange(change({ new_value: '12.50' }))).toEqual({ kind: 'ownAdded', item: 5, price: 12.5 });
    expect(describeChange(change({ old_value: '12.50', new_value: '11.00' }))).toEqual({
      kind: 'ownChanged',
      item: 5,
      from: 12.5,
      to: 11,
    });
    expect(describeChange(change({ old_value: '12.50' }))).toEqual({ kind: 'ownRemoved', item: 5, price: 12.5 });
  });

  it('says what happened to a list’s price, from its quantity', () => {
    const list = (over: Partial<RecordedChange>) =>
      change({ action: 'list-price', user_id: null, price_list_id: 4, min_quantity: 10, ...over });
    expect(describeChange(list({ new_value: '9.00' }))).toEqual({ kind: 'tierAdded', item: 5, min: 10, price: 9 });
    expect(describeChange(list({ old_value: '9.00', new_value: '8.75' }))).toEqual({
      kind: 'tierChanged',
      item: 5,
      min: 10,
      from: 9,
      to: 8.75,
    });
    expect(describeChange(list({ old_value: '9.00' }))).toEqual({ kind: 'tierRemoved', item: 5, min: 10, price: 9 });
  });

  it('names its product from its own answer, in the page’s language, or none when the product is gone', () => {
    const named = { item_id: 5, item_name: 'Galbi', item_name_ko: '갈비' };
    expect(changeProductName(named, 'en')).toBe('Galbi');
    expect(changeProductName(named, 'ko')).toBe('갈비');
    expect(changeProductName({ ...named, item_name_ko: '' }, 'ko')).toBe('Galbi');
    // deleted since: the page says "product #5"
    expect(changeProductName({ item_id: 5, item_name: null, item_name_ko: null }, 'en')).toBeNull();
    // about no product
    expect(changeProductName({ item_id: null, item_name: null, item_name_ko: null }, 'en')).toBeNull();
  });

  it('says what happened to a list', () => {
    const of = (action: string, old_value: string | null, new_value: string | null) =>
      describeChange(change({ action, user_id: null, price_list_id: 4, item_id: null, old_value, new_value }), 4);
    expect(of('list-created', null, 'A')).toEqual({ kind: 'created', name: 'A' });
    expect(of('list-renamed', 'A', 'B')).toEqual({ kind: 'renamed', from: 'A', to: 'B' });
    expect(of('list-deleted', 'A', null)).toEqual({ kind: 'deleted', name: 'A' });
    expect(of('price-dance', 'x', 'y')).toEqual({ kind: 'other', text: 'price-dance · x · y' });
  });

  it('reads an import’s record as JSON counts, and shows any other value as it was recorded', () => {
    const imported = (new_value: string | null) =>
      describeChange(change({ action: 'list-imported', user_id: null, price_list_id: 4, item_id: null, new_value }), 4);
    expect(imported(JSON.stringify({ prices: 120, changed: 4 }))).toEqual({
      kind: 'imported',
      prices: 120,
      changed: 4,
    });
    expect(imported('{"changed":0,"prices":1}')).toEqual({ kind: 'imported', prices: 1, changed: 0 });
    for (const bad of [
      '120 prices, 4 changed',
      '{"prices":120}',
      '{"prices":"120","changed":4}',
      '{"prices":-1,"changed":0}',
      '{"prices":1.5,"changed":0}',
      '[1,2]',
      'null',
      '{',
      '7',
    ]) {
      expect(importCounts(bad), bad).toBeNull();
      expect(imported(bad), bad).toEqual({ kind: 'importedOther', text: bad });
    }
    expect(imported(null)).toEqual({ kind: 'other', text: 'list-imported' });
  });

  it('says, in a buyer’s history, which list they were given or lost', () => {
    const assigned = (old_value: string | null, new_value: string | null) =>
      describeChange(
        change({
          action: 'list-assigned',
          item_id: null,
          old_price_list_id: old_value ? 1 : null,
          price_list_id: new_value ? 2 : null,
          old_value,
          new_value,
        }),
      );
    expect(assigned(null, 'Restaurants')).toEqual({ kind: 'assigned', list: 'Restaurants', customer: 3 });
    expect(assigned('Restaurants', null)).toEqual({ kind: 'unassigned', list: 'Restaurants', customer: 3 });
    expect(assigned('A', 'B')).toEqual({ kind: 'reassigned', from: 'A', to: 'B', customer: 3 });
  });

  it('says, in a list’s history, which buyer joined it and which left it (to another list or to none)', () => {
    const assigned = (
      old_price_list_id: number | null,
      price_list_id: number | null,
      old_value: string | null,
      new_value: string | null,
    ) =>
      describeChange(
        change({ action: 'list-assigned', item_id: null, old_price_list_id, price_list_id, old_value, new_value }),
        4,
      );
    // given this list: from none, or from another list
    expect(assigned(null, 4, null, 'Restaurants')).toEqual({ kind: 'customerJoined', customer: 3 });
    expect(assigned(9, 4, 'Hotels', 'Restaurants')).toEqual({ kind: 'customerJoined', customer: 3 });
    // taken from this list: moved to another, or back to member prices (also when the list is deleted)
    expect(assigned(4, 9, 'Restaurants', 'Hotels')).toEqual({ kind: 'customerLeft', customer: 3, to: 'Hotels' });
    expect(assigned(4, null, 'Restaurants', null)).toEqual({ kind: 'customerLeft', customer: 3, to: null });
    // the same records in the buyer's own history
    expect(
      describeChange(
        change({
          action: 'list-assigned',
          item_id: null,
          old_price_list_id: 4,
          price_list_id: 9,
          old_value: 'Restaurants',
          new_value: 'Hotels',
        }),
      ),
    ).toEqual({
      kind: 'reassigned',
      from: 'Restaurants',
      to: 'Hotels',
      customer: 3,
    });
  });
});
