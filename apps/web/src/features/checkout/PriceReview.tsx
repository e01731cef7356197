import { useI18nContext } from '@wholesale/i18n';
import { formatUsd, fromCents } from '@wholesale/rules';
import { localized } from '../catalogue/localized';
import type { PricedLine } from '../cart/cartPricing';
import type { PriceChange } from './priceReview';

/** What the buyer is asked to confirm: the total the server priced, the one they saw, and what changed. */
export interface Review {
  nowCents: number;
  wasCents: number | null;
  changes: PriceChange[];
}

/**
 * An order kept offline, refused because prices changed while it waited: the new total, what
 * changed, and one button that places it at that total (and only that total). Sits in the bar by
 * PLACE YOUR ORDER, which waits meanwhile.
 */
export function PriceReview({
  review,
  lines,
  placing,
  onConfirm,
}: {
  review: Review;
  lines: readonly PricedLine[];
  placing: boolean;
  onConfirm: () => void;
}) {
  const { LL, locale } = useI18nContext();
  const R = LL.checkout.review;
  const usd = (cents: number) => formatUsd(fromCents(cents));
  const nameOf = (id: number) => {
    const line = lines.find((l) => l.id === id);
    return line?.status === 'available' ? localized(line.item, locale).name : `#${id}`;
  };
  const now = usd(review.nowCents);
  return (
    <div className="note error place-failure" role="alert" id="price-review">
      <strong>{R.title()}</strong>
      <span>{review.wasCents === null ? R.textNow({ now }) : R.text({ now, was: usd(review.wasCents) })}</span>
      {review.changes.length > 0 && (
        <>
          <span>{R.changes()}</span>
          <ul className="list">
            {review.changes.map((c) => (
              <li key={c.id}>{R.change({ name: nameOf(c.id), was: usd(c.wasCents), now: usd(c.nowCents) })}</li>
            ))}
          </ul>
        </>
      )}
      <button type="button" className="btn btn-primary btn-small" disabled={placing} onClick={onConfirm}>
        {R.confirm({ total: now })}
      </button>
    </div>
  );
}
