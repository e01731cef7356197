import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { effectivePrice, formatUsd, ORDER_LINE_MAX_QUANTITY, priceSuffixKey, searchQuery } from '@wholesale/rules';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { failureText } from '../../lib/serverErrorText';
import { ABORT_ON_UNMOUNT, trpc } from '../../lib/trpc';
import { readFailure } from '../../lib/failure';
import { isOneOf, ORDER_CHANGED_CODES, PICKUP_REFUSED_CODES } from '@wholesale/contract/code-sets';
import { useCatalogueSearch } from '../catalogue/queries';
import { PickupPicker } from '../checkout/PickupPicker';
import { useDebounced } from '../search/useDebounced';
import { SEARCH_DEBOUNCE_MS } from '../search/rules';
import { formatPickupWindow, dateLocale } from '../../lib/pickupText';
import {
  addLine,
  changeBody,
  cutoffText,
  changeState,
  editorFrom,
  hasChanges,
  offeredSlot,
  removeLine,
  setQuantity,
  type EditorLine,
  type EditorState,
  type OrderDetail,
} from './orderChange';
import { attemptFor, type Attempt } from '../../lib/attempt';
import { quantityText } from './orders';
import { pastName } from './reorder';
import { orderDetailQuery } from './queries';
import '../account/account.css';
import '../cart/cart.css';
import '../checkout/checkout.css';
import './orders.css';

// The order's editor, in the order's page (?view=order&order=ID) while the order may change: its
// lines with − / quantity / + and Remove, "Add a product" over the catalogue's search, the pickup
// day and window (checkout's picker, on the order's own window), the note, and Save changes /
// Discard. Saving sends every line to `orders.change` with one key per submission.

const ADD_LIMIT = 8;

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

  const save = async () => {
    if (saving) return;
    setRefusal(null);
    if (!hasChanges(base, state)) {
      setInfo(E.nothingChanged());
      return;
    }
    setInfo('');
    const body = changeBody(base, state);
    attempt.current = attemptFor(attempt.current, body);
    try {
      const changed = await change({ ...body, idempotency_key: attempt.current.key });
      attempt.current = null;
      onSaved(changed);
    } catch (err) {
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
      <ul className="cart-list">
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
        <p className="cart-note order-editor-info" role="status">
          {info}
        </p>
        <div className="order-editor-actions">
          <button
            type="button"
            className="btn btn-primary"
            aria-disabled={saving || undefined}
            onClick={() => void save()}
          >
            {saving ? E.saving() : E.save()}
          </button>
          <button type="button" className="btn btn-ghost" onClick={onDiscard} disabled={saving}>
            {E.discard()}
          </button>
        </div>
      </div>
      {/* Quantity changes, additions and removals, read out politely. */}
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </section>
  );
}

function EditorLineRow({
  line: l,
  name,
  onQuantity,
  onRemove,
}: {
  line: EditorLine;
  name: string;
  onQuantity: (n: number) => void;
  onRemove: () => void;
}) {
  const { LL } = useI18nContext();
  const E = LL.buyerOrders.edit;
  const suffix = priceSuffixKey(l.spec);
  const atMax = l.quantity >= ORDER_LINE_MAX_QUANTITY;
  return (
    <li className="cart-line order-edit-line">
      <div className="cart-line-info">
        <p className="cart-line-name">
          {name}
          {l.added && (
            <>
              {' '}
              <span className="order-new-tag">{E.newLine()}</span>
            </>
          )}
        </p>
        <p className="cart-line-meta">
          {formatUsd(l.unit_price)}
          {suffix && ` ${LL.catalogue.priceSuffix[suffix]()}`}
        </p>
      </div>
      <div className="cart-line-row">
        <div className="qty" role="group" aria-label={E.quantity({ name })}>
          <button
            type="button"
            aria-label={E.decrease({ name })}
            disabled={l.quantity <= 1}
            onClick={() => onQuantity(l.quantity - 1)}
          >
            <span aria-hidden="true">−</span>
          </button>
          <span className="qty-value">{quantityText(LL, l.spec, l.quantity)}</span>
          <button
            type="button"
            aria-label={E.increase({ name })}
            disabled={atMax}
            title={atMax ? E.atMax({ max: ORDER_LINE_MAX_QUANTITY }) : undefined}
            onClick={() => onQuantity(l.quantity + 1)}
          >
            <span aria-hidden="true">+</span>
          </button>
        </div>
        <button
          type="button"
          className="btn btn-ghost btn-small cart-remove order-edit-remove"
          aria-label={E.removeLabel({ name })}
          onClick={onRemove}
        >
          {E.remove()}
        </button>
      </div>
    </li>
  );
}

