import type { ReactNode } from 'react';

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
