import { searchQuery } from '@wholesale/rules';

// When the storefront searches (spec: trimmed text longer than 1 character, after a 300 ms pause,
// at most 10 suggestions). Pure so it is unit tested.
export const SEARCH_DEBOUNCE_MS = 300;
export const SUGGESTION_LIMIT = 10;
export const RESULTS_LIMIT = 50;

/**
 * The text to search, or null to wait: the rules package's searchQuery, which the server's search
 * also applies (it answers nothing otherwise), so the box never asks what the server refuses. Two
 * letters or digits, or one complete Hangul syllable (닭 chicken, 소 beef); a lone Latin letter
 * ("x": Oxtail, "lunch boxes") or a lone consonant (ㄷ) names nothing and matches at random.
 */
export function searchTerm(text: string): string | null {
  return searchQuery(text);
}
