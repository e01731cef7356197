import { useQuery } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useEffect, useId, useState } from 'react';
import { trpc } from '../../lib/trpc';
import { currentChoice, readFreeChoice, saveFreeChoice } from './freeChoice';
import './deal.css';

/**
 * The launch deal in the cart, for a company whose place is still unused: the products its first
 * order may hold free, as a choice (kept on this device for checkout). Nothing while loading, on a
 * failure, or without a place: the cart works the same without it.
 */
export function LaunchDealOffer({ userId }: { userId: number }) {
  const { LL, locale } = useI18nContext();
  const T = LL.cart.launchDeal;
  const offer = useQuery(trpc.deals.mine.queryOptions(undefined, { staleTime: 60_000 }));
  const [kept, setKept] = useState(() => readFreeChoice(userId));
  const ids = { heading: useId(), note: useId() };
  const products = offer.data?.products ?? [];
  const chosen = currentChoice(products, kept);
  // What the cart shows chosen is what checkout sends (a kept product no longer offered is replaced).
  useEffect(() => {
    if (chosen !== undefined && chosen !== kept) saveFreeChoice(userId, chosen);
  }, [chosen, kept, userId]);
  if (products.length === 0) return null;

  return (
    <section className="deal-offer" aria-labelledby={ids.heading} data-testid="launch-deal-offer">
      <h2 id={ids.heading} className="deal-offer-title">
        {T.heading()}
      </h2>
      <fieldset className="deal-offer-choices" aria-describedby={ids.note}>
        <legend>{T.text()}</legend>
        {products.map((p) => (
          <label key={p.id} className="deal-offer-choice">
            <input
              type="radio"
              name={`deal-${ids.heading}`}
              value={p.id}
              checked={chosen === p.id}
              onChange={() => {
                saveFreeChoice(userId, p.id);
                setKept(p.id);
              }}
            />
            <span>
              {locale === 'ko' && p.name_ko.trim() ? p.name_ko : p.name}
              <span className="deal-offer-free"> · {T.free()} ($0.00)</span>
            </span>
          </label>
        ))}
      </fieldset>
      <p id={ids.note} className="cart-note">
        {T.note()}
      </p>
    </section>
  );
}
