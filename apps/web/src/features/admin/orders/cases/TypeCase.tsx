import { useQuery } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useId, useState, type FormEvent } from 'react';
import { trpc } from '../../../../lib/trpc';
import { parseWeight } from '../helpers';
import { LineOptions, type CaseFormProps } from './LineOptions';
import { LabelledField } from '../../LabelledField';

/** A case whose label will not scan: its line, its lot (of that line's product) and its weight typed. */
export function TypeCase({ lines, changes }: CaseFormProps) {
  const { LL } = useI18nContext();
  const C = LL.admin.cases;
  const id = useId();
  const [lineId, setLineId] = useState(lines[0]?.line_id ?? 0);
  const [lotId, setLotId] = useState('');
  const [lbs, setLbs] = useState('');
  const [problem, setProblem] = useState<'lot' | 'weight' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const line = lines.find((l) => l.line_id === lineId);
  const lots = useQuery({
    ...trpc.admin.lots.list.queryOptions({ item_id: line?.item_id ?? 0 }),
    enabled: line !== undefined,
  });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const weight = parseWeight(lbs);
    if (!lotId) return setProblem('lot');
    if (weight === undefined || weight === null || weight <= 0 || weight > 200) return setProblem('weight');
    setProblem(null);
    const refusal = await changes.add({ line_id: lineId, lot_id: Number(lotId), net_lbs: weight });
    setError(refusal);
    if (refusal === null) setLbs('');
  }

  return (
    <details className="cases-type">
      <summary>{C.typeHeading()}</summary>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="cases-type-form">
        <LabelledField id={`${id}-line`} label={C.lineLabel()}>
          <select
            id={`${id}-line`}
            className="admin-input"
            value={lineId}
            onChange={(e) => {
              setLineId(Number(e.target.value));
              setLotId('');
            }}
          >
            <LineOptions lines={lines} changes={changes} />
          </select>
        </LabelledField>
        <LabelledField id={`${id}-lot`} label={C.lot()}>
          <select
            id={`${id}-lot`}
            className="admin-input"
            value={lotId}
            aria-invalid={problem === 'lot' || undefined}
            aria-describedby={problem === 'lot' ? `${id}-lot-err` : undefined}
            onChange={(e) => setLotId(e.target.value)}
          >
            <option value="">{C.lotChoose()}</option>
            {(lots.data ?? []).map((l) => (
              <option key={l.id} value={l.id}>
                {l.lot_code} · {l.packed_on}
              </option>
            ))}
          </select>
          {lots.data?.length === 0 && <span className="admin-hint muted">{C.lotNone()}</span>}
          {problem === 'lot' && (
            <span id={`${id}-lot-err`} className="admin-inline-error admin-hint">
              {C.lotMissing()}
            </span>
          )}
        </LabelledField>
        <LabelledField id={`${id}-lbs`} label={C.netLbs()}>
          <input
            id={`${id}-lbs`}
            className="admin-input admin-weight"
            inputMode="decimal"
            autoComplete="off"
            value={lbs}
            aria-invalid={problem === 'weight' || undefined}
            aria-describedby={problem === 'weight' ? `${id}-lbs-err` : undefined}
            onChange={(e) => setLbs(e.target.value)}
          />
          {problem === 'weight' && (
            <span id={`${id}-lbs-err`} className="admin-inline-error admin-hint">
              {C.weightInvalid()}
            </span>
          )}
        </LabelledField>
        <button type="submit" className="btn btn-secondary" disabled={changes.adding} aria-busy={changes.adding}>
          {changes.adding ? C.adding() : C.add()}
        </button>
        {error && (
          <p className="admin-inline-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </details>
  );
}
