import { en, ko } from '../../testing/dictionaries';
import { describe, expect, it } from 'vitest';
import {
  addLine,
  changeBody,
  changeState,
  cutoffText,
  editorFrom,
  editorTotal,
  hasChanges,
  newestRevisionsFirst,
  offeredSlot,
  removeLine,
  revisionHead,
  revisionLines,
  setQuantity,
  type OrderRevision,
} from './orderChange';
import { attemptFor } from '../../lib/attempt';
import { plain } from '../../testing/texts';

const NOW = new Date('2026-11-20T12:00:00Z');

const line = (item_id: number, quantity: number, spec = '20 lb - 10 lb x 2 packs') => ({
  id: item_id * 10,
  item_id,
  quantity,
  unit_price: 100,
  name: `Item ${item_id}`,
  name_ko: `상품 ${item_id}`,
  spec,
  avg_weight: 10,
  line_total: 100 * quantity,
  estimated: false,
  weighed_lbs: null,
});

// Wed Nov 25 2026, 10:00-12:00 Los Angeles (PST, UTC-8)
const order = {
  id: 7,
  lines: [line(1, 2), line(2, 1)],
  pickup_start: '2026-11-25T18:00:00.000Z',
  note: 'Call on arrival',
  revision: 3,
};

/** A catch-weight product the order does not have yet, as the search offers it. */
const PORK_BELLY = {
  id: 5,
  name: 'Pork belly',
  name_ko: '삼겹살',
  spec: 'C.W. (Catch Weights)',
  price: 4.5,
  avg_weight: 12.35,
};

describe('the editor', () => {
  it('opens with the order as it is, and changes nothing by itself', () => {
    const s = editorFrom(order);
    expect(s.lines.map((l) => [l.item_id, l.quantity, l.added])).toEqual([
      [1, 2, false],
      [2, 1, false],
    ]);
    expect(s.pickup).toBeNull();
    expect(s.note).toBe('Call on arrival');
    expect(hasChanges(order, s)).toBe(false);
    expect(editorFrom({ lines: [], note: null }).note).toBe('');
  });

  it('keeps quantities within 1 to 999', () => {
    const s = editorFrom(order);
    expect(setQuantity(s, 1, 3).lines[0]?.quantity).toBe(3);
    expect(setQuantity(s, 1, 0).lines[0]?.quantity).toBe(1);
    expect(setQuantity(s, 1, 1000).lines[0]?.quantity).toBe(999);
    expect(setQuantity(s, 9, 5)).toEqual(s);
  });

  it('never removes the last line (cancel the order instead)', () => {
    const s = editorFrom(order);
    const one = removeLine(s, 1);
    expect(one?.lines.map((l) => l.item_id)).toEqual([2]);
    expect(removeLine(one!, 2)).toBeNull();
  });

  it('adds a product once, with 1 of it at the buyer’s price now', () => {
    const s = addLine(editorFrom(order), PORK_BELLY);
    expect(s.lines.at(-1)).toEqual({
      item_id: 5,
      name: 'Pork belly',
      name_ko: '삼겹살',
      spec: 'C.W. (Catch Weights)',
      quantity: 1,
      unit_price: 4.5,
      avg_weight: 12.35,
      added: true,
    });
    expect(addLine(s, { id: 5, name: 'Pork belly', name_ko: '', spec: 'x', price: 1, avg_weight: 0 })).toBe(s);
    expect(addLine(s, { id: 1, name: 'Item 1', name_ko: '', spec: 'x', price: 1, avg_weight: 0 })).toBe(s);
  });
});

