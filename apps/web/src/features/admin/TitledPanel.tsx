import type { ReactNode } from 'react';

type TitledProps = {
  title: ReactNode;
  headingId: string;
  className?: string;
  testId?: string;
  children: ReactNode;
};

/**
 * A part of a back-office page named by its heading (`headingId`), so a screen reader lists it as
 * a region of that name; it sits on the page as it is, with no box around it.
 */
export function TitledSection({ title, headingId, className, testId, children }: TitledProps) {
  return (
    <section className={className} aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId} className="admin-h2">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A panel of a back-office page: a `TitledSection` in the panel's box (`admin-panel`). */
export function TitledPanel({ className, ...section }: TitledProps) {
  return <TitledSection className={className ? `admin-panel ${className}` : 'admin-panel'} {...section} />;
}
