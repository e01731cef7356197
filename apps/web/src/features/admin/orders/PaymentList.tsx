import { useI18nContext } from '@wholesale/i18n';
import { formatUsd } from '@wholesale/rules';
import { AdminTable, numeric, unseen } from '../AdminTable';
import { formatPacificMoment } from '../../../lib/pickupText';
import type { AdminOrderDetail } from '../queries';
import { canVoid } from './moneyBack';
import { collectedText, kindLabel, methodLabel } from './payments';
import { VoidPayment } from './VoidPayment';
import type { useMoneyBack } from './useMoneyBack';

/**
 * The payments received for an order: when, what for, how, what each settled and collected, and by
 * whom. A voided payment stays listed, struck through and greyed, with why it no longer counts; a
 * counted one offers "Void" (when `money` is given: the order takes changes to its money).
 */
export function PaymentList({
  payments,
  paid,
  money,
}: {
  payments: AdminOrderDetail['payment']['payments'];
  paid: number;
  money?: ReturnType<typeof useMoneyBack>;
}) {
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
      columns={[
        P.received(),
        P.kind(),
        P.method(),
        numeric(P.settled()),
        P.collected(),
        P.recordedBy(),
        unseen(P.actions()),
      ]}
    >
      {payments.map((p) => {
        const when = formatPacificMoment(p.received_at, lc, zone);
        return (
          <tr key={p.id} className={p.voided ? 'admin-pay-voided' : undefined}>
            <td>
              <time dateTime={p.received_at}>{when}</time>
            </td>
            <td>{kindLabel(LL, p.kind)}</td>
            <td>{methodLabel(LL, p.method)}</td>
            <td className="num">
              {p.voided && <span className="visually-hidden">{P.notCounted()}: </span>}
              {formatUsd(p.applied)}
            </td>
            <td className="admin-pay-collected">{collectedText(LL, p)}</td>
            <td>{p.recorded_by ?? P.unknownAdmin()}</td>
            <td className="admin-pay-row-action">
              {p.voided ? (
                <span className="admin-pay-void-note" data-testid="payment-voided">
                  {P.voidedReason({ reason: p.voided.reason })}
                </span>
              ) : (
                money &&
                canVoid(p, paid) && (
                  <VoidPayment
                    payment={p}
                    money={money}
                    label={P.voidPaymentLabel({
                      method: methodLabel(LL, p.method),
                      amount: formatUsd(p.applied),
                      when,
                    })}
                  />
                )
              )}
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
