// The back office's searches (the Item List, Customers, Receivables and the boxes that search as
// staff type) all send `q` to inputs that take at most 100 characters (the contract's
// itemPageInput, customerListInput, receivablesInput): one cap and one way to clean what was typed.

/** The longest search the server accepts. */
export const SEARCH_MAX = 100;

/**
 * Search text as sent: NFKC (a Korean syllable typed on one system may arrive decomposed into jamo
 * on another; a full-width IME mode types 'ｂｕｌｇｏｇｉ'), inner spaces collapsed, trimmed, cut to
 * what the server accepts.
 */
export function normalizeSearch(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX).trim();
}
