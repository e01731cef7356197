// Typos as phones make them: a Korean word compared letter by letter (jamo: 갈삐 is ㄱㅏㄹㅃㅣ, one
// letter from 갈비), where a tense or aspirated consonant for a plain one (ㅃ for ㅂ) or a vowel
// that sounds alike (ㅐ/ㅔ, ㅙ/ㅚ/ㅞ) costs half; in English a doubled letter ("bulgoggi") costs half
// and two letters the other way round ("oxtial") one.

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const MEDIALS = 'ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ';
const FINALS = [
  '',
  'ㄱ',
  'ㄲ',
  'ㄳ',
  'ㄴ',
  'ㄵ',
  'ㄶ',
  'ㄷ',
  'ㄹ',
  'ㄺ',
  'ㄻ',
  'ㄼ',
  'ㄽ',
  'ㄾ',
  'ㄿ',
  'ㅀ',
  'ㅁ',
  'ㅂ',
  'ㅄ',
  'ㅅ',
  'ㅆ',
  'ㅇ',
  'ㅈ',
  'ㅊ',
  'ㅋ',
  'ㅌ',
  'ㅍ',
  'ㅎ',
];

/** A word with its Hangul syllables spelled out letter by letter; other characters as they are. */
export function jamo(word: string): string {
  let out = '';
  for (const ch of word) {
    const code = ch.codePointAt(0)!;
    if (code < HANGUL_FIRST || code > HANGUL_LAST) {
      out += ch;
      continue;
    }
    const offset = code - HANGUL_FIRST;
    out += INITIALS[Math.floor(offset / 588)]! + MEDIALS[Math.floor((offset % 588) / 28)]! + FINALS[offset % 28]!;
  }
  return out;
}

/** Letters a hurried thumb or ear swaps: each pair costs half a letter. */
const NEAR = new Set(
  [
    'ㄱㄲ',
    'ㄷㄸ',
    'ㅂㅃ',
    'ㅅㅆ',
    'ㅈㅉ',
    'ㄱㅋ',
    'ㄷㅌ',
    'ㅂㅍ',
    'ㅈㅊ',
    'ㅐㅔ',
    'ㅒㅖ',
    'ㅙㅚ',
    'ㅚㅞ',
    'ㅙㅞ',
    'ㅓㅗ',
    'ㅕㅛ',
    'ck',
    'ie',
    'ou',
    'ao',
  ].flatMap((pair) => [pair, pair[1]! + pair[0]!]),
);

/**
 * Edit distance between two short words with the cheaper swaps above and half-price doubled
 * letters; stops early (returns more than `limit`) once every path costs more than `limit`.
 */
export function typoDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit * 2) return limit + 1;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const ca = a[i - 1]!;
      const cb = b[j - 1]!;
      const swap = ca === cb ? 0 : NEAR.has(ca + cb) ? 0.5 : 1;
      // Inserting or dropping a letter that repeats its neighbour ("bulgoggi") costs half.
      const drop = a[i - 2] === ca ? 0.5 : 1;
      const add = b[j - 2] === cb ? 0.5 : 1;
      let cell = Math.min(prev[j - 1]! + swap, prev[j]! + drop, row[j - 1]! + add);
      // Two neighbours typed the other way round ("oxtial") cost one letter.
      if (i > 1 && j > 1 && ca === b[j - 2] && a[i - 2] === cb) cell = Math.min(cell, before[j - 2]! + 1);
      row.push(cell);
      best = Math.min(best, cell);
    }
    if (best > limit) return limit + 1;
    before = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * How far a word may be from the word it was meant as: a two-syllable Korean word only by a near
 * swap (오리, duck, is a whole letter from 꼬리, oxtail), a longer one by one letter; an English
 * word of 4 to 6 letters by one, longer by two. Shorter words are taken as written.
 */
export function typoAllowance(word: string): number {
  const syllables = [...word].filter((ch) => ch >= '가' && ch <= '힣').length;
  if (syllables > 0) return syllables >= 3 ? 1 : syllables === 2 ? 0.5 : 0;
  if (word.length >= 7) return 2;
  return word.length >= 4 ? 1 : 0;
}
