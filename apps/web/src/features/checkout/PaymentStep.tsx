import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { trpc } from '../../lib/trpc';
import { buyerDataFilters } from '../account/session';
import { cart, type useCart } from '../cart/cart';
import type { priceCart } from '../cart/cartPricing';
import { formatPickupChoice } from '../../lib/pickupText';
import { canPlace, newAttemptKey, placeFailure, type Failure, type PickupDays, type PlacedOrder } from './checkout';
import { DepositNote } from './DepositNote';
import { chosenDeadlineText, deadlineKind } from './deadlines';
import { PlaceFailure } from './PlaceFailure';
import { readProgress, saveProgress } from './progress';
import { acknowledgeDraft, keepDraft, useDraftState } from './draftSender';
import { changedTotalCents, priceChanges, seenPrices } from './priceReview';
import { PriceReview } from './PriceReview';
import { PICKUP_FEE_CENTS } from '@wholesale/rules';
import { DraftNotice } from './DraftNotice';
import { freeItemField } from '../deal/freeChoice';

interface PaymentProps {
  userId: number;
  lines: ReturnType<typeof useCart>;
  priced: ReturnType<typeof priceCart>;
  window: PickupDays[number]['windows'][number] | null;
  /** 'YYYY-MM-DD': when the deposit is due for the chosen day */
  depositDue: string | null;
  /** ISO 8601: until when an order for the chosen day can be changed online */
  changeDeadline: string | null;
  note: string;
  money: ReactNode;
  onBack: () => void;
  onPlaced: (order: PlacedOrder) => void;
  /** an order kept on the phone is waiting to be sent (DraftNotice says so): no second one meanwhile */
  waiting: boolean;
}

