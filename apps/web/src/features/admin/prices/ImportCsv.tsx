import { useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { PRICE_CSV_MAX_CHARS } from '@wholesale/contract';
import { useId, useRef, useState } from 'react';
import { refusalText } from '../../../lib/serverErrorText';
import { trpc } from '../../../lib/trpc';
import { toast } from '../../../ui/toastStore';
import { readFailure } from '../../../lib/failure';
import { useReportFailure } from '../access';
import { adminFailureText } from '../notify';
import { importLines } from './changes';
import { exportCsvHref } from './href';
import { importPriceListCsv, usePricesChanged, type PriceList } from './queries';
import { TitledPanel } from '../TitledPanel';

type Outcome =
  | { kind: 'imported'; file: string; changes: number }
  | { kind: 'refused'; file: string; message: string; lines: { line: number; reason: string }[] };

/** Bytes a file may have before it is read: 4 million characters of up to 3 bytes each, at most. */
const MAX_FILE_BYTES = PRICE_CSV_MAX_CHARS * 3;

/**
 * The list's CSV file: Export (a plain link: the server sends the file with the session cookie)
 * and Import (a file chosen here, posted to the REST import, which replaces every price or none:
 * the refused lines are listed, each with its reason in the page's language).
 */
export function ImportCsv({ list, dirty }: { list: PriceList; dirty: boolean }) {
  const { LL, locale } = useI18nContext();
  const E = LL.admin.priceLists.editor;
  const queryClient = useQueryClient();
  const report = useReportFailure();
  const pricesChanged = usePricesChanged();
  const fileInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const base = useId();
  const ids = { heading: `${base}-h`, intro: `${base}-intro`, dirty: `${base}-dirty`, file: `${base}-file` };

  async function importFile(file: File) {
    setOutcome(null);
    if (file.size > MAX_FILE_BYTES) {
      setOutcome({ kind: 'refused', file: file.name, message: E.importTooBig(), lines: [] });
      return;
    }
    setBusy(true);
    try {
      let csv: string;
      try {
        csv = await file.text();
      } catch {
        setOutcome({ kind: 'refused', file: file.name, message: E.importUnreadable(), lines: [] });
        return;
      }
      if (csv.length > PRICE_CSV_MAX_CHARS) {
        setOutcome({ kind: 'refused', file: file.name, message: E.importTooBig(), lines: [] });
        return;
      }
      const answer = await importPriceListCsv(list.id, csv);
      const { changes, ...saved } = answer;
      queryClient.setQueryData(trpc.admin.prices.list.queryKey({ priceListId: list.id }), saved);
      pricesChanged();
      setOutcome({ kind: 'imported', file: file.name, changes });
      toast({ title: E.imported(), text: E.importedText({ count: changes }), variant: 'success' });
    } catch (err) {
      report(err);
      const f = readFailure(err);
      const lines = importLines(f.fields).map(({ line, error }) => ({
        line,
        reason: refusalText(LL, error, locale, LL.admin.toast.unexpected()),
      }));
      const message = adminFailureText(LL, err, locale);
      setOutcome({ kind: 'refused', file: file.name, message, lines });
      toast({ title: E.importFailed(), text: message, variant: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <TitledPanel className="pl-file" headingId={ids.heading} title={E.fileTitle()}>
      <p id={ids.intro} className="muted admin-hint pl-file-intro">
        {E.fileIntro()}
      </p>
      <div className="pl-file-actions">
        <a
          className="btn btn-secondary"
          href={exportCsvHref(list.id)}
          download
          aria-label={E.exportLabel({ name: list.name })}
        >
          {E.export()}
        </a>
        <button
          type="button"
          className="btn btn-secondary"
          aria-label={E.importLabel({ name: list.name })}
          aria-describedby={dirty ? `${ids.dirty} ${ids.intro}` : ids.intro}
          aria-disabled={dirty || busy || undefined}
          aria-busy={busy}
          onClick={() => {
            if (!dirty && !busy) fileInput.current?.click();
          }}
        >
          {busy ? E.importing() : E.import()}
        </button>
        {/* Chosen through the button above (a file input cannot be labelled "Import CSV" on every browser). */}
        <input
          ref={fileInput}
          id={ids.file}
          type="file"
          accept=".csv,text/csv,text/plain"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="price-list-import"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void importFile(file);
          }}
        />
      </div>
      {dirty && (
        <p id={ids.dirty} className="admin-hint pl-dirty">
          {E.importDirty()}
        </p>
      )}
      <div className="pl-import-outcome" aria-live="polite">
        {outcome?.kind === 'imported' && (
          <p className="pl-imported">{E.importResult({ file: outcome.file, count: outcome.changes })}</p>
        )}
      </div>
      {outcome?.kind === 'refused' && (
        <div className="pl-import-refused" role="alert">
          <p className="admin-inline-error">{E.importRefused({ file: outcome.file, message: outcome.message })}</p>
          {outcome.lines.length > 0 && (
            <ul className="pl-lines" aria-label={E.linesTitle()}>
              {outcome.lines.map((l) => (
                <li key={l.line}>{E.lineError({ line: l.line, reason: l.reason })}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </TitledPanel>
  );
}
