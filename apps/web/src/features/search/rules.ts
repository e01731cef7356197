// When the storefront searches (spec: after a 300 ms pause, at most 10 suggestions). Whether a text
// is a search at all is the rules package's searchQuery, which the server's search also applies, so
// the box never asks what the server refuses.
export const SEARCH_DEBOUNCE_MS = 300;
export const SUGGESTION_LIMIT = 10;
export const RESULTS_LIMIT = 50;
