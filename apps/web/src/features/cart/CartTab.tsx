import { readFailureKind } from '../catalogue/readFailure';
import { useI18nContext } from '@wholesale/i18n';
import {
  CATCH_WEIGHT_SPEC,
  formatUsd,
  ORDER_LINE_MAX_QUANTITY,
  priceSuffixKey,
  SHOP_ALL_ROUTE,
} from '@wholesale/rules';
import { useRef, useState, type RefObject } from 'react';
import { Link } from '../../lib/router';
import { Skeleton } from '../../ui/Skeleton';
import { localized } from '../catalogue/localized';
import { canOrder, useAuth } from '../auth-state/auth';
import { acceptCookies, useCookieConsent } from '../cookie-consent/consent';
import { useNamespace } from '../locale/LocaleProvider';
import { cart, useCart, type CartLine } from './cart';
import { LimitNote } from './LimitNote';
import { LineThumb, QuantityStepper, RemoveLineButton } from './LineParts';
import { LaunchDealOffer } from '../deal/LaunchDealOffer';
import { OnlyOrderers } from './OnlyOrderers';
import { priceCart, type PricedLine } from './cartPricing';
import { useCartItems } from './queries';
import '../account/account.css';
import './cart.css';
import { LoadFailedBox } from '../../ui/LoadState';

/** The profile's cart tab (storefront spec: Profile; catalogue spec: Cart). */
export function CartTab() {
  const ready = useNamespace('cart');
  const heading = useRef<HTMLHeadingElement>(null);
  const [said, say] = useState('');
  if (!ready) return <LinesSkeleton n={2} />;
  return (
    <section className="cart" aria-labelledby="cart-h">
      <CartBody heading={heading} say={say} />
      {/* Quantity changes and removals, read out politely (the buttons themselves stay put). */}
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </section>
  );
}

type Say = (text: string) => void;
type Heading = RefObject<HTMLHeadingElement | null>;

function CartHeading({ heading, n }: { heading: Heading; n?: number }) {
  const { LL } = useI18nContext();
  return (
    <h2 id="cart-h" className="section-title" ref={heading} tabIndex={-1}>
      {LL.cart.tab.title()}
      {n !== undefined && <span className="muted cart-count"> ({LL.cart.tab.count({ n })})</span>}
    </h2>
  );
}

function CartBody({ heading, say }: { heading: Heading; say: Say }) {
  const { LL } = useI18nContext();
  const T = LL.cart.tab;
  const accepted = useCookieConsent();
  const lines = useCart();

  if (!accepted) {
    return (
      <>
        <CartHeading heading={heading} />
        <div className="empty-box">
          <p>{T.needsCookies()}</p>
          <button type="button" className="btn btn-primary" onClick={acceptCookies}>
            {T.acceptCookies()}
          </button>
        </div>
      </>
    );
  }
  if (lines.length === 0) {
    return (
      <>
        <CartHeading heading={heading} />
        <div className="empty-box">
          <p>{T.empty()}</p>
          <Link className="btn btn-primary" to={SHOP_ALL_ROUTE}>
            {T.browse()}
          </Link>
        </div>
      </>
    );
  }
  return (
    <>
      <CartHeading heading={heading} n={lines.length} />
      <CartLines lines={lines} heading={heading} say={say} />
    </>
  );
}

function LineSkeleton() {
  return (
    <>
      <div className="cart-line-main" aria-hidden="true">
        <Skeleton className="cart-thumb" />
        <div className="cart-line-info">
          <Skeleton height={16} width="80%" />
          <Skeleton height={14} width="50%" style={{ marginTop: 8 }} />
        </div>
      </div>
      <Skeleton height={44} width="60%" />
    </>
  );
}

function LinesSkeleton({ n }: { n: number }) {
  return (
    <ul className="cart-list card-list" aria-hidden="true">
      {Array.from({ length: Math.min(n, 4) }, (_, i) => (
        <li key={i} className="cart-line card-list-item">
          <LineSkeleton />
        </li>
      ))}
    </ul>
  );
}