describe('the running total', () => {
  it('follows the lines as they change, with the order’s fee, by the server’s rules', () => {
    // 2 × $100 + 1 × $100, and a $5 fee
    expect(editorTotal(editorFrom(order), 500)).toEqual({ cents: 30_500, estimated: false });
    const more = setQuantity(editorFrom(order), 1, 5);
    expect(editorTotal(more, 500)).toEqual({ cents: 60_500, estimated: false });
    expect(editorTotal(removeLine(more, 2)!, 0)).toEqual({ cents: 50_000, estimated: false });
  });

  it('estimates a catch-weight line by its pack weight, and says so', () => {
    // 2 packs × 12.35 lb × $4.50/lb = $111.15
    const cw = setQuantity(addLine(editorFrom(order), PORK_BELLY), 5, 2);
    expect(editorTotal(cw, 0)).toEqual({ cents: 30_000 + 11_115, estimated: true });
  });
});

describe('the change payload', () => {
  it('sends every line and the order’s revision; the window and note only when they changed', () => {
    let s = setQuantity(editorFrom(order), 1, 3);
    expect(changeBody(order, s)).toEqual({
      orderId: 7,
      cart_items: [
        { id: 1, quantity: 3 },
        { id: 2, quantity: 1 },
      ],
      revision: 3,
    });
    expect(hasChanges(order, s)).toBe(true);

    // the order's own window, chosen again (written another way): not a move
    s = { ...editorFrom(order), pickup: { slot: '2026-11-25T10:00', start: '2026-11-25T18:00:00Z' } };
    expect(changeBody(order, s).pickup_start).toBeUndefined();
    expect(hasChanges(order, s)).toBe(false);
    s = { ...s, pickup: { slot: '2026-11-27T08:00', start: '2026-11-27T16:00:00.000Z' } };
    expect(changeBody(order, s).pickup_start).toBe('2026-11-27T08:00');
    expect(hasChanges(order, s)).toBe(true);

    // the note: trimmed; only when it differs; '' clears it
    expect(changeBody(order, { ...editorFrom(order), note: '  Call on arrival ' }).note).toBeUndefined();
    expect(changeBody(order, { ...editorFrom(order), note: 'Slice thin' }).note).toBe('Slice thin');
    expect(changeBody(order, { ...editorFrom(order), note: '  ' }).note).toBe('');
    expect(hasChanges(order, { ...editorFrom(order), note: '' })).toBe(true);
  });

  it('counts a removed or added line, or another quantity, as a change', () => {
    expect(hasChanges(order, removeLine(editorFrom(order), 2)!)).toBe(true);
    expect(
      hasChanges(
        order,
        addLine(editorFrom(order), { id: 9, name: 'N', name_ko: '', spec: 'x', price: 1, avg_weight: 0 }),
      ),
    ).toBe(true);
    const back = setQuantity(setQuantity(editorFrom(order), 1, 5), 1, 2);
    expect(hasChanges(order, back)).toBe(false);
  });

  it('keeps the key while the same submission is retried, and makes a new one for another', () => {
    let n = 0;
    const makeKey = () => `key-${++n}-abcdef`;
    const body = changeBody(order, setQuantity(editorFrom(order), 1, 3));
    const first = attemptFor(null, body, makeKey);
    expect(first.key).toBe('key-1-abcdef');
    expect(attemptFor(first, changeBody(order, setQuantity(editorFrom(order), 1, 3)), makeKey)).toBe(first);
    const other = attemptFor(first, changeBody(order, setQuantity(editorFrom(order), 1, 4)), makeKey);
    expect(other.key).toBe('key-2-abcdef');
  });

  it('finds the order’s window among those offered, by its instant', () => {
    const windows = [
      { slot: '2026-11-25T08:00', start: '2026-11-25T16:00:00.000Z' },
      { slot: '2026-11-25T10:00', start: '2026-11-25T18:00:00.000Z' },
    ];
    expect(offeredSlot('2026-11-25T18:00:00Z', windows)).toBe('2026-11-25T10:00');
    expect(offeredSlot('2026-11-26T18:00:00Z', windows)).toBeNull();
    expect(offeredSlot(null, windows)).toBeNull();
  });
});

