import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { formatUsd, isCatchWeight } from '@wholesale/rules';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AdminTable, numeric } from '../AdminTable';
import { trpc } from '../../../lib/trpc';
import { toast } from '../../../ui/toastStore';
import { useReportFailure } from '../access';
import { QuestionDialog } from '../../../ui/Dialog';
import { adminFailureText } from '../notify';
import type { AdminOrderDetail } from '../queries';
import { isChangedMeanwhile, isStaleOrder } from './changeErrors';
import { entryText, productName } from './changesText';
import {
  addProduct,
  changeAttemptBody,
  changeEntries,
  changePlan,
  invalidLines,
  lineKind,
  productsOnOrder,
  removeLine,
  restoreLine,
  setQuantity,
  startEditing,
  substitute,
  type ChangeEntry,
  type EditLine,
} from './orderEdit';
import { attemptFor, type Attempt } from '../../../lib/attempt';
import { NotifyBuyerField } from './NotifyBuyerField';
import { ProductPicker, type PickPurpose } from './ProductPicker';
import './reschedule.css';

/**
 * The order's lines as an editor: a shortage (a lower quantity), a removed line, a
 * substitution, an added product. Save asks first (the differences, and that the buyer is e-mailed
 * the old and the new), then sends every line through `orders.change` with the revision the
 * editor opened on: a buyer's change since then is refused, and the page reloads the order.
 */
