import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RouterOutputs } from '@wholesale/api';
import { useI18nContext, type TranslationFunctions } from '@wholesale/i18n';
import type { CatalogueItem } from '@wholesale/rules';
import { effectivePrice, formatUsd, isCatchWeight, ORDER_LINE_MAX_QUANTITY, ORDER_MAX_LINES, priceSuffixKey, TOAST_MS } from '@wholesale/rules';
import { useEffect, useId, useMemo, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { Link } from '../../app/router';
import { productImage } from '../../lib/images';
import { ChevronLeft, ChevronRight } from '../../ui/icons';
import { Picture } from '../../ui/Picture';
import { Skeleton } from '../../ui/Skeleton';
import { toast } from '../../ui/Toast';
import { cartHref, type AuthUser } from '../auth-state/auth';
import { DepositNote } from '../checkout/DepositNote';
import { localized } from '../catalogue/localized';
import { acceptCookies, hasAcceptedCookies } from '../cookie-consent/consent';
import { useNamespace } from '../locale/LocaleProvider';
import { cart, getCart } from './cart';
import { badgeColour, statusLabel } from './orders';
import { formatPacificDay, formatPacificMoment, formatPickupWindow, type DateLocale } from './pickupText';
import { profileSearch } from './profileState';
import { itemsByIdsQuery, orderDetailQuery, usualItemsQuery } from './queries';
import { addQuantity, pastName, planReorder, reorderOutcome, type ReorderOutcome } from './reorder';

// The buyer's orders in the profile: the order cards of both lists, one order's page
// (?view=order&order=ID), "Order again" and "My usual items". Texts: the `checkout` namespace's
// `orders` and `money` sections. Dates and pickup windows are on the warehouse's clock (Pacific).

type LL = TranslationFunctions;
type Order = RouterOutputs['orders']['list'][number];
type Detail = RouterOutputs['orders']['detail'];
type Line = Detail['lines'][number];

function StatusBadge({ status }: { status: string }) {
  const { LL } = useI18nContext();
  return <span className={`badge badge-${badgeColour(status)}`}>{statusLabel(LL, status)}</span>;
}

const dateLocale = (locale: string): DateLocale => (locale === 'ko' ? 'ko' : 'en');

/** "2 boxes" / "3 packs" (a catch-weight line counts packs). */
function quantityText(LL: LL, spec: string, n: number): string {
  return isCatchWeight(spec) ? LL.checkout.orders.packs({ n }) : LL.checkout.orders.boxes({ n });
}

/** Where an order's page is: this profile with ?view=order&order=ID. */
function orderHref(user: AuthUser, orderId: number): string {
  return `/profile/user/${encodeURIComponent(user.encryptedId)}${profileSearch({ view: 'order', orderId })}`;
}

// ---------------------------------------------------------------- the lists' cards

/** The order cards of the main view's recent orders and of the orders view. */
export function OrderList({ orders, user }: { orders: readonly Order[]; user: AuthUser }) {
  const ready = useNamespace('checkout');
  if (!ready) return <Skeleton height={140} style={{ marginTop: 12 }} />;
  return (
    <ul className="order-list">
      {orders.map((o) => (
        <OrderCard key={o.id} order={o} user={user} />
      ))}
    </ul>
  );
}

function OrderCard({ order: o, user }: { order: Order; user: AuthUser }) {
  const { LL, locale } = useI18nContext();
  const O = LL.checkout.orders;
  const p = LL.account.profile;
  const pickup = formatPickupWindow(o.pickup_start, o.pickup_end, dateLocale(locale), O.pickupZone());
  const placed = formatPacificDay(o.order_date, dateLocale(locale));
  return (
    <li className="order-card">
      <div className="order-card-head">
        <h3 className="order-no">
          {/* The whole card opens the order (the link's box is stretched over it in CSS). */}
          <Link className="order-link" to={orderHref(user, o.id)} aria-label={O.open({ number: o.order_number })}>
            {p.orderNumber({ number: o.order_number })}
          </Link>
        </h3>
        <StatusBadge status={o.order_status} />
        <span className="order-chevron" aria-hidden="true">
          <ChevronRight />
        </span>
      </div>
      <p className="order-meta">{p.orderDate({ date: placed })}</p>
      {pickup && (
        <p className="order-pickup">
          <span className="order-label">{O.pickup()}</span> {pickup}
        </p>
      )}
      <p className="order-total">
        <span className="order-label">{LL.checkout.money.total()}</span> {o.estimated && <span className="est-tag">{LL.checkout.money.est()}</span>}{' '}
        <strong>{formatUsd(o.total_amount)}</strong>
      </p>
      <div className="order-card-actions">
        <OrderAgain orderId={o.id} user={user} />
      </div>
    </li>
  );
}

// ---------------------------------------------------------------- order again

type AgainState =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'consent'; focus: boolean }
  | { kind: 'failed' }
  | { kind: 'done'; outcome: ReorderOutcome };

