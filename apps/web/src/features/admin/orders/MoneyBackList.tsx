import { useI18nContext } from '@wholesale/i18n';
import { formatUsd } from '@wholesale/rules';
import { CreditMemoLinks } from '../../claims/CreditMemoLinks';
import { AdminTable, numeric } from '../AdminTable';
import { formatPacificMoment } from '../../../lib/pickupText';
import type { AdminOrderDetail } from '../queries';
import { creditMoveText, returnedText } from './moneyBack';
import { methodLabel } from './payments';

type OrderPayments = AdminOrderDetail['payment'];

/**
 * The order's refunds (what each took off the order and handed back, a card's tax with it), the
 * credit memos approved claims issued on it (with their PDFs) and its credit moves.
 */
export function MoneyBackList({ payment: pay }: { payment: OrderPayments }) {
  const { LL, locale } = useI18nContext();
  const P = LL.admin.payments;
  const lc = locale === 'ko' ? 'ko' : 'en';
  const zone = LL.common.pacificZone();
  return (
    <>
      {pay.refunds.length > 0 && (
        <>
          <h3 className="admin-h3">{P.refundsTitle()}</h3>
          <AdminTable
            className="admin-pay-table"
            testId="refund-list"
            columns={[P.refundedAt(), P.method(), numeric(P.refundAmount()), P.returned(), P.reason(), P.refundedBy()]}
          >
            {pay.refunds.map((r) => (
              <tr key={r.id}>
                <td>
                  <time dateTime={r.refunded_at}>{formatPacificMoment(r.refunded_at, lc, zone)}</time>
                </td>
                <td>{methodLabel(LL, r.method)}</td>
                <td className="num">{formatUsd(r.amount)}</td>
                <td className="admin-pay-collected">{returnedText(LL, r)}</td>
                <td>{r.reason}</td>
                <td>{r.refunded_by ?? P.unknownAdmin()}</td>
              </tr>
            ))}
          </AdminTable>
        </>
      )}
      {pay.credit_memos.length > 0 && (
        <>
          <h3 className="admin-h3">{P.creditMemosTitle()}</h3>
          <AdminTable
            className="admin-pay-table"
            testId="credit-memo-list"
            columns={[P.creditMemoIssued(), P.creditMemoNumber(), numeric(P.creditMemoAmount())]}
          >
            {pay.credit_memos.map((m) => (
              <tr key={m.id}>
                <td>
                  <time dateTime={m.issued_at}>{formatPacificMoment(m.issued_at, lc, zone)}</time>
                </td>
                <td>
                  <CreditMemoLinks
                    url={m.url}
                    label={m.number}
                    inEn={LL.admin.claims.inEn()}
                    inKo={LL.admin.claims.inKo()}
                  />
                </td>
                <td className="num">{formatUsd(m.amount)}</td>
              </tr>
            ))}
          </AdminTable>
        </>
      )}
      {pay.credit_moves.length > 0 && (
        <>
          <h3 className="admin-h3">{P.creditMovesTitle()}</h3>
          <ul className="admin-credit-moves" data-testid="credit-moves">
            {pay.credit_moves.map((m) => (
              <li key={m.id}>
                <span>{creditMoveText(LL, m)}</span>{' '}
                <strong>{m.direction === 'in' ? formatUsd(m.amount) : `−${formatUsd(m.amount)}`}</strong>{' '}
                <time className="muted" dateTime={m.moved_at}>
                  {formatPacificMoment(m.moved_at, lc, zone)}
                </time>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
