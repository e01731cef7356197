import { en, ko } from '../../../testing/dictionaries';
import { describe, expect, it } from 'vitest';
import { isChangedMeanwhile, isStaleOrder } from './changeErrors';
import { buyerWindow, buyerWindowText, entryText, revisionLineText, revisionText, type Revision } from './changesText';
import { changePlan, setQuantity, startEditing, substitute } from './orderEdit';
import { belly, rib, shoulder } from './orderEdit.fixture';
import { plain } from '../../../testing/texts';

// An order's changes in the admin's words: the editor's summary, each revision's differences and
// the buyer's cutoff, in both languages.

const NOW = new Date('2026-06-01T12:00:00Z');

describe('the confirmation’s summary', () => {
  it('names a shortage and a substitution, in English and Korean', () => {
    let s = setQuantity(startEditing([rib, belly]), 'line-11', '1');
    s = substitute(s, 'line-12', shoulder);
    const plan = changePlan(s);
    if (!plan.ok) throw new Error('no plan');
    expect(plan.entries.map((e) => entryText(en, e, 'en'))).toEqual([
      'Beef short rib: 2 → 1',
      'Pork belly replaced by Pork shoulder',
    ]);
    expect(plan.entries.map((e) => entryText(ko, e, 'ko'))).toEqual([
      '소갈비: 2 → 1',
      '삼겹살을(를) 앞다리살(으)로 대체',
    ]);
  });

  it('says the quantity when a substitute takes another, and words removals and additions', () => {
    const product = { item_id: 1, name: 'Beef short rib', name_ko: '', spec: 'x' };
    expect(
      entryText(
        en,
        { kind: 'replaced', from: product, to: { ...product, name: 'Brisket' }, fromQuantity: 3, toQuantity: 2 },
        'en',
      ),
    ).toBe('Beef short rib replaced by Brisket (3 → 2)');
    expect(entryText(en, { kind: 'removed', product, quantity: 3 }, 'en')).toBe('Beef short rib: removed (was 3)');
    expect(entryText(en, { kind: 'added', product, quantity: 1 }, 'en')).toBe('Beef short rib: added (1)');
    // no Korean name: the English one
    expect(entryText(ko, { kind: 'added', product, quantity: 1 }, 'ko')).toBe('Beef short rib: 추가 (1)');
  });
});

const line = (over: Partial<Revision['lines'][number]>): Revision['lines'][number] => ({
  item_id: 1,
  name: 'Beef short rib',
  name_ko: '소갈비',
  spec: '20 lb - 10 lb x 2 packs',
  from_quantity: 2,
  to_quantity: 3,
  from_unit_price: 120,
  to_unit_price: 120,
  ...over,
});

