import { useI18nContext } from '@wholesale/i18n';
import type { AdminOrderDetail } from '../queries';
import { TitledPanel } from '../TitledPanel';
import { revisionText } from './changesText';

/**
 * The order's changes, oldest first as its history: each revision's number, when (Los
 * Angeles time), who (the buyer, or the admin by name), its differences line by line, a
 * cancellation's reason, the total before and after, and whether the buyer was left un-mailed.
 */
export function Revisions({ order: o }: { order: AdminOrderDetail }) {
  const { LL, locale } = useI18nContext();
  const C = LL.admin.orderChanges;
  const lc = locale === 'ko' ? 'ko' : 'en';
  const zone = LL.common.pacificZone();
  return (
    <TitledPanel className="admin-revisions" headingId="revisions-title" title={C.revisionsTitle()}>
      {o.revisions.length === 0 ? (
        <p className="muted">{C.revisionsEmpty()}</p>
      ) : (
        <ol className="admin-revision-list">
          {o.revisions.map((r) => {
            const t = revisionText(LL, r, lc, zone);
            return (
              <li
                key={r.revision}
                className={`admin-revision admin-revision-${r.kind}`}
                data-testid={`revision-${r.revision}`}
              >
                <p className="admin-revision-head">
                  <strong>{t.title}</strong> <span className="muted">{t.who}</span>
                  <br />
                  <time dateTime={r.changed_at} className="muted">
                    {t.when}
                  </time>
                </p>
                {t.items.length > 0 && (
                  <ul className="admin-revision-items">
                    {t.items.map((item, i) => (
                      <li key={i}>{item}</li>
                    ))}
                  </ul>
                )}
                <p className="admin-revision-total">{t.total}</p>
                {!r.buyer_mailed && <p className="muted admin-revision-quiet">{LL.admin.reschedule.notMailed()}</p>}
              </li>
            );
          })}
        </ol>
      )}
    </TitledPanel>
  );
}
