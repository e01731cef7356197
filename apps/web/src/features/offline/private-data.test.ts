import { describe, expect, it } from 'vitest';
import { CACHES } from '../../sw/rules';
import { draftKey } from '../checkout/draft';
import { noteOwner, ownerOf, OWNER_KEY } from './private-data';

// Nothing private outlives its session on the phone (issue 22, item 6): the service worker's cache
// of a buyer's answers goes whenever the one signed in changes.

/** Caches as the browser holds them, by name (enough of CacheStorage for the code under test). */
function fakeCaches(names: string[]) {
  const held = new Set(names);
  return {
    held,
    storage: { delete: async (name: string) => held.delete(name) } as unknown as CacheStorage,
  };
}
function memory(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    read: (k: string) => values.get(k) ?? null,
    write: (k: string, v: string) => void values.set(k, v),
    keys: () => [...values.keys()],
    remove: (k: string) => void values.delete(k),
  };
}
const user = (id: number) => ({ status: 'signedIn' as const, user: { id, firstName: 'A', role: 'buyer' as const, encryptedId: 'x', companyRole: 'owner' as const } });

describe("the buyer's kept answers", () => {
  it('go when a buyer signs out, when another signs in, and when a guest signs in', async () => {
    for (const [before, after] of [['7', 'guest'], ['7', '8'], ['guest', '7']]) {
      const c = fakeCaches([CACHES.data, CACHES.pages, CACHES.pictures]);
      const s = memory({ [OWNER_KEY]: before! });
      await noteOwner(after!, s, c.storage);
      expect([...c.held], `${before} → ${after}`).toEqual([CACHES.pages, CACHES.pictures]);
      expect(s.values.get(OWNER_KEY)).toBe(after);
    }
  });

  it("an unsent order kept on the phone goes with its buyer's session; the next buyer's stays", async () => {
    const c = fakeCaches([CACHES.data]);
    const s = memory({ [OWNER_KEY]: '7', [draftKey(7)]: '{}', [draftKey(8)]: '{}', other: 'kept' });
    await noteOwner('8', s, c.storage);
    expect([...s.values.keys()].sort()).toEqual([OWNER_KEY, draftKey(8), 'other'].sort());
    await noteOwner('guest', s, c.storage);
    expect([...s.values.keys()].sort()).toEqual([OWNER_KEY, 'other'].sort());
  });

  it('stay while the same buyer is signed in, and while the session cannot be known (offline)', async () => {
    const c = fakeCaches([CACHES.data]);
    const s = memory({ [OWNER_KEY]: '7', [draftKey(7)]: '{}' });
    await noteOwner('7', s, c.storage);
    await noteOwner(ownerOf({ status: 'loading' }), s, c.storage);
    await noteOwner(ownerOf({ status: 'guest', error: 'Failed to fetch user info' }), s, c.storage);
    expect([...c.held]).toEqual([CACHES.data]);
    expect(s.values.get(OWNER_KEY)).toBe('7');
    expect(s.values.has(draftKey(7))).toBe(true);
  });

  it('are named by who the auth state says is signed in', () => {
    expect(ownerOf(user(12))).toBe('12');
    expect(ownerOf({ status: 'guest' })).toBe('guest');
    expect(ownerOf({ status: 'loading' })).toBeNull();
  });
});
