import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';
import { useDocumentTitle } from './useDocumentTitle';

export interface PageShellProps {
  /** Translated page title: the <h1> and the document title. */
  title: string;
  /** Crumbs after Home (Home is added automatically); omit for no breadcrumb trail. */
  breadcrumbs?: readonly Crumb[];
  /** Optional short text under the title. */
  intro?: ReactNode;
  /** 'narrow' (default, ~720 px, for reading) or 'wide' (grids). */
  width?: 'narrow' | 'wide';
  children: ReactNode;
}

/** Standard content page: breadcrumbs, <h1>, intro, then the page body. */
export function PageShell({ title, breadcrumbs, intro, width = 'narrow', children }: PageShellProps) {
  useDocumentTitle(title);
  return (
    <div className={width === 'wide' ? 'page page-wide' : 'page'}>
      {breadcrumbs && <Breadcrumbs items={breadcrumbs} />}
      <h1 className="page-title">{title}</h1>
      {intro && <div className="page-intro">{intro}</div>}
      {children}
    </div>
  );
}
