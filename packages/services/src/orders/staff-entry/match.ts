// A segment's words matched to the catalogue's item they most likely name, with how well. Each
// word is read as the storefront search reads it (plan.ts: the glossary's synonyms in both
// languages, Korean words typed without spaces), then, when it names nothing, without a Korean
// particle ("갈비랑"), then as the nearest catalogue or glossary word (a typo: "갈삐", "bulgoggi").
import { hasHangul, normalizeSearchText, searchWords, withoutComposingJamo } from '../../catalogue/search/normalize';
import { clauseFor, joinPhrases, type Clause } from '../../catalogue/search/plan';
import { candidatesFor, TYPO_MEMORY, type CatalogueIndex, type IndexedItem } from './catalogue-index';
import { isTalk } from './chatter';
import { jamo, typoAllowance, typoDistance } from './fuzzy';

/** Scores closer than this to the best name another item about as well. */
const AMBIGUOUS = 0.03;

export interface Match {
  item: IndexedItem;
  /** 0..1: how well the words name this item, less when another item is named almost as well */
  score: number;
}

export interface MatchResult {
  match: Match | null;
  /** words that named nothing (neither a product nor talk) */
  unplaced: string[];
  /** whether some words were talk ("안녕하세요", "tomorrow"), left out */
  talk: boolean;
}

interface Reading {
  /** the word as read (typed, or the word a typo meant) */
  word: string;
  clause: Clause;
  /** read as another word than typed (a typo corrected) */
  corrected: boolean;
  /** positions of the items it names */
  hits: Set<number>;
  /** its spellings: the word as read, then its clause's (a glossary word may have been left out for a shorter one) */
  patterns: string[];
}

/** Korean particles and 용 ("for") a word may carry in a message ("갈비랑", "목살은", "소갈비찜용"). */
const PARTICLES = ['이랑', '랑', '하고', '은', '는', '이', '가', '을', '를', '도', '만', '요', '로', '으로', '용'];

/**
 * Words Korean puts before a cut to say how it comes (fresh, frozen, chilled, imported, American):
 * 생삼겹 is 삼겹 to this catalogue. Only these: 양갈비 (lamb ribs) must not become 갈비.
 */
const MODIFIERS = ['생', '냉동', '냉장', '수입', '미국산', '미국'];

/** Positions of the items a clause names: by a pattern in a name or the cut, by species, or by all its parts. */
function hits(index: CatalogueIndex, clause: Clause): Set<number> {
  const out = new Set(clause.species.flatMap((species) => index.bySpecies.get(species) ?? []));
  for (const pattern of clause.patterns) {
    for (const position of candidatesFor(index, pattern)) {
      const item = index.items[position]!;
      if (item.names.some((n) => n.includes(pattern)) || item.types.some((t) => t.includes(pattern))) out.add(position);
    }
  }
  if (clause.parts) {
    const [first, ...rest] = clause.parts.map((part) => hits(index, part));
    for (const position of first ?? []) if (rest.every((set) => set.has(position))) out.add(position);
  }
  return out;
}

/** The nearest word of the vocabulary within the word's typo allowance, or null (remembered by the index). */
function nearestWord(index: CatalogueIndex, word: string): string | null {
  const known = index.typos.get(word);
  if (known !== undefined) return known;
  const meant = lookUpTypo(index, word);
  if (index.typos.size >= TYPO_MEMORY) index.typos.clear();
  index.typos.set(word, meant);
  return meant;
}

