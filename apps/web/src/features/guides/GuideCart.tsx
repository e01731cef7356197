import { useI18nContext } from '@wholesale/i18n';
import { useState } from 'react';
import { Link } from '../../lib/router';
import { cartHref, type AuthUser } from '../auth-state/auth';
import { cart } from '../cart/cart';
import { acceptCookies } from '../cookie-consent/consent';
import type { DraftLine } from './GuideLineRow';
import { cartPlan, type Typed } from './model';

type Outcome = { kind: 'added'; n: number; skipped: string[]; full: number } | { kind: 'noConsent' } | null;

/** The order's summary and the one tap that adds it to the cart (products no longer sold left out, by name). */
export function GuideCart({
  lines,
  onHand,
  typed,
  user,
}: {
  lines: readonly DraftLine[];
  onHand: Typed;
  typed: Typed;
  user: AuthUser;
}) {
  const { LL, locale } = useI18nContext();
  const G = LL.orderGuides;
  const [outcome, setOutcome] = useState<Outcome>(null);
  const plan = cartPlan(lines, onHand, typed, locale);

  const add = () => {
    const full = cart.addMany(plan.add);
    if (full === null) return setOutcome({ kind: 'noConsent' });
    setOutcome({ kind: 'added', n: plan.add.length - full, skipped: plan.skipped, full });
  };

  return (
    <div className="guide-cart card">
      <p className="guide-summary">{plan.add.length === 0 ? G.nothing() : G.summary({ n: plan.add.length })}</p>
      <button type="button" className="btn btn-primary btn-block" disabled={plan.add.length === 0} onClick={add}>
        {G.addToCart()}
      </button>
      <div role="status" className="guide-outcome">
        {outcome?.kind === 'added' && (
          <>
            <p>
              {G.added({ n: outcome.n })} <Link to={cartHref(user)}>{G.viewCart()}</Link>
            </p>
            {outcome.skipped.length > 0 && <p className="alert">{G.skipped({ names: outcome.skipped.join(', ') })}</p>}
            {outcome.full > 0 && <p className="alert">{G.cartFull({ n: outcome.full })}</p>}
          </>
        )}
        {outcome?.kind === 'noConsent' && (
          <p>
            {G.needsCookies()}{' '}
            <button
              type="button"
              className="btn btn-secondary btn-small"
              onClick={() => {
                acceptCookies();
                add();
              }}
            >
              {G.acceptAndAdd()}
            </button>
          </p>
        )}
      </div>
    </div>
  );
}
