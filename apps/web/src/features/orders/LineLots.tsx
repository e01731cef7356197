import type { LineLot } from '@wholesale/contract';
import { businessDate, lotDay } from '@wholesale/rules';
import './line-lots.css';

/**
 * A line's lots under its product: 'Lot A123 · packed Nov 20 · 3 cases', one a line (the buyer's
 * order page, the admin's order and pick list, each with its own words). Nothing for a line
 * without cases.
 */
export function LineLots({
  lots,
  locale,
  label,
  text,
}: {
  lots: readonly LineLot[] | undefined;
  locale: string;
  /** the list's name for screen readers ('Lots') */
  label: string;
  text: (p: { code: string; packed: string; cases: number }) => string;
}) {
  if (!lots || lots.length === 0) return null;
  const lc = locale === 'ko' ? 'ko' : 'en';
  const today = businessDate(new Date());
  return (
    <ul className="line-lots" aria-label={label}>
      {lots.map((l) => (
        <li key={l.lot_id}>{text({ code: l.lot_code, packed: lotDay(l.packed_on, lc, today), cases: l.cases })}</li>
      ))}
    </ul>
  );
}
