// The catalogue as the parser reads it: every visible item's names (English, Korean, its slug)
// and cut, normalised as the storefront search normalises them, with a table of character pairs
// to find the items containing a text without reading all of them, and the words a typo may have
// meant. Built once from the items table and kept until the catalogue changes (see index.ts).
import type { ItemRow } from '@wholesale/db';
import { expectedLbs, quantityUnit, type Species } from '@wholesale/rules';
import { GLOSSARY } from '../../catalogue/search/glossary';
import { normalizeSearchText, searchGrams, searchWords } from '../../catalogue/search/normalize';
import { isTalk } from './chatter';
import { jamo } from './fuzzy';

/** An item as read from the database for the index (avg_weight: numeric, lbs per pack). */
export type CatalogueRow = Pick<
  ItemRow,
  'id' | 'slug' | 'name' | 'name_ko' | 'type' | 'type_ko' | 'species' | 'spec' | 'avg_weight'
>;

export interface IndexedItem {
  id: number;
  slug: string;
  /** the item's names and spec as the catalogue shows them: what a proposal reads as */
  shown: { name: string; name_ko: string; spec: string };
  species: Species;
  /** what a line's quantity counts */
  unit: 'box' | 'pack';
  /** packs in a box (6, 2 or 1), null for catch weight or a spec of unknown packing */
  packsPerBox: number | null;
  /** pounds in one `unit` (a box's nominal weight, a pack's average), null when unknown */
  unitLbs: number | null;
  /** normalised name, Korean name and slug */
  names: readonly string[];
  /** normalised cut, in both languages */
  types: readonly string[];
  /** the name and the cut in each language, normalised: a word is weighed against its own language's */
  en: { name: string; type: string };
  ko: { name: string; type: string };
}

export interface CatalogueIndex {
  /** in catalogue order */
  items: readonly IndexedItem[];
  /** a normalised name, Korean name or slug → the first item that has it */
  exact: ReadonlyMap<string, number>;
  /** a character pair (or a single character) → the positions in `items` of those containing it */
  grams: ReadonlyMap<string, readonly number[]>;
  /** words a typo may have meant (item words and glossary words), with their letters spelled out */
  vocabulary: readonly { word: string; letters: string }[];
  /** the same words, to ask whether a word is one of them */
  words: ReadonlySet<string>;
  /** positions of each species' items (a species word names them all) */
  bySpecies: ReadonlyMap<Species, readonly number[]>;
  /**
   * Typos already looked up → the word meant (null: none), shared by the messages read with this
   * index: the same few words come in message after message. Bounded (TYPO_MEMORY).
   */
  typos: Map<string, string | null>;
}

/** Typo look-ups an index remembers at most; past it, it forgets them all and starts again. */
export const TYPO_MEMORY = 2000;

/** Packs per box of each box spec: the last figure of "30 lb - 5 lb x 6 packs". */
const PACKS_PER_BOX: Readonly<Record<string, number>> = {
  '30 lb - 5 lb x 6 packs': 6,
  '20 lb - 10 lb x 2 packs': 2,
  '50 lb - 50 lb x 1 box': 1,
};

export function buildCatalogueIndex(rows: readonly CatalogueRow[]): CatalogueIndex {
  const items: IndexedItem[] = [];
  const exact = new Map<string, number>();
  const grams = new Map<string, number[]>();
  const words = new Set<string>();
  for (const row of rows) {
    const position = items.length;
    const names = [row.name, row.name_ko, row.slug].map(normalizeSearchText).filter(Boolean);
    const types = [row.type, row.type_ko].map(normalizeSearchText).filter(Boolean);
    items.push({
      id: row.id,
      slug: row.slug,
      shown: { name: row.name, name_ko: row.name_ko, spec: row.spec },
      species: row.species,
      unit: quantityUnit(row.spec),
      packsPerBox: PACKS_PER_BOX[row.spec] ?? null,
      unitLbs: expectedLbs({ spec: row.spec, quantity: 1, avg_weight: Number(row.avg_weight) }),
      names,
      types,
      en: { name: normalizeSearchText(row.name), type: normalizeSearchText(row.type) },
      ko: { name: normalizeSearchText(row.name_ko), type: normalizeSearchText(row.type_ko) },
    });
    for (const name of names) if (!exact.has(name)) exact.set(name, position);
    const keys = new Set([...names, ...types].flatMap((text) => [...text, ...searchGrams(text)]));
    for (const key of keys) {
      const list = grams.get(key);
      if (list) list.push(position);
      else grams.set(key, [position]);
    }
    for (const text of [row.name, row.name_ko, row.type, row.type_ko, row.slug.replaceAll('-', ' ')])
      for (const w of searchWords(text)) words.add(w);
  }
  for (const concept of GLOSSARY)
    for (const term of [...concept.terms, ...(concept.exact ?? [])]) words.add(normalizeSearchText(term));
  // Talk words ("for" in "Young Chickens for Samgyetang") name no product, and a typo is no number.
  const vocabulary = [...words]
    .filter((w) => [...w].length >= 2 && !isTalk(w) && !/\d/.test(w))
    .map((word) => ({ word, letters: jamo(word) }));
  const bySpecies = new Map<Species, number[]>();
  items.forEach((item, position) => {
    const list = bySpecies.get(item.species);
    if (list) list.push(position);
    else bySpecies.set(item.species, [position]);
  });
  return {
    items,
    exact,
    grams,
    vocabulary,
    words: new Set(vocabulary.map((v) => v.word)),
    bySpecies,
    typos: new Map(),
  };
}

/**
 * Positions of the items whose names or cut may contain `text`: those having all its character
 * pairs (a superset; the caller compares the texts). Starts from the rarest pair.
 */
export function candidatesFor(index: CatalogueIndex, text: string): readonly number[] {
  const keys = searchGrams(text);
  let lists = keys.map((key) => index.grams.get(key) ?? []);
  if (lists.some((list) => list.length === 0)) return [];
  lists = lists.sort((a, b) => a.length - b.length);
  const [first, ...rest] = lists;
  return rest.length === 0 ? first! : first!.filter((position) => rest.every((list) => holds(list, position)));
}

/** Whether an ascending list holds `value` (binary search: the lists are built in catalogue order). */
function holds(list: readonly number[], value: number): boolean {
  let low = 0;
  let high = list.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = list[middle]!;
    if (at === value) return true;
    if (at < value) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