function lookUpTypo(index: CatalogueIndex, word: string): string | null {
  const allowance = typoAllowance(word);
  if (allowance === 0) return null;
  const letters = jamo(word);
  let best: string | null = null;
  let bestDistance = allowance + 1;
  for (const entry of index.vocabulary) {
    const distance = typoDistance(letters, entry.letters, Math.min(allowance, bestDistance));
    if (distance <= allowance && distance < bestDistance) {
      best = entry.word;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * A word as read if it names an item, else null. A short English word names only as a word of the
 * catalogue or the glossary: inside others it is noise ("hi" is in "chicken").
 */
function named(index: CatalogueIndex, word: string, corrected: boolean): Reading | null {
  if (word.length < 4 && !hasHangul(word) && !index.words.has(word)) return null;
  const clause = clauseFor(word, true);
  const found = hits(index, clause);
  return found.size > 0
    ? { word, clause, corrected, hits: found, patterns: [...new Set([word, ...clausePatterns(clause)])] }
    : null;
}

/**
 * What a word names: as typed, without a particle ("갈비랑"), without a word of freshness or origin
 * before it ("생삼겹", "냉동목살"), or as the word a typo meant; null for nothing.
 */
function readWord(index: CatalogueIndex, word: string): Reading | null {
  const direct = named(index, word, false);
  if (direct) return direct;
  for (const particle of PARTICLES) {
    if (word.length > particle.length + 1 && word.endsWith(particle)) {
      const bare = named(index, word.slice(0, -particle.length), false);
      if (bare) return bare;
    }
  }
  for (const prefix of MODIFIERS) {
    if (word.length > prefix.length + 1 && word.startsWith(prefix)) {
      const bare = named(index, word.slice(prefix.length), false);
      if (bare) return bare;
    }
  }
  const meant = nearestWord(index, word);
  return meant ? named(index, meant, true) : null;
}

/**
 * The share of `text`'s characters covered by the words: each word once, by the longest of its
 * spellings found there (찜갈비용소갈비 is no more a 갈비 for saying it twice, "Galbi-jjim Cut Short
 * Rib" no more for saying galbi and short rib).
 */
function coverage(text: string, clauses: readonly (readonly string[])[]): number {
  if (text.length === 0) return 0;
  const spans: [number, number][] = [];
  for (const patterns of clauses) {
    let best = '';
    for (const p of patterns) if (p.length > best.length && text.includes(p)) best = p;
    if (best) {
      const at = text.indexOf(best);
      spans.push([at, at + best.length]);
    }
  }
  spans.sort((x, y) => x[0] - y[0]);
  let covered = 0;
  let reached = 0;
  for (const [from, to] of spans) {
    covered += Math.max(0, to - Math.max(from, reached));
    reached = Math.max(reached, to);
  }
  return covered / text.length;
}

const clausePatterns = (clause: Clause): string[] => [
  ...clause.patterns,
  ...(clause.parts ?? []).flatMap(clausePatterns),
];

/**
 * How well the readings name an item, 0..1: each word found as read in a name counts fully, a
 * synonym of it less (0.85) (통삼겹 names 통삼겹 before 삼겹살), found in the cut or as the
 * species less again; then the more of the item's name and cut the words cover, the
 * better ("불고기" names 소불고기 better than 매운 소불고기). Both languages count alike, so a word and
 * its twin (갈비, galbi) rank the items the same way, as in the storefront's search.
 */
function itemScore(item: IndexedItem, readings: readonly Reading[], clauses: readonly string[][]): number {
  let found = 0;
  clauses.forEach((patterns, i) => {
    const word = readings[i]!.word;
    if (item.names.some((n) => n.includes(word))) found += 1;
    else if (item.names.some((n) => patterns.some((p) => n.includes(p)))) found += 0.85;
    else if (
      readings[i]!.clause.species.includes(item.species) ||
      item.types.some((t) => patterns.some((p) => t.includes(p)))
    )
      found += 0.8;
    else if (readings[i]!.clause.parts) found += 0.7;
  });
  const nameCover = (coverage(item.en.name, clauses) + coverage(item.ko.name, clauses)) / 2;
  const typeCover = (coverage(item.en.type, clauses) + coverage(item.ko.type, clauses)) / 2;
  return (found / readings.length) * (0.7 + 0.15 * nameCover + 0.15 * typeCover);
}

/** The query a segment's words make: glued words stay together ("LA갈비"), others are spaced. */
export function queryOf(words: readonly { text: string; gluedNext: boolean }[]): string {
  return words
    .map((w, i) => w.text + (w.gluedNext && i < words.length - 1 ? '' : ' '))
    .join('')
    .trim();
}

/** The item a segment's words name best, or none, with the words that named nothing. */
export function matchItem(index: CatalogueIndex, query: string): MatchResult {
  const whole = normalizeSearchText(query);
  const exact = index.exact.get(whole);
  if (exact !== undefined) return { match: { item: index.items[exact]!, score: 1 }, unplaced: [], talk: false };

  // Talk around a product ("hi", "tomorrow") is no product, unless the catalogue uses the word.
  const all = joinPhrases(searchWords(query).map(withoutComposingJamo).filter(Boolean));
  const words = all.filter((w) => index.words.has(w) || !isTalk(w));
  const talk = words.length < all.length;
  const readings: Reading[] = [];
  const unplaced: string[] = [];
  for (const word of words) {
    const reading = readWord(index, word);
    if (reading) readings.push(reading);
    else unplaced.push(word);
  }
  if (readings.length === 0) return { match: null, unplaced, talk };

  // Items named by every word; failing that, by the most words (a word for what this catalogue has not).
  const counts = new Map<number, number>();
  for (const { hits: set } of readings)
    for (const position of set) counts.set(position, (counts.get(position) ?? 0) + 1);
  const clauses = readings.map((r) => r.patterns);
  const most = Math.max(...counts.values());
  const ranked = [...counts]
    .filter(([, count]) => count === most)
    .map(([position]) => {
      const item = index.items[position]!;
      return { position, item, score: itemScore(item, readings, clauses) * (most / readings.length) };
    })
    .sort((a, b) => b.score - a.score || a.position - b.position);
  const [best, second] = ranked;
  if (!best) return { match: null, unplaced, talk };
  let score = best.score;
  // Another item named almost as well: staff must choose, so the proposal says it is unsure.
  if (second && best.score - second.score < AMBIGUOUS) score *= 0.8;
  if (readings.some((r) => r.corrected)) score *= 0.9;
  return { match: { item: best.item, score }, unplaced, talk };
}
