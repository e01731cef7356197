import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { failureText } from '../../lib/serverErrorText';
import { ABORT_ON_UNMOUNT, trpc } from '../../lib/trpc';
import { readFailure } from '../../lib/failure';
import { isOneOf, ORDER_CHANGED_CODES, PICKUP_REFUSED_CODES } from '@wholesale/contract/code-sets';
import { PickupPicker } from '../checkout/PickupPicker';
import { formatPickupWindow, dateLocale } from '../../lib/pickupText';
import {
  addLine,
  changeBody,
  cutoffText,
  changeState,
  editorFrom,
  editorTotal,
  hasChanges,
  offeredSlot,
  removeLine,
  setQuantity,
  type EditorLine,
  type EditorState,
  type OrderDetail,
} from './orderChange';
import { attemptFor, type Attempt } from '../../lib/attempt';
import { formatUsd, fromCents, toCents } from '@wholesale/rules';
import { BusyButton } from '../../ui/BusyButton';
import { quantityText } from './orders';
import { pastName } from './reorder';
import { AddProduct } from './AddProduct';
import { EditorLineRow } from './EditorLineRow';
import { MoveLockDialog } from './MoveLockDialog';
import { moveLock, type MoveLock } from '../checkout/deadlines';
import { orderDetailQuery } from './queries';
import '../account/account.css';
import '../cart/cart.css';
import '../checkout/checkout.css';
import './orders.css';

// The order's editor, in the order's page (?view=order&order=ID) while the order may change: its
// lines with − / quantity / + and Remove, "Add a product" over the catalogue's search, the pickup
// day and window (checkout's picker, on the order's own window), the note, and Save changes /
// Discard. Saving sends every line to `orders.change` with one key per submission.

interface Refusal {
  text: string;
  reload: boolean;
}