/**
 * "Order again": the order's products that are still sold go into the cart with the order's
 * quantities; the message below says how many, names those no longer sold, and links to the cart.
 * Without cookie consent it first offers to accept cookies (and then adds).
 */
function OrderAgain({ orderId, user, block = false }: { orderId: number; user: AuthUser; block?: boolean }) {
  const { LL, locale } = useI18nContext();
  const O = LL.checkout.orders;
  const client = useQueryClient();
  const [state, setState] = useState<AgainState>({ kind: 'idle' });
  const accept = useRef<HTMLButtonElement>(null);
  const again = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    if (state.kind === 'consent' && state.focus) accept.current?.focus();
  }, [state]);

  const run = async (fromKeyboard: boolean) => {
    if (!hasAcceptedCookies()) return setState({ kind: 'consent', focus: fromKeyboard });
    setState({ kind: 'busy' });
    try {
      const detail = await client.fetchQuery(orderDetailQuery(orderId));
      const ids = [...new Set(detail.lines.map((l) => l.item_id))];
      // Availability now, not from a cached answer: a product may have been hidden since.
      const items = ids.length > 0 ? await client.fetchQuery({ ...itemsByIdsQuery(ids), staleTime: 0 }) : [];
      const plan = planReorder(detail.lines, items);
      let notFitted = 0;
      if (plan.add.length > 0) {
        const skipped = cart.addMany(plan.add);
        if (skipped === null) return setState({ kind: 'consent', focus: fromKeyboard });
        notFitted = skipped;
      }
      setState({ kind: 'done', outcome: reorderOutcome(plan, notFitted, locale) });
    } catch {
      setState({ kind: 'failed' });
    }
  };
  const busy = state.kind === 'busy';
  const onClick = (e: MouseEvent<HTMLButtonElement>) => {
    if (!busy) void run(e.detail === 0);
  };

  return (
    <div className="reorder">
      <button
        ref={again}
        type="button"
        className={`btn btn-secondary${block ? ' btn-block' : ' btn-small'}`}
        onClick={onClick}
        // Not `disabled`: a disabled button drops the keyboard focus while the order is added.
        aria-disabled={busy || undefined}
        aria-describedby={state.kind === 'idle' || busy ? undefined : id}
      >
        {busy ? O.orderAgainBusy() : O.orderAgain()}
      </button>
      {/* Always in the page, so what appears in it is read out. */}
      <div id={id} role="status" className="reorder-result-region">
        {state.kind === 'consent' ? (
          <div className="reorder-result reorder-warn">
            <p>{O.cookiesNeeded()}</p>
            <button
              ref={accept}
              type="button"
              className="btn btn-primary btn-small"
              onClick={(e) => {
                acceptCookies();
                // This button goes with the prompt: focus returns to "Order again".
                if (e.detail === 0) again.current?.focus();
                void run(false);
              }}
            >
              {O.acceptAndAdd()}
            </button>
          </div>
        ) : state.kind === 'failed' ? (
          <div className="reorder-result reorder-error">
            <p>{O.orderAgainFailed()}</p>
          </div>
        ) : state.kind === 'done' ? (
          <ReorderMessage outcome={state.outcome} user={user} />
        ) : null}
      </div>
    </div>
  );
}

