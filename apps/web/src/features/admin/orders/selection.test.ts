import { i18nObject, loadAllLocales } from '@wholesale/i18n/sync';
import { describe, expect, it } from 'vitest';
import { bulkPlan, bulkSummary, clickSelect, type SelectedOrder } from './selection';

// The Orders page's selection (a click, a Shift range), what a bulk change will do to each chosen
// order (the mails named in its question follow the status menu's rules), and the summary read out after.

loadAllLocales();

const order = (id: number, over: Partial<SelectedOrder> = {}): SelectedOrder => ({
  id,
  order_number: `WS-${1000 + id}`,
  order_status: 'pending',
  order_type: 'pickup',
  confirmed: false,
  ever_declined: false,
  ever_completed: false,
  email: `b${id}@shop.test`,
  credit_hold: false,
  ...over,
});
const rows = [1, 2, 3, 4, 5].map((id) => order(id));
const ids = (m: ReadonlyMap<number, unknown>) => [...m.keys()].sort((a, b) => a - b);

describe('selecting rows', () => {
  it('toggles one row, and with Shift every row between the last click and this one', () => {
    let s = clickSelect(new Map(), rows, 1, true, null, false);
    expect(ids(s)).toEqual([2]);
    s = clickSelect(s, rows, 4, true, 1, true);
    expect(ids(s)).toEqual([2, 3, 4, 5]);
    // a Shift range upwards that unticks takes its rows out
    s = clickSelect(s, rows, 2, false, 4, true);
    expect(ids(s)).toEqual([2]);
    // Shift without an earlier click on this page is a plain click
    s = clickSelect(s, rows, 0, true, null, true);
    expect(ids(s)).toEqual([1, 2]);
  });

  it('keeps orders chosen on other pages', () => {
    const other = new Map([[99, order(99)]]);
    expect(ids(clickSelect(other, rows, 0, true, 3, true))).toEqual([1, 2, 3, 4, 99]);
  });
});

describe('what a bulk change will do', () => {
  const chosen = [
    order(1),
    order(2, { order_status: 'contacted', confirmed: true }),
    order(3, { order_status: 'order placed', confirmed: true }),
    order(4, { order_status: 'cancelled' }),
    order(5, { credit_hold: true }),
  ];

  it('confirming names the buyers who get the confirmation, the quiet ones, the unchanged and the refused', () => {
    const plan = bulkPlan(chosen, 'order placed', false);
    expect(plan.mailed.map((o) => o.id)).toEqual([1]);
    // confirmed before (then set back): no second confirmation
    expect(plan.quiet.map((o) => o.id)).toEqual([2]);
    expect(plan.unchanged.map((o) => o.id)).toEqual([3]);
    // a cancelled order would be reopened (which needs a reason); a held one waits for staff
    expect(plan.refused.map((r) => [r.order.id, r.hold])).toEqual([
      [4, false],
      [5, true],
    ]);
  });

  it('marking ready mails only when staff keep "E-mail each buyer" ticked', () => {
    const placed = [order(1, { order_status: 'order placed', confirmed: true }), order(2)];
    expect(bulkPlan(placed, 'ready for pickup', true).mailed.map((o) => o.id)).toEqual([1, 2]);
    const quiet = bulkPlan(placed, 'ready for pickup', false);
    expect(quiet.mailed).toEqual([]);
    expect(quiet.quiet.map((o) => o.id)).toEqual([1, 2]);
  });
});

describe('the summary after', () => {
  const results = [
    { order_id: 1, ok: true as const, status: 'order placed', mail_sent: 'order-confirmed' },
    { order_id: 2, ok: true as const, status: 'order placed', mail_sent: null },
    { order_id: 43, ok: false as const, code: 'books.creditHold', message: 'held' },
  ];
  const numberOf = (id: number) => `WS-${1000 + id}`;

  it('counts the changed and the refused, naming each refusal in words, in English and Korean', () => {
    const en = bulkSummary(i18nObject('en'), 'order placed', results, numberOf, 'en');
    expect(en).toMatch(/^2 confirmed, 1 refused: WS-1043 — .+\. 1 e-mail sent\.$/);
    expect(en).not.toContain('held');
    const ko = bulkSummary(i18nObject('ko'), 'ready for pickup', results, numberOf, 'ko');
    expect(ko).toMatch(/^2건 픽업 준비 완료, 1건 거부: WS-1043 — .+\. 메일 1통 발송\.$/);
  });

  it('falls back on the server’s words for a code the page does not know', () => {
    const text = bulkSummary(
      i18nObject('en'),
      'order placed',
      [{ order_id: 7, ok: false, code: 'orders.brandNew', message: 'A brand new refusal' }],
      numberOf,
      'en',
    );
    expect(text).toBe('0 confirmed, 1 refused: WS-1007 — A brand new refusal.');
  });
});