export function OrderEditor({
  order,
  onSaved,
  onDiscard,
}: {
  order: OrderDetail;
  onSaved: (order: OrderDetail) => void;
  onDiscard: () => void;
}) {
  const { LL, locale } = useI18nContext();
  const O = LL.buyerOrders;
  const E = O.edit;
  const queryClient = useQueryClient();
  // The version the buyer edits: a refetch in the background does not move it (its revision goes
  // with the change, so a change made meanwhile is refused rather than overwritten).
  const [base, setBase] = useState(order);
  const [state, setState] = useState<EditorState>(() => editorFrom(order));
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [info, setInfo] = useState('');
  const [said, say] = useState('');
  const [lastLine, setLastLine] = useState(false);
  // A move to a day whose change deadline passed: asked before the save (MoveLockDialog).
  const [asking, setAsking] = useState<MoveLock | null>(null);
  const attempt = useRef<Attempt | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const productsHeading = useRef<HTMLHeadingElement>(null);
  const { mutateAsync: change, isPending: saving } = useMutation(trpc.orders.change.mutationOptions());
  const slots = useQuery(trpc.orders.pickupSlots.queryOptions(undefined, { ...ABORT_ON_UNMOUNT, staleTime: 60_000 }));
  const windows = useMemo(() => (slots.data ?? []).flatMap((d) => d.windows), [slots.data]);
  const ownSlot = offeredSlot(base.pickup_start, windows);
  const ids = useId();

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const nameOf = (l: Pick<EditorLine, 'name' | 'name_ko'>) => pastName(l, locale);
  const edit = (next: EditorState) => {
    setState(next);
    setInfo('');
    setLastLine(false);
  };
  const quantity = (l: EditorLine, n: number) => {
    const next = setQuantity(state, l.item_id, n);
    edit(next);
    const q = next.lines.find((x) => x.item_id === l.item_id)?.quantity ?? n;
    say(E.announceQuantity({ name: nameOf(l), qty: quantityText(LL, l.spec, q) }));
  };
  const remove = (l: EditorLine) => {
    const next = removeLine(state, l.item_id);
    if (!next) {
      setLastLine(true);
      return;
    }
    edit(next);
    say(E.announceRemoved({ name: nameOf(l) }));
    // The line takes its buttons with it: focus goes to the list's heading.
    productsHeading.current?.focus();
  };

  const save = async (lockAgreed = false) => {
    if (saving) return;
    setRefusal(null);
    if (!hasChanges(base, state)) {
      setInfo(E.nothingChanged());
      return;
    }
    setInfo('');
    const body = changeBody(base, state);
    const lock = body.pickup_start ? moveLock(LL, locale, slots.data ?? [], body.pickup_start, new Date()) : null;
    if (lock && !lockAgreed) {
      setAsking(lock);
      return;
    }
    attempt.current = attemptFor(attempt.current, body);
    try {
      const changed = await change({ ...body, idempotency_key: attempt.current.key });
      attempt.current = null;
      setAsking(null);
      onSaved(changed);
    } catch (err) {
      setAsking(null);
      const f = readFailure(err);
      const text = failureText(LL, f, locale, { unreachable: E.network(), failed: E.server() });
      // The order on screen is out of date: the refusal offers to reload it.
      setRefusal({ text, reload: isOneOf(f.code, ORDER_CHANGED_CODES) });
      if (isOneOf(f.code, PICKUP_REFUSED_CODES))
        void queryClient.invalidateQueries(trpc.orders.pickupSlots.pathFilter());
      // A refused change was not kept by the server: the next submission, whatever it holds, is new.
      if (f.status !== null && f.status < 500) attempt.current = null;
    }
  };

  const reload = async () => {
    setRefusal(null);
    try {
      const fresh = await queryClient.fetchQuery({ ...orderDetailQuery(base.id), staleTime: 0 });
      void queryClient.invalidateQueries(trpc.orders.list.pathFilter());
      setBase(fresh);
      setState(editorFrom(fresh));
      attempt.current = null;
      heading.current?.focus();
    } catch {
      setRefusal({ text: E.network(), reload: true });
    }
  };

  const cutoff = cutoffText(LL, locale, changeState(base));
  const chosen = state.pickup?.slot ?? ownSlot;
  const total = editorTotal(state, toCents(base.amounts.fee));
  const totalBefore = toCents(base.amounts.total);
  const ownWindow = formatPickupWindow(base.pickup_start, base.pickup_end, dateLocale(locale), LL.common.pacificZone());

  return (
    <section className="order-editor" aria-labelledby={`${ids}-h`}>
      <h3 id={`${ids}-h`} className="order-sub order-editor-title" ref={heading} tabIndex={-1}>
        {E.title()}
      </h3>
      {cutoff && <p className="order-cutoff">{cutoff}</p>}
      <p className="cart-note order-editor-intro">{E.intro()}</p>

      <h4 className="order-editor-sub" ref={productsHeading} tabIndex={-1}>
        {E.products()}
      </h4>
      <ul className="cart-list card-list">
        {state.lines.map((l) => (
          <EditorLineRow
            key={l.item_id}
            line={l}
            name={nameOf(l)}
            onQuantity={(n) => quantity(l, n)}
            onRemove={() => remove(l)}
          />
        ))}
      </ul>
      {lastLine && (
        <p className="field-error order-editor-last" role="alert">
          {E.lastLine()}
        </p>
      )}

      <AddProduct
        lines={state.lines}
        onAdd={(item) => {
          edit(addLine(state, item));
          say(E.announceAdded({ name: nameOf(item) }));
        }}
      />

      <div className="order-editor-pickup">
        {base.pickup_start && ownSlot === null && slots.isSuccess && ownWindow && (
          <p className="cart-note">{E.currentPickup({ when: ownWindow })}</p>
        )}
        <PickupPicker
          query={slots}
          chosen={chosen}
          title={E.pickupTitle()}
          preselectEarliest={false}
          onChoose={(slot) => {
            const w = windows.find((x) => x.slot === slot);
            if (w) edit({ ...state, pickup: { slot: w.slot, start: w.start } });
          }}
        />
      </div>

      <div className="field order-editor-note">
        <label className="field-label" htmlFor={`${ids}-note`}>
          {LL.checkout.summary.note()}
        </label>
        <textarea
          id={`${ids}-note`}
          value={state.note}
          maxLength={500}
          rows={2}
          placeholder={LL.checkout.summary.notePlaceholder()}
          onChange={(e) => edit({ ...state, note: e.target.value })}
          aria-describedby={`${ids}-count`}
        />
        <span id={`${ids}-count`} className="muted small">
          {LL.checkout.summary.noteCount({ n: state.note.length })}
        </span>
      </div>

      <div className="checkout-bar order-editor-bar">
        {refusal && (
          <div className="note error order-editor-refusal" role="alert">
            <span>{refusal.text}</span>
            {refusal.reload && (
              <button type="button" className="btn btn-secondary btn-small" onClick={() => void reload()}>
                {E.reload()}
              </button>
            )}
          </div>
        )}
        {/* Not a live region: each step is read out already (announceQuantity and the rest). */}
        <div className="order-editor-total" data-testid="editor-total">
          <p>
            <strong>{E.runningTotal({ total: formatUsd(fromCents(total.cents)) })}</strong>
            {total.cents !== totalBefore && (
              <span className="muted"> · {E.runningTotalWas({ total: formatUsd(fromCents(totalBefore)) })}</span>
            )}
          </p>
          <p className="muted small">
            {total.estimated ? `${O.estimated()} · ` : ''}
            {E.runningTotalNote()}
          </p>
        </div>
        <p className="cart-note order-editor-info" role="status">
          {info}
        </p>
        <div className="order-editor-actions">
          <BusyButton busy={saving} label={E.save()} busyLabel={E.saving()} onClick={() => void save()} />
          <button type="button" className="btn btn-ghost" onClick={onDiscard} disabled={saving}>
            {E.discard()}
          </button>
        </div>
      </div>
      {asking && (
        <MoveLockDialog lock={asking} busy={saving} onConfirm={() => void save(true)} onClose={() => setAsking(null)} />
      )}
      {/* Quantity changes, additions and removals, read out politely. */}
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </section>
  );
}
