// When the storefront searches (spec: trimmed text longer than 1 character, after a 300 ms pause,
// at most 10 suggestions). Pure so it is unit tested.
export const SEARCH_DEBOUNCE_MS = 300;
export const SUGGESTION_LIMIT = 10;
export const RESULTS_LIMIT = 50;

export function searchTerm(text: string): string | null {
  const t = text.trim();
  return [...t].length > 1 ? t : null;
}
