import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import type { CatalogueItem } from '@wholesale/rules';
import {
  effectivePrice,
  formatUsd,
  ORDER_LINE_MAX_QUANTITY,
  ORDER_MAX_LINES,
  priceSuffixKey,
  TOAST_MS,
} from '@wholesale/rules';
import { useMemo, type MouseEvent } from 'react';
import { Link } from '../../lib/router';
import { Skeleton } from '../../ui/Skeleton';
import { toast } from '../../ui/Toast';
import { cartHref, type AuthUser } from '../auth-state/auth';
import { cart, getCart } from '../cart/cart';
import { LineThumb } from '../cart/LineParts';
import { itemsByIdsQuery } from '../cart/queries';
import { localized } from '../catalogue/localized';
import { acceptCookies, hasAcceptedCookies } from '../cookie-consent/consent';
import { useNamespace } from '../locale/LocaleProvider';
import { quantityText } from './orders';
import { usualItemsQuery } from './queries';
import { addQuantity } from './reorder';
import '../account/account.css';
import '../cart/cart.css';
import './orders.css';

// "My usual items": a row per product the buyer orders, styled like the cart's lines.

const USUAL_SHOWN = 8;

interface Usual {
  item: CatalogueItem;
  quantity: number;
}

/** The main view's "My usual items" (buyers only): one tap adds the last order's quantity. */
export function UsualItems({ user }: { user: AuthUser }) {
  const ready = useNamespace('buyerOrders');
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
  const O = LL.buyerOrders;
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
          <button
            type="button"
            className="btn btn-secondary btn-small"
            onClick={() => void (usual.isError ? usual.refetch() : items.refetch())}
          >
            {O.retry()}
          </button>
        </div>
      ) : list.length === 0 ? (
        <p className="muted">{O.usualEmpty()}</p>
      ) : (
        <ul className="usual-list card-list">
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
  const O = LL.buyerOrders;
  const name = localized(item, locale).name;
  const qty = quantityText(LL, item.spec, quantity);
  const suffix = priceSuffixKey(item.spec);
  const href = `/wholesale/product/${item.id}`;

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
      <LineThumb item={item} href={href} />
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
      <button
        type="button"
        className="btn btn-secondary usual-add"
        aria-label={O.usualAddLabel({ n: quantity, name })}
        onClick={onClick}
      >
        {O.usualAdd({ n: quantity })}
      </button>
    </li>
  );
}
