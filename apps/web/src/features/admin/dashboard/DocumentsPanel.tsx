import { useId, type ReactNode } from 'react';

/**
 * A panel of the dashboard's companies' documents (renewals to review, documents expiring): its
 * heading, a line on what it lists, and the list, named by the heading.
 */
export function DocumentsPanel({
  className,
  testId,
  title,
  intro,
  children,
}: {
  className: string;
  testId: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const heading = useId();
  return (
    <section className={`admin-panel ${className}`} aria-labelledby={heading} data-testid={testId}>
      <div className="admin-panel-head">
        <h2 id={heading} className="admin-h2">
          {title}
        </h2>
      </div>
      <p className="muted admin-hint">{intro}</p>
      {children}
    </section>
  );
}