function ReorderMessage({ outcome, user }: { outcome: ReorderOutcome; user: AuthUser }) {
  const { LL } = useI18nContext();
  const O = LL.checkout.orders;
  const names = outcome.missing.join(', ');
  if (outcome.kind === 'none') {
    return (
      <div className="reorder-result reorder-warn">
        <p>
          <strong>{O.orderAgainNone()}</strong>
        </p>
        {names && <p>{O.orderAgainMissing({ names })}</p>}
      </div>
    );
  }
  const partial = outcome.missing.length > 0 || outcome.notFitted > 0;
  return (
    <div className={`reorder-result ${partial ? 'reorder-warn' : 'reorder-ok'}`}>
      <p>
        <strong>{O.orderAgainDone({ n: outcome.added })}</strong>
      </p>
      {names && <p>{O.orderAgainMissing({ names })}</p>}
      {outcome.notFitted > 0 && <p>{O.orderAgainFull({ n: outcome.notFitted, max: ORDER_MAX_LINES })}</p>}
      <p>
        <Link to={cartHref(user)}>{O.viewCart()}</Link>
      </p>
    </div>
  );
}

// ---------------------------------------------------------------- one order

/** One order: its facts, lines and money (?view=order&order=ID). */
export function OrderDetailView({ orderId, user }: { orderId: number; user: AuthUser }) {
  const ready = useNamespace('checkout');
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
  const O = LL.checkout.orders;
  return (
    <section className="section order-detail" ref={box} tabIndex={-1} aria-labelledby={q.isSuccess ? 'order-h' : undefined} aria-busy={q.isPending}>
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
        <OrderBody order={q.data} user={user} heading={heading} />
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

function OrderBody({ order: o, user, heading }: { order: Detail; user: AuthUser; heading: RefObject<HTMLHeadingElement | null> }) {
  const { LL, locale } = useI18nContext();
  const O = LL.checkout.orders;
  const M = LL.checkout.money;
  const zone = O.pickupZone();
  const pickup = formatPickupWindow(o.pickup_start, o.pickup_end, dateLocale(locale), zone);
  const a = o.amounts;
  const est = (on: boolean) =>
    on && (
      <>
        <span className="est-tag">{M.est()}</span>{' '}
      </>
    );
  return (
    <>
      <div className="order-detail-head">
        <h2 id="order-h" ref={heading} tabIndex={-1}>
          {O.detailTitle({ number: o.order_number })}
        </h2>
      </div>
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
      <OrderAgain orderId={o.id} user={user} block />

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

      <h3 className="order-sub">{O.payment()}</h3>
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
      <p className="cart-note">{M.cashNote({ amount: formatUsd(a.cash_discount_max) })}</p>
      {a.estimated && <p className="cart-note">{M.estimateNote()}</p>}
      {/* how and by when the deposit is paid (null once the order is settled) */}
      <DepositNote due={o.deposit_due} headingLevel={3} />
    </>
  );
}

function OrderLineRow({ line: l }: { line: Line }) {
  const { LL, locale } = useI18nContext();
  const O = LL.checkout.orders;
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

// ---------------------------------------------------------------- my usual items

const USUAL_SHOWN = 8;

interface Usual {
  item: CatalogueItem;
  quantity: number;
}

/** The main view's "My usual items" (buyers only): one tap adds the last order's quantity. */
export function UsualItems({ user }: { user: AuthUser }) {
  const ready = useNamespace('checkout');
  const { LL } = useI18nContext();
  const usual = useQuery(usualItemsQuery(user.id));
  const ids = usual.data?.map((u) => u.item_id) ?? [];
  const items = useQuery({ ...itemsByIdsQuery(ids), placeholderData: keepPreviousData });
  const list = useMemo<Usual[]>(() => {
    if (!usual.data || !items.data) return [];
    const byId = new Map(items.data.map((i) => [i.id, i]));
    return usual.data
      .flatMap((u) => {
        const item = byId.get(u.item_id);
        return item ? [{ item, quantity: Math.min(ORDER_LINE_MAX_QUANTITY, Math.max(1, u.last_quantity)) }] : [];
      })
      .slice(0, USUAL_SHOWN);
  }, [usual.data, items.data]);

  if (!ready) return <Skeleton height={120} style={{ margin: '24px 0' }} />;
  const O = LL.checkout.orders;
  const pending = usual.isPending || (ids.length > 0 && items.isPending);
  const failed = usual.isError || (ids.length > 0 && items.isError && !items.data);
  return (
    <section className="section usual" aria-labelledby="usual-h">
      <h2 id="usual-h" className="section-title">
        {O.usualTitle()}
      </h2>
      {pending ? (
        <Skeleton height={96} />
      ) : failed ? (
        <div className="cart-alert" role="alert">
          <p>{O.usualFailed()}</p>
          <button type="button" className="btn btn-secondary btn-small" onClick={() => void (usual.isError ? usual.refetch() : items.refetch())}>
            {O.retry()}
          </button>
        </div>
      ) : list.length === 0 ? (
        <p className="muted">{O.usualEmpty()}</p>
      ) : (
        <ul className="usual-list">
          {list.map((u) => (
            <UsualRow key={u.item.id} usual={u} user={user} />
          ))}
        </ul>
      )}
    </section>
  );
}

function UsualRow({ usual: { item, quantity }, user }: { usual: Usual; user: AuthUser }) {
  const { LL, locale } = useI18nContext();
  const O = LL.checkout.orders;
  const name = localized(item, locale).name;
  const qty = quantityText(LL, item.spec, quantity);
  const suffix = priceSuffixKey(item.spec);
  const href = `/wholesale/product/${item.id}`;
  const img = productImage(item, 1);

  const report = (result: 'added' | 'lineAtMax' | 'cartFull') => {
    if (result === 'added') {
      toast({
        variant: 'success',
        title: O.added(),
        text: O.usualAdded({ qty, name }),
        action: { label: O.viewCart(), to: cartHref(user) },
        durationMs: TOAST_MS.addToCart,
        group: 'cart',
      });
    } else if (result === 'lineAtMax') {
      toast({ variant: 'warning', title: O.lineAtMax({ name, max: ORDER_LINE_MAX_QUANTITY }), group: 'cart' });
    } else {
      toast({ variant: 'error', title: O.cartFull({ max: ORDER_MAX_LINES }), group: 'cart' });
    }
  };
  const add = () => {
    const { result } = addQuantity(getCart(), item.id, quantity);
    if (result === 'added') cart.addMany([{ id: item.id, quantity }]);
    report(result);
  };
  const onClick = (e: MouseEvent<HTMLButtonElement>) => {
    if (hasAcceptedCookies()) return add();
    toast({
      variant: 'error',
      title: O.cookiesNeeded(),
      durationMs: TOAST_MS.cookiePrompt,
      group: 'cart',
      // From the keyboard, focus goes to the prompt's button (and comes back when it closes).
      focusAction: e.detail === 0,
      action: {
        label: O.acceptAndAdd(),
        onClick: () => {
          acceptCookies();
          add();
        },
      },
    });
  };

  return (
    <li className="usual-item">
      {/* The name link leads to the same page: the picture is not a second tab stop. */}
      <Link to={href} className="cart-thumb" tabIndex={-1} aria-hidden="true">
        {item.images > 0 ? <Picture avif={img.avif} jpg={img.jpg} alt="" width={64} height={64} /> : null}
      </Link>
      <div className="usual-info">
        <p className="cart-line-name">
          <Link to={href}>{name}</Link>
        </p>
        <p className="usual-price">
          {formatUsd(effectivePrice(item))}
          {suffix && <span className="price-suffix"> {LL.catalogue.priceSuffix[suffix]()}</span>}
        </p>
        <p className="cart-line-meta">{O.usualLast({ qty })}</p>
      </div>
      <button type="button" className="btn btn-secondary usual-add" aria-label={O.usualAddLabel({ n: quantity, name })} onClick={onClick}>
        {O.usualAdd({ n: quantity })}
      </button>
    </li>
  );
}
