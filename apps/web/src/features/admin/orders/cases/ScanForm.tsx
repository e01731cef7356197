import { useI18nContext } from '@wholesale/i18n';
import { useId, useRef, useState, type FormEvent } from 'react';
import { lineForLabel } from './pick-line';
import { LineOptions, type CaseFormProps } from './LineOptions';
import { LabelledField } from '../../LabelledField';

/**
 * The scan field: a USB scanner types the label and Enter, which sends it. The field keeps focus
 * and empties after each case, so the next scan follows at once; a refusal stays under it.
 */
export function ScanForm({ lines, changes }: CaseFormProps) {
  const { LL } = useI18nContext();
  const C = LL.admin.cases;
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [line, setLine] = useState('auto');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const barcode = code.trim();
    if (!barcode || changes.adding) return;
    const lineId = line === 'auto' ? lineForLabel(lines, barcode) : Number(line);
    if (lineId === undefined) return;
    const refusal = await changes.add({ line_id: lineId, barcode });
    setError(refusal);
    if (refusal === null) setCode('');
    else field.current?.select();
    field.current?.focus();
  }

  return (
    <form className="cases-scan" onSubmit={(e) => void onSubmit(e)} noValidate>
      <LabelledField id={`${id}-code`} label={C.scanLabel()} className="cases-scan-field">
        <input
          id={`${id}-code`}
          ref={field}
          className="admin-input"
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-err` : `${id}-hint`}
          onChange={(e) => setCode(e.target.value)}
        />
        <span id={`${id}-hint`} className="admin-hint muted">
          {C.scanHint()}
        </span>
        {error && (
          <span id={`${id}-err`} className="admin-inline-error admin-hint">
            {error}
          </span>
        )}
      </LabelledField>
      <LabelledField id={`${id}-line`} label={C.lineLabel()}>
        <select id={`${id}-line`} className="admin-input" value={line} onChange={(e) => setLine(e.target.value)}>
          <option value="auto">{C.lineAuto()}</option>
          <LineOptions lines={lines} changes={changes} />
        </select>
      </LabelledField>
      <button type="submit" className="btn btn-primary" disabled={changes.adding} aria-busy={changes.adding}>
        {changes.adding ? C.adding() : C.add()}
      </button>
    </form>
  );
}
