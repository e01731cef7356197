// When a text is a search: one rule for the storefront's search box (which does not call the
// server otherwise) and the server's search (which answers nothing otherwise), so the two never
// disagree. The spec: "active only when the trimmed text is longer than 1 character".

/**
 * The characters a search compares: ASCII letters and digits, the Latin-1 letters, Hangul
 * syllables and jamo. Everything else (spaces, punctuation, symbols) is dropped before comparing.
 * A regular-expression character class body; the database's search_norm (migration 0008) keeps
 * the same characters.
 */
export const SEARCH_KEPT = '0-9a-zà-öø-ÿ가-힣ㄱ-ㅣ';
const DROPPED = new RegExp(`[^${SEARCH_KEPT}]+`, 'gu');
const HANGUL_SYLLABLE = /^[가-힣]$/u;
/** "Longer than 1 character", counted in the characters a search compares. */
const MIN_COMPARED = 2;

/**
 * The trimmed text when it is a search, else null. It must hold at least MIN_COMPARED (2)
 * characters that a search compares ("x" and "x." would find every text with an x in it), or be
 * one complete Hangul syllable: 닭 (chicken) and 소 (beef) are words (docs/decisions.md, "One
 * Hangul syllable searches"). A lone jamo (ㄷ) waits for more, like a lone Latin letter.
 */
export function searchQuery(text: string): string | null {
  const trimmed = text.trim();
  const compared = [...trimmed.normalize('NFC').toLowerCase().replace(DROPPED, '')];
  if (compared.length >= MIN_COMPARED) return trimmed;
  return compared.length === 1 && HANGUL_SYLLABLE.test(compared[0]!) ? trimmed : null;
}
