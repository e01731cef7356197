import { useI18nContext } from '@wholesale/i18n';
import { formatAmount, formatUsd } from '@wholesale/rules';
import { useEffect, useState } from 'react';
import { Link } from '../../app/router';
import { cartSummary, decrement, increment, readCart, removeLine, unitPrice, writeCart, type CartLine } from './cart';
import { lineTotalCents } from '@wholesale/rules';

/** The profile's cart tab: the `cart` cookie's lines with plus, minus and remove, and checkout. */
export function CartTab() {
  const { LL, locale } = useI18nContext();
  const p = LL.account.profile;
  const [lines, setLines] = useState<CartLine[]>(() => readCart());
  // Another tab (or the product page) may have changed the cookie meanwhile.
  useEffect(() => {
    const sync = () => setLines(readCart());
    window.addEventListener('focus', sync);
    return () => window.removeEventListener('focus', sync);
  }, []);
  const update = (next: CartLine[]) => {
    writeCart(next);
    setLines(next);
  };
  if (lines.length === 0) {
    return (
      <div className="empty-box">
        <p>{p.cartEmpty()}</p>
        <Link className="btn btn-primary" to="/wholesale/shop-all">
          {p.browse()}
        </Link>
      </div>
    );
  }
  const { count, total } = cartSummary(lines);
  return (
    <section aria-labelledby="cart-h">
      <h2 id="cart-h" className="section-title">
        {p.cart()} <span className="muted">({p.cartItems({ n: count })})</span>
      </h2>
      <ul className="cart-list">
        {lines.map((l) => {
          const name = locale === 'ko' && l.name_ko ? l.name_ko : l.name;
          return (
            <li key={l.id} className="cart-line">
              <p className="cart-line-name">
                <Link to={`/wholesale/product/${l.id}`}>{name}</Link>
              </p>
              <p className="muted" style={{ margin: 0 }}>
                {p.each({ price: formatUsd(unitPrice(l)) })}
              </p>
              <div className="cart-line-row">
                <div className="qty" role="group" aria-label={p.qty({ n: l.quantity })}>
                  <button type="button" aria-label={p.decrease({ name })} onClick={() => update(decrement(lines, l.id))}>
                    −
                  </button>
                  <output aria-live="polite">{l.quantity}</output>
                  <button type="button" aria-label={p.increase({ name })} onClick={() => update(increment(lines, l.id))}>
                    +
                  </button>
                </div>
                <strong>{formatUsd(lineTotalCents(l) / 100)}</strong>
              </div>
              <button type="button" className="btn btn-ghost btn-small" aria-label={p.remove({ name })} onClick={() => update(removeLine(lines, l.id))}>
                {p.removeShort()}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="checkout-bar">
        {/* The total with 2 decimals (spec); the server prices the order again at checkout. */}
        <Link className="btn btn-primary btn-block" to="/order-summary">
          {p.checkout({ total: `$${formatAmount(total)}` })}
        </Link>
      </div>
    </section>
  );
}
