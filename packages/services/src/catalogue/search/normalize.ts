import { SEARCH_KEPT } from '@wholesale/rules';

// The query's side of the comparison that migration 0008 sets up in the database (search_norm and
// search_choseong): a query word and an item's text must be reduced the same way, or a search
// misses. search.int.test.ts runs both on the whole demo catalogue and compares.

/** The 19 initial consonants of Hangul syllables, in Unicode order (compatibility jamo). */
export const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';

const HANGUL_FIRST = 0xac00; // 가
const HANGUL_LAST = 0xd7a3; // 힣
/** Syllables per initial consonant: 21 vowels × 28 finals. */
const PER_INITIAL = 21 * 28;

// What survives normalisation: ASCII letters and digits, the Latin-1 letters (é in a French cut
// name), Hangul syllables and jamo. Everything else (spaces, punctuation, symbols) is dropped, so
// spacing never matters. The same class as search_norm's, character for character; the rules
// package keeps it, as the storefront's search box counts the same characters (searchQuery).
const DROPPED = new RegExp(`[^${SEARCH_KEPT}]+`, 'gu');

/** NFC, lower case, letters and digits only: "LA 갈비 (클래식)" → "la갈비클래식". */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(DROPPED, '');
}

/**
 * A query's words, normalised: spaces and punctuation both separate words ("pork,beef" is two),
 * what normalisation would drop.
 */
export function searchWords(q: string): string[] {
  return q.normalize('NFC').toLowerCase().split(DROPPED).filter(Boolean);
}

/** The initial consonant of every Hangul syllable, other characters dropped: "돼지 갈비" → "ㄷㅈㄱㅂ". */
export function choseong(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0)!;
    if (code >= HANGUL_FIRST && code <= HANGUL_LAST) out += INITIALS[Math.floor((code - HANGUL_FIRST) / PER_INITIAL)];
  }
  return out;
}

const INITIALS_ONLY = new RegExp(`^[${INITIALS}]+$`, 'u');
/** Jamo after the last syllable: what a Korean keyboard shows while the next syllable is typed. */
const TRAILING_JAMO = /(?<=[가-힣])[ㄱ-ㅣ]+$/u;

/** Whether a normalised word is made of initial consonants only ("ㄷㅈㄱㄱ"). */
export function isChoseongWord(word: string): boolean {
  return INITIALS_ONLY.test(word);
}

/**
 * A normalised word without the jamo a Korean keyboard leaves at its end while the next syllable
 * is being composed ("돼지ㄱ" → "돼지"): suggestions appear as the buyer types, and "돼지ㄱ"
 * matches nothing in any text.
 */
export function withoutComposingJamo(word: string): string {
  return word.replace(TRAILING_JAMO, '');
}

/** Whether a normalised word contains a Hangul syllable. */
export function hasHangul(word: string): boolean {
  return /[가-힣]/u.test(word);
}

/**
 * The index keys a normalised word needs an item to have (migration 0008's search_grams): its
 * pairs of neighbouring characters, or the character itself for a one-character word.
 */
export function searchGrams(word: string): string[] {
  const chars = [...word];
  if (chars.length < 2) return chars;
  return [...new Set(chars.slice(1).map((ch, i) => chars[i]! + ch))];
}