function CartLines({ lines, heading, say }: { lines: readonly CartLine[]; heading: Heading; say: Say }) {
  const { LL, locale } = useI18nContext();
  const T = LL.cart.tab;
  const query = useCartItems(lines.map((l) => l.id));
  const auth = useAuth();
  const viewer = auth.status === 'signedIn' && !canOrder(auth.user);

  if (query.isPending) {
    return (
      <div aria-busy="true">
        <p className="visually-hidden">{T.loading()}</p>
        <LinesSkeleton n={lines.length} />
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <LoadFailedBox
        text={readFailureKind(query.error) === 'network' ? T.loadFailedNetwork() : T.loadFailed()}
        retryLabel={T.retry()}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const priced = priceCart(lines, query.data ?? [], !query.isPlaceholderData);
  const nameOf = (l: PricedLine) =>
    l.status === 'available' ? localized(l.item, locale).name : T.unavailableName({ id: l.id });
  // A line that goes takes its buttons with it: focus returns to the cart's heading.
  const gone = (name: string) => {
    say(T.announceRemoved({ name }));
    heading.current?.focus();
  };
  const actions = {
    plus(l: PricedLine) {
      cart.plus(l.id);
      say(T.announceQuantity({ name: nameOf(l), n: Math.min(ORDER_LINE_MAX_QUANTITY, l.quantity + 1) }));
    },
    minus(l: PricedLine) {
      cart.minus(l.id);
      if (l.quantity <= 1) gone(nameOf(l));
      else say(T.announceQuantity({ name: nameOf(l), n: l.quantity - 1 }));
    },
    remove(l: PricedLine) {
      cart.remove(l.id);
      gone(nameOf(l));
    },
  };
  // Checkout waits for every line to be known, and for the unavailable ones to be removed.
  const blocked = priced.unavailable > 0 || priced.loading > 0 || priced.available === 0;
  const total = formatUsd(priced.totalCents / 100);
  const label = priced.estimated ? T.checkoutEstimated({ total }) : T.checkout({ total });

  return (
    <>
      {query.isError && (
        // A refresh failed while an earlier answer is shown: say so, keep the lines.
        <div className="cart-alert" role="alert">
          <p>{readFailureKind(query.error) === 'network' ? T.loadFailedNetwork() : T.loadFailed()}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void query.refetch()}>
            {T.retry()}
          </button>
        </div>
      )}
      <ul className="cart-list card-list">
        {priced.lines.map((l) => (
          <li
            key={l.id}
            className={
              l.status === 'unavailable' ? 'cart-line card-list-item cart-line-gone' : 'cart-line card-list-item'
            }
          >
            {l.status === 'available' ? (
              <AvailableLine line={l} name={nameOf(l)} actions={actions} />
            ) : l.status === 'unavailable' ? (
              <UnavailableLine name={nameOf(l)} onRemove={() => actions.remove(l)} />
            ) : (
              <LineSkeleton />
            )}
          </li>
        ))}
      </ul>
      {auth.status === 'signedIn' && !viewer && <LaunchDealOffer userId={auth.user.id} />}
      <div className="checkout-bar">
        {priced.estimated && <p className="cart-note">{T.estimatedTotalNote()}</p>}
        {!blocked && (
          <LimitNote user={auth.status === 'signedIn' ? auth.user : null} subtotalCents={priced.totalCents} />
        )}
        {priced.unavailable > 0 && (
          <p className="cart-note cart-blocked" id="cart-blocked">
            {T.blocked()}
          </p>
        )}
        {viewer ? (
          // A cart kept from before the owner made this account a viewer: no way on to checkout.
          <OnlyOrderers />
        ) : blocked ? (
          <button
            type="button"
            className="btn btn-primary btn-block"
            disabled
            aria-describedby={priced.unavailable > 0 ? 'cart-blocked' : undefined}
          >
            {label}
          </button>
        ) : (
          // The total with 2 decimals (spec); the server prices the order again at checkout.
          <Link className="btn btn-primary btn-block" to="/order-summary">
            {label}
          </Link>
        )}
      </div>
    </>
  );
}

interface LineActions {
  plus: (l: PricedLine) => void;
  minus: (l: PricedLine) => void;
  remove: (l: PricedLine) => void;
}

function AvailableLine({
  line: l,
  name,
  actions,
}: {
  line: Extract<PricedLine, { status: 'available' }>;
  name: string;
  actions: LineActions;
}) {
  const { LL } = useI18nContext();
  const T = LL.cart.tab;
  const cw = l.item.spec === CATCH_WEIGHT_SPEC;
  const suffix = priceSuffixKey(l.item.spec);
  const unitPrice = formatUsd(l.unitPriceCents / 100);
  const href = `/wholesale/product/${l.id}`;
  return (
    <>
      <div className="cart-line-main">
        <LineThumb item={l.item} href={href} />
        <div className="cart-line-info">
          <p className="cart-line-name">
            <Link to={href}>{name}</Link>
          </p>
          <p className="cart-line-price">
            <strong>{unitPrice}</strong>
            {suffix && <span className="price-suffix"> {LL.catalogue.priceSuffix[suffix]()}</span>}
          </p>
          {cw && <p className="cart-line-meta">{T.perPack({ w: l.item.avg_weight })}</p>}
        </div>
      </div>
      <div className="cart-line-row">
        <QuantityStepper
          words={T}
          name={name}
          quantity={l.quantity}
          text={cw ? T.packs({ n: l.quantity }) : T.boxes({ n: l.quantity })}
          onMinus={() => actions.minus(l)}
          onPlus={() => actions.plus(l)}
        />
        <p className="cart-line-amount">
          {l.estimated && <span className="cart-est">{T.est()} </span>}
          {formatUsd(l.amountCents / 100)}
        </p>
      </div>
      {l.estimated && (
        <p className="cart-note">{T.estimateNote({ packs: l.quantity, w: l.item.avg_weight, price: unitPrice })}</p>
      )}
      <RemoveLineButton label={T.remove({ name })} text={T.removeShort()} onClick={() => actions.remove(l)} />
    </>
  );
}

function UnavailableLine({ name, onRemove }: { name: string; onRemove: () => void }) {
  const { LL } = useI18nContext();
  const T = LL.cart.tab;
  return (
    <>
      <p className="cart-line-name">{name}</p>
      <p className="cart-gone-text">
        <strong>{T.unavailable()}</strong>
        <span>{T.unavailableText()}</span>
      </p>
      <RemoveLineButton secondary label={T.remove({ name })} text={T.removeShort()} onClick={onRemove} />
    </>
  );
}
