import { searchQuery, type Species } from '@wholesale/rules';
import { GLOSSARY, type Concept } from './glossary';
import {
  choseong,
  hasHangul,
  isChoseongWord,
  normalizeSearchText,
  searchWords,
  withoutComposingJamo,
} from './normalize';

/**
 * What one query word asks for. An item matches when its search text contains one of `patterns`,
 * or it is of one of `species`, or it matches every clause of `parts` (a word typed without
 * spaces that is made of glossary words: "돼지목살" = 돼지 + 목살).
 */
export interface Clause {
  /** Normalised texts, each searched as a part of the item's normalised text; none contains another. */
  patterns: string[];
  species: Species[];
  parts?: Clause[];
}

export interface SearchPlan {
  /**
   * One clause per word; an item must match all of them. Empty: nothing to search. A word and
   * its twin in the other language (galbi, 갈비) have the same clause, so they find and rank the
   * same items (sql.ts ranks by where the clauses match, never by the words as typed).
   */
  clauses: Clause[];
}

/** Words per search, as before this module: bounds the SQL that 100 characters of query can make. */
export const MAX_WORDS = 5;
/** A glossary phrase spans at most this many typed words ("new york strip"). */
const MAX_PHRASE_WORDS = 3;
/** Shorter prefixes and initial-consonant words name too many things to stand for a concept. */
const MIN_PREFIX = 2;

interface Entry {
  concept: Concept;
  /** Normalised `terms`, searched inside texts. */
  terms: string[];
}

const entries: Entry[] = GLOSSARY.map((concept) => ({ concept, terms: concept.terms.map(normalizeSearchText) }));

/** Every glossary word (terms and exact words) → the concepts it names. */
const byWord = new Map<string, Entry[]>();
for (const entry of entries) {
  const exact = (entry.concept.exact ?? []).map(normalizeSearchText);
  for (const word of new Set([...entry.terms, ...exact])) byWord.set(word, [...(byWord.get(word) ?? []), entry]);
}
const searchable = new Set(entries.flatMap((e) => e.terms));
/** Words that name a concept but are too short to be searched inside texts ("소"). */
const exactOnly = new Set([...byWord.keys()].filter((word) => !searchable.has(word)));

/** Korean glossary words, for the start of a word still being typed ("돼지고" → 돼지고기). */
const koreanWords = [...byWord.keys()].filter(hasHangul);
/**
 * Each concept's first Korean word with its initial consonants ("돼지고기", ㄷㅈㄱㄱ). Initial
 * consonants stand only for these: every other word's would make short ones mean too much
 * (ㄷㅈ is also 닭정육, chicken thigh).
 */
const headwords = entries.flatMap((entry) => {
  const word = entry.terms.find(hasHangul);
  return word ? [{ entry, initials: choseong(word) }] : [];
});

/** The concepts a normalised word names: as a whole word, or as the start of a Korean one. */
function conceptsOf(word: string): Entry[] {
  const whole = byWord.get(word);
  if (whole) return whole;
  if (word.length < MIN_PREFIX) return [];
  if (isChoseongWord(word)) return headwords.filter((h) => h.initials.startsWith(word)).map((h) => h.entry);
  if (!hasHangul(word)) return [];
  const starts = koreanWords.filter((k) => k.startsWith(word));
  return [...new Set(starts.flatMap((k) => byWord.get(k) ?? []))];
}

/** Splits a Korean word typed without spaces into the fewest glossary words; null if it is not made of them. */
function segments(word: string): string[] | null {
  // best[i]: a split of word.slice(i) into glossary words, fewest pieces first.
  const best: (string[] | null)[] = Array.from({ length: word.length + 1 }, () => null);
  best[word.length] = [];
  for (let i = word.length - 1; i >= 0; i--) {
    for (let j = word.length; j > i; j--) {
      const piece = word.slice(i, j);
      const rest = best[j];
      if (rest && byWord.has(piece) && (!best[i] || best[i]!.length > rest.length + 1)) best[i] = [piece, ...rest];
    }
  }
  const split = best[0];
  return split && split.length > 1 ? split : null;
}

/**
 * How a word may be written in a text: as typed (unless it is too short to be searched inside
 * others, "소") and as every word of the concepts it names. A word and its twin in the other
 * language (갈비, galbi) have the same spellings.
 */
function spellings(word: string, concepts: readonly Entry[]): string[] {
  const out = new Set(exactOnly.has(word) ? [] : [word]);
  for (const { terms } of concepts) for (const term of terms) out.add(term);
  return [...out];
}

/** A text containing another finds nothing more ("삼겹살" after "삼겹"): each one left out is a comparison fewer for every item. */
function withoutContaining(texts: readonly string[]): string[] {
  return texts.filter((t) => !texts.some((other) => other !== t && t.includes(other)));
}

export function clauseFor(word: string, allowSplit: boolean): Clause {
  const concepts = conceptsOf(word);
  const species = new Set<Species>();
  for (const { concept } of concepts) if (concept.species) species.add(concept.species);
  const clause: Clause = { patterns: withoutContaining(spellings(word, concepts)), species: [...species] };
  if (concepts.length === 0 && allowSplit && hasHangul(word)) {
    const split = segments(word);
    if (split) clause.parts = split.map((piece) => clauseFor(piece, false));
  }
  return clause;
}

/** Joins typed words that together are one glossary word ("short rib", "LA 갈비"). */
export function joinPhrases(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    let taken = 1;
    for (let n = Math.min(MAX_PHRASE_WORDS, words.length - i); n > 1; n--) {
      if (byWord.has(words.slice(i, i + n).join(''))) {
        taken = n;
        break;
      }
    }
    out.push(words.slice(i, i + taken).join(''));
    i += taken;
  }
  return out;
}

/** Reads a buyer's search text: its words, each with what it also means. */
export function planSearch(q: string): SearchPlan {
  // Too short to search (one Latin letter, one jamo): the storefront does not even ask.
  if (searchQuery(q) === null) return { clauses: [] };
  // Glossary words typed as several words ("short rib", "LA-cut") are joined again.
  const words = searchWords(q).map(withoutComposingJamo).filter(Boolean);
  const distinct = [...new Set(joinPhrases(words))].slice(0, MAX_WORDS);
  return { clauses: distinct.map((word) => clauseFor(word, true)) };
}
