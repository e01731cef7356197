import type { ReactNode } from 'react';

/** One labelled value of a card's description list (signup requests, inquiries). */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="signup-field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
