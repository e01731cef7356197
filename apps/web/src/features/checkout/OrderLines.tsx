import { useI18nContext } from '@wholesale/i18n';
import { formatUsd, fromCents, orderAmounts } from '@wholesale/rules';
import { localized } from '../catalogue/localized';
import type { PricedLine } from '../cart/cartPricing';

/** Step 0's list of the cart as priced now: what is bought, how many, and for how much. */
export function SummaryLines({ lines }: { lines: readonly PricedLine[] }) {
  const { LL, locale } = useI18nContext();
  const T = LL.checkout;
  const C = LL.cart.tab;
  return (
    <section aria-labelledby="items-h">
      <h2 id="items-h" className="section-title">
        {T.summary.items()}
      </h2>
      <ul className="summary-lines">
        {lines.map((l) => {
          if (l.status !== 'available') {
            return (
              <li key={l.id} className="summary-line unavailable">
                <span>{C.unavailableName({ id: l.id })}</span>
                <span className="muted">{l.status === 'unavailable' ? C.unavailable() : C.loading()}</span>
              </li>
            );
          }
          const name = localized(l.item, locale).name;
          const price = formatUsd(fromCents(l.unitPriceCents));
          return (
            <li key={l.id} className="summary-line">
              <span className="summary-name">{name}</span>
              <span className="summary-amount">
                {l.estimated && <span className="est">{T.money.est()} </span>}
                {formatUsd(fromCents(l.amountCents))}
              </span>
              <span className="summary-detail muted">
                {l.estimated
                  ? T.money.perLb({ packs: l.quantity, w: l.item.avg_weight, price })
                  : `${C.boxes({ n: l.quantity })} × ${price}`}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The money as a wholesale buyer needs it: subtotal, fee, total, the 50% due now and the balance
 * at pickup, the cash and card notes, and the catch-weight estimate note. Same functions as the
 * server's pricing (@wholesale/rules order-money.ts), so the figures match the order's.
 */
export function MoneySummary({ lines }: { lines: readonly PricedLine[] }) {
  const { LL } = useI18nContext();
  const M = LL.checkout.money;
  const a = orderAmounts(
    lines.flatMap((l) => (l.status === 'available' ? [{ cents: l.amountCents, estimated: l.estimated }] : [])),
  );
  const usd = (cents: number) => formatUsd(fromCents(cents));
  const est = a.estimated ? `${M.est()} ` : '';
  /** a figure the catch weights may still change: "est." before it while any line is estimated */
  const estimatedUsd = (cents: number) => (
    <>
      {est}
      {usd(cents)}
    </>
  );
  return (
    <section className="money" aria-label={M.total()}>
      <dl>
        <dt>{M.subtotal()}</dt>
        <dd>{estimatedUsd(a.subtotalCents)}</dd>
        <dt>{M.fee()}</dt>
        <dd>{usd(a.feeCents)}</dd>
        <dt className="money-total">{a.estimated ? M.estimatedTotal() : M.total()}</dt>
        <dd className="money-total">{usd(a.totalCents)}</dd>
        <dt>{M.prepayment()}</dt>
        <dd>{estimatedUsd(a.prepaymentCents)}</dd>
        <dt>{M.balance()}</dt>
        <dd>{estimatedUsd(a.balanceCents)}</dd>
      </dl>
      <ul className="money-notes">
        <li>{M.cashNote({ amount: usd(a.cashDiscountMaxCents) })}</li>
        <li>{M.cardNote()}</li>
        {a.estimated && <li>{M.estimateNote()}</li>}
      </ul>
    </section>
  );
}
