import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RouterOutputs } from '@wholesale/api';
import { useI18nContext } from '@wholesale/i18n';
import { CHECKOUT_LOADING_MS, formatUsd, SHOP_ALL_ROUTE } from '@wholesale/rules';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from '../app/router';
import { cartHref, startSessionProbe, useAuth, type AuthUser } from '../features/auth-state/auth';
import { cart, useCart } from '../features/account/cart';
import { priceCart } from '../features/account/cartPricing';
import { useCartItems } from '../features/account/CartTab';
import { acceptCookies, useCookieConsent } from '../features/cookie-consent/consent';
import { canOpenStep, canPlace, failureKind, newAttemptKey, placeFailure, type Failure, type Step } from '../features/checkout/checkout';
import { DepositNote } from '../features/checkout/DepositNote';
import { clearProgress, readProgress, saveProgress } from '../features/checkout/progress';
import { formatPacificDay, formatPacificMoment, formatPickupChoice, formatPickupWindow } from '../features/account/pickupText';
import { MoneySummary, SummaryLines } from '../features/checkout/OrderLines';
import { PickupPicker } from '../features/checkout/PickupPicker';
import { useMinDelay } from '../features/catalogue/useMinDelay';
import { useNamespace } from '../features/locale/LocaleProvider';
import { loadApi } from '../lib/api';
import { Breadcrumbs } from '../ui/Breadcrumbs';
import { PageSkeleton, Skeleton } from '../ui/Skeleton';
import { useDocumentTitle } from '../ui/useDocumentTitle';
import { serverErrorText } from '../lib/serverErrorText';
import '../features/account/account.css';
import '../features/checkout/checkout.css';

type Placed = RouterOutputs['orders']['place'];
type PickupDays = RouterOutputs['orders']['pickupSlots'];

/** /order-summary (catalogue spec sections 2, 4 and 5): Order Summary → Payment → Thank You. */
export default function OrderSummary() {
  const ready = [useNamespace('checkout'), useNamespace('cart'), useNamespace('serverErrors')].every(Boolean);
  const auth = useAuth();
  // The spec's 500 ms loading screen: also the time the session and the cart's prices take.
  const waited = useMinDelay(CHECKOUT_LOADING_MS);
  useEffect(() => {
    void startSessionProbe();
  }, []);
  if (!ready || !waited || auth.status === 'loading') return <LoadingScreen />;
  return <Checkout user={auth.status === 'signedIn' ? auth.user : null} />;
}

function LoadingScreen() {
  return (
    <div className="page checkout-loading" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden" role="status">
        …
      </span>
      <PageSkeleton />
    </div>
  );
}

function Checkout({ user }: { user: AuthUser | null }) {
  const { LL } = useI18nContext();
  const T = LL.checkout;
  useDocumentTitle(T.title());
  const userId = user?.id ?? null;
  // A reload opens the step the buyer was on (progress.ts); the thank-you page is never restored.
  const [step, setStep] = useState<Step>(() => (userId === null ? 0 : readProgress(userId).step));
  const [placed, setPlaced] = useState<Placed | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (userId !== null && step !== 2) saveProgress(userId, { step });
  }, [userId, step]);

  // Each step change moves focus to its heading, so a screen reader hears where it is.
  const go = (next: Step) => {
    setStep(next);
    window.scrollTo({ top: 0 });
    requestAnimationFrame(() => heading.current?.focus());
  };

  const titles = [T.steps.summary(), T.steps.payment(), T.steps.thanks()];
  return (
    <div className="page checkout">
      <Breadcrumbs items={[{ label: T.title() }]} />
      <Progress step={step} titles={titles} onOpen={go} />
      <h1 className="page-title" ref={heading} tabIndex={-1}>
        {titles[step]}
      </h1>
      {step === 2 && placed ? (
        <ThankYou placed={placed} user={user} />
      ) : (
        <CartCheckout
          user={user}
          step={step}
          onCheckOut={() => go(1)}
          onBack={() => go(0)}
          onPlaced={(order) => {
            if (userId !== null) clearProgress(userId);
            setPlaced(order);
            go(2);
          }}
        />
      )}
    </div>
  );
}

