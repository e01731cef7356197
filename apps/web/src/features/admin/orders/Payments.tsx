import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { formatUsd, type PaymentKind, type PaymentMethod } from '@wholesale/rules';
import { useId, useRef, useState, type FormEvent } from 'react';
import { formatPacificMoment } from '../../../lib/pickupText';
import { trpc } from '../../../lib/trpc';
import { attemptFor, type Attempt } from '../../../lib/attempt';
import { toast } from '../../../ui/toastStore';
import { useReportFailure } from '../access';
import { Dialog } from '../Dialog';
import { failureText } from '../notify';
import type { AdminOrderDetail } from '../queries';
import { refusalCode } from './changeErrors';
import {
  amountErrorText,
  checkAmount,
  checkReceivedAt,
  collectedText,
  collectFor,
  collectText,
  defaultAmount,
  defaultKind,
  invoiceHref,
  invoiceLanguages,
  isPaymentsClosed,
  kindLabel,
  leftFor,
  methodLabel,
  needsConfirmation,
  pacificNowInput,
  STATE_BADGE,
  stateLabel,
  toCents,
  usdCents,
} from './payments';

/**
 * The order's Payments section (issue 20, items 4-5): its payment state, total, paid and left to
 * pay, the payments received, the form that records one (not for a declined or cancelled order,
 * nor once nothing is due), and the invoice in both languages (the buyer's first), ready once every
 * catch-weight line is weighed.
 */
