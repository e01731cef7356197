import { describe, expect, it } from 'vitest';
import { listsBy } from './lists-by';

describe('listsBy', () => {
  it("lists each key's values in the rows' order, and has no key that no row has", () => {
    const rows = [
      { claim: 2, photo: 'b' },
      { claim: 1, photo: 'a' },
      { claim: 2, photo: 'c' },
    ];
    const byClaim = listsBy(
      rows,
      (r) => r.claim,
      (r) => r.photo,
    );
    expect([...byClaim]).toEqual([
      [2, ['b', 'c']],
      [1, ['a']],
    ]);
    expect(byClaim.has(3)).toBe(false);
  });
});
