import { describe, expect, it } from 'vitest';
import { CatalogueCache } from './cache';
import { OrderBookCache, ORDER_BOOK_TTL_MS } from '../orders/book-cache';
import { READ_CACHE_MAX_AGE_MS, ReadCache } from '../kernel/read-cache';

/** A load that reads `value()` when called and answers when the test says so, counting its calls. */
function controlledLoad<T>(value: () => T) {
  let calls = 0;
  const resolvers: (() => void)[] = [];
  const load = () => {
    calls += 1;
    const read = value();
    return new Promise<T>((resolve) => resolvers.push(() => resolve(read)));
  };
  return { load, calls: () => calls, finish: () => resolvers.splice(0).forEach((r) => r()) };
}

describe('CatalogueCache', () => {
  it('reads once and answers everyone asking meanwhile and after', async () => {
    const cache = new CatalogueCache();
    const source = controlledLoad(() => [{ id: 1 }]);
    const a = cache.get('k', source.load);
    const b = cache.get('k', source.load);
    source.finish();
    expect(await a).toBe(await b);
    expect(await cache.get('k', source.load)).toBe(await a);
    expect(source.calls()).toBe(1);
  });

  it('reads again after a change', async () => {
    const cache = new CatalogueCache();
    let version = 1;
    const load = () => Promise.resolve({ version });
    expect(await cache.get('k', load)).toEqual({ version: 1 });
    version = 2;
    expect(await cache.get('k', load)).toEqual({ version: 1 });
    cache.invalidate();
    expect(await cache.get('k', load)).toEqual({ version: 2 });
  });

  it('does not keep a read that started before a change', async () => {
    const cache = new CatalogueCache();
    let version = 1;
    const source = controlledLoad(() => ({ version }));
    const stale = cache.get('k', source.load);
    cache.invalidate(); // the change commits while the old read is in flight
    version = 2;
    source.finish();
    expect(await stale).toEqual({ version: 1 }); // its own caller gets what it read...
    const fresh = cache.get('k', source.load);
    source.finish();
    expect(await fresh).toEqual({ version: 2 }); // ...but the next one reads again
    expect(source.calls()).toBe(2);
  });

  it('keeps nothing while untrusted (a feed that may have missed a change)', async () => {
    const cache = new CatalogueCache({ trusted: false });
    let calls = 0;
    const load = () => Promise.resolve({ n: ++calls });
    await cache.get('k', load);
    await cache.get('k', load);
    expect(calls).toBe(2);
    expect(cache.size).toBe(0);
    cache.setTrusted(true);
    await cache.get('k', load);
    await cache.get('k', load);
    expect(calls).toBe(3);
  });

  it('does not keep a failed read', async () => {
    const cache = new CatalogueCache();
    let fail = true;
    const load = () => (fail ? Promise.reject(new Error('down')) : Promise.resolve({ ok: true }));
    await expect(cache.get('k', load)).rejects.toThrow('down');
    fail = false;
    expect(await cache.get('k', load)).toEqual({ ok: true });
  });

  it('with a time to live, reads again once an answer is older than that', async () => {
    let now = 0;
    const cache = new ReadCache({ ttlMs: 5000, now: () => now });
    let calls = 0;
    const load = () => Promise.resolve({ n: ++calls });
    expect(await cache.get('k', load)).toEqual({ n: 1 });
    now = 4999;
    expect(await cache.get('k', load)).toEqual({ n: 1 });
    now = 5000;
    expect(await cache.get('k', load)).toEqual({ n: 2 });
  });

  it('keeps no answer past 60 s, though no change was announced (a change the feed missed unnoticed)', async () => {
    expect(READ_CACHE_MAX_AGE_MS).toBe(60_000);
    let now = 1_000_000;
    const cache = new CatalogueCache({ now: () => now });
    let calls = 0;
    const load = () => Promise.resolve({ n: ++calls });
    expect(await cache.get('k', load)).toEqual({ n: 1 });
    now += 59_999;
    expect(await cache.get('k', load)).toEqual({ n: 1 });
    now += 1;
    expect(await cache.get('k', load)).toEqual({ n: 2 });
    // Counted from the new read.
    now += 59_999;
    expect(await cache.get('k', load)).toEqual({ n: 2 });
  });

  it('caps a longer time to live at 60 s, and keeps a shorter one', async () => {
    let now = 0;
    let calls = 0;
    const load = () => Promise.resolve({ n: ++calls });
    const long = new ReadCache({ ttlMs: 10 * 60_000, now: () => now });
    await long.get('k', load);
    now = 60_000;
    expect(await long.get('k', load)).toEqual({ n: 2 });
    now = 0;
    const orders = new OrderBookCache({ trusted: true, now: () => now });
    await orders.get('k', load);
    now = ORDER_BOOK_TTL_MS - 1;
    expect(await orders.get('k', load)).toEqual({ n: 3 });
    now = ORDER_BOOK_TTL_MS;
    expect(await orders.get('k', load)).toEqual({ n: 4 });
  });

  it('hands out frozen answers, so no caller can change what the next one gets', async () => {
    const cache = new CatalogueCache();
    const items = await cache.get('k', () => Promise.resolve([{ id: 1, ingredients: ['salt'] }]));
    expect(() => {
      (items[0] as { id: number }).id = 2;
    }).toThrow(TypeError);
    expect(() => items[0]!.ingredients.push('sugar')).toThrow(TypeError);
  });
});
