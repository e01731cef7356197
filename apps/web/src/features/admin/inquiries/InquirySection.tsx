import type { ReactNode } from 'react';

/**
 * A part of an inquiry's card named by its heading (the message, the cart, the files, the
 * replies): what it holds, or, when `empty` is given, that line in its place saying there is none.
 */
export function InquirySection({
  headingId,
  title,
  empty = null,
  children,
}: {
  headingId: string;
  title: string;
  empty?: string | null;
  children?: ReactNode;
}) {
  return (
    <section className="inq-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="inq-section-title">
        {title}
      </h3>
      {empty === null ? children : <p className="muted inq-none">{empty}</p>}
    </section>
  );
}
