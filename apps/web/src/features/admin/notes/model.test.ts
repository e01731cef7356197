import { describe, expect, it } from 'vitest';
import { isSubmitKey, newestFirst, noteLength, notesBySubject } from './model';

const note = (id: number, written_at: string, order_id: number | null, customer_id: number | null) => ({
  id,
  written_at,
  order_id,
  customer_id,
});

describe('staff notes on screen', () => {
  it('lists the newest first, the later id first within one moment', () => {
    const notes = [
      note(1, '2026-11-29T10:00:00.000Z', 5, null),
      note(3, '2026-11-29T12:00:00.000Z', 5, null),
      note(2, '2026-11-29T12:00:00.000Z', 5, null),
    ];
    expect(newestFirst(notes).map((n) => n.id)).toEqual([3, 2, 1]);
  });

  it('counts what the server counts: the trimmed text', () => {
    expect(noteLength('  hello \n')).toBe(5);
    expect(noteLength('x'.repeat(2001))).toBe(2001);
  });

  it('sends on Ctrl+Enter or Cmd+Enter only, never while composing Korean', () => {
    expect(isSubmitKey({ key: 'Enter', ctrlKey: true, metaKey: false })).toBe(true);
    expect(isSubmitKey({ key: 'Enter', ctrlKey: false, metaKey: true })).toBe(true);
    expect(isSubmitKey({ key: 'Enter', ctrlKey: false, metaKey: false })).toBe(false);
    expect(isSubmitKey({ key: 'Enter', ctrlKey: true, metaKey: false, isComposing: true })).toBe(false);
    expect(isSubmitKey({ key: 'a', ctrlKey: true, metaKey: false })).toBe(false);
  });

  it('groups a pick list’s notes by order and by customer', () => {
    const { byOrder, byCustomer } = notesBySubject([
      note(1, '2026-11-29T10:00:00.000Z', 5, null),
      note(2, '2026-11-29T11:00:00.000Z', null, 9),
      note(3, '2026-11-29T12:00:00.000Z', 5, null),
    ]);
    expect(byOrder.get(5)?.map((n) => n.id)).toEqual([3, 1]);
    expect(byCustomer.get(9)?.map((n) => n.id)).toEqual([2]);
    expect(byOrder.get(9)).toBeUndefined();
  });
});
