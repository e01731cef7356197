// When the storefront searches (spec: trimmed text longer than 1 character, after a 300 ms pause,
// at most 10 suggestions). Pure so it is unit tested.
export const SEARCH_DEBOUNCE_MS = 300;
export const SUGGESTION_LIMIT = 10;
export const RESULTS_LIMIT = 50;

// A complete Hangul syllable is a word of its own (닭 chicken, 소 beef, 갈 is not, but it is a fair
// start), so one syllable searches; a lone Latin letter or a lone consonant (ㄷ) would match
// everything and waits for more, as the spec says.
const HANGUL_SYLLABLE = /^[\uAC00-\uD7A3]$/u;

export function searchTerm(text: string): string | null {
  const t = text.trim();
  return [...t].length > 1 || HANGUL_SYLLABLE.test(t) ? t : null;
}
