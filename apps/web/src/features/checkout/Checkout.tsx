import { useI18nContext } from '@wholesale/i18n';
import { useEffect, useRef, useState } from 'react';
import { Breadcrumbs } from '../../ui/Breadcrumbs';
import { PageSkeleton } from '../../ui/Skeleton';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import type { AuthUser } from '../auth-state/auth';
import { CartCheckout } from './CartCheckout';
import { ResaleNotice } from '../documents/ResaleNotice';
import { canOpenStep, type PlacedOrder, type Step } from './checkout';
import { clearProgress, readProgress, saveProgress } from './progress';
import { readDraft } from './draft';
import { DraftNotice } from './DraftNotice';
import { acknowledgeDraft, useDraftState, watchDraft } from './draftSender';
import { ThankYou } from './ThankYou';
import '../account/account.css';
import '../cart/cart.css';
import './checkout.css';

// The checkout's three steps (catalogue spec sections 2, 4 and 5): Order Summary → Payment →
// Thank You, under a step list; the route (routes/OrderSummary.tsx) only waits for its texts and
// the session. Fields and buttons are styled by account.css, the checkout bar by cart.css.

/** The spec's loading screen, while the texts, the session and the cart's prices come in. */
export function CheckoutLoading() {
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

export function Checkout({ user }: { user: AuthUser | null }) {
  const { LL } = useI18nContext();
  const T = LL.checkout;
  useDocumentTitle(T.title());
  const userId = user?.id ?? null;
  // A reload opens the step the buyer was on (progress.ts); the thank-you page is never restored.
  const [step, setStep] = useState<Step>(() => (userId === null ? 0 : readProgress(userId).step));
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (userId !== null && step !== 2) saveProgress(userId, { step });
  }, [userId, step]);
  // An order kept on the phone for want of a connection (draftSender.ts): sent from here while the
  // page is open, and its thank-you shown here when it is placed.
  const draft = useDraftState();
  useEffect(() => {
    if (userId !== null && readDraft(userId)) watchDraft(userId);
  }, [userId]);

  // Each step change moves focus to its heading, so a screen reader hears where it is.
  const go = (next: Step) => {
    setStep(next);
    window.scrollTo({ top: 0 });
    requestAnimationFrame(() => heading.current?.focus());
  };

  useEffect(() => {
    if (draft.status !== 'placed') return;
    acknowledgeDraft();
    if (userId !== null) clearProgress(userId);
    setPlaced(draft.order);
    go(2);
  }, [draft, userId]);

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
        <>
          {/* an expired resale certificate: why the order is refused, or goes with a warning */}
          <ResaleNotice user={user} />
          {/* on the Payment step, in its bar (PaymentStep) */}
          {step !== 1 && <DraftNotice onBack={() => go(0)} />}
          <CartCheckout
            user={user}
            step={step}
            waiting={draft.status === 'waiting' || draft.status === 'sending'}
            onCheckOut={() => go(1)}
            onBack={() => go(0)}
            onPlaced={(order) => {
              if (userId !== null) clearProgress(userId);
              setPlaced(order);
              go(2);
            }}
          />
        </>
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
