import { describe, expect, it } from 'vitest';
import { clearDraft, draftKey, parseDraft, readDraft, saveDraft, type OrderDraft } from './draft';

// An order kept on the phone until there is a connection.
const draft: OrderDraft = {
  key: 'attempt-0001-abcdef',
  savedAt: '2026-11-28T06:00:00.000Z',
  body: {
    order_type: 'pickup',
    cart_items: [{ id: 3, quantity: 2 }],
    pickup_slot: '2026-12-02T08:00',
    note: 'Back door',
    expected_total_cents: 57_800,
    free_item_id: 12,
  },
};

function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  } as Storage;
}

describe('the kept order', () => {
  it('is kept per buyer, read back whole, and cleared', () => {
    const storage = memoryStorage();
    expect(saveDraft(7, draft, storage)).toBe(true);
    expect(readDraft(7, storage)).toEqual(draft);
    expect(readDraft(8, storage)).toBeNull();
    clearDraft(7, storage);
    expect(readDraft(7, storage)).toBeNull();
  });

  it('reads anything malformed or oversized as no order, never an error', () => {
    const bad = (patch: Record<string, unknown>, body: Record<string, unknown> = {}) =>
      JSON.stringify({ ...draft, ...patch, body: { ...draft.body, ...body } });
    for (const raw of [
      'not json',
      'null',
      bad({ key: 'short' }),
      bad({ key: 'has spaces in it' }),
      bad({}, { order_type: 'delivery' }),
      bad({}, { pickup_slot: 'tomorrow' }),
      bad({}, { cart_items: [] }),
      bad({}, { cart_items: [{ id: 0, quantity: 1 }] }),
      bad({}, { cart_items: [{ id: 1, quantity: 1.5 }] }),
      bad({}, { note: 'x'.repeat(501) }),
      bad({}, { expected_total_cents: 12.5 }),
      bad({}, { expected_total_cents: '57800' }),
      bad({}, { expected_total_cents: -1 }),
      bad({}, { free_item_id: 0 }),
      bad({}, { free_item_id: '12' }),
      bad({}, { free_item_id: 2.5 }),
      bad({}, { free_item_id: 2 ** 31 }),
      'x'.repeat(20_001),
    ]) {
      expect(parseDraft(raw), raw.slice(0, 60)).toBeNull();
    }
    // Extra fields are dropped; a missing note stays missing.
    const { note: _note, ...withoutNote } = draft.body;
    expect(parseDraft(JSON.stringify({ ...draft, extra: 1, body: { ...withoutNote, extra: 2 } }))).toEqual({
      ...draft,
      body: withoutNote,
    });
  });

  it("keeps the launch deal's free product chosen with it, and none when none was chosen", () => {
    const storage = memoryStorage();
    saveDraft(7, draft, storage);
    expect(readDraft(7, storage)?.body.free_item_id).toBe(12);
    const { free_item_id: _free, ...withoutFree } = draft.body;
    saveDraft(7, { ...draft, body: withoutFree }, storage);
    expect(readDraft(7, storage)?.body).not.toHaveProperty('free_item_id');
  });

  it('is not kept where the phone refuses to keep it', () => {
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as Storage;
    expect(saveDraft(7, draft, full)).toBe(false);
    expect(draftKey(7)).toBe('wholesale.order-draft.v1.7');
  });
});
