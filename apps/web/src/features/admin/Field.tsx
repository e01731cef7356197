import type { ReactNode } from 'react';

/**
 * One labelled value of a description list, its term and its description in a row: a signup
 * request's or an inquiry's card (`signup-field`), an order's or a customer's details (the list's
 * own row class). `testId` marks the value.
 */
export function Field({
  label,
  children,
  className = 'signup-field',
  testId,
}: {
  label: string;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}
