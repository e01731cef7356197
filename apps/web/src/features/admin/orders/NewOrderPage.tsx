import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { formatUsd } from '@wholesale/rules';
import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { formatPickupWindow } from '../../../lib/pickupText';
import { Link, useSearchParams } from '../../../lib/router';
import { trpc } from '../../../lib/trpc';
import { QuestionDialog } from '../../../ui/Dialog';
import { toast } from '../../../ui/toastStore';
import { useFailureToast } from '../useFailureToast';
import type { CustomerDetail } from '../customers/queries';
import { PageHead } from '../pages/PageHead';
import { CustomerChooser } from './entry/CustomerChooser';
import { EntryLines } from './entry/EntryLines';
import { addLine, newEntryKey, removeLine, setQuantity, type EntryLine } from './entry/model';
import { PasteMessage } from './entry/PasteMessage';
import { QuickLineEntry } from './entry/QuickLineEntry';
import { ordersHref } from './helpers';
import { PickupWindowFields, PickupWindowsLoaded, usePickupChoice } from './PickupWindowFields';
import { LabelledField } from '../LabelledField';
import './entry/entry.css';

interface Placed {
  id: number;
  order_number: string;
  total_amount: number;
  order_status: string;
}

/**
 * "New order": an order a customer gave by phone or text, entered by staff for them. Placed by the
 * same checkout as the customer's own (their prices, limits and mails); the order records that
 * staff entered it. One key per entered order, so a double click or a retry places it once.
 */