describe('a revision’s differences', () => {
  it('words each line: another quantity, added, removed, another price', () => {
    expect(revisionLineText(en, line({}), 'en')).toBe('Beef short rib: 2 → 3');
    expect(revisionLineText(en, line({ from_quantity: null, to_quantity: 2, from_unit_price: null }), 'en')).toBe(
      'Beef short rib: added (2)',
    );
    expect(revisionLineText(en, line({ to_quantity: null, to_unit_price: null }), 'en')).toBe(
      'Beef short rib: removed (was 2)',
    );
    expect(revisionLineText(en, line({ to_unit_price: 125.5 }), 'en')).toBe(
      'Beef short rib: 2 → 3; price $120.00 → $125.50',
    );
    expect(revisionLineText(en, line({ to_quantity: 2, to_unit_price: 125.5 }), 'en')).toBe(
      'Beef short rib: price $120.00 → $125.50',
    );
    // catch weight: per pound
    expect(
      revisionLineText(en, line({ spec: 'C.W. (Catch Weights)', from_unit_price: 4.5, to_unit_price: 4.99 }), 'en'),
    ).toBe('Beef short rib: 2 → 3; price $4.50/lb → $4.99/lb');
    expect(revisionLineText(ko, line({ to_unit_price: 125.5 }), 'ko')).toBe('소갈비: 2 → 3; 단가 $120.00 → $125.50');
  });

  const change: Revision = {
    revision: 2,
    kind: 'change',
    by: 'admin',
    changed_by: 'Min Park',
    changed_at: '2026-11-20T23:05:00Z',
    reason: null,
    buyer_mailed: true,
    total_before: 564.86,
    total_after: 444.86,
    lines: [
      line({ to_quantity: 1 }),
      line({
        item_id: 2,
        name: 'Pork belly',
        name_ko: '삼겹살',
        from_quantity: 3,
        to_quantity: null,
        to_unit_price: null,
      }),
    ],
    pickup: {
      from: { start: '2026-11-25T16:00:00Z', end: '2026-11-25T18:00:00Z' },
      to: { start: '2026-11-25T18:00:00Z', end: '2026-11-25T20:00:00Z' },
    },
    note: { from: null, to: 'Back door' },
  };

  it('names the revision, who and when, its differences and the totals (English)', () => {
    const t = revisionText(en, change, 'en', 'PT', NOW);
    expect(t.title).toBe('Change 2');
    expect(t.who).toBe('by Min Park');
    expect(plain(t.when)).toBe('Fri, Nov 20 · 3:05 PM PT');
    expect(t.items.map(plain)).toEqual([
      'Beef short rib: 2 → 1',
      'Pork belly: removed (was 3)',
      'Pickup moved: Wed, Nov 25 · 8:00–10:00 AM PT → Wed, Nov 25 · 10:00 AM–12:00 PM PT',
      'Note: (none) → “Back door”',
    ]);
    expect(t.total).toBe('Total $564.86 → $444.86');
  });

  it('in Korean, and a buyer’s change', () => {
    const t = revisionText(
      ko,
      { ...change, by: 'buyer', changed_by: 'Dana Kim', pickup: null, note: null },
      'ko',
      '태평양 시간',
      NOW,
    );
    expect(t.title).toBe('변경 2');
    expect(t.who).toBe('변경자: 구매자 Dana Kim');
    expect(plain(t.when)).toBe('11월 20일 (금) 오후 3:05 태평양 시간');
    expect(t.items).toEqual(['소갈비: 2 → 1', '삼겹살: 삭제 (이전 3)']);
    expect(t.total).toBe('합계 $564.86 → $444.86');
    expect(revisionText(en, { ...change, by: 'buyer', changed_by: null }, 'en', 'PT', NOW).who).toBe('by the buyer');
    expect(revisionText(en, { ...change, changed_by: null }, 'en', 'PT', NOW).who).toBe('by an admin');
  });

  it('a cancellation: its reason (or none) and the total unchanged', () => {
    const cancel: Revision = {
      ...change,
      revision: 3,
      kind: 'cancel',
      reason: ' Out of stock ',
      lines: [],
      pickup: null,
      note: null,
      total_before: 444.86,
      total_after: 444.86,
    };
    const t = revisionText(en, cancel, 'en', 'PT', NOW);
    expect(t.title).toBe('Cancelled (change 3)');
    expect(t.items).toEqual(['Reason: Out of stock']);
    expect(t.total).toBe('Total $444.86 (unchanged)');
    expect(revisionText(en, { ...cancel, reason: null }, 'en', 'PT', NOW).items).toEqual(['No reason given.']);
    expect(revisionText(ko, cancel, 'ko', '태평양 시간', NOW).items).toEqual(['사유: Out of stock']);
  });
});

describe('the buyer’s cutoff', () => {
  const cutoff = '2026-11-25T01:00:00Z'; // Tue, Nov 24, 5:00 PM Los Angeles
  const before = new Date('2026-11-24T20:00:00Z');
  const after = new Date('2026-11-25T02:00:00Z');

  it('is open while the order is pending and the cutoff ahead; closed after it, or once confirmed', () => {
    expect(buyerWindow({ order_status: 'pending', cutoff_at: cutoff }, before)).toEqual({ state: 'open', cutoff });
    expect(buyerWindow({ order_status: 'pending', cutoff_at: cutoff }, after)).toEqual({ state: 'closed', cutoff });
    expect(buyerWindow({ order_status: 'order placed', cutoff_at: cutoff }, before)).toEqual({
      state: 'notPending',
      cutoff,
    });
    expect(buyerWindow({ order_status: 'pending', cutoff_at: null }, before)).toEqual({ state: 'none' });
  });

  it('says until when, in both languages', () => {
    expect(plain(buyerWindowText(en, { state: 'open', cutoff }, 'en', 'PT', NOW))).toBe(
      'Buyer may change until Tue, Nov 24 · 5:00 PM PT',
    );
    expect(plain(buyerWindowText(en, { state: 'closed', cutoff }, 'en', 'PT', NOW))).toBe(
      "Buyer's changes closed Tue, Nov 24 · 5:00 PM PT",
    );
    expect(plain(buyerWindowText(ko, { state: 'open', cutoff }, 'ko', '태평양 시간', NOW))).toBe(
      '11월 24일 (화) 오후 5:00 태평양 시간까지 구매자가 변경할 수 있습니다',
    );
    expect(buyerWindowText(en, { state: 'none' }, 'en', 'PT', NOW)).toBe(en.admin.orderChanges.buyerNoCutoff());
  });
});

describe('refusals the page answers by reloading the order', () => {
  const refused = (code: string) => ({ message: 'x', data: { httpStatus: 409, code: 'CONFLICT', errorCode: code } });

  it('reads them by code', () => {
    expect(isChangedMeanwhile(refused('orders.changedMeanwhile'))).toBe(true);
    expect(isChangedMeanwhile(refused('orders.settledLocked'))).toBe(false);
    expect(
      ['orders.changedMeanwhile', 'orders.settledLocked', 'orders.cancelledLocked'].every((c) =>
        isStaleOrder(refused(c)),
      ),
    ).toBe(true);
    expect(isStaleOrder(refused('orders.unavailable'))).toBe(false);
    // no answer at all: nothing to reload for
    expect(isStaleOrder(new TypeError('Failed to fetch'))).toBe(false);
  });
});
