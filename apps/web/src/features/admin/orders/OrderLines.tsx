import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { LineLots } from '../../orders/LineLots';
import { formatUsd, isCatchWeight, isWeighingClosed } from '@wholesale/rules';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { AdminTable, numeric } from '../AdminTable';
import { trpc } from '../../../lib/trpc';
import { toast } from '../../../ui/toastStore';
import { useFormSend } from '../useFormSend';
import type { AdminOrderDetail } from '../queries';
import { parseWeight, unusualWeights, weightText, type UnusualWeight } from './helpers';
import { UnusualWeightDialog } from './UnusualWeightDialog';

type Line = AdminOrderDetail['lines'][number];
type Weights = { line_id: number; weighed_lbs: number | null; confirm_unusual?: boolean }[];

/**
 * The order's lines, each catch-weight line with its weighed pounds to fill in; Save weights
 * (unusual weights confirmed first). "Edit lines" opens the line editor while the order may change.
 */
export function OrderLines({
  order: o,
  onEdit,
  editButton,
}: {
  order: AdminOrderDetail;
  onEdit?: (() => void) | undefined;
  editButton: RefObject<HTMLButtonElement | null>;
}) {
  const { LL, locale } = useI18nContext();
  const A = LL.admin;
  const D = A.orderDetail;
  const queryClient = useQueryClient();
  const { mutateAsync: weigh } = useMutation(trpc.admin.orders.weigh.mutationOptions());
  // A line with scanned cases weighs their sum: its weight changes case by case, not here.
  const cases = useQuery(trpc.admin.cases.list.queryOptions({ orderId: o.id }));
  const byCases = new Set(cases.data?.lines.filter((l) => l.cases.length > 0).map((l) => l.line_id));
  const weighable = o.lines.filter((l) => isCatchWeight(l.spec) && !byCases.has(l.id));
  // Complete, declined or cancelled: the weights are final (the server refuses them too).
  const closed = isWeighingClosed(o.order_status);
  const [values, setValues] = useState<Record<number, string>>(() =>
    Object.fromEntries(weighable.map((l) => [l.id, weightText(l.weighed_lbs)])),
  );
  const { busy: saving, send } = useFormSend(D.weightsFailed());
  const [invalid, setInvalid] = useState<Set<number>>(new Set());
  // Weights waiting for the admin's word that they are right.
  const lastField = useRef<string | null>(null);
  const [unusual, setUnusual] = useState<{ weights: Weights; lines: UnusualWeight<Line>[] } | null>(null);

  const name = (l: { name: string; name_ko: string }) => (locale === 'ko' && l.name_ko ? l.name_ko : l.name);

  function onSave(e: FormEvent) {
    e.preventDefault();
    if (closed) return;
    const bad = new Set<number>();
    const weights: Weights = [];
    for (const l of weighable) {
      const v = parseWeight(values[l.id] ?? '');
      if (v === undefined) bad.add(l.id);
      else if (v !== l.weighed_lbs) weights.push({ line_id: l.id, weighed_lbs: v });
    }
    setInvalid(bad);
    if (bad.size > 0) {
      document.getElementById(`weigh-${[...bad][0]}`)?.focus();
      return;
    }
    if (weights.length === 0) return;
    const far = unusualWeights(weighable, weights);
    if (far.length > 0) {
      setUnusual({ weights, lines: far });
      return;
    }
    void save(weights);
  }

  /** Saves the confirmed weights, saying so for each one that is unusual. */
  async function onConfirmUnusual() {
    if (!unusual) return;
    const confirmed = new Set(unusual.lines.map((u) => u.line.id));
    await save(unusual.weights.map((w) => (confirmed.has(w.line_id) ? { ...w, confirm_unusual: true } : w)));
    setUnusual(null);
  }

  function onCheckAgain() {
    const first = unusual?.lines[0]?.line.id;
    setUnusual(null);
    // After the dialog has closed and given focus back: the field to check.
    if (first !== undefined) window.setTimeout(() => document.getElementById(`weigh-${first}`)?.focus(), 0);
  }

  function save(weights: Weights) {
    // The field staff weighed last (else the first one saved): the new weights redraw the lines,
    // and focus goes back to it there, so the next line is one Tab away.
    const fieldId = lastField.current ?? `weigh-${weights[0]!.line_id}`;
    return send(async () => {
      const detail = await weigh({ orderId: o.id, weights });
      queryClient.setQueryData(trpc.admin.orders.detail.queryKey({ orderId: o.id }), detail);
      window.setTimeout(() => document.getElementById(fieldId)?.focus(), 0);
      void queryClient.invalidateQueries(trpc.admin.orders.pathFilter());
      void queryClient.invalidateQueries(trpc.admin.dashboard.pathFilter());
      toast({
        title: D.weightsSaved(),
        text: D.weightsSavedText({ total: formatUsd(detail.amounts.total) }),
        variant: 'success',
      });
    });
  }

  return (
    <form
      className="admin-panel admin-lines"
      onSubmit={onSave}
      noValidate
      onFocus={(e) => {
        if (e.target.id.startsWith('weigh-')) lastField.current = e.target.id;
      }}
    >
      <div className="admin-lines-head">
        <h2 id="lines-title" className="admin-h2" tabIndex={-1}>
          {D.linesTitle()}
        </h2>
        {onEdit && (
          <button type="button" className="btn btn-secondary btn-small" onClick={onEdit} ref={editButton}>
            {A.orderChanges.edit()}
          </button>
        )}
      </div>
      <AdminTable
        columns={[
          D.product(),
          D.spec(),
          numeric(D.quantity()),
          numeric(D.unitPrice()),
          D.weighed(),
          numeric(D.lineTotal()),
        ]}
      >
        {o.lines.map((l) => {
          const cw = isCatchWeight(l.spec);
          const scanned = byCases.has(l.id);
          const bad = invalid.has(l.id);
          return (
            <tr key={l.id}>
              <th scope="row">
                {name(l)}
                <LineLots lots={l.lots} locale={locale} label={LL.admin.lots.lineLots()} text={LL.admin.lots.lineLot} />
              </th>
              <td>{l.spec}</td>
              <td className="num">{l.quantity}</td>
              <td className="num">
                {formatUsd(l.unit_price)}
                {cw && D.perLb()}
              </td>
              <td>
                {cw ? (
                  <>
                    <label htmlFor={`weigh-${l.id}`} className="visually-hidden">
                      {D.weighedFor({ name: name(l) })}
                    </label>
                    <input
                      id={`weigh-${l.id}`}
                      className="admin-input admin-weight"
                      inputMode="decimal"
                      autoComplete="off"
                      readOnly={closed || scanned}
                      value={scanned ? weightText(l.weighed_lbs) : (values[l.id] ?? '')}
                      aria-invalid={bad || undefined}
                      aria-describedby={bad ? `weigh-${l.id}-err` : `weigh-${l.id}-hint`}
                      onChange={(e) => setValues((v) => ({ ...v, [l.id]: e.target.value }))}
                    />
                    <span id={`weigh-${l.id}-hint`} className="admin-hint muted">
                      {scanned ? D.weighedByCases() : D.estimateHint({ packs: l.quantity, lbs: String(l.avg_weight) })}
                    </span>
                    {bad && (
                      <span id={`weigh-${l.id}-err`} className="admin-inline-error admin-hint">
                        {D.weightInvalid()}
                      </span>
                    )}
                  </>
                ) : (
                  <span aria-hidden="true">{D.notCatchWeight()}</span>
                )}
              </td>
              <td className="num">
                {formatUsd(l.line_total)}
                {l.estimated && <span className="admin-est"> ({D.estimated()})</span>}
              </td>
            </tr>
          );
        })}
      </AdminTable>
      {weighable.length > 0 &&
        (closed ? (
          <p className="muted admin-lines-actions">{D.weighingClosed()}</p>
        ) : (
          <div className="admin-lines-actions">
            <button type="submit" className="btn btn-primary" disabled={saving} aria-busy={saving}>
              {saving ? D.saving() : D.saveWeights()}
            </button>
          </div>
        ))}
      <UnusualWeightDialog
        pending={unusual?.lines ?? null}
        busy={saving}
        onConfirm={() => void onConfirmUnusual()}
        onClose={onCheckAgain}
      />
    </form>
  );
}
