import { describe, expect, it } from 'vitest';
import { CACHES, KEPT_FOR_HEADER, OWNER_RECORD } from '../../sw/rules';
import { draftKey } from '../checkout/draft';
import { noteOwner, ownerOf, OWNER_KEY } from './private-data';

// Nothing private outlives its session on the phone: the service worker's kept answers of a buyer
// go whenever the one signed in changes; those kept for the one now signed in stay.

/**
 * Caches as the browser holds them, by name; the one entry of the owner cache; and the data
 * cache's kept answers, each with whom it was kept for (enough of CacheStorage for the code under
 * test). `log` lists what was done, in order.
 */
function fakeCaches(names: string[], told?: string, kept: Record<string, string> = {}) {
  const held = new Set(names);
  const answers = new Map(Object.entries(kept));
  const log: string[] = [];
  let record = told;
  if (told !== undefined) held.add(CACHES.owner);
  const dataCache = {
    keys: async () => [...answers.keys()],
    match: async (key: string) =>
      answers.has(key) ? new Response('{}', { headers: { [KEPT_FOR_HEADER]: answers.get(key)! } }) : undefined,
    delete: async (key: string) => (log.push(`forget ${key}`), answers.delete(key)),
  };
  const ownerCache = {
    put: async (key: string, answer: Response) => {
      expect(key).toBe(OWNER_RECORD);
      record = await answer.text();
      log.push(`tell ${record}`);
    },
  };
  return {
    held,
    answers,
    log,
    told: () => record,
    storage: {
      has: async (name: string) => held.has(name),
      open: async (name: string) => {
        held.add(name);
        return name === CACHES.owner ? ownerCache : dataCache;
      },
      match: async (key: string, options: { cacheName?: string }) =>
        key === OWNER_RECORD && options.cacheName === CACHES.owner && record !== undefined
          ? new Response(record)
          : undefined,
    } as unknown as CacheStorage,
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
const user = (id: number) => ({
  status: 'signedIn' as const,
  user: {
    id,
    firstName: 'A',
    role: 'buyer' as const,
    encryptedId: 'x',
    companyRole: 'owner' as const,
    orderLimitCents: null,
  },
});

describe("the buyer's kept answers", () => {
  it('go when a buyer signs out, when another signs in, and when a guest signs in', async () => {
    for (const [before, after] of [
      ['7', 'guest'],
      ['7', '8'],
      ['guest', '7'],
    ]) {
      const c = fakeCaches([CACHES.data, CACHES.pages, CACHES.pictures], before, { '/a': before!, '/b': before! });
      const s = memory({ [OWNER_KEY]: before! });
      await noteOwner(after!, s, c.storage);
      expect([...c.answers.keys()], `${before} → ${after}`).toEqual([]);
      expect([...c.held].sort()).toEqual([CACHES.data, CACHES.owner, CACHES.pages, CACHES.pictures].sort());
      expect(s.values.get(OWNER_KEY)).toBe(after);
    }
  });

  it('the service worker is told who is signed in before the answers go: it keeps nothing more of the one before', async () => {
    const c = fakeCaches([CACHES.data], '7', { '/a': '7' });
    await noteOwner('8', memory({ [OWNER_KEY]: '7' }), c.storage);
    expect(c.log).toEqual(['tell 8', 'forget /a']);
    expect(c.told()).toBe('8');
  });

  it('a worker never told (or told of someone else) is told, and what it kept for others meanwhile goes', async () => {
    for (const told of [undefined, '9']) {
      const c = fakeCaches([CACHES.data], told, { '/mine': '7', '/theirs': '9', '/unmarked': '' });
      await noteOwner('7', memory({ [OWNER_KEY]: '7' }), c.storage);
      expect(c.log, String(told)).toEqual(['tell 7', 'forget /theirs', 'forget /unmarked']);
      expect([...c.answers.keys()]).toEqual(['/mine']);
    }
  });

  it('a change noted twice (two tabs, a page left mid-way) keeps what the worker kept for the new owner in between', async () => {
    // The worker was told 8 by the first note, and kept 8's session answer; the second note
    // (localStorage not yet written by the first) must not delete it.
    const c = fakeCaches([CACHES.data], '8', { '/session': '8', '/late': '7' });
    const s = memory({ [OWNER_KEY]: 'guest' });
    await noteOwner('8', s, c.storage);
    expect([...c.answers.keys()]).toEqual(['/session']);
    expect(s.values.get(OWNER_KEY)).toBe('8');
  });

  it('no cache of kept answers yet: none is made', async () => {
    const c = fakeCaches([], '7');
    await noteOwner('8', memory({ [OWNER_KEY]: '7' }), c.storage);
    expect(c.held.has(CACHES.data)).toBe(false);
    expect(c.log).toEqual(['tell 8']);
  });

  it("an unsent order kept on the phone goes with its buyer's session; the next buyer's stays", async () => {
    const c = fakeCaches([CACHES.data], '7');
    const s = memory({ [OWNER_KEY]: '7', [draftKey(7)]: '{}', [draftKey(8)]: '{}', other: 'kept' });
    await noteOwner('8', s, c.storage);
    expect([...s.values.keys()].sort()).toEqual([OWNER_KEY, draftKey(8), 'other'].sort());
    await noteOwner('guest', s, c.storage);
    expect([...s.values.keys()].sort()).toEqual([OWNER_KEY, 'other'].sort());
  });

  it('stay while the same buyer is signed in, and while the session cannot be known (offline)', async () => {
    const c = fakeCaches([CACHES.data], '7');
    const s = memory({ [OWNER_KEY]: '7', [draftKey(7)]: '{}' });
    await noteOwner('7', s, c.storage);
    await noteOwner(ownerOf({ status: 'loading' }), s, c.storage);
    await noteOwner(ownerOf({ status: 'guest', error: 'Failed to fetch user info' }), s, c.storage);
    expect([...c.held].sort()).toEqual([CACHES.data, CACHES.owner].sort());
    expect(c.log).toEqual([]);
    expect(s.values.get(OWNER_KEY)).toBe('7');
    expect(s.values.has(draftKey(7))).toBe(true);
  });

  it('are named by who the auth state says is signed in', () => {
    expect(ownerOf(user(12))).toBe('12');
    expect(ownerOf({ status: 'guest' })).toBe('guest');
    expect(ownerOf({ status: 'loading' })).toBeNull();
  });
});

describe('the catalogue kept at a buyer’s prices', () => {
  it('goes with the buyer, like their other kept answers, and stays for them', async () => {
    const entries = new Map([['/api/items', '7']]);
    const deleted: string[] = [];
    const catalogue = {
      keys: async () => [...entries.keys()],
      match: async (key: string) => new Response('{}', { headers: { [KEPT_FOR_HEADER]: entries.get(key)! } }),
      delete: async (key: string) => (deleted.push(key), entries.delete(key)),
    };
    const storage = {
      has: async (name: string) => name === CACHES.catalogue,
      open: async (name: string) => (name === CACHES.catalogue ? catalogue : { put: async () => undefined }),
      match: async () => new Response('7'),
    } as unknown as CacheStorage;
    const mem = memory({ [OWNER_KEY]: '7' });
    await noteOwner('7', mem, storage);
    expect(deleted).toEqual([]);
    await noteOwner('8', mem, storage);
    expect(deleted).toEqual(['/api/items']);
  });
});
