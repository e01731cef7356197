import { useI18nContext } from '@wholesale/i18n';
import { formatUsd } from '@wholesale/rules';
import { Field } from '../Field';
import type { AdminOrderDetail } from '../queries';
import { Invoice } from './Invoice';
import { MoneyBackList } from './MoneyBackList';
import { MoveCredit } from './MoveCredit';
import { PaymentList } from './PaymentList';
import { isPaymentsClosed, paymentsBadge, toCents } from './payments';
import { RecordPayment } from './RecordPayment';
import { RefundForm } from './RefundForm';
import { useMoneyBack } from './useMoneyBack';

/**
 * The order's Payments section: its payment state, total, paid and left to pay, the payments received, the form that records one (not for a declined or cancelled order,
 * nor once nothing is due), and the order's document in both languages (the buyer's first): the
 * invoice once the order is complete and weighed, the order confirmation before. Money going
 * back: a payment voided (listed, not counted), refunds, the order's credit and where it moved.
 */
export function Payments({ order: o }: { order: AdminOrderDetail }) {
  const { LL } = useI18nContext();
  const P = LL.admin.payments;
  const pay = o.payment;
  const closed = isPaymentsClosed(o.order_status);
  const open = !closed && toCents(pay.due) > 0;
  const money = useMoneyBack(o);
  // Something to give back: the form to refund it (an open order still owing shows it too, for a
  // mistake at the counter, once it holds anything).
  const holds = toCents(pay.paid) > 0;
  const badge = paymentsBadge(LL, o.order_status, pay);
  return (
    <section className="admin-panel admin-payments" aria-labelledby="payments-title">
      <div className="admin-payments-head">
        <h2 id="payments-title" className="admin-h2" tabIndex={-1}>
          {P.title()}
        </h2>
        <p className="admin-pay-state">
          <span className="visually-hidden">{P.state()}: </span>
          <span className={`admin-order-badge ${badge.className}`} data-testid="payment-state">
            {badge.text}
          </span>
        </p>
      </div>
      <div className={open || holds ? 'admin-payments-grid' : undefined}>
        <div>
          <dl className="admin-dl admin-amounts admin-pay-figures">
            <Field className="admin-dl-row" label={P.total()} testId="payment-total">
              {formatUsd(o.amounts.total)}
            </Field>
            <Field className="admin-dl-row" label={P.paid()} testId="payment-paid">
              {formatUsd(pay.paid)}
            </Field>
            <Field className="admin-dl-row admin-pay-due" label={P.due()} testId="payment-due">
              {formatUsd(pay.due)}
            </Field>
          </dl>
          {o.amounts.estimated && <p className="admin-est-note">{P.estimated()}</p>}
          <h3 className="admin-h3">{P.listTitle()}</h3>
          <PaymentList payments={pay.payments} paid={pay.paid} money={money} />
          <MoneyBackList payment={pay} />
          <MoveCredit order={o} money={money} />
          {!closed && <Invoice order={o} />}
        </div>
        {/* A new payment (or a reloaded order) starts the form afresh on the new defaults. */}
        {(open || holds) && (
          <div className="admin-pay-forms">
            {open && <RecordPayment key={`${pay.payments.length}:${pay.due}:${pay.prepayment_due}`} order={o} />}
            {/* A new answer (another refund, a void) starts the form afresh on the new credit. */}
            {holds && (
              <RefundForm
                key={`${pay.refunds.length}:${pay.paid}:${pay.credit}`}
                order={o}
                money={money}
                startOpen={closed || toCents(pay.credit) > 0}
              />
            )}
          </div>
        )}
      </div>
    </section>
  );
}
