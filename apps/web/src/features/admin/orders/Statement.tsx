import { useI18nContext } from '@wholesale/i18n';
import { useId, useState } from 'react';
import type { AdminOrderDetail } from '../queries';
import { invoiceLanguages, type InvoiceLang } from './payments';
import { checkStatementMonth, pacificMonth, statementHref } from './statement';
import { LabelledField } from '../LabelledField';

/**
 * "Monthly statement" in the order's Buyer panel: the buyer's statement of a
 * month (this Los Angeles month first, none after it), in either language (the buyer's first and
 * chosen), downloaded as a PDF. A month the server would refuse leaves the link disabled, saying why.
 */
export function Statement({ buyer }: { buyer: AdminOrderDetail['buyer'] }) {
  const { LL } = useI18nContext();
  const P = LL.admin.payments;
  const id = useId();
  const ids = {
    title: `${id}-title`,
    intro: `${id}-intro`,
    month: `${id}-month`,
    lang: `${id}-lang`,
    error: `${id}-error`,
  };
  const latest = pacificMonth();
  const [month, setMonth] = useState(latest);
  const [lang, setLang] = useState<InvoiceLang>(buyer.locale === 'ko' ? 'ko' : 'en');
  const check = checkStatementMonth(month);
  const error = check.ok
    ? null
    : check.error === 'future'
      ? P.statementMonthFuture({ latest })
      : P.statementMonthInvalid({ example: latest });
  const label = P.statementDownload();
  return (
    <div className="admin-statement" role="group" aria-labelledby={ids.title} aria-describedby={ids.intro}>
      <h3 id={ids.title} className="admin-h3">
        {P.statementTitle()}
      </h3>
      <p id={ids.intro} className="muted admin-hint admin-statement-intro">
        {P.statementIntro()}
      </p>
      <div className="admin-statement-fields">
        <LabelledField id={ids.month} label={P.statementMonth()}>
          <input
            id={ids.month}
            type="month"
            className="admin-input admin-statement-month"
            value={month}
            max={latest}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            onChange={(e) => setMonth(e.target.value)}
          />
        </LabelledField>
        <fieldset className="admin-radio-group admin-statement-lang">
          <legend>{P.statementLanguage()}</legend>
          {invoiceLanguages(buyer.locale).map((l) => (
            <label key={l} className={l === lang ? 'on' : undefined}>
              <input type="radio" name={ids.lang} value={l} checked={l === lang} onChange={() => setLang(l)} />
              <span lang={l}>{l === 'ko' ? P.statementKorean() : P.statementEnglish()}</span>
            </label>
          ))}
        </fieldset>
      </div>
      <div aria-live="polite">
        {error && (
          <p id={ids.error} className="admin-inline-error admin-pay-error">
            {error}
          </p>
        )}
      </div>
      <div className="admin-statement-actions">
        {check.ok ? (
          <a
            className="btn btn-secondary"
            href={statementHref(buyer.id, check.month, lang)}
            download
            data-testid="statement-link"
          >
            {label}
          </a>
        ) : (
          <a
            className="btn btn-secondary admin-link-disabled"
            role="link"
            aria-disabled="true"
            aria-describedby={ids.error}
            data-testid="statement-link"
          >
            {label}
          </a>
        )}
      </div>
    </div>
  );
}
