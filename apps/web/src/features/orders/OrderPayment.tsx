import type { RouterOutputs } from '@wholesale/api';
import { useI18nContext } from '@wholesale/i18n';
import { formatUsd } from '@wholesale/rules';
import { useId } from 'react';
import { OtherLanguagePdf } from '../../ui/OtherLanguagePdf';
import { CreditMemoLinks } from '../claims/CreditMemoLinks';
import {
  creditText,
  depositToRefundText,
  invoiceOffer,
  invoiceOtherText,
  isClosedOrder,
  moneyLines,
  paymentStateText,
} from './payment';
import './orders.css';

// Where the buyer's order stands with its payments: the state line, what is
// paid and what is left; the payments our team recorded; and the invoice or, before it, the order
// confirmation. Texts: the `buyerOrders` namespace's `payment`. The words are payment.ts's, unit tested there.

type Detail = RouterOutputs['orders']['detail'];

/**
 * "Deposit due: $512.50", then what is paid so far and what is left, and the credit when the order
 * holds more than it owes. A declined or cancelled order holding money reads "Deposit to refund"
 * instead (nothing is left to pay on it); one holding nothing shows nothing.
 */
export function PaymentState({ order: o }: { order: Detail }) {
  const { LL } = useI18nContext();
  const P = LL.buyerOrders.payment;
  const M = LL.checkout.money;
  const p = o.payment;
  const refund = depositToRefundText(LL, o.order_status, p);
  if (refund)
    return (
      <div className="order-pay-state order-pay-refund" data-testid="order-pay-refund">
        <p className="order-pay-headline">
          <strong>{refund}</strong>
        </p>
        <p className="order-pay-refund-note">{P.depositToRefundNote()}</p>
      </div>
    );
  if (isClosedOrder(o.order_status)) return null;
  const credit = creditText(LL, o.order_status, p);
  return (
    <div className={`order-pay-state order-pay-${p.state}`}>
      <p className="order-pay-headline">
        <PaymentMark state={p.state} />
        <strong>{paymentStateText(LL, p)}</strong>
      </p>
      <dl className="order-pay-figures">
        <dt>{P.paidSoFar()}</dt>
        <dd>{formatUsd(p.paid)}</dd>
        <dt>{P.leftToPay()}</dt>
        <dd>
          {o.amounts.estimated && p.due > 0 && (
            <>
              <span className="est-tag">{M.est()}</span>{' '}
            </>
          )}
          {formatUsd(p.due)}
        </dd>
      </dl>
      {credit && (
        <p className="order-pay-credit" data-testid="order-pay-credit">
          <strong>{credit}</strong> <span className="order-pay-refund-note">{P.creditNote()}</span>
        </p>
      )}
    </div>
  );
}

/** A tick once the deposit is paid, a clock while it is due (decorative: the words say it). */
function PaymentMark({ state }: { state: Detail['payment']['state'] }) {
  return (
    <svg className="order-pay-mark" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      {state === 'prepayment_due' ? (
        <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <RoundStroke d="M7.5 12.5l3 3 6-6.5" />
      )}
    </svg>
  );
}

/**
 * The payments our team recorded, oldest first: what each settled, when, and what it collected;
 * with them the refunds (what was handed back), the credit moved in or out and the credit memos
 * (with their PDFs). A voided payment is left out: it was recorded by mistake and does not count.
 */
export function PaymentsReceived({ order: o }: { order: Detail }) {
  const { LL, locale } = useI18nContext();
  const id = useId();
  const lines = moneyLines(LL, locale, o.payment);
  if (lines.length === 0) return null;
  return (
    <section className="order-pay-received" aria-labelledby={id}>
      <h3 id={id} className="order-sub">
        {LL.buyerOrders.payment.received()}
      </h3>
      <ul className="order-pay-list">
        {lines.map((line) => {
          return (
            <li key={line.key} className="order-pay-item">
              <p className="order-pay-row">
                <span className="order-pay-title">{line.title}</span>
                <strong className="order-pay-amount">{line.amount}</strong>
              </p>
              <p className="order-pay-when">{line.when}</p>
              {line.pdf && (
                <p className="order-pay-detail">
                  <CreditMemoLinks
                    url={line.pdf}
                    label={LL.buyerOrders.payment.creditMemoPdf()}
                    inEn={LL.buyerOrders.payment.invoiceInEn()}
                    inKo={LL.buyerOrders.payment.invoiceInKo()}
                  />
                </p>
              )}
              {line.details.length > 0 && (
                <p className="order-pay-detail">
                  {line.details.map((d, i) => (
                    <span key={i} className="order-pay-detail-part">
                      {d}
                    </span>
                  ))}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The order's document in the account's language, and a smaller link for the other one: the
 * invoice once the order is complete, before that the order confirmation with a note saying when
 * the invoice comes; nothing for a declined or cancelled order. Plain links with `download`: the
 * session cookie goes with them, the server names the file.
 */
export function InvoiceLinks({ order: o }: { order: Detail }) {
  const { LL, locale } = useI18nContext();
  const P = LL.buyerOrders.payment;
  const noteId = useId();
  const offer = invoiceOffer(o, locale);
  if (offer.kind === 'none') return null;
  if (offer.kind === 'later') return <p className="note order-invoice-later">{P.invoiceLater()}</p>;
  const label = offer.kind === 'invoice' ? P.invoice() : P.confirmation();
  const note =
    offer.kind === 'confirmation' ? (offer.note === 'weighing' ? P.invoiceLater() : P.invoiceOnComplete()) : null;
  return (
    <div className="order-invoice-block">
      <p className="order-invoice">
        <a
          className="btn btn-secondary order-invoice-link"
          href={offer.href}
          download
          type="application/pdf"
          aria-describedby={note ? noteId : undefined}
        >
          <DownloadMark />
          {label}
        </a>
        <OtherLanguagePdf
          className="order-invoice-other"
          href={offer.other.href}
          lang={offer.other.lang}
          label={label}
          text={invoiceOtherText(LL, offer.other.lang)}
        />
      </p>
      {note && (
        <p id={noteId} className="note order-invoice-later">
          {note}
        </p>
      )}
    </div>
  );
}

function DownloadMark() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <RoundStroke d="M12 4v11M7 10.5l5 5 5-5M5 20h14" />
    </svg>
  );
}

/** A line of these marks: 2 units wide in the text's colour, with round ends and corners. */
function RoundStroke({ d }: { d: string }) {
  return <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />;
}
