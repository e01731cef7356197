import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { STANDING_ORDER_LEAD_DAYS } from '@wholesale/rules';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '../../lib/router';
import { trpc } from '../../lib/trpc';
import { ErrorNote } from '../../ui/BusyButton';
import { Skeleton } from '../../ui/Skeleton';
import { type AuthUser } from '../auth-state/auth';
import { useNamespace } from '../locale/LocaleProvider';
import { OrderBackLink } from './OrderBackLink';
import { standingQuery } from './queries';
import { StandingEditForm } from './StandingEditForm';
import { EndDialog } from './StandingEndDialog';
import { useStandingFailure } from './useStandingFailure';
import {
  actionDoneText,
  everyText,
  lastOrderText,
  nextOrderText,
  pickupDayText,
  skipText,
  standingLineText,
  unskipText,
  whenText,
  withStanding,
  type StandingAction,
  type StandingOrder,
} from './standing';
import '../account/account.css';
import '../../ui/badge.css';
import './orders.css';
import { profilePlacePath } from '../profile/profileState';
import { LoadFailedBox, LoadingBlocks } from '../../ui/LoadState';

// The profile's Standing orders view (?view=standing): each of the buyer's
// standing orders with its weekday and time, how often, its products, its next order and its last
// one, and Skip next (Bring back while the week skipped is still to be made), Pause / Resume,
// Every week ↔ Every 2 weeks and End (after a confirmation, StandingEndDialog.tsx).
// What an action did is said at the top (a polite live region). Texts: the `checkout` namespace's
// `standing`; the words are standing.ts's, unit tested there.

export function StandingOrders({ user }: { user: AuthUser }) {
  const ready = useNamespace('buyerOrders');
  const { LL, locale } = useI18nContext();
  const queryClient = useQueryClient();
  const q = useQuery(standingQuery());
  const heading = useRef<HTMLHeadingElement>(null);
  const [said, setSaid] = useState('');
  const [ending, setEnding] = useState<StandingOrder | null>(null);
  // After an end the card and its buttons are gone: focus goes to the view's heading.
  const [focusHeading, setFocusHeading] = useState(0);

  // The view replaces the page the link was on: start at its heading.
  useEffect(() => {
    if (ready) heading.current?.focus({ preventScroll: true });
  }, [ready]);
  useEffect(() => {
    if (focusHeading > 0) heading.current?.focus();
  }, [focusHeading]);

  if (!ready) {
    return (
      <section className="section standing-view" aria-busy="true">
        <Skeleton height={28} width="60%" />
        <Skeleton height={220} style={{ marginTop: 16 }} />
      </section>
    );
  }
  const S = LL.buyerOrders.standing;
  const ordersHref = profilePlacePath(user, { view: 'orders' });
  const reload = () => void queryClient.invalidateQueries(trpc.orders.standing.pathFilter());
  const store = (next: StandingOrder) => {
    queryClient.setQueryData(standingQuery().queryKey, (old) => withStanding(old, next));
    reload();
  };
  const settle = (next: StandingOrder, text: string) => {
    store(next);
    setSaid(text);
  };
  // The end asked about is over (done, or found out of date): the dialog closes, what happened is
  // said, and the focus goes to the heading, since the card that opened it may be gone.
  const closeEnd = (text: string) => {
    setEnding(null);
    setSaid(text);
    setFocusHeading((n) => n + 1);
  };

  return (
    <section className="section standing-view" aria-labelledby="standing-h" aria-busy={q.isPending}>
      <OrderBackLink to={ordersHref} label={S.toOrders()} />
      <h2 id="standing-h" ref={heading} tabIndex={-1}>
        {S.title()}
      </h2>
      <p className="cart-note standing-intro">{S.intro({ days: STANDING_ORDER_LEAD_DAYS })}</p>
      <div role="status" className="order-said">
        {said && <p className="note order-said-text">{said}</p>}
      </div>
      {q.isPending ? (
        <LoadingBlocks label={S.loading()} heights={[220]} />
      ) : q.isError ? (
        <LoadFailedBox text={S.loadFailed()} retryLabel={S.retry()} onRetry={() => void q.refetch()} />
      ) : q.data.length === 0 ? (
        <div className="standing-empty">
          <p className="empty">{S.empty()}</p>
          <Link className="btn btn-secondary btn-block" to={ordersHref}>
            {S.toOrders()}
          </Link>
        </div>
      ) : (
        <ul className="standing-list card-list">
          {q.data.map((so) => (
            <StandingCard
              key={so.id}
              so={so}
              user={user}
              onDone={(action, next) => {
                settle(next, actionDoneText(LL, locale, action, so, next));
              }}
              onEnd={() => {
                setSaid('');
                setEnding(so);
              }}
            />
          ))}
        </ul>
      )}
      {ending && (
        <EndDialog
          so={ending}
          onClose={() => setEnding(null)}
          onEnded={(next) => {
            store(next);
            closeEnd(actionDoneText(LL, locale, { kind: 'end' }, ending, next));
          }}
          onStale={(text) => {
            // Ended or gone meanwhile (another device): the list is read again and the refusal said.
            reload();
            closeEnd(text);
          }}
        />
      )}
    </section>
  );
}

