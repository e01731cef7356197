import { useI18nContext } from '@wholesale/i18n';
import { newestRevisionsFirst, revisionHead, revisionLines, type OrderRevision } from './orderChange';
import './orders.css';

/** The order's changes under it, newest first: when and by whom, then what changed. */
export function OrderChanges({ revisions }: { revisions: readonly OrderRevision[] }) {
  const { LL, locale } = useI18nContext();
  if (revisions.length === 0) return null;
  return (
    <section className="order-changes" aria-labelledby="order-changes-h">
      <h3 id="order-changes-h" className="order-sub">
        {LL.buyerOrders.history.title()}
      </h3>
      <ol className="order-changes-list">
        {newestRevisionsFirst(revisions).map((r) => (
          <li key={r.revision} className={r.kind === 'cancel' ? 'order-change order-change-cancel' : 'order-change'}>
            <p className="order-change-head">{revisionHead(LL, locale, r)}</p>
            <ul className="order-change-lines">
              {revisionLines(LL, locale, r).map((text, i) => (
                <li key={i}>{text}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
