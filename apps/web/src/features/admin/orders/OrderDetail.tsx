import { useI18nContext } from '@wholesale/i18n';
import { formatUsd, isCatchWeight, isWeighingClosed } from '@wholesale/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { trpc } from '../../../lib/trpc';
import { toast } from '../../../ui/toastStore';
import { formatPacificMoment, formatPickupWindow } from '../../../lib/pickupText';
import { useReportFailure } from '../access';
import { Dialog } from '../Dialog';
import { failureText } from '../notify';
import { PageTitle } from '../pages/PageTitle';
import { orderDetailQuery, type AdminOrderDetail } from '../queries';
import { CancelOrder } from './CancelOrder';
import { buyerWindow, buyerWindowText } from './changesText';
import { EditLines } from './EditLines';
import { lbsText, parseWeight, unusualWeights, weightText, type UnusualWeight } from './helpers';
import { Payments } from './Payments';
import { Revisions } from './Revisions';
import { Statement } from './Statement';
import { statusLabel, StatusBadge } from './status';
import { StatusMenu } from './StatusMenu';
import { useStatusChange } from './useStatusChange';
import { DetailFrame } from '../DetailFrame';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-dl-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

type Line = AdminOrderDetail['lines'][number];
type HistoryEntry = AdminOrderDetail['history'][number];
type Weights = { line_id: number; weighed_lbs: number | null; confirm_unusual?: boolean }[];

/** One order: buyer (and their monthly statement), window, lines (with weighing), amounts, its history (statuses and weighings), payments and invoice, and its changes. */
export function OrderDetailView({ orderId, backHref }: { orderId: number; backHref: string }) {
  const { LL } = useI18nContext();
  const D = LL.admin.orderDetail;
  return (
    <DetailFrame
      query={useQuery(orderDetailQuery(orderId))}
      backHref={backHref}
      backLabel={D.back()}
      backClassName="admin-back-link"
      loadingTitle={D.loading()}
      loadErrorTitle={D.loadError()}
      retryLabel={LL.admin.orders.retry()}
    >
      {(order) => <Detail order={order} />}
    </DetailFrame>
  );
}

