import { useI18nContext } from '@wholesale/i18n';
import { useId, useState } from 'react';
import { accountingExportHref, exportRangeValid, lastMonthRange, pacificToday } from './model';

/** The bookkeeper's export: a range of days (last month at first) and the zip's link. */
export function AccountingExport() {
  const { LL } = useI18nContext();
  const R = LL.admin.receivables;
  const id = useId();
  const [range, setRange] = useState(() => lastMonthRange(pacificToday(new Date())));
  const valid = exportRangeValid(range.from, range.to);
  const errorId = `${id}-error`;
  return (
    <section className="admin-panel rc-export" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="rc-export-title">
        {R.exportTitle()}
      </h2>
      <p className="muted">{R.exportIntro()}</p>
      <div className="rc-export-row">
        <div className="admin-field">
          <label htmlFor={`${id}-from`}>{R.from()}</label>
          <input
            id={`${id}-from`}
            type="date"
            min="2000-01-01"
            max="2100-12-31"
            value={range.from}
            aria-invalid={valid ? undefined : true}
            aria-describedby={valid ? undefined : errorId}
            onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-to`}>{R.to()}</label>
          <input
            id={`${id}-to`}
            type="date"
            min="2000-01-01"
            max="2100-12-31"
            value={range.to}
            aria-invalid={valid ? undefined : true}
            aria-describedby={valid ? undefined : errorId}
            onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))}
          />
        </div>
        {valid ? (
          <a
            className="btn btn-primary"
            href={accountingExportHref(range.from, range.to)}
            download
            type="application/zip"
          >
            {R.download()}
          </a>
        ) : (
          // a link cannot be disabled: a button that says why, in place of the link
          <button type="button" className="btn btn-primary" disabled aria-describedby={errorId}>
            {R.download()}
          </button>
        )}
      </div>
      {!valid && (
        <p id={errorId} className="field-error" role="alert">
          {R.exportInvalid()}
        </p>
      )}
    </section>
  );
}
