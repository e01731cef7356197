/**
 * Test code only (no page imports it): what the unit tests of the buyer's texts share. The tests
 * load the dictionaries themselves (`loadAllLocales()` from `@wholesale/i18n/sync`, a loader only
 * test files may import), before they call these.
 */
import { loadedLocales } from '@wholesale/i18n';
import { expect } from 'vitest';

/** The dates and times use no-break spaces inside a day, a time and the zone; read as plain spaces. */
export function plain<T extends string | null>(s: T): T {
  return (s === null ? null : s.replace(/\u00a0/g, ' ')) as T;
}

type Tree = { [k: string]: string | Tree };

function leaves(t: Tree, prefix = ''): [string, string][] {
  return Object.entries(t).flatMap(([k, v]) =>
    typeof v === 'string' ? [[prefix + k, v] as [string, string]] : leaves(v, `${prefix}${k}.`),
  );
}

// Named parameters ({name}, {n:number}); not plural parts ({{s}}), which Korean does not need.
const params = (s: string) => [...s.matchAll(/(?<!\{)\{(\w+)[:}]/g)].map((m) => m[1]).sort();

/**
 * The part of the loaded dictionaries at `path` (`'buyerOrders.standing'`) has more than `atLeast`
 * English texts, and its Korean has every one of their keys, none empty, with the same parameters.
 */
export function expectKoreanLikeEnglish(path: string, atLeast: number): void {
  const section = (locale: 'en' | 'ko') =>
    path.split('.').reduce<Tree>((t, key) => t[key] as Tree, loadedLocales[locale] as unknown as Tree);
  const en = new Map(leaves(section('en')));
  const ko = new Map(leaves(section('ko')));
  expect(en.size).toBeGreaterThan(atLeast);
  expect([...ko.keys()].sort()).toEqual([...en.keys()].sort());
  for (const [key, text] of ko) {
    expect(text.trim(), key).not.toBe('');
    expect(params(text), key).toEqual(params(en.get(key) ?? ''));
  }
}
