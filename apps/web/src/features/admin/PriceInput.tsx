import type { ComponentProps, ReactNode } from 'react';

/**
 * A price typed in dollars in a back-office table or form (a customer's own prices, a price list's
 * tiers): the "$" before the box, not read out (the label says it is a price), the decimal keyboard,
 * and anything `after` it on the same line (a catch-weight price's "/ lb"). The caller gives the
 * label, the value and what describes the box.
 */
export function PriceInput({
  after,
  ...input
}: Omit<ComponentProps<'input'>, 'className' | 'inputMode' | 'autoComplete' | 'maxLength'> & { after?: ReactNode }) {
  return (
    <span className="admin-money">
      <span aria-hidden="true">$</span>
      <input className="admin-input admin-price" inputMode="decimal" autoComplete="off" maxLength={12} {...input} />
      {after}
    </span>
  );
}