export function PaymentStep({
  userId,
  lines,
  priced,
  window: chosen,
  depositDue,
  changeDeadline,
  note,
  money,
  onBack,
  onPlaced,
  waiting,
}: PaymentProps) {
  const { LL, locale } = useI18nContext();
  const T = LL.checkout;
  const queryClient = useQueryClient();
  const { mutateAsync: placeOrder } = useMutation(trpc.orders.place.mutationOptions());
  const [agreed, setAgreed] = useState<readonly boolean[]>(() => readProgress(userId).agreed);
  const [placing, setPlacing] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  // One key per checkout attempt: a retry of the same cart, window and note sends the same key, so
  // an order the server took before the network failed is returned, never placed twice. Kept with
  // the progress, so a retry after a reload is still the same attempt.
  const attempt = useRef<{ key: string; signature: string } | null>(readProgress(userId).attempt);
  // Prices changed under an order (kept offline, or placed at a total it carried): the server's new
  // total, the prices the buyer had seen, and a question before it is placed at that total.
  const [review, setReview] = useState<{ nowCents: number; wasCents: number | null; seen: Map<number, number> } | null>(
    null,
  );
  // The unit prices shown when PLACE YOUR ORDER was pressed: what the buyer agreed to.
  const seenAtPlace = useRef<Map<number, number> | null>(null);
  const startReview = (nowCents: number, wasCents: number | null) => {
    setReview({ nowCents, wasCents, seen: seenAtPlace.current ?? seenPrices(priced.lines) });
    setFailure(null);
    // The summary shows the server's prices again, not those the phone had kept.
    void queryClient.invalidateQueries(trpc.catalogue.byIds.pathFilter());
  };
  const draftState = useDraftState();
  useEffect(() => {
    if (draftState.status !== 'refused') return;
    const now = changedTotalCents(draftState.failure);
    if (now === null) return;
    // The review takes over from the refusal's notice (DraftNotice).
    startReview(now, draftState.draft.body.expected_total_cents ?? null);
    acknowledgeDraft();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per refusal, with the prices shown then
  }, [draftState]);
  useEffect(() => {
    saveProgress(userId, { agreed: [agreed[0] === true, agreed[1] === true, agreed[2] === true] });
  }, [userId, agreed]);

  const enabled = canPlace({
    agreed,
    lines: priced.available,
    unavailable: priced.unavailable + priced.loading,
    signedIn: true,
    hasWindow: chosen !== null,
    placing: placing || waiting,
  });

  /** `reviewedTotalCents`: the total the buyer confirmed after prices changed; the server refuses any other. */
  const place = async (reviewedTotalCents?: number) => {
    if (!enabled || !chosen) return;
    const body = {
      order_type: 'pickup' as const,
      cart_items: lines.map((l) => ({ id: l.id, quantity: l.quantity })),
      pickup_slot: chosen.slot,
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(reviewedTotalCents === undefined ? {} : { expected_total_cents: reviewedTotalCents }),
      // the launch deal's free product chosen in the cart (the server ignores it without a place)
      ...freeItemField(userId),
    };
    const signature = JSON.stringify(body);
    if (attempt.current?.signature !== signature) {
      attempt.current = { key: newAttemptKey(), signature };
      saveProgress(userId, { attempt: attempt.current });
    }
    setPlacing(true);
    setFailure(null);
    setReview(null);
    seenAtPlace.current = seenPrices(priced.lines);
    acknowledgeDraft();
    try {
      const order = await placeOrder({ ...body, idempotency_key: attempt.current.key });
      // The spec: after success the cart is emptied.
      cart.clear();
      for (const filter of buyerDataFilters(trpc)) void queryClient.invalidateQueries(filter);
      onPlaced(order);
    } catch (err) {
      const f = placeFailure(err, navigator.onLine);
      // No connection: the order is kept on the phone with this attempt's key and sent once
      // there is one; the checkout says it is waiting (DraftNotice).
      // It carries the total the buyer saw (with the pickup fee the server adds): prices changed by
      // the time it arrives, the server refuses it rather than charge what the buyer never saw.
      const draft = {
        key: attempt.current.key,
        body: { ...body, expected_total_cents: priced.totalCents + PICKUP_FEE_CENTS },
        savedAt: new Date().toISOString(),
      };
      if ((f.key === 'offline' || f.key === 'network') && keepDraft(userId, draft)) return;
      if (f.newAttempt) {
        attempt.current = null;
        saveProgress(userId, { attempt: null });
      }
      const changed = changedTotalCents(f);
      if (changed !== null) return startReview(changed, reviewedTotalCents ?? null);
      setFailure(f);
      if (f.key === 'pickup') void queryClient.invalidateQueries(trpc.orders.pickupSlots.pathFilter());
      if (f.key === 'unavailable') void queryClient.invalidateQueries(trpc.catalogue.byIds.pathFilter());
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
        <p className="pickup-chosen">
          {T.payment.pickupSummary({
            when: formatPickupChoice(chosen.start, chosen.end, locale, LL.common.pacificZone()),
          })}
        </p>
      )}
      {chosen && changeDeadline && (
        <p
          className={`pickup-deadline ${deadlineKind(changeDeadline, new Date()) === 'open' ? 'muted small' : 'note warning'}`}
        >
          {chosenDeadlineText(LL, locale, changeDeadline, new Date())}
        </p>
      )}
      {money}
      {/* The failure sits in the sticky bar, above the button it is about: below the page's
          content it was hidden under the bar. */}
      <div className="checkout-bar">
        <DraftNotice onBack={onBack} />
        {failure && <PlaceFailure failure={failure} day={chosen?.start ?? null} onBack={onBack} />}
        {review && (
          <PriceReview
            review={{ ...review, changes: priceChanges(review.seen, priced.lines) }}
            lines={priced.lines}
            placing={placing || !enabled}
            onConfirm={() => void place(review.nowCents)}
          />
        )}
        {!enabled && !placing && !waiting && (
          <p className="muted small" id="place-why">
            {T.payment.needAgreements()}
          </p>
        )}
        <button
          type="button"
          className="btn btn-primary btn-block"
          disabled={!enabled || review !== null}
          aria-describedby={
            [
              failure ? 'place-failure' : '',
              review ? 'price-review' : '',
              !enabled && !placing && !waiting ? 'place-why' : '',
            ]
              .filter(Boolean)
              .join(' ') || undefined
          }
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