const revision = (over: Partial<OrderRevision>): OrderRevision => ({
  revision: 1,
  kind: 'change',
  by: 'buyer',
  changed_by: 'Kim',
  changed_at: '2026-11-21T23:05:00.000Z',
  reason: null,
  buyer_mailed: true,
  total_before: 300,
  total_after: 300,
  lines: [],
  pickup: null,
  note: null,
  ...over,
});

type RevisionLine = OrderRevision['lines'][number];
/** The short rib's line of a revision: 2 boxes at $100 before and after, but for what `over` changes. */
const shortRib = (over: Partial<RevisionLine>): RevisionLine => ({
  item_id: 1,
  name: 'Beef short rib',
  name_ko: '소갈비',
  spec: '20 lb - 10 lb x 2 packs',
  from_quantity: 2,
  to_quantity: 2,
  from_unit_price: 100,
  to_unit_price: 100,
  ...over,
});

describe('the order’s changes, in words', () => {
  const rl = (L: typeof en, locale: string, r: OrderRevision) => revisionLines(L, locale, r, NOW).map(plain);

  it('says what changed: quantities, added and removed products, the pickup, the note, the total', () => {
    const r = revision({
      lines: [
        shortRib({ to_quantity: 3 }),
        {
          item_id: 5,
          name: 'Pork belly',
          name_ko: '삼겹살',
          spec: 'C.W. (Catch Weights)',
          from_quantity: null,
          to_quantity: 1,
          from_unit_price: null,
          to_unit_price: 4.5,
        },
        {
          item_id: 2,
          name: 'Chicken thigh',
          name_ko: '',
          spec: '20 lb - 10 lb x 2 packs',
          from_quantity: 1,
          to_quantity: null,
          from_unit_price: 100,
          to_unit_price: null,
        },
      ],
      pickup: {
        from: { start: '2026-11-25T18:00:00.000Z', end: '2026-11-25T20:00:00.000Z' },
        to: { start: '2026-11-27T16:00:00.000Z', end: '2026-11-27T18:00:00.000Z' },
      },
      note: { from: 'a', to: null },
      total_before: 300,
      total_after: 412.5,
    });
    expect(rl(en, 'en', r)).toEqual([
      'Beef short rib: 2 → 3 boxes',
      'Added Pork belly: 1 pack',
      'Removed Chicken thigh',
      'Pickup moved to Fri, Nov 27 · 8:00–10:00 AM PT',
      'Note changed',
      'Total $300.00 → $412.50',
    ]);
    // Korean names where the order has them, the English one otherwise.
    expect(rl(ko, 'ko', r)).toEqual([
      '소갈비: 2 → 3박스',
      '추가: 삼겹살 1팩',
      '삭제: Chicken thigh',
      '픽업 변경: 11월 27일 (금) 오전 8:00–10:00 태평양 시간',
      '요청 사항 변경',
      '합계 $300.00 → $412.50',
    ]);
  });

  it('says a price that changed alone, and leaves out a total that did not', () => {
    const r = revision({
      by: 'admin',
      lines: [shortRib({ to_unit_price: 90 })],
    });
    expect(rl(en, 'en', r)).toEqual(['Beef short rib: new price $90.00']);
  });

  it('says a cancellation with its reason', () => {
    expect(rl(en, 'en', revision({ kind: 'cancel', reason: 'Closed that day' }))).toEqual([
      'Cancelled: Closed that day',
    ]);
    expect(rl(en, 'en', revision({ kind: 'cancel', reason: null, total_after: 0 }))).toEqual(['Cancelled']);
    expect(rl(ko, 'ko', revision({ kind: 'cancel', reason: '휴무' }))).toEqual(['주문 취소: 휴무']);
  });

  it('says when and by whom, on the warehouse’s clock', () => {
    expect(plain(revisionHead(en, 'en', revision({}), NOW))).toBe('Sat, Nov 21 · 3:05 PM PT · by you');
    expect(plain(revisionHead(en, 'en', revision({ by: 'admin' }), NOW))).toBe(
      'Sat, Nov 21 · 3:05 PM PT · by our team',
    );
    expect(plain(revisionHead(ko, 'ko', revision({}), NOW))).toBe(
      '11월 21일 (토) 오후 3:05 태평양 시간 · 고객님이 변경',
    );
  });

  it('lists the newest first', () => {
    expect(
      newestRevisionsFirst([revision({ revision: 1 }), revision({ revision: 3 }), revision({ revision: 2 })]).map(
        (r) => r.revision,
      ),
    ).toEqual([3, 2, 1]);
  });
});

