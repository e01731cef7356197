import { useI18nContext } from '@wholesale/i18n';
import { useId, useState } from 'react';
import { DayRangeFields, DownloadLink } from '../DayRange';
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
        <DayRangeFields
          id={id}
          range={range}
          onChange={setRange}
          labels={{ from: R.from(), to: R.to() }}
          errorId={valid ? undefined : errorId}
        />
        <DownloadLink
          href={valid ? accountingExportHref(range.from, range.to) : null}
          type="application/zip"
          className="btn btn-primary"
          errorId={errorId}
        >
          {R.download()}
        </DownloadLink>
      </div>
      {!valid && (
        <p id={errorId} className="field-error" role="alert">
          {R.exportInvalid()}
        </p>
      )}
    </section>
  );
}
