import { describe, expect, it } from 'vitest';
import { clearProgress, EMPTY_PROGRESS, parseProgress, progressKey, readProgress, saveProgress } from './progress';

/** The Storage interface over a Map: sessionStorage's behaviour, in Node. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('the checkout progress kept across a reload', () => {
  it('keeps step, window, note, ticks and the attempt, per user, until cleared', () => {
    const storage = memoryStorage();
    saveProgress(7, { step: 1, slot: '2026-11-30T08:00', note: 'Call on arrival' }, storage);
    saveProgress(7, { agreed: [true, false, true] }, storage);
    saveProgress(7, { attempt: { key: 'abcdef12-3456', signature: '{"a":1}' } }, storage);
    expect(readProgress(7, storage)).toEqual({
      step: 1,
      slot: '2026-11-30T08:00',
      note: 'Call on arrival',
      agreed: [true, false, true],
      attempt: { key: 'abcdef12-3456', signature: '{"a":1}' },
    });
    // another account in the same tab starts afresh
    expect(readProgress(8, storage)).toEqual(EMPTY_PROGRESS);
    clearProgress(7, storage);
    expect(readProgress(7, storage)).toEqual(EMPTY_PROGRESS);
    expect(storage.length).toBe(0);
  });

  it('reads anything malformed as empty, field by field', () => {
    expect(parseProgress('not json')).toEqual(EMPTY_PROGRESS);
    expect(parseProgress('null')).toEqual(EMPTY_PROGRESS);
    expect(
      parseProgress(
        JSON.stringify({
          step: 2,
          slot: 'tomorrow',
          note: 5,
          agreed: [true, true],
          attempt: { key: 'short', signature: 'x' },
        }),
      ),
    ).toEqual(EMPTY_PROGRESS);
    expect(parseProgress(JSON.stringify({ step: 1, note: 'n'.repeat(600) })).note).toHaveLength(500);
  });

  it('never throws when storage does (disabled, full)', () => {
    const broken = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    } as Storage;
    expect(readProgress(1, broken)).toEqual(EMPTY_PROGRESS);
    expect(() => saveProgress(1, { step: 1 }, broken)).not.toThrow();
    expect(() => clearProgress(1, broken)).not.toThrow();
    expect(readProgress(1, null)).toEqual(EMPTY_PROGRESS);
    expect(progressKey(42)).toBe('wholesale.checkout.v1.42');
  });
});