function Progress({ step, titles, onOpen }: { step: Step; titles: string[]; onOpen: (s: Step) => void }) {
  const { LL } = useI18nContext();
  const S = LL.checkout.steps;
  return (
    <nav aria-label={S.label()}>
      <ol className="checkout-steps">
        {([0, 1, 2] as const).map((s) => {
          const state = s === step ? 'current' : s < step ? 'done' : 'todo';
          const label = (
            <>
              <span className="step-number" aria-hidden="true">
                {s + 1}
              </span>
              <span className="step-title">{titles[s]}</span>
              <span className="visually-hidden"> {S[state]()}</span>
            </>
          );
          return (
            <li key={s} className={`step step-${state}`} aria-current={s === step ? 'step' : undefined}>
              {canOpenStep(step, s) ? (
                <button type="button" onClick={() => onOpen(s)}>
                  {label}
                </button>
              ) : (
                <span>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

interface CartCheckoutProps {
  user: AuthUser | null;
  step: Step;
  onCheckOut: () => void;
  onBack: () => void;
  onPlaced: (order: Placed) => void;
}

/** Steps 0 and 1 share the cart, its prices and the chosen window. */
function CartCheckout({ user, step, onCheckOut, onBack, onPlaced }: CartCheckoutProps) {
  const { LL } = useI18nContext();
  const T = LL.checkout;
  const accepted = useCookieConsent();
  const lines = useCart();
  const ids = useMemo(() => lines.map((l) => l.id), [lines]);
  const items = useCartItems(ids);
  const priced = useMemo(() => priceCart(lines, items.data ?? [], !items.isPlaceholderData), [lines, items.data, items.isPlaceholderData]);
  const buyer = user?.role === 'buyer';
  const slots = useQuery({
    queryKey: ['orders', 'pickupSlots'],
    queryFn: async ({ signal }): Promise<PickupDays> => (await loadApi()).orders.pickupSlots.query(undefined, { signal }),
    enabled: buyer,
    staleTime: 60_000,
  });
  const userId = user?.id ?? null;
  const [slot, setSlot] = useState<string | null>(() => (userId === null ? null : readProgress(userId).slot));
  const [note, setNote] = useState(() => (userId === null ? '' : readProgress(userId).note));
  useEffect(() => {
    if (userId !== null) saveProgress(userId, { slot, note });
  }, [userId, slot, note]);
  const windows = useMemo(() => (slots.data ?? []).flatMap((d) => d.windows), [slots.data]);
  // The first open window until the buyer picks one; a pick that is no longer offered falls back.
  const chosen = windows.find((w) => w.slot === slot) ?? windows[0] ?? null;
  const depositDue = (slots.data ?? []).find((d) => d.date === chosen?.date)?.deposit_due ?? null;

  if (!user) {
    return (
      <div className="empty-box">
        <p>{T.summary.signIn()}</p>
        <Link className="btn btn-primary" to="/login">
          {T.summary.signIn()}
        </Link>
      </div>
    );
  }
  if (!buyer) {
    return (
      <div className="empty-box">
        <p>{T.summary.adminNoCart()}</p>
      </div>
    );
  }
  if (!accepted) {
    return (
      <div className="empty-box">
        <p>{LL.cart.tab.needsCookies()}</p>
        <button type="button" className="btn btn-primary" onClick={acceptCookies}>
          {LL.cart.tab.acceptCookies()}
        </button>
      </div>
    );
  }
  if (lines.length === 0) {
    return (
      <div className="empty-box">
        <p>{T.summary.empty()}</p>
        <Link className="btn btn-primary" to={SHOP_ALL_ROUTE}>
          {T.summary.browse()}
        </Link>
      </div>
    );
  }
  if (items.isError && !items.data) {
    return (
      <div className="empty-box" role="alert">
        <p>{T.summary.loadFailed()}</p>
        <button type="button" className="btn btn-primary" onClick={() => void items.refetch()}>
          {T.summary.retry()}
        </button>
      </div>
    );
  }
  if (items.isPending) {
    return (
      <div aria-busy="true">
        <Skeleton height={72} />
        <Skeleton height={72} style={{ marginTop: 12 }} />
      </div>
    );
  }

  const money = <MoneySummary lines={priced.lines} />;
  if (step === 0) {
    return (
      <>
        <SummaryLines lines={priced.lines} />
        {priced.unavailable > 0 && (
          <div className="note warning" role="alert">
            <span>{T.summary.unavailable()}</span>
            <Link to={cartHref(user)}>{T.summary.toCart()}</Link>
          </div>
        )}
        <PickupPicker query={slots} chosen={chosen?.slot ?? null} onChoose={setSlot} />
        <label className="field">
          <span className="field-label">{T.summary.note()}</span>
          <textarea
            value={note}
            maxLength={500}
            rows={2}
            placeholder={T.summary.notePlaceholder()}
            onChange={(e) => setNote(e.target.value)}
            aria-describedby="note-count"
          />
          <span id="note-count" className="muted small">
            {T.summary.noteCount({ n: note.length })}
          </span>
        </label>
        {money}
        <div className="checkout-bar">
          <button
            type="button"
            className="btn btn-primary btn-block"
            disabled={priced.available === 0 || priced.unavailable > 0 || priced.loading > 0 || !chosen}
            onClick={onCheckOut}
          >
            {T.summary.checkOut()}
          </button>
        </div>
      </>
    );
  }
  return (
    <Payment
      userId={user.id}
      lines={lines}
      priced={priced}
      window={chosen}
      depositDue={depositDue}
      note={note}
      money={money}
      onBack={onBack}
      onPlaced={onPlaced}
    />
  );
}

interface PaymentProps {
  userId: number;
  lines: ReturnType<typeof useCart>;
  priced: ReturnType<typeof priceCart>;
  window: PickupDays[number]['windows'][number] | null;
  /** 'YYYY-MM-DD': when the deposit is due for the chosen day */
  depositDue: string | null;
  note: string;
  money: ReactNode;
  onBack: () => void;
  onPlaced: (order: Placed) => void;
}

function Payment({ userId, lines, priced, window: chosen, depositDue, note, money, onBack, onPlaced }: PaymentProps) {
  const { LL, locale } = useI18nContext();
  const T = LL.checkout;
  const queryClient = useQueryClient();
  const [agreed, setAgreed] = useState<readonly boolean[]>(() => readProgress(userId).agreed);
  const [placing, setPlacing] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  // One key per checkout attempt: a retry of the same cart, window and note sends the same key, so
  // an order the server took before the network failed is returned, never placed twice. Kept with
  // the progress, so a retry after a reload is still the same attempt.
  const attempt = useRef<{ key: string; signature: string } | null>(readProgress(userId).attempt);
  useEffect(() => {
    saveProgress(userId, { agreed: [agreed[0] === true, agreed[1] === true, agreed[2] === true] });
  }, [userId, agreed]);

  const enabled = canPlace({
    agreed,
    lines: priced.available,
    unavailable: priced.unavailable + priced.loading,
    signedIn: true,
    hasWindow: chosen !== null,
    placing,
  });

  const place = async () => {
    if (!enabled || !chosen) return;
    const body = {
      order_type: 'pickup' as const,
      cart_items: lines.map((l) => ({ id: l.id, quantity: l.quantity })),
      pickup_slot: chosen.slot,
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    const signature = JSON.stringify(body);
    if (attempt.current?.signature !== signature) {
      attempt.current = { key: newAttemptKey(), signature };
      saveProgress(userId, { attempt: attempt.current });
    }
    setPlacing(true);
    setFailure(null);
    try {
      const order = await (await loadApi()).orders.place.mutate({ ...body, idempotency_key: attempt.current.key });
      // The spec: after success the cart is emptied.
      cart.clear();
      void queryClient.invalidateQueries({ queryKey: ['account'] });
      onPlaced(order);
    } catch (err) {
      const f = placeFailure(err, navigator.onLine);
      if (f.newAttempt) {
        attempt.current = null;
        saveProgress(userId, { attempt: null });
      }
      setFailure(f);
      if (f.key === 'pickup') void queryClient.invalidateQueries({ queryKey: ['orders', 'pickupSlots'] });
      if (f.key === 'unavailable') void queryClient.invalidateQueries({ queryKey: ['catalogue.byIds'] });
    } finally {
      setPlacing(false);
    }
  };

  return (
    <>
      <section className="policy" aria-labelledby="policy-h">
        <h2 id="policy-h" className="section-title">
          {T.payment.policyTitle()}
        </h2>
        <ul className="list">
          {[0, 1, 2, 3].map((i) => (
            <li key={i}>{T.payment.policy[i as 0]()}</li>
          ))}
        </ul>
      </section>
      <DepositNote due={depositDue} />
      <fieldset className="agreements">
        <legend>{T.payment.agreementsLabel()}</legend>
        {[0, 1, 2].map((i) => (
          <label key={i} className="agreement">
            <input
              type="checkbox"
              checked={agreed[i]}
              onChange={(e) => setAgreed((a) => a.map((v, j) => (j === i ? e.target.checked : v)))}
            />
            <span>{T.payment.agreements[i as 0]()}</span>
          </label>
        ))}
      </fieldset>
      {chosen && (
        <p className="pickup-chosen">{T.payment.pickupSummary({ when: formatPickupChoice(chosen.start, chosen.end, locale, T.orders.pickupZone()) })}</p>
      )}
      {money}
      {/* The failure sits in the sticky bar, above the button it is about: below the page's
          content it was hidden under the bar (issue 18, item 6). */}
      <div className="checkout-bar">
        {failure && <PlaceFailure failure={failure} day={chosen?.start ?? null} onBack={onBack} />}
        {!enabled && !placing && (
          <p className="muted small" id="place-why">
            {T.payment.needAgreements()}
          </p>
        )}
        <button
          type="button"
          className="btn btn-primary btn-block"
          disabled={!enabled}
          aria-describedby={[failure ? 'place-failure' : '', !enabled && !placing ? 'place-why' : ''].filter(Boolean).join(' ') || undefined}
          aria-busy={placing}
          onClick={() => void place()}
        >
          {placing ? T.payment.placing() : T.payment.placeOrder()}
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {placing ? T.payment.placing() : ''}
      </p>
    </>
  );
}

/**
 * Why PLACE YOUR ORDER did not work, next to the button: whether the order was sent at all (offline,
 * unreachable, our fault) or refused (with what to change), that nothing was charged, and that
 * trying again is safe (the same attempt never places a second order).
 */
function PlaceFailure({ failure, day, onBack }: { failure: Failure; day: string | null; onBack: () => void }) {
  const { LL, locale } = useI18nContext();
  const E = LL.checkout.errors;
  const kind = failureKind(failure.key);
  let reason: string;
  switch (failure.key) {
    case 'pickupClosed':
      reason = day ? E.pickupClosed({ day: formatPacificDay(day, locale === 'ko' ? 'ko' : 'en') }) : E.pickup();
      break;
    case 'refused':
      reason = E.refused({ message: serverErrorText(LL, failure, locale) ?? '' });
      break;
    default:
      reason = E[failure.key]();
  }
  return (
    <div className="note error place-failure" role="alert" id="place-failure">
      <strong>{E[kind]()}</strong>
      <span>{reason}</span>
      {kind !== 'stillPlacing' && <span>{E.safe()}</span>}
      {failure.key === 'signIn' && (
        <Link className="btn btn-secondary btn-small" to="/login">
          {LL.checkout.summary.signIn()}
        </Link>
      )}
      {failure.backToSummary && (
        <button type="button" className="btn btn-secondary btn-small" onClick={onBack}>
          {LL.checkout.steps.summary()}
        </button>
      )}
    </div>
  );
}

function ThankYou({ placed, user }: { placed: Placed; user: AuthUser | null }) {
  const { LL, locale } = useI18nContext();
  const T = LL.checkout.thanks;
  const zone = LL.checkout.orders.pickupZone();
  return (
    <section className="thanks" aria-labelledby="thanks-h">
      <h2 id="thanks-h" className="section-title">
        {T.heading()}
      </h2>
      <dl className="spec-list">
        <dt>{T.orderNumber()}</dt>
        <dd>
          <strong>{placed.order_number}</strong>
        </dd>
        <dt>{T.date()}</dt>
        <dd>{formatPacificMoment(placed.order_date, locale, zone)}</dd>
        <dt>{T.pickup()}</dt>
        <dd>{formatPickupWindow(placed.pickup_start, placed.pickup_end, locale, zone)}</dd>
        <dt>{T.total()}</dt>
        <dd>
          {placed.estimated ? `${LL.checkout.money.est()} ` : ''}
          {formatUsd(placed.total_amount)}
        </dd>
      </dl>
      <DepositNote due={placed.deposit_due} headingLevel={3} />
      <div className="note">
        <strong>{T.notice()}</strong>
        <span>{T.received()}</span>
      </div>
      <p>
        <Link to="/contact">{T.contact()}</Link>
      </p>
      {user && (
        <p>
          <Link to={`/profile/user/${encodeURIComponent(user.encryptedId)}?view=orders`}>{T.viewOrders()}</Link>
        </p>
      )}
      <Link className="btn btn-primary btn-block" to="/">
        {T.finish()}
      </Link>
    </section>
  );
}