export function EditLines({ order: o, onClose }: { order: AdminOrderDetail; onClose: () => void }) {
  const { LL, locale } = useI18nContext();
  const C = LL.admin.orderChanges;
  const D = LL.admin.orderDetail;
  const queryClient = useQueryClient();
  const report = useReportFailure();
  const { mutateAsync: change } = useMutation(trpc.orders.change.mutationOptions());
  // The version the admin edits: a newer one read meanwhile must not carry these edits over it.
  const [revision] = useState(o.revision);
  const [state, setState] = useState(() => startEditing(o.lines));
  const [showErrors, setShowErrors] = useState(false);
  const [emptyError, setEmptyError] = useState(false);
  const [picking, setPicking] = useState<PickPurpose | null>(null);
  const [confirm, setConfirm] = useState<ChangeEntry[] | null>(null);
  const [saving, setSaving] = useState(false);
  // Ticked unless staff agreed the change with the buyer on the phone.
  const [notify, setNotify] = useState(true);
  const attempt = useRef<Attempt | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  const name = (p: { name: string; name_ko: string }) => productName(p, locale);
  const entries = changeEntries(state);
  const invalid = new Set(showErrors ? invalidLines(state) : []);
  const onOrder = productsOnOrder(state);

  function edit(next: typeof state) {
    setState(next);
    setEmptyError(false);
  }

  function onPick(item: { id: number; name: string; name_ko: string; spec: string }) {
    if (!picking) return;
    edit(picking.kind === 'substitute' ? substitute(state, picking.key, item) : addProduct(state, item));
    setPicking(null);
  }

  function onSave(e: FormEvent) {
    e.preventDefault();
    const plan = changePlan(state);
    if (!plan.ok && plan.reason === 'invalid') {
      setShowErrors(true);
      document.getElementById(`qty-${plan.keys[0]}`)?.focus();
      return;
    }
    if (!plan.ok && plan.reason === 'empty') {
      setEmptyError(true);
      return;
    }
    if (!plan.ok) return; // nothing changed: the status line says so
    setConfirm(plan.entries);
  }

  async function save() {
    const plan = changePlan(state);
    if (!plan.ok) return;
    // One key per change; the same change sent again after no answer keeps its key.
    attempt.current = attemptFor(attempt.current, changeAttemptBody(plan.cart_items, revision, notify));
    setSaving(true);
    try {
      const changed = await change({
        orderId: o.id,
        cart_items: plan.cart_items,
        revision,
        idempotency_key: attempt.current.key,
        notify,
      });
      attempt.current = null;
      // The detail re-reads (the buyer's answer is not the back office's): its new lines and total.
      void queryClient.invalidateQueries(trpc.admin.dashboard.pathFilter());
      await queryClient.invalidateQueries(trpc.admin.orders.pathFilter());
      toast({ title: C.saved(), text: C.savedText({ total: formatUsd(changed.amounts.total) }), variant: 'success' });
      setConfirm(null);
      onClose();
    } catch (err) {
      report(err);
      if (isStaleOrder(err)) {
        // Changed by the buyer (or settled) meanwhile: these edits were made on a version that is
        // gone. The page reloads the order and the editor closes; the admin edits the new one.
        toast({
          title: C.saveFailed(),
          text: isChangedMeanwhile(err) ? C.changedMeanwhile() : `${adminFailureText(LL, err, locale)} ${C.reloaded()}`,
          variant: 'error',
        });
        setConfirm(null);
        await queryClient.invalidateQueries(trpc.admin.orders.pathFilter());
        onClose();
      } else {
        toast({ title: C.saveFailed(), text: adminFailureText(LL, err, locale), variant: 'error' });
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <form
        className="admin-panel admin-lines admin-edit-lines"
        onSubmit={onSave}
        noValidate
        aria-labelledby="edit-lines-title"
      >
        <h2 id="edit-lines-title" className="admin-h2" ref={heading} tabIndex={-1}>
          {C.editTitle()}
        </h2>
        <p className="muted admin-edit-intro">{C.editIntro()}</p>
        <AdminTable columns={[D.product(), D.spec(), D.quantity(), numeric(D.unitPrice()), C.actions()]}>
          {state.lines.map((l) => (
            <EditRow
              key={l.key}
              line={l}
              invalid={invalid.has(l.key)}
              busy={saving}
              onQuantity={(text) => edit(setQuantity(state, l.key, text))}
              onRemove={() => edit(removeLine(state, l.key))}
              onRestore={() => edit(restoreLine(state, l.key))}
              onSubstitute={() =>
                setPicking({ kind: 'substitute', key: l.key, name: name(l.product), quantity: l.quantity })
              }
            />
          ))}
        </AdminTable>
        <div className="admin-edit-foot">
          <button
            type="button"
            className="btn btn-secondary btn-small"
            onClick={() => setPicking({ kind: 'add' })}
            disabled={saving}
          >
            + {C.addProduct()}
          </button>
          <p className="muted admin-edit-count" role="status">
            {entries.length === 0 ? C.noChanges() : C.changeCount({ count: entries.length })}
          </p>
        </div>
        {emptyError && (
          <p className="admin-inline-error" role="alert">
            {LL.serverErrors.orders.changeEmpty()}
          </p>
        )}
        <div className="admin-lines-actions admin-edit-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={saving}>
            {C.discard()}
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving} aria-busy={saving}>
            {C.save()}
          </button>
        </div>
      </form>
      {/* Outside the form: Enter in the picker's search must not submit the editor. */}
      <ProductPicker purpose={picking} onOrder={onOrder} onPick={onPick} onClose={() => setPicking(null)} />
      <QuestionDialog
        open={confirm !== null}
        title={C.confirmTitle({ number: o.order_number })}
        description={notify ? C.confirmText({ email: o.buyer.email }) : undefined}
        busy={saving}
        onClose={() => setConfirm(null)}
        backLabel={C.confirmBack()}
        confirmLabel={saving ? C.saving() : C.confirmSave()}
        onConfirm={() => void save()}
      >
        <ul className="admin-dialog-list" data-testid="change-summary">
          {(confirm ?? []).map((e, i) => (
            <li key={i}>{entryText(LL, e, locale)}</li>
          ))}
        </ul>
        <p className="muted admin-hint">{C.confirmPricing()}</p>
        <NotifyBuyerField
          checked={notify}
          onChange={setNotify}
          disabled={saving}
          label={LL.admin.reschedule.notifyChange({ email: o.buyer.email })}
          offHint={LL.admin.reschedule.notifyChangeOffHint()}
        />
      </QuestionDialog>
    </>
  );
}

/** One line of the editor: its product (and what it replaces), quantity, price and actions. */
function EditRow({
  line: l,
  invalid,
  busy,
  onQuantity,
  onRemove,
  onRestore,
  onSubstitute,
}: {
  line: EditLine;
  invalid: boolean;
  busy: boolean;
  onQuantity: (text: string) => void;
  onRemove: () => void;
  onRestore: () => void;
  onSubstitute: () => void;
}) {
  const { LL, locale } = useI18nContext();
  const C = LL.admin.orderChanges;
  const D = LL.admin.orderDetail;
  const kind = lineKind(l);
  const name = productName(l.product, locale);
  const id = `qty-${l.key}`;
  // A kept line keeps its price; a changed or new one is priced when saved.
  const price =
    l.from && (kind === 'kept' || kind === 'removed') ? (
      `${formatUsd(l.from.unit_price)}${isCatchWeight(l.from.spec) ? D.perLb() : ''}`
    ) : (
      <span className="muted">{C.priceOnSave()}</span>
    );
  return (
    <tr className={`edit-row edit-${kind}`}>
      <th scope="row">
        <span className={kind === 'removed' ? 'edit-struck' : undefined}>{name}</span>
        {kind === 'removed' && <span className="edit-tag edit-tag-removed">{C.removedTag()}</span>}
        {kind === 'added' && <span className="edit-tag edit-tag-added">{C.addedTag()}</span>}
        {kind === 'substituted' && l.from && (
          <span className="admin-buyer-sub muted">{C.replaces({ name: productName(l.from, locale) })}</span>
        )}
      </th>
      <td>{l.product.spec}</td>
      <td>
        {kind === 'removed' ? (
          <span className="edit-struck">{l.from?.quantity}</span>
        ) : (
          <>
            <label htmlFor={id} className="visually-hidden">
              {C.quantityFor({ name })}
            </label>
            <input
              id={id}
              className="admin-input admin-qty"
              inputMode="numeric"
              autoComplete="off"
              maxLength={3}
              value={l.quantity}
              readOnly={busy}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${id}-err` : undefined}
              onChange={(e) => onQuantity(e.target.value)}
            />
            {l.from && kind !== 'kept' && kind !== 'substituted' && (
              <span className="admin-hint muted">{`${l.from.quantity} → ${l.quantity.trim() || '?'}`}</span>
            )}
            {invalid && (
              <span id={`${id}-err`} className="admin-inline-error admin-hint">
                {C.quantityInvalid()}
              </span>
            )}
          </>
        )}
      </td>
      <td className="num">{price}</td>
      <td>
        <div className="edit-actions">
          {kind === 'removed' ? (
            <LineAction label={C.undoRemove()} named={C.undoRemoveFor({ name })} onClick={onRestore} busy={busy} />
          ) : (
            <>
              {l.from && (
                <LineAction
                  label={C.substitute()}
                  named={C.substituteFor({ name })}
                  onClick={onSubstitute}
                  busy={busy}
                  secondary
                />
              )}
              <LineAction label={C.remove()} named={C.removeFor({ name })} onClick={onRemove} busy={busy} />
            </>
          )}
        </div>
      </td>
    </tr>
  );
}

/** A line's small button: its word on screen, and for a screen reader the word with the line's product. */
function LineAction(props: { label: string; named: string; onClick: () => void; busy: boolean; secondary?: boolean }) {
  return (
    <button
      type="button"
      className={props.secondary ? 'btn btn-secondary btn-small' : 'btn btn-ghost btn-small'}
      onClick={props.onClick}
      disabled={props.busy}
      aria-label={props.named}
    >
      {props.label}
    </button>
  );
}
