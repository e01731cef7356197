import { describe, expect, it } from 'vitest';
import { i18nObject, loadedLocales, locales, namespaces } from './i18n-util';
import { loadLocaleAsync, loadNamespaceAsync } from './i18n-util.async';
import type { Namespaces } from './i18n-types';

type Tree = { [k: string]: string | Tree };

function leaves(t: Tree, prefix = ''): [string, string][] {
  return Object.entries(t).flatMap(([k, v]) =>
    typeof v === 'string' ? [[prefix + k, v] as [string, string]] : leaves(v, `${prefix}${k}.`),
  );
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
  });
});

// Named parameters only: plural parts ({{s}}) are English grammar that Korean does not need.
const named = (s: string) => [...s.matchAll(/(?<!\{)\{(\w+)[:}]/g)].map((m) => m[1]).sort();

describe('product namespace', () => {
  it('is not in the base dictionary (the first load does without it), and loads with its texts', async () => {
    await loadLocaleAsync('en');
    expect(Object.keys(await importBase('en'))).not.toContain('product');
    await loadNamespaceAsync('en', 'product');
    const LL = i18nObject('en');
    expect(LL.product.pickupTitle()).toBe('Pick up available at DTLA Warehouse');
    expect(LL.product.dataTerms.grade.usdaPrime()).toBe('USDA Prime');
  });

  it('gives Korean every English key, non-empty, with the same parameters', async () => {
    await expectKoreanLikeEnglish('product', 40, named);
  });
});

/** A namespace's Korean has every English key (of more than `atLeast`), none empty, with the same parameters as `paramsOf` reads them. */
async function expectKoreanLikeEnglish(
  ns: Namespaces,
  atLeast: number,
  paramsOf: (text: string) => (string | undefined)[],
): Promise<void> {
  await Promise.all(locales.map(async (l) => (await loadLocaleAsync(l), loadNamespaceAsync(l, ns))));
  const en = new Map(leaves((loadedLocales.en as unknown as Record<string, Tree>)[ns] ?? {}));
  const ko = new Map(leaves((loadedLocales.ko as unknown as Record<string, Tree>)[ns] ?? {}));
  expect(en.size).toBeGreaterThan(atLeast);
  expect([...ko.keys()].sort()).toEqual([...en.keys()].sort());
  for (const [key, text] of ko) {
    expect(text.trim(), key).not.toBe('');
    expect(paramsOf(text), key).toEqual(paramsOf(en.get(key) ?? ''));
  }
}

/** The base dictionary module of a language as built (without any namespace). */
async function importBase(locale: 'en' | 'ko'): Promise<Record<string, unknown>> {
  return (locale === 'en' ? await import('./en/index') : await import('./ko/index')).default as unknown as Record<
    string,
    unknown
  >;
}

describe('namespaces', () => {
  it('load into the dictionary of their language only', async () => {
    const ns = namespaces[0];
    if (!ns) return expect(namespaces).toEqual([]); // no namespace yet: nothing to load
    await loadLocaleAsync('ko');
    await loadNamespaceAsync('ko', ns);
    expect((loadedLocales.ko as unknown as Tree)[ns]).toBeDefined();
  });
});

describe('cart namespace', () => {
  it('gives Korean every English key, non-empty, with the same parameters', async () => {
    await expectKoreanLikeEnglish('cart', 30, named);
  });

  it('uses the spec texts word for word', async () => {
    await loadLocaleAsync('en');
    await loadNamespaceAsync('en', 'cart');
    const C = i18nObject('en').cart;
    expect(C.add.addedTitle()).toBe('Added to Cart!');
    expect(C.add.viewInCart()).toBe('View in Cart');
    expect(`${C.add.failedTitle()} ${C.add.needsCookies()}`).toBe(
      'Failed Adding to Cart! Cart functionality requires cookies.',
    );
    expect(C.add.acceptAndAdd()).toBe('Accept Cookies & Add to Cart');
    expect(C.tab.empty()).toBe('Your cart is empty');
    expect(C.tab.browse()).toBe('Browse Products');
    expect(C.tab.checkout({ total: '$123.45' })).toBe('Check out · $123.45');
    expect(C.tab.boxes({ n: 1 })).toBe('1 box');
    expect(C.tab.boxes({ n: 3 })).toBe('3 boxes');
    expect(C.tab.estimateNote({ packs: 2, w: 13.5, price: '$5.49' })).toBe(
      '2 packs × 13.5 lb × $5.49/lb. The final amount follows the weighed total at pickup.',
    );
  });
});

describe('Korean glossary', () => {
  it('every Korean text uses the glossary word, never a rejected variant', async () => {
    const { KO_GLOSSARY } = await import('./glossary');
    await loadLocaleAsync('ko');
    await Promise.all(namespaces.map((ns) => loadNamespaceAsync('ko', ns)));
    const texts = leaves(loadedLocales.ko as unknown as Tree);
    expect(texts.length).toBeGreaterThan(500);
    const backOffice = (key: string) => key.startsWith('admin.');
    const offending = KO_GLOSSARY.flatMap((entry) =>
      texts
        .filter(
          ([key, text]) =>
            !(entry.scope === 'storefront' && backOffice(key)) && entry.avoid.some((re) => re.test(text)),
        )
        .map(([key, text]) => `${key}: "${text}" (use ${entry.ko})`),
    );
    expect(offending).toEqual([]);
  });
});

describe('the buyer’s own price', () => {
  it('has one label in each language, never the member price’s', async () => {
    await Promise.all(locales.map((l) => loadNamespaceAsync(l, 'product')));
    expect(i18nObject('en').product.yourPrice()).toBe('Your price');
    expect(i18nObject('ko').product.yourPrice()).toBe('나의 가격');
    expect(i18nObject('ko').product.tiersTitle()).toContain('나의 가격');
    expect(i18nObject('ko').product.signInToOrder()).toContain('나의 가격');
  });
});
