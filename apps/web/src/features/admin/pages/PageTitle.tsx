import type { ReactNode } from 'react';

/** The admin page's heading; focusable from script so a page switch can announce it. */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <h1 className="admin-page-title" tabIndex={-1}>
      {children}
    </h1>
  );
}