describe('what the order says about changing it', () => {
  const cutoff = '2026-11-25T01:00:00.000Z'; // Tue Nov 24, 5:00 PM PST

  it('tells open, closed, confirmed, cancelled and settled orders apart', () => {
    expect(changeState({ order_status: 'pending', changeable: true, cutoff_at: cutoff })).toEqual({
      kind: 'open',
      cutoff,
    });
    expect(changeState({ order_status: 'pending', changeable: false, cutoff_at: cutoff })).toEqual({
      kind: 'closed',
      cutoff,
    });
    for (const s of ['contacted', 'quote sent', 'order placed'])
      expect(changeState({ order_status: s, changeable: false, cutoff_at: cutoff }).kind).toBe('confirmed');
    expect(changeState({ order_status: 'cancelled', changeable: false, cutoff_at: cutoff }).kind).toBe('cancelled');
    expect(changeState({ order_status: 'complete', changeable: false, cutoff_at: cutoff }).kind).toBe('settled');
    expect(changeState({ order_status: 'declined', changeable: false, cutoff_at: null }).kind).toBe('settled');
  });

  it('writes the cutoff of a pending order in Pacific time, in both languages', () => {
    const open = changeState({ order_status: 'pending', changeable: true, cutoff_at: cutoff });
    const closed = changeState({ order_status: 'pending', changeable: false, cutoff_at: cutoff });
    expect(plain(cutoffText(en, 'en', open, NOW))).toBe('Changes until Tue, Nov 24 · 5:00 PM PT');
    expect(plain(cutoffText(en, 'en', closed, NOW))).toBe('Changes closed Tue, Nov 24 · 5:00 PM PT');
    expect(plain(cutoffText(ko, 'ko', open, NOW))).toBe('변경 가능: 11월 24일 (화) 오후 5:00 태평양 시간까지');
    expect(plain(cutoffText(ko, 'ko', closed, NOW))).toBe('변경 마감: 11월 24일 (화) 오후 5:00 태평양 시간');
    // Korean keeps the day, the time and the zone whole: it wraps only between them.
    expect(cutoffText(ko, 'ko', open, NOW)).toBe(
      '변경 가능: 11월\u00a024일\u00a0(화) 오후\u00a05:00 태평양\u00a0시간까지',
    );
    expect(
      cutoffText(en, 'en', changeState({ order_status: 'order placed', changeable: false, cutoff_at: cutoff }), NOW),
    ).toBeNull();
    // placed after its cutoff (Saturday, for the Monday after Thanksgiving): never "Changes closed"
    const locked = changeState({
      order_status: 'pending',
      changeable: false,
      cutoff_at: cutoff,
      locked_when_placed: true,
    });
    expect(locked).toEqual({ kind: 'locked' });
    expect(cutoffText(en, 'en', locked, NOW)).toBe('This order cannot be changed online');
    expect(cutoffText(ko, 'ko', locked, NOW)).toBe('이 주문은 온라인으로 변경할 수 없습니다');
    // a changeable order is open whatever the flag says
    expect(
      changeState({ order_status: 'pending', changeable: true, cutoff_at: cutoff, locked_when_placed: false }).kind,
    ).toBe('open');
    expect(
      cutoffText(en, 'en', changeState({ order_status: 'pending', changeable: false, cutoff_at: null }), NOW),
    ).toBeNull();
  });
});
