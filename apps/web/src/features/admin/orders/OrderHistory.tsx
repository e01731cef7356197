import { useI18nContext } from '@wholesale/i18n';
import { formatPacificMoment } from '../../../lib/pickupText';
import type { AdminOrderDetail } from '../queries';
import { lbsText } from './helpers';
import { statusLabel } from './status';

type HistoryEntry = AdminOrderDetail['history'][number];

/** The order's history: its status changes and weighings, each with who and when. */
export function OrderHistory({ history }: { history: AdminOrderDetail['history'] }) {
  const { LL, locale } = useI18nContext();
  const D = LL.admin.orderDetail;
  const lc = locale === 'ko' ? 'ko' : 'en';
  const zone = LL.common.pacificZone();
  return (
    <div className="admin-panel">
      <h2 className="admin-h2">{D.historyTitle()}</h2>
      {history.length === 0 ? (
        <p className="muted">{D.historyEmpty()}</p>
      ) : (
        <ol className="admin-history">
          {history.map((h, i) => (
            <li key={i}>
              <span className="admin-history-change">
                <HistoryChange entry={h} />
              </span>{' '}
              <span className="muted">{D.by({ who: h.changed_by ?? D.unknownAdmin() })}</span>
              <br />
              <time dateTime={h.changed_at} className="muted">
                {formatPacificMoment(h.changed_at, lc, zone)}
              </time>
              {h.kind === 'status' && h.reason && (
                <span className="admin-history-reason">{LL.admin.statusMenu.historyReason({ reason: h.reason })}</span>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** One history line: a status change, or a weighing of a line (its pounds before and after). */
function HistoryChange({ entry: h }: { entry: HistoryEntry }) {
  const { LL, locale } = useI18nContext();
  const A = LL.admin;
  const D = A.orderDetail;
  if (h.kind === 'status') {
    return h.from_status
      ? D.historyItem({ from: statusLabel(LL, h.from_status), to: statusLabel(LL, h.to_status) })
      : D.historyCreated({ to: statusLabel(LL, h.to_status) });
  }
  const name = h.line ? (locale === 'ko' && h.line.name_ko ? h.line.name_ko : h.line.name) : D.historyRemovedLine();
  if (h.to_lbs === null) return D.historyWeightCleared({ name, from: h.from_lbs === null ? '—' : lbsText(h.from_lbs) });
  if (h.from_lbs === null) return D.historyWeighed({ name, to: lbsText(h.to_lbs) });
  return D.historyReweighed({ name, from: lbsText(h.from_lbs), to: lbsText(h.to_lbs) });
}
