import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RouterOutputs } from '@wholesale/api';
import { useI18nContext } from '@wholesale/i18n';
import { AWAITING_APPROVAL_STATUS, formatUsd, isCatchWeight, priceSuffixKey } from '@wholesale/rules';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link, useNavigate } from '../../lib/router';
import { ChevronLeft } from '../../ui/icons';
import { Skeleton } from '../../ui/Skeleton';
import type { AuthUser } from '../auth-state/auth';
import { DepositNote } from '../checkout/DepositNote';
import { useNamespace } from '../locale/LocaleProvider';
import { profileSearch } from '../profile/profileState';
import { profileQuery } from '../profile/queries';
import { trpc } from '../../lib/trpc';
import { CancelOrderDialog } from './CancelOrderDialog';
import { ApprovalBox } from './OrderApproval';
import { OrderAgain } from './OrderAgain';
import { OrderChanges } from './OrderChanges';
import { OrderEditor } from './OrderEditor';
import { RepeatOrder } from './RepeatOrder';
import { InvoiceLinks, PaymentsReceived, PaymentState } from './OrderPayment';
import { changeState, cutoffText, type ChangeState } from './orderChange';
import { quantityText } from './orders';
import { dateLocale, formatPacificMoment, formatPickupWindow } from '../../lib/pickupText';
import { orderDetailQuery } from './queries';
import { pastName } from './reorder';
import { StatusBadge } from './StatusBadge';
import '../cart/cart.css';
import './orders.css';

// One of the buyer's orders in the profile (?view=order&order=ID). Texts: the `checkout`
// namespace's `orders` and `money` sections; dates and pickup windows on the warehouse's clock.
// While the order is pending and before its cutoff the buyer may change it (the editor, in the
// page) or cancel it (a confirmation dialog); past the cutoff, or once confirmed, the page says
// why not and how to reach sales. Its payment section says where its payments stand and offers
// the invoice (OrderPayment.tsx). Its changes are listed under it. "Repeat this order" makes a
// standing order of it (RepeatOrder.tsx); `&skip=1` (the standing order preview mail's "Skip this
// week") opens it with the cancellation asked, its reason filled in, while it may still change.

type Detail = RouterOutputs['orders']['detail'];
type Line = Detail['lines'][number];

/** One order: its facts, lines and money (?view=order&order=ID); `skip`: &skip=1 was asked. */
export function OrderDetailView({ orderId, user, skip = false }: { orderId: number; user: AuthUser; skip?: boolean }) {
  const ready = [useNamespace('buyerOrders'), useNamespace('checkout')].every(Boolean);
  const q = useQuery(orderDetailQuery(orderId));
  const { LL } = useI18nContext();
  const box = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const backHref = `/profile/user/${encodeURIComponent(user.encryptedId)}${profileSearch({ view: 'orders' })}`;

  // Opening an order replaces the list the focused link was in: focus goes to the order (its
  // heading once it is there), so keyboard and screen-reader users start at the top of it.
  useEffect(() => {
    box.current?.focus({ preventScroll: true });
  }, [orderId]);
  const loaded = ready && q.isSuccess;
  useEffect(() => {
    if (loaded && (document.activeElement === box.current || document.activeElement === document.body)) {
      heading.current?.focus({ preventScroll: true });
    }
  }, [loaded]);

  if (!ready) {
    return (
      <section className="section order-detail" ref={box} tabIndex={-1} aria-busy="true">
        <DetailSkeleton />
      </section>
    );
  }
  const O = LL.buyerOrders;
  return (
    <section
      className="section order-detail"
      ref={box}
      tabIndex={-1}
      aria-labelledby={q.isSuccess ? 'order-h' : undefined}
      aria-busy={q.isPending}
    >
      <p className="order-back">
        <Link to={backHref}>
          <ChevronLeft />
          {O.back()}
        </Link>
      </p>
      {q.isPending ? (
        <>
          <p className="visually-hidden" role="status">
            {O.loading()}
          </p>
          <DetailSkeleton />
        </>
      ) : q.isError ? (
        <div className="empty-box" role="alert">
          <p>{O.loadFailed()}</p>
          <button type="button" className="btn btn-primary" onClick={() => void q.refetch()}>
            {O.retry()}
          </button>
        </div>
      ) : (
        <OrderBody order={q.data} user={user} heading={heading} skip={skip} />
      )}
    </section>
  );
}

function DetailSkeleton() {
  return (
    <div aria-hidden="true">
      <Skeleton height={28} width="70%" />
      <Skeleton height={14} width="50%" style={{ marginTop: 12 }} />
      <Skeleton height={14} width="80%" style={{ marginTop: 8 }} />
      <Skeleton height={120} style={{ marginTop: 20 }} />
      <Skeleton height={100} style={{ marginTop: 20 }} />
    </div>
  );
}