export function Payments({ order: o }: { order: AdminOrderDetail }) {
  const { LL, locale } = useI18nContext();
  const P = LL.admin.payments;
  const lc = locale === 'ko' ? 'ko' : 'en';
  const zone = LL.admin.orders.pacificZone();
  const pay = o.payment;
  const closed = isPaymentsClosed(o.order_status);
  const open = !closed && toCents(pay.due) > 0;
  return (
    <section className="admin-panel admin-payments" aria-labelledby="payments-title">
      <div className="admin-payments-head">
        <h2 id="payments-title" className="admin-h2" tabIndex={-1}>
          {P.title()}
        </h2>
        <p className="admin-pay-state">
          <span className="visually-hidden">{P.state()}: </span>
          <span className={`admin-order-badge ${STATE_BADGE[pay.state]}`} data-testid="payment-state">
            {stateLabel(LL, pay.state)}
          </span>
        </p>
      </div>
      <div className={open ? 'admin-payments-grid' : undefined}>
        <div>
          <dl className="admin-dl admin-amounts admin-pay-figures">
            <div className="admin-dl-row">
              <dt>{P.total()}</dt>
              <dd data-testid="payment-total">{formatUsd(o.amounts.total)}</dd>
            </div>
            <div className="admin-dl-row">
              <dt>{P.paid()}</dt>
              <dd data-testid="payment-paid">{formatUsd(pay.paid)}</dd>
            </div>
            <div className="admin-dl-row admin-pay-due">
              <dt>{P.due()}</dt>
              <dd data-testid="payment-due">{formatUsd(pay.due)}</dd>
            </div>
          </dl>
          {o.amounts.estimated && <p className="admin-est-note">{P.estimated()}</p>}
          <h3 className="admin-h3">{P.listTitle()}</h3>
          {pay.payments.length === 0 ? (
            <p className="muted">{P.listEmpty()}</p>
          ) : (
            <div className="admin-table-wrap">
              <table className="admin-table admin-pay-table" data-testid="payment-list">
                <thead>
                  <tr>
                    <th scope="col">{P.received()}</th>
                    <th scope="col">{P.kind()}</th>
                    <th scope="col">{P.method()}</th>
                    <th scope="col" className="num">
                      {P.settled()}
                    </th>
                    <th scope="col">{P.collected()}</th>
                    <th scope="col">{P.recordedBy()}</th>
                  </tr>
                </thead>
                <tbody>
                  {pay.payments.map((p) => (
                    <tr key={p.id}>
                      <td>
                        <time dateTime={p.received_at}>{formatPacificMoment(p.received_at, lc, zone)}</time>
                      </td>
                      <td>{kindLabel(LL, p.kind)}</td>
                      <td>{methodLabel(LL, p.method)}</td>
                      <td className="num">{formatUsd(p.applied)}</td>
                      <td className="admin-pay-collected">{collectedText(LL, p)}</td>
                      <td>{p.recorded_by ?? P.unknownAdmin()}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {!closed && <Invoice order={o} />}
        </div>
        {/* A new payment (or a reloaded order) starts the form afresh on the new defaults. */}
        {open && <RecordPayment key={`${pay.payments.length}:${pay.due}:${pay.prepayment_due}`} order={o} />}
      </div>
    </section>
  );
}

type Errors = Partial<Record<'amount' | 'method' | 'receivedAt', string>>;

/** The form that records a payment: what it pays, how, how much it settles, and when. */
function RecordPayment({ order: o }: { order: AdminOrderDetail }) {
  const { LL, locale } = useI18nContext();
  const P = LL.admin.payments;
  const pay = o.payment;
  const queryClient = useQueryClient();
  const report = useReportFailure();
  const { mutateAsync: record } = useMutation(trpc.admin.orders.recordPayment.mutationOptions());
  const [kind, setKind] = useState<PaymentKind>(() => defaultKind(pay));
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [amount, setAmount] = useState(() => defaultAmount(pay, defaultKind(pay)));
  const [receivedAt, setReceivedAt] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  // A large amount waiting for the admin's second look.
  const [asking, setAsking] = useState<{ cents: number; method: PaymentMethod; iso: string | undefined } | null>(null);
  // One key per payment: sending the same payment again (a lost answer, a second click) keeps it,
  // so the server records it once; another payment gets a new key.
  const attempt = useRef<Attempt | null>(null);
  const id = useId();
  const ids = {
    kind: `${id}-kind`,
    method: `${id}-method`,
    methodError: `${id}-method-err`,
    amount: `${id}-amount`,
    amountHint: `${id}-amount-hint`,
    amountError: `${id}-amount-err`,
    received: `${id}-received`,
    receivedHint: `${id}-received-hint`,
    receivedError: `${id}-received-err`,
    collect: `${id}-collect`,
  };
  const dueCents = toCents(pay.due);
  const typed = checkAmount(amount, Number.MAX_SAFE_INTEGER);
  const terms = { cash_discount_percent: pay.cash_discount_percent, card_tax_percent: pay.card_tax_percent };

  function chooseKind(k: PaymentKind) {
    setKind(k);
    setAmount(defaultAmount(pay, k));
    setErrors((e) => ({ ...e, amount: undefined }));
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const a = checkAmount(amount, dueCents);
    const r = checkReceivedAt(receivedAt);
    const next: Errors = {};
    if (!method) next.method = P.methodRequired();
    if (!a.ok) next.amount = amountErrorText(LL, a.error, dueCents);
    if (!r.ok) next.receivedAt = r.error === 'future' ? P.receivedAtFuture() : P.receivedAtInvalid();
    setErrors(next);
    if (!method || !a.ok || !r.ok) {
      const first = !method ? `${ids.method}-cash` : !a.ok ? ids.amount : ids.received;
      document.getElementById(first)?.focus();
      return;
    }
    const payment = { cents: a.cents, method, iso: r.iso };
    if (needsConfirmation(a.cents)) setAsking(payment);
    else void send(payment);
  }

  async function send(p: { cents: number; method: PaymentMethod; iso: string | undefined }) {
    setBusy(true);
    const payment = {
      orderId: o.id,
      amount: p.cents / 100,
      method: p.method,
      kind,
      ...(p.iso ? { received_at: p.iso } : {}),
    };
    attempt.current = attemptFor(attempt.current, payment);
    try {
      const result = await record({ ...payment, idempotency_key: attempt.current.key });
      attempt.current = null;
      setAsking(null);
      queryClient.setQueryData(trpc.admin.orders.detail.queryKey({ orderId: o.id }), (old) =>
        old ? { ...old, payment: result } : old,
      );
      void queryClient.invalidateQueries(trpc.admin.orders.pathFilter());
      void queryClient.invalidateQueries(trpc.admin.dashboard.pathFilter());
      const collected = collectFor(p.cents, kind, p.method, terms).collectCents;
      toast({
        title: P.recorded(),
        text: P.recordedText({ collect: usdCents(collected), due: formatUsd(result.due) }),
        variant: 'success',
      });
      // The form starts afresh (or goes, once nothing is due): focus goes to the section's heading.
      window.setTimeout(() => document.getElementById('payments-title')?.focus(), 0);
    } catch (err) {
      report(err);
      setAsking(null);
      const code = refusalCode(err);
      // A refused payment was not recorded: the next one, whatever it holds, is new.
      if (code !== null) attempt.current = null;
      // What is due changed meanwhile (another admin's payment), or the order was closed: reload it.
      const stale =
        code === 'orders.overpaid' || code === 'orders.paymentsClosed' || code === 'orders.paymentKeyReused';
      const text = failureText(LL, err, locale);
      toast({ title: P.recordFailed(), text: stale ? `${text} ${P.reloaded()}` : text, variant: 'error' });
      if (stale) void queryClient.invalidateQueries(trpc.admin.orders.pathFilter());
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-pay-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="admin-h3">
        {P.recordTitle()}
      </h3>
      <p className="muted admin-pay-intro">{P.recordIntro()}</p>
      <fieldset className="admin-radio-group">
        <legend>{P.kindLegend()}</legend>
        {(['prepayment', 'balance'] as const).map((k) => (
          <label key={k} className={k === kind ? 'on' : undefined}>
            <input
              type="radio"
              name={ids.kind}
              value={k}
              checked={k === kind}
              onChange={() => chooseKind(k)}
              disabled={busy}
            />
            {kindLabel(LL, k)}
          </label>
        ))}
      </fieldset>
      <fieldset className="admin-radio-group" aria-describedby={errors.method ? ids.methodError : undefined}>
        <legend>{P.methodLegend()}</legend>
        {(['cash', 'card'] as const).map((m) => (
          <label key={m} className={m === method ? 'on' : undefined}>
            <input
              id={`${ids.method}-${m}`}
              type="radio"
              name={ids.method}
              value={m}
              checked={m === method}
              disabled={busy}
              onChange={() => {
                setMethod(m);
                setErrors((e) => ({ ...e, method: undefined }));
              }}
            />
            {methodLabel(LL, m)}
          </label>
        ))}
        {errors.method && (
          <p id={ids.methodError} className="admin-inline-error admin-pay-error">
            {errors.method}
          </p>
        )}
      </fieldset>
      <div className="admin-field">
        <label htmlFor={ids.amount}>{P.amount()}</label>
        <input
          id={ids.amount}
          className="admin-input admin-pay-amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          readOnly={busy}
          aria-invalid={errors.amount ? true : undefined}
          aria-describedby={[errors.amount ? ids.amountError : '', ids.amountHint, ids.collect]
            .filter(Boolean)
            .join(' ')}
          onChange={(e) => {
            setAmount(e.target.value);
            setErrors((x) => ({ ...x, amount: undefined }));
          }}
        />
        <p id={ids.amountHint} className="muted admin-hint">
          {P.amountHint({ kind: kindLabel(LL, kind), left: usdCents(leftFor(pay, kind)) })}
        </p>
        {errors.amount && (
          <p id={ids.amountError} className="admin-inline-error admin-pay-error">
            {errors.amount}
          </p>
        )}
      </div>
      <p
        id={ids.collect}
        className={method ? 'admin-pay-collect' : 'admin-pay-collect admin-pay-collect-wait'}
        data-testid="payment-collect"
      >
        {method ? (typed.ok ? collectText(LL, typed.cents, kind, method, terms) : '') : P.collectChoose()}
      </p>
      <div className="admin-field">
        <label htmlFor={ids.received}>{P.receivedAt()}</label>
        <input
          id={ids.received}
          type="datetime-local"
          className="admin-input admin-pay-received"
          value={receivedAt}
          max={pacificNowInput()}
          readOnly={busy}
          aria-invalid={errors.receivedAt ? true : undefined}
          aria-describedby={[errors.receivedAt ? ids.receivedError : '', ids.receivedHint].filter(Boolean).join(' ')}
          onChange={(e) => {
            setReceivedAt(e.target.value);
            setErrors((x) => ({ ...x, receivedAt: undefined }));
          }}
        />
        <p id={ids.receivedHint} className="muted admin-hint">
          {P.receivedAtHint()}
        </p>
        {errors.receivedAt && (
          <p id={ids.receivedError} className="admin-inline-error admin-pay-error">
            {errors.receivedAt}
          </p>
        )}
      </div>
      <div className="admin-pay-actions">
        <button type="submit" className="btn btn-primary" aria-busy={busy} disabled={busy}>
          {busy ? P.recording() : P.submit()}
        </button>
      </div>
      <Dialog
        open={asking !== null}
        title={P.confirmTitle({ amount: usdCents(asking?.cents ?? 0) })}
        description={P.confirmText()}
        busy={busy}
        onClose={() => setAsking(null)}
        initialFocus=".dialog-cancel"
        actions={
          <>
            <button
              type="button"
              className="btn btn-ghost dialog-cancel"
              onClick={() => setAsking(null)}
              disabled={busy}
            >
              {P.confirmBack()}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => asking && !busy && void send(asking)}
              aria-busy={busy}
            >
              {busy ? P.recording() : P.confirmRecord()}
            </button>
          </>
        }
      >
        {asking && (
          <p className="admin-dialog-note">
            {P.confirmLine({
              kind: kindLabel(LL, kind),
              method: methodLabel(LL, asking.method),
              collect: collectText(LL, asking.cents, kind, asking.method, terms),
            })}
          </p>
        )}
      </Dialog>
    </form>
  );
}

/** "Download invoice (English)" and "(Korean)", the buyer's language first; disabled until every catch-weight line is weighed. */
function Invoice({ order: o }: { order: AdminOrderDetail }) {
  const { LL } = useI18nContext();
  const P = LL.admin.payments;
  const noteId = useId();
  const ready = !o.amounts.estimated;
  return (
    <div className="admin-invoice" role="group" aria-labelledby={`${noteId}-title`}>
      <h3 id={`${noteId}-title`} className="admin-h3">
        {P.invoiceTitle()}
      </h3>
      <div className="admin-invoice-links">
        {invoiceLanguages(o.buyer.locale).map((lang) => {
          const label = lang === 'ko' ? P.invoiceKorean() : P.invoiceEnglish();
          return ready ? (
            <a key={lang} className="btn btn-secondary" href={invoiceHref(o.id, lang)} download>
              {label}
            </a>
          ) : (
            <a
              key={lang}
              className="btn btn-secondary admin-link-disabled"
              role="link"
              aria-disabled="true"
              aria-describedby={noteId}
            >
              {label}
            </a>
          );
        })}
      </div>
      {!ready && (
        <p id={noteId} className="muted admin-hint admin-invoice-note">
          {P.invoiceNotReady()}
        </p>
      )}
    </div>
  );
}