export function NewOrderPage() {
  const { LL, locale } = useI18nContext();
  const N = LL.admin.newOrder;
  const lc = locale === 'ko' ? 'ko' : 'en';
  const queryClient = useQueryClient();
  const toastFailure = useFailureToast();
  // Opened from a customer's page (?customer=<id>): that customer, chosen once their page loads.
  const fromLink = Number(useSearchParams().get('customer') ?? '');
  const [customer, setCustomer] = useState<CustomerDetail | null>(null);
  const [lines, setLines] = useState<EntryLine[]>([]);
  const [note, setNote] = useState('');
  const [key, setKey] = useState(() => newEntryKey());
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState('');
  const [said, setSaid] = useState('');
  const [placed, setPlaced] = useState<Placed | null>(null);
  const ids = { note: useId(), problem: useId(), customer: useId(), lines: useId(), pickup: useId() };
  const done = useRef<HTMLDivElement>(null);

  const windows = useQuery({ ...trpc.admin.calendar.pickupWindows.queryOptions(), staleTime: 60_000 });
  const days = windows.data ?? [];
  const choice = usePickupChoice(days);
  const place = useMutation(trpc.admin.orders.placeForCustomer.mutationOptions());
  const busy = place.isPending;

  const onChoose = useCallback((c: CustomerDetail | null) => setCustomer(c), []);
  const onAddLines = useCallback(
    (added: readonly EntryLine[]) => {
      setLines((ls) => added.reduce(addLine, ls));
      if (added.length === 1) setSaid(LL.admin.newOrder.added({ quantity: added[0]!.quantity, name: added[0]!.name }));
    },
    [LL],
  );

  function missing(): string {
    if (!customer) return N.placeNeedsCustomer();
    if (lines.length === 0) return N.placeNeedsLines();
    if (!choice.chosen) return N.placeNeedsPickup();
    return '';
  }

  function ask(e: FormEvent) {
    e.preventDefault();
    const why = missing();
    setProblem(why);
    if (!why) setAsking(true);
  }

  async function onConfirm() {
    if (!customer || !choice.chosen || busy) return;
    try {
      const order = await place.mutateAsync({
        user_id: customer.id,
        cart_items: lines.map((l) => ({ id: l.item_id, quantity: l.quantity })),
        pickup_slot: choice.chosen.slot,
        ...(note.trim() ? { note } : {}),
        idempotency_key: key,
      });
      setAsking(false);
      setPlaced(order);
      void queryClient.invalidateQueries(trpc.admin.orders.pathFilter());
      void queryClient.invalidateQueries(trpc.admin.dashboard.pathFilter());
      void queryClient.invalidateQueries(trpc.admin.customers.pathFilter());
      toast({ title: N.placed({ number: order.order_number }), variant: 'success' });
      window.setTimeout(() => done.current?.focus(), 0);
    } catch (err) {
      setAsking(false);
      setProblem(toastFailure(err, N.placeFailed()));
    }
  }

  function another() {
    setPlaced(null);
    setLines([]);
    setNote('');
    setCustomer(null);
    setProblem('');
    setSaid('');
    choice.reset();
    setKey(newEntryKey());
  }

  if (placed)
    return (
      <div className="admin-page entry-page">
        <PageHead title={N.title()} />
        <div ref={done} className="entry-done" role="status" tabIndex={-1}>
          <p>
            <strong>{N.placed({ number: placed.order_number })}</strong>
          </p>
          <p>{N.placedText({ total: formatUsd(placed.total_amount) })}</p>
          {placed.order_status === 'awaiting approval' && <p>{N.placedWaits()}</p>}
        </div>
        <p className="entry-done-actions">
          <Link className="btn btn-primary" to={ordersHref({ orderId: placed.id })}>
            {N.open({ number: placed.order_number })}
          </Link>{' '}
          <button type="button" className="btn btn-ghost" onClick={another}>
            {N.another()}
          </button>
        </p>
      </div>
    );

  const when = choice.chosen
    ? (formatPickupWindow(choice.chosen.start, choice.chosen.end, lc, LL.common.pacificZone()) ?? '')
    : '';
  return (
    <div className="admin-page entry-page">
      <PageHead title={N.title()} intro={N.intro()} />
      <form className="entry-form" onSubmit={ask} noValidate>
        <section aria-labelledby={ids.customer} className="entry-section">
          <h2 id={ids.customer}>{N.customerHeading()}</h2>
          <CustomerChooser
            chosen={customer}
            onChoose={onChoose}
            initialId={Number.isSafeInteger(fromLink) && fromLink > 0 ? fromLink : null}
          />
        </section>
        <section aria-labelledby={ids.lines} className="entry-section">
          <h2 id={ids.lines}>{N.linesHeading()}</h2>
          <QuickLineEntry onAdd={(l) => onAddLines([l])} />
          <p className="visually-hidden" role="status">
            {said}
          </p>
          <EntryLines
            lines={lines}
            busy={busy}
            onQuantity={(id, q) => setLines((ls) => setQuantity(ls, id, q))}
            onRemove={(l) => {
              setLines((ls) => removeLine(ls, l.item_id));
              setSaid(N.removed({ name: l.name }));
            }}
          />
          <PasteMessage onAdd={onAddLines} />
        </section>
        <section aria-labelledby={ids.pickup} className="entry-section">
          <h2 id={ids.pickup}>{N.pickupHeading()}</h2>
          <PickupWindowsLoaded
            query={windows}
            days={days}
            words={{ loading: N.pickupLoading(), loadError: N.pickupError(), none: N.pickupNone() }}
          >
            <PickupWindowFields
              days={days}
              choice={choice}
              busy={busy}
              dayLabel={N.pickupDay()}
              windowLabel={N.pickupWindow()}
            />
          </PickupWindowsLoaded>
          <LabelledField id={ids.note} label={N.note()}>
            <textarea
              id={ids.note}
              className="admin-input"
              rows={2}
              maxLength={500}
              value={note}
              disabled={busy}
              onChange={(e) => setNote(e.target.value)}
            />
            <span className="muted admin-hint">{N.noteCount({ count: note.length })}</span>
          </LabelledField>
        </section>
        <p id={ids.problem} className="field-error" role="alert">
          {problem}
        </p>
        <button type="submit" className="btn btn-primary entry-place" disabled={busy} aria-describedby={ids.problem}>
          {N.place()}
        </button>
      </form>
      <QuestionDialog
        open={asking && customer !== null}
        title={N.confirmTitle({ name: customer?.company ?? customer?.name ?? '' })}
        busy={busy}
        onClose={() => setAsking(false)}
        backLabel={N.back()}
        confirmLabel={busy ? N.placing() : N.place()}
        onConfirm={() => void onConfirm()}
      >
        <p>{N.confirmText({ count: lines.length, when })}</p>
        <p>
          {N.confirmMail({
            email: customer?.email ?? '',
            language: customer?.locale === 'ko' ? N.languageKo() : N.languageEn(),
          })}
        </p>
      </QuestionDialog>
    </div>
  );
}
