import type { ReactNode } from 'react';
import { pageRange } from './paging';

/** How many rows a list shows, said again (politely) each time the list changes. */
export function ListCount({ children }: { children: ReactNode }) {
  return (
    <p className="muted admin-count" role="status" aria-live="polite">
      {children}
    </p>
  );
}

/**
 * Previous and Next under a list of pages, and between them where the list stands (`where`: which
 * rows of how many, or the page, then `aria-current`). A button with no page on its side is
 * disabled; `onPage` takes the step, back (-1) or on (+1).
 */
export function Pager({
  label,
  previous,
  next,
  where,
  whereIsPage = false,
  onPage,
}: {
  label: string;
  previous: { label: string; enabled: boolean };
  next: { label: string; enabled: boolean };
  where: ReactNode;
  whereIsPage?: boolean;
  onPage: (step: -1 | 1) => void;
}) {
  return (
    <nav className="admin-pager" aria-label={label}>
      <button type="button" className="btn btn-secondary" disabled={!previous.enabled} onClick={() => onPage(-1)}>
        {previous.label}
      </button>
      <span className="muted" aria-current={whereIsPage ? 'page' : undefined}>
        {where}
      </span>
      <button type="button" className="btn btn-secondary" disabled={!next.enabled} onClick={() => onPage(1)}>
        {next.label}
      </button>
    </nav>
  );
}

/** One page of a counted list as the server answers it: which page, its size and the whole count. */
export interface CountedPage {
  page: number;
  page_size: number;
  count: number;
}

/**
 * A counted list split in pages (Claims, Receivables): which rows of how many, said above the list
 * once it has any, and Previous and Next under it when there is another page. `page` is undefined
 * until the list has loaded.
 */
export function CountedPages({
  page,
  words,
  onPage,
  children,
}: {
  page: CountedPage | undefined;
  words: {
    range: (where: { from: number; to: number; count: number }) => string;
    paging: () => string;
    previous: () => string;
    next: () => string;
  };
  onPage: (step: -1 | 1) => void;
  children: ReactNode;
}) {
  const range = page && pageRange(page.page, page.page_size, page.count);
  const where = range && words.range({ from: range.from, to: range.to, count: page.count });
  return (
    <>
      {range && page.count > 0 && <ListCount>{where}</ListCount>}
      {children}
      {range && (range.hasPrevious || range.hasNext) && (
        <Pager
          label={words.paging()}
          previous={{ label: words.previous(), enabled: range.hasPrevious }}
          next={{ label: words.next(), enabled: range.hasNext }}
          where={where}
          onPage={onPage}
        />
      )}
    </>
  );
}