function Detail({ order: o }: { order: AdminOrderDetail }) {
  const { LL, locale } = useI18nContext();
  const A = LL.admin;
  const D = A.orderDetail;
  const O = A.orders;
  const lc = locale === 'ko' ? 'ko' : 'en';
  const zone = O.pacificZone();
  const { change, running, dialog } = useStatusChange();
  const none = <span className="muted">{D.none()}</span>;
  // The line editor (issue 20), while the order may still be changed.
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const isEditing = editing && o.changeable;
  // Closed (saved, discarded, or the order reloaded): focus goes back to "Edit lines", or to the
  // lines' heading when the order can no longer be edited; after a closing dialog has given focus
  // back to what opened it (the editor's Save, gone with the editor).
  useEffect(() => {
    if (wasEditing.current && !isEditing)
      window.setTimeout(() => (editButton.current ?? document.getElementById('lines-title'))?.focus(), 0);
    wasEditing.current = isEditing;
  }, [isEditing]);

  return (
    <>
      <div className="admin-page-head">
        <div>
          <PageTitle>{D.title({ number: o.order_number })}</PageTitle>
          <p className="muted admin-intro">{A.dashboard.timeNote()}</p>
        </div>
        <div className="admin-status-cell">
          <StatusBadge status={o.order_status} />
          <StatusMenu order={o} busy={running === o.id} onChange={(s) => change({ ...o, email: o.buyer.email }, s)} />
          {o.changeable && <CancelOrder order={o} disabled={isEditing} />}
        </div>
        {dialog}
      </div>
      <div className="admin-detail-grid">
        <div className="admin-panel">
          <h2 className="admin-h2">{D.buyerTitle()}</h2>
          <dl className="admin-dl">
            <Field label={D.name()}>{o.buyer.name}</Field>
            <Field label={D.company()}>{o.buyer.company ?? none}</Field>
            <Field label={D.phone()}>
              {o.buyer.phone_number ? <a href={`tel:${o.buyer.phone_number}`}>{o.buyer.phone_number}</a> : none}
            </Field>
            <Field label={D.email()}>
              <a href={`mailto:${o.buyer.email}`}>{o.buyer.email}</a>
            </Field>
            <Field label={D.language()}>{o.buyer.locale === 'ko' ? D.korean() : D.english()}</Field>
          </dl>
          <Statement buyer={o.buyer} />
        </div>
        <div className="admin-panel">
          <h2 className="admin-h2">{D.orderTitle()}</h2>
          <dl className="admin-dl">
            <Field label={D.placed()}>{formatPacificMoment(o.order_date, lc, zone)}</Field>
            <Field label={D.type()}>{o.order_type === 'delivery' ? O.delivery() : O.pickup()}</Field>
            <Field label={D.pickupWindow()}>{formatPickupWindow(o.pickup_start, o.pickup_end, lc, zone) ?? none}</Field>
            <Field label={D.note()}>{o.note?.trim() ? <span className="admin-note">{o.note}</span> : none}</Field>
            <Field label={A.orderChanges.buyerChanges()}>
              <span data-testid="buyer-cutoff">{buyerWindowText(LL, buyerWindow(o), lc, zone)}</span>
            </Field>
          </dl>
        </div>
      </div>
      {/* New stored weights (after saving or a refresh) start the fields afresh. */}
      {isEditing ? (
        <EditLines order={o} onClose={() => setEditing(false)} />
      ) : (
        <Lines
          key={o.lines.map((l) => `${l.id}:${l.weighed_lbs ?? ''}`).join(',')}
          order={o}
          onEdit={o.changeable ? () => setEditing(true) : undefined}
          editButton={editButton}
        />
      )}
      <div className="admin-detail-grid">
        <div className="admin-panel" aria-live="polite">
          <h2 className="admin-h2">{D.amountsTitle()}</h2>
          <dl className="admin-dl admin-amounts">
            <Field label={D.subtotal()}>{formatUsd(o.amounts.subtotal)}</Field>
            <Field label={D.fee()}>{formatUsd(o.amounts.fee)}</Field>
            <Field label={D.total()}>
              <strong data-testid="order-total">{formatUsd(o.amounts.total)}</strong>
            </Field>
            <Field label={D.prepayment()}>{formatUsd(o.amounts.prepayment)}</Field>
            <Field label={D.balance()}>{formatUsd(o.amounts.balance)}</Field>
            <Field label={D.cashDiscount()}>{formatUsd(o.amounts.cash_discount_max)}</Field>
          </dl>
          {o.amounts.estimated && <p className="admin-est-note">{D.estimatedTotal()}</p>}
        </div>
        <div className="admin-panel">
          <h2 className="admin-h2">{D.historyTitle()}</h2>
          {o.history.length === 0 ? (
            <p className="muted">{D.historyEmpty()}</p>
          ) : (
            <ol className="admin-history">
              {o.history.map((h, i) => (
                <li key={i}>
                  <span className="admin-history-change">
                    <HistoryChange entry={h} />
                  </span>{' '}
                  <span className="muted">{D.by({ who: h.changed_by ?? D.unknownAdmin() })}</span>
                  <br />
                  <time dateTime={h.changed_at} className="muted">
                    {formatPacificMoment(h.changed_at, lc, zone)}
                  </time>
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
      <Payments order={o} />
      <Revisions order={o} />
    </>
  );
}

/** One history line: a status change, or a weighing of a line (its pounds before and after). */
function HistoryChange({ entry: h }: { entry: HistoryEntry }) {
  const { LL, locale } = useI18nContext();
  const A = LL.admin;
  const D = A.orderDetail;
  if (h.kind === 'status') {
    return h.from_status
      ? D.historyItem({ from: statusLabel(LL, h.from_status), to: statusLabel(LL, h.to_status) })
      : D.historyCreated({ to: statusLabel(LL, h.to_status) });
  }
  const name = h.line ? (locale === 'ko' && h.line.name_ko ? h.line.name_ko : h.line.name) : D.historyRemovedLine();
  if (h.to_lbs === null) return D.historyWeightCleared({ name, from: h.from_lbs === null ? '—' : lbsText(h.from_lbs) });
  if (h.from_lbs === null) return D.historyWeighed({ name, to: lbsText(h.to_lbs) });
  return D.historyReweighed({ name, from: lbsText(h.from_lbs), to: lbsText(h.to_lbs) });
}

/** Weights far from their estimate, named with the estimate, confirmed before they are saved. */
function UnusualWeightDialog({
  pending,
  busy,
  onConfirm,
  onClose,
}: {
  pending: UnusualWeight<Line>[] | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { LL, locale } = useI18nContext();
  const D = LL.admin.orderDetail;
  const name = (l: Line) => (locale === 'ko' && l.name_ko ? l.name_ko : l.name);
  return (
    <Dialog
      open={pending !== null}
      title={D.unusualTitle()}
      description={D.unusualText()}
      busy={busy}
      onClose={onClose}
      initialFocus=".dialog-cancel"
      actions={
        <>
          <button type="button" className="btn btn-ghost dialog-cancel" onClick={onClose} disabled={busy}>
            {D.unusualCheck()}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => !busy && onConfirm()} aria-busy={busy}>
            {busy ? D.saving() : D.unusualConfirm()}
          </button>
        </>
      }
    >
      <ul>
        {(pending ?? []).map((u) => (
          <li key={u.line.id}>
            {D.unusualLine({
              name: name(u.line),
              weighed: lbsText(u.weighed),
              estimate: lbsText(u.estimate),
              packs: u.line.quantity,
              lbs: String(u.line.avg_weight),
            })}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

function Lines({
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
  const report = useReportFailure();
  const weighable = o.lines.filter((l) => isCatchWeight(l.spec));
  // Complete, declined or cancelled: the weights are final (the server refuses them too).
  const closed = isWeighingClosed(o.order_status);
  const [values, setValues] = useState<Record<number, string>>(() =>
    Object.fromEntries(weighable.map((l) => [l.id, weightText(l.weighed_lbs)])),
  );
  const [saving, setSaving] = useState(false);
  const [invalid, setInvalid] = useState<Set<number>>(new Set());
  // Weights waiting for the admin's word that they are right.
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

  async function save(weights: Weights) {
    setSaving(true);
    try {
      const detail = await weigh({ orderId: o.id, weights });
      queryClient.setQueryData(trpc.admin.orders.detail.queryKey({ orderId: o.id }), detail);
      void queryClient.invalidateQueries(trpc.admin.orders.pathFilter());
      void queryClient.invalidateQueries(trpc.admin.dashboard.pathFilter());
      toast({
        title: D.weightsSaved(),
        text: D.weightsSavedText({ total: formatUsd(detail.amounts.total) }),
        variant: 'success',
      });
    } catch (err) {
      report(err);
      toast({ title: D.weightsFailed(), text: failureText(LL, err, locale), variant: 'error' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="admin-panel admin-lines" onSubmit={onSave} noValidate>
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
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{D.product()}</th>
              <th scope="col">{D.spec()}</th>
              <th scope="col" className="num">
                {D.quantity()}
              </th>
              <th scope="col" className="num">
                {D.unitPrice()}
              </th>
              <th scope="col">{D.weighed()}</th>
              <th scope="col" className="num">
                {D.lineTotal()}
              </th>
            </tr>
          </thead>
          <tbody>
            {o.lines.map((l) => {
              const cw = isCatchWeight(l.spec);
              const bad = invalid.has(l.id);
              return (
                <tr key={l.id}>
                  <th scope="row">{name(l)}</th>
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
                          readOnly={closed}
                          value={values[l.id] ?? ''}
                          aria-invalid={bad || undefined}
                          aria-describedby={bad ? `weigh-${l.id}-err` : `weigh-${l.id}-hint`}
                          onChange={(e) => setValues((v) => ({ ...v, [l.id]: e.target.value }))}
                        />
                        <span id={`weigh-${l.id}-hint`} className="admin-hint muted">
                          {D.estimateHint({ packs: l.quantity, lbs: String(l.avg_weight) })}
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
          </tbody>
        </table>
      </div>
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