function OrderBody({
  order: o,
  user,
  heading,
  skip,
}: {
  order: Detail;
  user: AuthUser;
  heading: RefObject<HTMLHeadingElement | null>;
  skip: boolean;
}) {
  const { LL, locale } = useI18nContext();
  const O = LL.buyerOrders;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  // "Skip this week" from the preview mail: the cancellation is asked at once, with its reason
  // filled in, when the order may still change (otherwise the change box says why not).
  const [cancelling, setCancelling] = useState(skip && o.changeable);
  const [skipping, setSkipping] = useState(skip && o.changeable);
  // What the last change or cancellation did, said in the polite live region at the top.
  const [said, setSaid] = useState('');
  // Where focus goes once the page shows the result: the order's heading after a change or a
  // cancellation (the buttons may be gone), "Change order" after Discard.
  const [focus, setFocus] = useState<{ to: 'heading' | 'change' } | null>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const pickup = formatPickupWindow(o.pickup_start, o.pickup_end, dateLocale(locale), LL.common.pacificZone());
  const state = changeState(o);
  // The editor stays only while the order may still change (a reload can close it).
  const editorOpen = editing && o.changeable;

  useEffect(() => {
    if (focus) (focus.to === 'change' ? changeButton.current : heading.current)?.focus();
  }, [focus, heading]);

  /** The server's answer becomes the order shown; the lists and the rest of the buyer's orders follow. */
  const settle = (next: Detail, text: string) => {
    queryClient.setQueryData(trpc.orders.detail.queryKey({ orderId: next.id }), next);
    void queryClient.invalidateQueries(trpc.orders.pathFilter());
    setSaid(text);
    setFocus({ to: 'heading' });
  };
  const closeCancel = () => {
    setCancelling(false);
    if (!skipping) return;
    // Asked once: a reload or Back does not ask again.
    setSkipping(false);
    navigate(
      `/profile/user/${encodeURIComponent(user.encryptedId)}${profileSearch({ view: 'order', orderId: o.id })}`,
      { replace: true },
    );
  };
  const reopen = () => {
    closeCancel();
    void queryClient.invalidateQueries(trpc.orders.pathFilter());
  };

  return (
    <>
      <div className="order-detail-head">
        <h2 id="order-h" ref={heading} tabIndex={-1}>
          {O.detailTitle({ number: o.order_number })}
        </h2>
      </div>
      <div role="status" className="order-said">
        {said && <p className="note order-said-text">{said}</p>}
      </div>
      {editorOpen ? (
        <OrderEditor
          order={o}
          onSaved={(next) => {
            setEditing(false);
            // The orderer's change went above their limit: say it waits for the owner again.
            const backToOwner =
              next.order_status === AWAITING_APPROVAL_STATUS && o.order_status !== AWAITING_APPROVAL_STATUS;
            settle(next, backToOwner ? O.edit.savedAwaiting() : O.edit.saved());
          }}
          onDiscard={() => {
            setEditing(false);
            setFocus({ to: 'change' });
          }}
        />
      ) : (
        <>
          <ApprovalBox order={o} onAnswered={settle} />
          <ChangeBox
            state={state}
            changeButton={changeButton}
            onChange={() => {
              setSaid('');
              setEditing(true);
            }}
            onCancel={() => {
              setSaid('');
              setCancelling(true);
            }}
          />
          <OrderView order={o} user={user} pickup={pickup} />
        </>
      )}
      {cancelling && o.changeable && (
        <CancelOrderDialog
          order={o}
          initialReason={skipping ? LL.buyerOrders.standing.skipReason() : ''}
          onClose={closeCancel}
          onStale={reopen}
          onCancelled={(next) => {
            closeCancel();
            settle(next, O.cancel.done());
          }}
        />
      )}
    </>
  );
}

/** Whether and until when the order may change, with its two buttons; or why it may not. */
function ChangeBox({
  state,
  changeButton,
  onChange,
  onCancel,
}: {
  state: ChangeState;
  changeButton: RefObject<HTMLButtonElement | null>;
  onChange: () => void;
  onCancel: () => void;
}) {
  const { LL, locale } = useI18nContext();
  const O = LL.buyerOrders;
  const cutoff = cutoffText(LL, locale, state);
  if (state.kind === 'open') {
    return (
      <div className="order-change-box">
        {cutoff && <p className="order-cutoff">{cutoff}</p>}
        <div className="order-change-actions">
          <button type="button" className="btn btn-secondary" ref={changeButton} onClick={onChange}>
            {O.changeOrder()}
          </button>
          <button type="button" className="btn btn-ghost btn-danger-text" onClick={onCancel}>
            {O.cancelOrder()}
          </button>
        </div>
      </div>
    );
  }
  if (state.kind === 'closed' || state.kind === 'confirmed') {
    return (
      <div className="note order-locked">
        <strong>{state.kind === 'confirmed' ? O.confirmedNote() : (cutoff ?? O.lockedNote())}</strong>
        <span>{O.reachSales()}</span>
      </div>
    );
  }
  return null;
}

