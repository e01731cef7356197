import type { ReactNode } from 'react';
import { PageTitle } from './PageTitle';

/** The top of a back-office page (title, intro, actions on the right), the same on every list. */
export function PageHead({ title, intro, actions }: { title: ReactNode; intro?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="admin-page-head">
      <div>
        <PageTitle>{title}</PageTitle>
        {intro && <p className="muted admin-intro">{intro}</p>}
      </div>
      {actions}
    </div>
  );
}
