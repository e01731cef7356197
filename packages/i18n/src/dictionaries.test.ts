import { describe, expect, it } from 'vitest';
import { i18nObject, loadedLocales, locales, namespaces } from './i18n-util';
import { loadLocaleAsync, loadNamespaceAsync } from './i18n-util.async';

type Tree = { [k: string]: string | Tree };

function leaves(t: Tree, prefix = ''): [string, string][] {
  return Object.entries(t).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : leaves(v, `${prefix}${k}.`)));
}

const params = (s: string) => [...s.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe('base dictionaries', () => {
  it('load asynchronously, one language at a time', async () => {
    await loadLocaleAsync('ko');
    expect(loadedLocales.ko).toBeDefined();
    expect(loadedLocales.en).toBeUndefined();
    await loadLocaleAsync('en');
  });

  it('give Korean every English key, non-empty, with the same parameters', async () => {
    await Promise.all(locales.map(loadLocaleAsync));
    const en = new Map(leaves(loadedLocales.en as unknown as Tree));
    const ko = new Map(leaves(loadedLocales.ko as unknown as Tree));
    expect([...ko.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of ko) {
      expect(text.trim(), key).not.toBe('');
      expect(params(text), key).toEqual(params(en.get(key) ?? ''));
    }
  });

  it('fill in the spec texts', async () => {
    await loadLocaleAsync('en');
    const LL = i18nObject('en');
    expect(LL.search.noResults({ q: 'galbi' })).toBe('No products found for "galbi"');
    expect(LL.catalogue.empty({ type: 'marinated', species: 'pork' })).toBe('No marinated pork products found');
    expect(LL.product.pickupTitle()).toBe('Pick up available at DTLA Warehouse');
  });
});

describe('namespaces', () => {
  it('load into the dictionary of their language only', async () => {
    const ns = namespaces[0];
    if (!ns) return expect(namespaces).toEqual([]); // no namespace yet: nothing to load
    await loadLocaleAsync('ko');
    await loadNamespaceAsync('ko', ns);
    expect((loadedLocales.ko as unknown as Tree)[ns]).toBeDefined();
  });
});
