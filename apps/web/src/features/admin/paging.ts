// Paging of a counted list (Claims, Receivables), shown by `CountedPages` in Pager.tsx: the page
// its URL asks for (?p=2) and which rows that page shows.

/** Which rows of a counted list one page shows (1-based; 0–0 when none) and whether there are others. */
export interface PageRange {
  from: number;
  to: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

export function pageRange(page: number, pageSize: number, count: number): PageRange {
  const from = count === 0 ? 0 : Math.min((page - 1) * pageSize + 1, count);
  const to = Math.min(page * pageSize, count);
  return { from, to, hasPrevious: page > 1, hasNext: page * pageSize < count };
}

/** The 1-based page a URL's `p` asks for; anything but a plain page number is page 1. */
export function pageFromUrl(p: URLSearchParams): number {
  const raw = p.get('p') ?? '';
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
}