/** The order's facts, lines, money and changes. */
function OrderView({ order: o, user, pickup }: { order: Detail; user: AuthUser; pickup: string | null }) {
  const { LL, locale } = useI18nContext();
  // The account's language (its mails' and the invoice's by default): the profile page has it already.
  const account = useQuery(profileQuery(user.id));
  const O = LL.buyerOrders;
  const M = LL.checkout.money;
  const zone = LL.common.pacificZone();
  const a = o.amounts;
  const est = (on: boolean) =>
    on && (
      <>
        <span className="est-tag">{M.est()}</span>{' '}
      </>
    );
  return (
    <>
      <dl className="order-facts">
        <dt>{O.status()}</dt>
        <dd>
          <StatusBadge status={o.order_status} />
        </dd>
        <dt>{O.placedOn()}</dt>
        <dd>{formatPacificMoment(o.order_date, dateLocale(locale), zone)}</dd>
        {pickup && (
          <>
            <dt>{O.pickup()}</dt>
            <dd>{pickup}</dd>
          </>
        )}
        {o.note && (
          <>
            <dt>{O.note()}</dt>
            <dd className="order-note">{o.note}</dd>
          </>
        )}
      </dl>
      {/* a team's viewer reads the company's orders but does not order */}
      {user.companyRole !== 'viewer' && (
        <>
          <OrderAgain orderId={o.id} user={user} block />
          <RepeatOrder order={o} user={user} />
        </>
      )}

      <h3 className="order-sub">{O.lines()}</h3>
      <table className="order-lines">
        <thead>
          <tr>
            <th scope="col">{O.item()}</th>
            <th scope="col" className="num">
              {O.quantity()}
            </th>
            <th scope="col" className="num">
              {O.amount()}
            </th>
          </tr>
        </thead>
        <tbody>
          {o.lines.map((l) => (
            <OrderLineRow key={l.id} line={l} />
          ))}
        </tbody>
      </table>

      <h3 className="order-sub">{O.payment.title()}</h3>
      <PaymentState order={o} />
      <dl className="order-money">
        <dt>{M.subtotal()}</dt>
        <dd>
          {est(a.estimated)}
          {formatUsd(a.subtotal)}
        </dd>
        <dt>{M.fee()}</dt>
        <dd>{formatUsd(a.fee)}</dd>
        <dt className="order-money-total">{a.estimated ? M.estimatedTotal() : M.total()}</dt>
        <dd className="order-money-total">
          {est(a.estimated)}
          {formatUsd(a.total)}
        </dd>
        <dt>{M.prepayment()}</dt>
        <dd>
          {est(a.estimated)}
          {formatUsd(a.prepayment)}
        </dd>
        <dt>{M.balance()}</dt>
        <dd>
          {est(a.estimated)}
          {formatUsd(a.balance)}
        </dd>
      </dl>
      {/* the saving cash on the balance offers, while something is left to pay */}
      {o.payment.state !== 'paid' && (
        <p className="cart-note">{M.cashNote({ amount: formatUsd(a.cash_discount_max) })}</p>
      )}
      {a.estimated && <p className="cart-note">{M.estimateNote()}</p>}
      {/* how and by when the deposit is paid, while it is due (null once the order is settled) */}
      <DepositNote due={o.payment.state === 'prepayment_due' ? o.deposit_due : null} headingLevel={3} />
      <PaymentsReceived order={o} />
      <InvoiceLinks order={o} accountLocale={account.data?.locale ?? locale} />
      <OrderChanges revisions={o.revisions} />
    </>
  );
}

function OrderLineRow({ line: l }: { line: Line }) {
  const { LL, locale } = useI18nContext();
  const O = LL.buyerOrders;
  const M = LL.checkout.money;
  const cw = isCatchWeight(l.spec);
  const price = formatUsd(l.unit_price);
  const suffix = priceSuffixKey(l.spec);
  return (
    <tr>
      <th scope="row">
        <span className="order-line-name">{pastName(l, locale)}</span>
        <span className="order-line-sub">
          {price}
          {suffix && ` ${LL.catalogue.priceSuffix[suffix]()}`}
        </span>
        {cw && l.weighed_lbs !== null ? (
          <span className="order-line-sub">{M.weighed({ lbs: l.weighed_lbs, price })}</span>
        ) : cw ? (
          <>
            <span className="order-line-sub">{M.perLb({ packs: l.quantity, w: l.avg_weight, price })}</span>
            <span className="order-line-sub order-line-est">{O.estimated()}</span>
          </>
        ) : null}
      </th>
      <td className="num">{quantityText(LL, l.spec, l.quantity)}</td>
      <td className="num">
        {l.estimated && (
          <>
            <span className="est-tag">{M.est()}</span>{' '}
          </>
        )}
        <strong>{formatUsd(l.line_total)}</strong>
      </td>
    </tr>
  );
}
