import { useI18nContext } from '@wholesale/i18n';
import { useId } from 'react';
import type { AdminOrderDetail } from '../queries';
import { invoiceHref, invoiceLanguages } from './payments';

/** "Download invoice (English)" and "(Korean)", the buyer's language first; disabled until every catch-weight line is weighed. */
export function Invoice({ order: o }: { order: AdminOrderDetail }) {
  const { LL } = useI18nContext();
  const P = LL.admin.payments;
  const noteId = useId();
  const ready = !o.amounts.estimated;
  return (
    <div className="admin-invoice" role="group" aria-labelledby={`${noteId}-title`}>
      <h3 id={`${noteId}-title`} className="admin-h3">
        {P.invoiceTitle()}
      </h3>
      <div className="admin-invoice-links">
        {invoiceLanguages(o.buyer.locale).map((lang) => {
          const label = lang === 'ko' ? P.invoiceKorean() : P.invoiceEnglish();
          return ready ? (
            <a key={lang} className="btn btn-secondary" href={invoiceHref(o.id, lang)} download>
              {label}
            </a>
          ) : (
            <a
              key={lang}
              className="btn btn-secondary admin-link-disabled"
              role="link"
              aria-disabled="true"
              aria-describedby={noteId}
            >
              {label}
            </a>
          );
        })}
      </div>
      {!ready && (
        <p id={noteId} className="muted admin-hint admin-invoice-note">
          {P.invoiceNotReady()}
        </p>
      )}
    </div>
  );
}
