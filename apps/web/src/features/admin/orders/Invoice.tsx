import { useI18nContext } from '@wholesale/i18n';
import { useId } from 'react';
import type { AdminOrderDetail } from '../queries';
import { documentHref, invoiceLanguages, orderDocument } from './payments';

/**
 * The order's document in English and Korean, the buyer's language first: "Download invoice" once
 * the order is complete with every catch-weight line weighed (completing issues it); before that
 * "Download order confirmation", with a note saying when the invoice comes. The group's heading
 * names the document offered. Nothing for a declined or cancelled order.
 */
export function Invoice({ order: o }: { order: AdminOrderDetail }) {
  const { LL } = useI18nContext();
  const P = LL.admin.payments;
  const id = useId();
  const doc = orderDocument(o.order_status, o.amounts.estimated);
  if (!doc) return null;
  const invoice = doc === 'invoice';
  const noteId = `${id}-note`;
  const labels = invoice
    ? { en: P.invoiceEnglish(), ko: P.invoiceKorean() }
    : { en: P.confirmationEnglish(), ko: P.confirmationKorean() };
  return (
    <div className="admin-invoice" role="group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="admin-h3">
        {invoice ? P.invoiceTitle() : P.confirmationTitle()}
      </h3>
      <div className="admin-invoice-links">
        {invoiceLanguages(o.buyer.locale).map((lang) => (
          <a
            key={lang}
            className="btn btn-secondary"
            href={documentHref(o.id, doc, lang)}
            download
            type="application/pdf"
            aria-describedby={invoice ? undefined : noteId}
          >
            {labels[lang]}
          </a>
        ))}
      </div>
      {!invoice && (
        <p id={noteId} className="muted admin-hint admin-invoice-note">
          {P.invoiceOnComplete()}
        </p>
      )}
    </div>
  );
}
