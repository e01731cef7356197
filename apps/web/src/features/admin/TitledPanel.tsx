import type { ReactNode } from 'react';

/**
 * A panel of a back-office page: a section named by its heading (`headingId`), so a screen reader
 * lists it as a region of that name.
 */
export function TitledPanel({
  title,
  headingId,
  className,
  testId,
  children,
}: {
  title: ReactNode;
  headingId: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={className ? `admin-panel ${className}` : 'admin-panel'}
      aria-labelledby={headingId}
      data-testid={testId}
    >
      <h2 id={headingId} className="admin-h2">
        {title}
      </h2>
      {children}
    </section>
  );
}
