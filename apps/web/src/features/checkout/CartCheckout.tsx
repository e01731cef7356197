import { readFailureKind } from '../catalogue/readFailure';
import { useQuery } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { SHOP_ALL_ROUTE } from '@wholesale/rules';
import { useEffect, useMemo, useState } from 'react';
import { Link } from '../../lib/router';
import { ABORT_ON_UNMOUNT, trpc } from '../../lib/trpc';
import { Skeleton } from '../../ui/Skeleton';
import { canOrder, cartHref, type AuthUser } from '../auth-state/auth';
import { LimitNote } from '../cart/LimitNote';
import { OnlyOrderers } from '../cart/OnlyOrderers';
import { useCart } from '../cart/cart';
import { priceCart } from '../cart/cartPricing';
import { useCartItems } from '../cart/queries';
import { acceptCookies, useCookieConsent } from '../cookie-consent/consent';
import type { PlacedOrder, Step } from './checkout';
import { MoneySummary, SummaryLines } from './OrderLines';
import { PaymentStep } from './PaymentStep';
import { PickupPicker } from './PickupPicker';
import { defaultSlot } from './deadlines';
import { readProgress, saveProgress } from './progress';
import { LoadFailedBox } from '../../ui/LoadState';

interface CartCheckoutProps {
  user: AuthUser | null;
  step: Step;
  onCheckOut: () => void;
  onBack: () => void;
  onPlaced: (order: PlacedOrder) => void;
  /** an order kept on the phone is waiting to be sent: no second one meanwhile */
  waiting: boolean;
}

/** Steps 0 and 1 share the cart, its prices and the chosen window. */
export function CartCheckout({ user, step, onCheckOut, onBack, onPlaced, waiting }: CartCheckoutProps) {
  const { LL } = useI18nContext();
  const T = LL.checkout;
  const accepted = useCookieConsent();
  const lines = useCart();
  const ids = useMemo(() => lines.map((l) => l.id), [lines]);
  const items = useCartItems(ids);
  const priced = useMemo(
    () => priceCart(lines, items.data ?? [], !items.isPlaceholderData),
    [lines, items.data, items.isPlaceholderData],
  );
  const buyer = user?.role === 'buyer';
  const slots = useQuery(
    trpc.orders.pickupSlots.queryOptions(undefined, { ...ABORT_ON_UNMOUNT, enabled: buyer, staleTime: 60_000 }),
  );
  const userId = user?.id ?? null;
  const [slot, setSlot] = useState<string | null>(() => (userId === null ? null : readProgress(userId).slot));
  const [note, setNote] = useState(() => (userId === null ? '' : readProgress(userId).note));
  useEffect(() => {
    if (userId !== null) saveProgress(userId, { slot, note });
  }, [userId, slot, note]);
  const windows = useMemo(() => (slots.data ?? []).flatMap((d) => d.windows), [slots.data]);
  // Until the buyer picks one, the first window of the earliest day an order can still be changed
  // (the earliest at all when none can), as the picker shows it; a pick no longer offered falls back.
  const fallback = defaultSlot(slots.data ?? [], new Date());
  const chosen = windows.find((w) => w.slot === slot) ?? windows.find((w) => w.slot === fallback) ?? null;
  const chosenDay = (slots.data ?? []).find((d) => d.date === chosen?.date);
  const depositDue = chosenDay?.deposit_due ?? null;

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
      <LoadFailedBox
        text={readFailureKind(items.error) === 'network' ? T.summary.loadFailedNetwork() : T.summary.loadFailed()}
        retryLabel={T.summary.retry()}
        onRetry={() => void items.refetch()}
      />
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

  const money = (
    <>
      <MoneySummary lines={priced.lines} />
      <LimitNote user={user} subtotalCents={priced.totalCents} />
    </>
  );
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
          {canOrder(user) ? (
            <button
              type="button"
              className="btn btn-primary btn-block"
              disabled={priced.available === 0 || priced.unavailable > 0 || priced.loading > 0 || !chosen}
              onClick={onCheckOut}
            >
              {T.summary.checkOut()}
            </button>
          ) : (
            <OnlyOrderers />
          )}
        </div>
      </>
    );
  }
  // The payment step is reached only by the button above; a viewer never gets there by a kept step.
  if (!canOrder(user)) return <OnlyOrderers />;
  return (
    <PaymentStep
      userId={user.id}
      lines={lines}
      priced={priced}
      window={chosen}
      depositDue={depositDue}
      changeDeadline={chosenDay?.change_deadline ?? null}
      note={note}
      money={money}
      onBack={onBack}
      onPlaced={onPlaced}
      waiting={waiting}
    />
  );
}
