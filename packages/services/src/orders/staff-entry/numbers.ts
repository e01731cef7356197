// Numbers as restaurants text them: digits, native Korean words (하나, 두, 열두, 스무) and
// Sino-Korean ones (삼, 이십오). A word that also begins ordinary words (한, 세, 삼, 이) is a
// number only before a unit ("세 박스", "삼박스"), never alone: "삼" starts 삼겹살.

/** How a word reads as a number: its value, and whether it needs a unit after it to count. */
export interface NumberWord {
  value: number;
  /** true: only before a unit ("두 박스"); false: also alone ("갈비 둘") */
  needsUnit: boolean;
}

// Native Korean 1 to 9: the word said alone, then the forms used before a counter (한 박스).
const NATIVE_ONES: readonly (readonly [number, readonly string[], readonly string[]])[] = [
  [1, ['하나'], ['한']],
  [2, ['둘'], ['두']],
  [3, ['셋'], ['세', '석']],
  [4, ['넷'], ['네', '넉']],
  [5, ['다섯'], []],
  [6, ['여섯'], []],
  [7, ['일곱'], []],
  [8, ['여덟', '여덜'], []],
  [9, ['아홉'], []],
];
// Native tens: 열 and 스물 are said alone, 스무 only before a counter (스무 박스).
const NATIVE_TENS: readonly (readonly [number, readonly string[], readonly string[]])[] = [
  [10, ['열'], []],
  [20, ['스물'], ['스무']],
  [30, ['서른'], []],
  [40, ['마흔'], []],
  [50, ['쉰'], []],
];
const SINO_DIGITS = ['', '일', '이', '삼', '사', '오', '육', '칠', '팔', '구'];

function buildWords(): Map<string, NumberWord> {
  const words = new Map<string, NumberWord>();
  const add = (word: string, value: number, needsUnit: boolean) => {
    if (!words.has(word)) words.set(word, { value, needsUnit });
  };
  for (const [value, alone, bound] of NATIVE_ONES) {
    for (const w of alone) add(w, value, false);
    for (const w of bound) add(w, value, true);
  }
  for (const [tens, alone, bound] of NATIVE_TENS) {
    for (const w of alone) add(w, tens, false);
    for (const w of bound) add(w, tens, true);
    // 열하나 (11, alone), 열한 박스 (before a counter); 스물두 박스.
    for (const t of alone) {
      for (const [value, ones, onesBound] of NATIVE_ONES) {
        for (const o of ones) add(t + o, tens + value, false);
        for (const o of onesBound) add(t + o, tens + value, true);
      }
    }
  }
  // Sino-Korean 1..99: 일, 이, ..., 십, 십이, 이십, 이십오. Always before a unit (삼 alone is 삼겹살's start).
  for (let n = 1; n < 100; n++) {
    const tens = Math.floor(n / 10);
    const ones = n % 10;
    const word = (tens === 0 ? '' : (tens === 1 ? '' : SINO_DIGITS[tens]) + '십') + SINO_DIGITS[ones];
    add(word, n, true);
  }
  return words;
}

const WORDS = buildWords();
/** The longest number word, in characters: a bound on how far a glued word ("열두박스") is read. */
export const LONGEST_NUMBER_WORD = Math.max(...[...WORDS.keys()].map((w) => w.length));

/** A Korean number word, or null. */
export function koreanNumber(word: string): NumberWord | null {
  return WORDS.get(word) ?? null;
}

/** Digits, optionally with a decimal part ("3", "2.5"); at most 4 + 2 digits, so no count overflows. */
const DIGITS = /^\d{1,4}(?:\.\d{1,2})?$/;

/** A number written in digits, or null. */
export function digitNumber(word: string): number | null {
  return DIGITS.test(word) ? Number(word) : null;
}
