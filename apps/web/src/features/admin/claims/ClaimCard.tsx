import { useI18nContext } from '@wholesale/i18n';
import { formatUsd } from '@wholesale/rules';
import { formatPacificMoment } from '../../../lib/pickupText';
import { Link } from '../../../lib/router';
import { ClaimPhotos } from '../../claims/ClaimPhotos';
import { CreditMemoLinks } from '../../claims/CreditMemoLinks';
import { CLAIM_BADGE } from '../../claims/model';
import { ordersHref } from '../orders/helpers';
import { DecideClaim } from './DecideClaim';
import type { AdminClaim } from './queries';

/**
 * One claim in the queue: the order (linking to it), the company, the line, what is wrong and how
 * much, the buyer's note and photos, who claimed it and when; then the decision: the forms while
 * it is open, otherwise what was decided (the credit and its memo, or the reason refused).
 */
export function ClaimCard({ claim: c }: { claim: AdminClaim }) {
  const { LL, locale } = useI18nContext();
  const T = LL.admin.claims;
  const lc = locale === 'ko' ? 'ko' : 'en';
  const when = (iso: string) => formatPacificMoment(iso, lc, LL.common.pacificZone());
  const lineName = lc === 'ko' && c.line.name_ko.trim() ? c.line.name_ko : c.line.name;
  const headingId = `claim-${c.id}-h`;
  return (
    <li className="admin-panel claim-admin-card" aria-labelledby={headingId} data-testid="admin-claim">
      <div className="claim-admin-head">
        <h2 id={headingId} className="claim-admin-title">
          <Link to={ordersHref({ orderId: c.order_id })}>{T.claimOn({ number: c.order_number })}</Link>
        </h2>
        <span className={`admin-order-badge badge-${CLAIM_BADGE[c.status]}`}>{T.status[c.status]()}</span>
      </div>
      <dl className="admin-dl claim-admin-facts">
        <div className="claim-admin-row">
          <dt>{T.company()}</dt>
          <dd>{c.company ?? T.noCompany()}</dd>
        </div>
        <div className="claim-admin-row">
          <dt>{T.line()}</dt>
          <dd>
            {lineName} <span className="muted">{c.line.spec}</span>
            <span className="muted claim-admin-sub">
              {T.lineFacts({ quantity: c.line.quantity, total: formatUsd(c.line.total) })}
            </span>
          </dd>
        </div>
        <div className="claim-admin-row">
          <dt>{T.reason()}</dt>
          <dd>{T.reasons[c.reason]()}</dd>
        </div>
        <div className="claim-admin-row">
          <dt>{T.quantity()}</dt>
          <dd>{c.unit === 'lb' ? T.qtyLb({ n: c.quantity }) : T.qtyBox({ n: c.quantity })}</dd>
        </div>
        {c.note && (
          <div className="claim-admin-row">
            <dt>{T.note()}</dt>
            <dd className="claim-admin-note">{c.note}</dd>
          </div>
        )}
      </dl>
      <p className="muted claim-admin-sub">{T.claimed({ name: c.claimed_by, when: when(c.claimed_at) })}</p>
      <h3 className="visually-hidden">{T.photos()}</h3>
      {c.photos.length === 0 ? (
        <p className="muted">{T.noPhotos()}</p>
      ) : (
        <ClaimPhotos photos={c.photos} label={(n) => T.openPhoto({ n, number: c.order_number })} />
      )}
      {c.status === 'open' ? (
        <DecideClaim claim={c} />
      ) : (
        <div className="claim-admin-decided">
          {c.status === 'approved' && c.approved !== null && (
            <p>
              <strong>{T.approvedAmount({ amount: formatUsd(c.approved) })}</strong>
            </p>
          )}
          {c.credit_memo && (
            <p>
              <CreditMemoLinks
                url={c.credit_memo.url}
                label={T.creditMemo({ number: c.credit_memo.number })}
                inEn={T.inEn()}
                inKo={T.inKo()}
              />
            </p>
          )}
          {c.status === 'refused' && c.refuse_reason && <p>{T.refusedReason({ reason: c.refuse_reason })}</p>}
          {c.decided_at && (
            <p className="muted claim-admin-sub">
              {T.decided({ name: c.decided_by ?? LL.admin.orderDetail.unknownAdmin(), when: when(c.decided_at) })}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
