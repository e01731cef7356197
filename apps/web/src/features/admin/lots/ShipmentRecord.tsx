import { SHIPMENT_PDF_MAX_ROWS, shipmentRecordQuery } from '@wholesale/contract';
import { businessDate } from '@wholesale/rules';
import { useI18nContext } from '@wholesale/i18n';
import { useId, useState } from 'react';
import { codeText } from '../../../lib/serverErrorText';
import { DayRangeFields, DownloadLink } from '../DayRange';
import { TitledPanel } from '../TitledPanel';

/** GET /api/admin/shipments.csv|pdf for a range of Los Angeles days ('YYYY-MM-DD'); the PDF in the page's language. */
export function shipmentRecordHref(kind: 'csv' | 'pdf', from: string, to: string, lang: 'en' | 'ko'): string {
  const p = new URLSearchParams({ from, to });
  if (kind === 'pdf') p.set('lang', lang);
  return `/api/admin/shipments.${kind}?${p.toString()}`;
}

/** The range's refusal code as the server would answer it, or null when it would take it. */
export function shipmentRangeError(from: string, to: string): string | null {
  const parsed = shipmentRecordQuery.safeParse({ from, to });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'lots.shipmentDay');
}

/** "Shipment record": a range of days (this month so far at first) and its CSV and PDF. */
export function ShipmentRecord() {
  const { LL, locale } = useI18nContext();
  const L = LL.admin.lots;
  const id = useId();
  const [range, setRange] = useState(() => {
    const today = businessDate(new Date());
    return { from: `${today.slice(0, 8)}01`, to: today };
  });
  const error = shipmentRangeError(range.from, range.to);
  const errorId = `${id}-error`;
  const lang = locale === 'ko' ? 'ko' : 'en';
  const link = (kind: 'csv' | 'pdf', text: string) => (
    <DownloadLink
      href={error ? null : shipmentRecordHref(kind, range.from, range.to, lang)}
      type={kind === 'csv' ? 'text/csv' : 'application/pdf'}
      className="btn btn-secondary"
      errorId={errorId}
    >
      {text}
    </DownloadLink>
  );
  return (
    <TitledPanel className="lots-record" headingId={`${id}-title`} title={L.recordHeading()}>
      <p className="muted">{L.recordHint()}</p>
      <div className="lots-record-row">
        <DayRangeFields
          id={id}
          range={range}
          onChange={setRange}
          labels={{ from: L.recordFrom(), to: L.recordTo() }}
          errorId={error ? errorId : undefined}
          className="admin-input"
        />
        {link('csv', L.recordCsv())}
        {link('pdf', L.recordPdf())}
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {codeText(LL, error, null, locale) ?? error}
        </p>
      ) : (
        <p className="muted">{L.recordPdfHint({ rows: SHIPMENT_PDF_MAX_ROWS })}</p>
      )}
    </TitledPanel>
  );
}