/** "Add a product": the catalogue's search (the storefront's own query), each result with Add. */
function AddProduct({
  lines,
  onAdd,
}: {
  lines: readonly EditorLine[];
  onAdd: (item: { id: number; name: string; name_ko: string; spec: string; price: number }) => void;
}) {
  const { LL, locale } = useI18nContext();
  const E = LL.buyerOrders.edit;
  const ids = useId();
  const [text, setText] = useState('');
  // Korean is not searched mid-syllable: the text as last committed outside an IME composition.
  const [committed, setCommitted] = useState('');
  const composing = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const term = searchQuery(useDebounced(committed, SEARCH_DEBOUNCE_MS));
  const query = useCatalogueSearch(term, ADD_LIMIT, { keepPrevious: true });
  const results = term !== null && !query.isError ? (query.data ?? []).filter((i) => i.show).slice(0, ADD_LIMIT) : [];
  const inOrder = new Set(lines.map((l) => l.item_id));
  const status =
    term === null
      ? ''
      : query.isError
        ? E.searchFailed()
        : query.isPending || query.isPlaceholderData
          ? E.searching()
          : results.length === 0
            ? E.noResults({ q: term })
            : '';

  return (
    <section className="order-add" aria-labelledby={`${ids}-h`}>
      <h4 id={`${ids}-h`} className="order-editor-sub">
        {E.addTitle()}
      </h4>
      <label className="visually-hidden" htmlFor={`${ids}-q`}>
        {E.addLabel()}
      </label>
      <input
        ref={input}
        id={`${ids}-q`}
        className="select order-add-input"
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={E.addPlaceholder()}
        value={text}
        aria-describedby={`${ids}-status`}
        onChange={(e) => {
          setText(e.target.value);
          if (!composing.current) setCommitted(e.target.value);
        }}
        onCompositionStart={() => {
          composing.current = true;
        }}
        onCompositionEnd={(e) => {
          composing.current = false;
          setCommitted(e.currentTarget.value);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.preventDefault();
        }}
      />
      <p id={`${ids}-status`} className="cart-note order-add-status" role="status">
        {status}
      </p>
      {results.length > 0 && (
        <ul className="order-add-results">
          {results.map((item) => {
            const name = locale === 'ko' && item.name_ko.trim() ? item.name_ko : item.name;
            const price = effectivePrice(item);
            const suffix = priceSuffixKey(item.spec);
            return (
              <li key={item.id} className="order-add-result">
                <span className="order-add-text">
                  <span className="order-add-name">{name}</span>
                  <span className="cart-line-meta">
                    {formatUsd(price)}
                    {suffix && ` ${LL.catalogue.priceSuffix[suffix]()}`}
                  </span>
                </span>
                {inOrder.has(item.id) ? (
                  <span className="order-add-in">{E.inOrder()}</span>
                ) : (
                  <button
                    type="button"
                    className="btn btn-secondary btn-small"
                    aria-label={E.addItem({ name })}
                    onClick={() => {
                      onAdd({ id: item.id, name: item.name, name_ko: item.name_ko, spec: item.spec, price });
                      input.current?.focus();
                    }}
                  >
                    {E.add()}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
