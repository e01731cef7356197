import { useI18nContext } from '@wholesale/i18n';
import { formatUsd } from '@wholesale/rules';
import { AdminTable, numeric } from '../AdminTable';
import { formatPacificMoment } from '../../../lib/pickupText';
import type { AdminOrderDetail } from '../queries';
import { collectedText, kindLabel, methodLabel } from './payments';

/** The payments received for an order: when, what for, how, what each settled and collected, and by whom. */
export function PaymentList({ payments }: { payments: AdminOrderDetail['payment']['payments'] }) {
  const { LL, locale } = useI18nContext();
  const P = LL.admin.payments;
  const lc = locale === 'ko' ? 'ko' : 'en';
  const zone = LL.common.pacificZone();
  return payments.length === 0 ? (
    <p className="muted">{P.listEmpty()}</p>
  ) : (
    <AdminTable
      className="admin-pay-table"
      testId="payment-list"
      columns={[P.received(), P.kind(), P.method(), numeric(P.settled()), P.collected(), P.recordedBy()]}
    >
      {payments.map((p) => (
        <tr key={p.id}>
          <td>
            <time dateTime={p.received_at}>{formatPacificMoment(p.received_at, lc, zone)}</time>
          </td>
          <td>{kindLabel(LL, p.kind)}</td>
          <td>{methodLabel(LL, p.method)}</td>
          <td className="num">{formatUsd(p.applied)}</td>
          <td className="admin-pay-collected">{collectedText(LL, p)}</td>
          <td>{p.recorded_by ?? P.unknownAdmin()}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
