import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useId, useState } from 'react';
import { readFailure } from '../../../lib/failure';
import { refusalText } from '../../../lib/serverErrorText';
import { trpc } from '../../../lib/trpc';
import { toast } from '../../../ui/toastStore';
import { useReportFailure } from '../access';
import { adminFailureText } from '../notify';
import { LabelledField } from '../LabelledField';
import { TitledSection } from '../TitledPanel';

/** The refused lines of an import, in line order ('line 12' → 12). */
export function refusedLines(fields: Readonly<Record<string, unknown>>): number[] {
  return Object.keys(fields)
    .flatMap((k) => (k.startsWith('line ') ? [Number(k.slice(5))] : []))
    .filter((n) => Number.isInteger(n))
    .sort((a, b) => a - b);
}

/** "Import lots from CSV": pasted or chosen from a file; every line or none, each refused line said. */
export function ImportLots() {
  const { LL, locale } = useI18nContext();
  const L = LL.admin.lots;
  const report = useReportFailure();
  const queryClient = useQueryClient();
  const [csv, setCsv] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [said, setSaid] = useState('');
  const id = useId();
  const run = useMutation(trpc.admin.lots.import.mutationOptions());

  async function importNow() {
    setProblems([]);
    setSaid('');
    try {
      const done = await run.mutateAsync({ csv });
      setSaid(L.imported({ count: done.created }));
      setCsv('');
      void queryClient.invalidateQueries(trpc.admin.lots.pathFilter());
    } catch (err) {
      report(err);
      const failure = readFailure(err);
      const lines = refusedLines(failure.fields);
      setProblems(
        lines.length > 0
          ? lines.map((line) =>
              L.importLine({ line, reason: refusalText(LL, failure.fields[`line ${line}`]!, locale) }),
            )
          : [adminFailureText(LL, err, locale)],
      );
      toast({ title: L.importFailed(), variant: 'error' });
    }
  }

  return (
    <TitledSection className="lots-import" headingId={`${id}-title`} title={L.importHeading()}>
      <p id={`${id}-hint`} className="muted admin-hint">
        {L.importHint()}
      </p>
      <LabelledField id={`${id}-csv`} label={L.importLabel()}>
        <textarea
          id={`${id}-csv`}
          className="admin-input lots-csv"
          rows={5}
          value={csv}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setCsv(e.target.value)}
        />
      </LabelledField>
      <LabelledField id={`${id}-file`} label={L.importFile()}>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void file.text().then(setCsv);
          }}
        />
      </LabelledField>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={!csv.trim() || run.isPending}
        onClick={() => void importNow()}
      >
        {run.isPending ? L.importing() : L.importRun()}
      </button>
      <p className="muted" role="status">
        {said}
      </p>
      {problems.length > 0 && (
        <ul className="lots-problems" role="alert">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
