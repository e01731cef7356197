import { useI18nContext } from '@wholesale/i18n';
import { formatUsd } from '@wholesale/rules';
import { dateLocale, formatPacificMoment } from '../../lib/pickupText';
import { pastName } from '../orders/reorder';
import { ClaimPhotos } from './ClaimPhotos';
import { CreditMemoLinks } from './CreditMemoLinks';
import { CLAIM_BADGE } from './model';
import type { Claim } from './queries';
import '../../ui/badge.css';

/** The order's reported problems, newest first as the server sends them: each with where it stands. */
export function ClaimList({ claims }: { claims: Claim[] }) {
  const { LL } = useI18nContext();
  const C = LL.buyerOrders.claims;
  if (claims.length === 0) return null;
  return (
    <>
      <h4 className="claim-list-title">{C.listTitle()}</h4>
      <ul className="claim-list" data-testid="order-claims">
        {claims.map((c) => (
          <ClaimCard key={c.id} claim={c} />
        ))}
      </ul>
    </>
  );
}

function ClaimCard({ claim: c }: { claim: Claim }) {
  const { LL, locale } = useI18nContext();
  const C = LL.buyerOrders.claims;
  const when = (iso: string) => formatPacificMoment(iso, dateLocale(locale), LL.common.pacificZone());
  const quantity = c.unit === 'lb' ? C.qtyLb({ n: c.quantity }) : C.qtyBox({ n: c.quantity });
  return (
    <li className="claim-card">
      <p className="claim-card-head">
        <strong className="claim-card-name">{pastName(c.line, locale)}</strong>
        <span className={`badge badge-${CLAIM_BADGE[c.status]}`}>{C.status[c.status]()}</span>
      </p>
      <p className="claim-card-line">{C.summary({ reason: C.reasons[c.reason](), quantity })}</p>
      <p className="claim-card-line muted">{C.reported({ date: when(c.claimed_at), name: c.claimed_by })}</p>
      {c.note && <p className="claim-card-note">{c.note}</p>}
      <ClaimPhotos photos={c.photos} label={(n) => C.openPhoto({ n })} />
      {c.status === 'approved' && c.approved !== null && (
        <p className="claim-card-line claim-card-approved">
          <strong>{C.approved({ amount: formatUsd(c.approved) })}</strong>
        </p>
      )}
      {c.credit_memo && (
        <p className="claim-card-line">
          <CreditMemoLinks
            url={c.credit_memo.url}
            label={C.creditMemo({ number: c.credit_memo.number })}
            inEn={C.inEn()}
            inKo={C.inKo()}
          />
        </p>
      )}
      {c.status === 'refused' && c.refuse_reason && (
        <p className="claim-card-line claim-card-refused">{C.refused({ reason: c.refuse_reason })}</p>
      )}
    </li>
  );
}