/** One standing order: its schedule, products, next and last order, and what may be done with it. */
function StandingCard({
  so,
  user,
  onDone,
  onEnd,
}: {
  so: StandingOrder;
  user: AuthUser;
  onDone: (action: StandingAction, next: StandingOrder) => void;
  onEnd: () => void;
}) {
  const { LL, locale } = useI18nContext();
  const S = LL.buyerOrders.standing;
  const queryClient = useQueryClient();
  const failure = useStandingFailure();
  const ids = useId();
  const [busy, setBusy] = useState<StandingAction['kind'] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { mutateAsync: update } = useMutation(trpc.orders.standing.update.mutationOptions());
  const { mutateAsync: skip } = useMutation(trpc.orders.standing.skip.mutationOptions());
  const { mutateAsync: unskip } = useMutation(trpc.orders.standing.unskip.mutationOptions());

  const run = async (action: Exclude<StandingAction, { kind: 'end' | 'edit' }>) => {
    if (busy) return;
    setBusy(action.kind);
    setRefusal(null);
    try {
      const standingOrderId = so.id;
      const next =
        action.kind === 'skip'
          ? await skip({ standingOrderId })
          : action.kind === 'unskip'
            ? await unskip({ standingOrderId })
            : action.kind === 'pause'
              ? await update({ standingOrderId, paused: action.paused })
              : await update({ standingOrderId, every_weeks: action.every_weeks });
      onDone(action, next);
      if (action.kind === 'unskip') skipButton.current?.focus();
    } catch (err) {
      const f = failure(err);
      setRefusal(f.text);
      if (f.stale) void queryClient.invalidateQueries(trpc.orders.standing.pathFilter());
    } finally {
      setBusy(null);
    }
  };
  const label = (kind: StandingAction['kind'], text: string) => (busy === kind ? S.working() : text);
  const gone = so.lines.some((l) => !l.available);
  const bringBack = unskipText(LL, locale, so);
  // Bring back goes once used: focus moves to Skip, beside it, rather than to the page's top.
  const skipButton = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState(false);
  // The form closed (saved or cancelled): focus back on the button that opened it.
  const changeButton = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(0);
  const closeEdit = () => {
    setEditing(false);
    setRefocus((n) => n + 1);
  };
  useEffect(() => {
    if (refocus > 0) changeButton.current?.focus();
  }, [refocus]);

  return (
    <li className="standing-card card-list-item">
      <article aria-labelledby={`${ids}-h`}>
        <div className="standing-card-head">
          <h3 id={`${ids}-h`} className="standing-when">
            {whenText(LL, locale, so)}
          </h3>
          {so.paused && <span className="badge badge-gray">{S.paused()}</span>}
        </div>
        <p className="standing-every">{everyText(LL, so.every_weeks)}</p>
        <p className={so.paused ? 'standing-next standing-next-paused' : 'standing-next'}>
          {nextOrderText(LL, locale, so)}
        </p>

        <h4 className="standing-sub">{S.products()}</h4>
        <ul className="standing-lines">
          {so.lines.map((l) => (
            <li key={l.item_id} className={l.available ? undefined : 'standing-line-gone'}>
              {standingLineText(LL, locale, l)}
              {!l.available && (
                <>
                  {' '}
                  <span className="standing-gone-tag">{S.unavailable()}</span>
                </>
              )}
            </li>
          ))}
        </ul>
        {gone && <p className="cart-note">{S.unavailableNote()}</p>}
        <dl className="standing-facts">
          {so.note && (
            <>
              <dt>{S.note()}</dt>
              <dd className="order-note">{so.note}</dd>
            </>
          )}
          {so.skipped && (
            <>
              <dt>{S.skippedWeek()}</dt>
              <dd>{pickupDayText(locale, so.skipped)}</dd>
            </>
          )}
          {so.last_order && (
            <>
              <dt>{S.lastOrder()}</dt>
              <dd>
                <Link to={profilePlacePath(user, { view: 'order', orderId: so.last_order.id })}>
                  {lastOrderText(LL, locale, so.last_order)}
                </Link>
              </dd>
            </>
          )}
        </dl>

        <ErrorNote className="note error standing-refusal" text={refusal} />
        {editing && (
          <StandingEditForm
            so={so}
            onSaved={(next) => {
              onDone({ kind: 'edit' }, next);
              closeEdit();
            }}
            onCancel={closeEdit}
            onStale={() => void queryClient.invalidateQueries(trpc.orders.standing.pathFilter())}
          />
        )}
        <div className="standing-actions" role="group" aria-label={`${S.actions()}: ${whenText(LL, locale, so)}`}>
          {!so.paused && (
            <button
              ref={skipButton}
              type="button"
              className="btn btn-secondary"
              aria-disabled={busy !== null || undefined}
              onClick={() => void run({ kind: 'skip' })}
            >
              {label('skip', skipText(LL, locale, so))}
            </button>
          )}
          {bringBack && (
            <button
              type="button"
              className="btn btn-secondary"
              aria-disabled={busy !== null || undefined}
              onClick={() => void run({ kind: 'unskip' })}
            >
              {label('unskip', bringBack)}
            </button>
          )}
          <button
            type="button"
            className="btn btn-secondary"
            aria-disabled={busy !== null || undefined}
            onClick={() => void run({ kind: 'pause', paused: !so.paused })}
          >
            {label('pause', so.paused ? S.resume() : S.pause())}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            aria-disabled={busy !== null || undefined}
            onClick={() => void run({ kind: 'every', every_weeks: so.every_weeks === 2 ? 1 : 2 })}
          >
            {label('every', so.every_weeks === 2 ? S.toEvery1() : S.toEvery2())}
          </button>
          {!editing && (
            <button
              ref={changeButton}
              type="button"
              className="btn btn-secondary"
              aria-disabled={busy !== null || undefined}
              onClick={() => busy === null && setEditing(true)}
            >
              {S.change()}
            </button>
          )}
          <button
            type="button"
            className="btn btn-ghost btn-danger-text"
            aria-disabled={busy !== null || undefined}
            onClick={() => busy === null && onEnd()}
          >
            {S.end()}
          </button>
        </div>
      </article>
    </li>
  );
}
