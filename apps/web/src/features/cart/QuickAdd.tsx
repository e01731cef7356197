import { useI18nContext } from '@wholesale/i18n';
import { ORDER_LINE_MAX_QUANTITY } from '@wholesale/rules';
import { useRef } from 'react';
import type { AuthUser } from '../auth-state/auth';
import { useNamespace } from '../locale/LocaleProvider';
import { addWithConsent } from './addFeedback';
import { cart, useCartQuantity } from './cart';
import './quick-add.css';

/**
 * Quick add on a listing card and a search result (a lazy chunk, for those who may order): − and +
 * change the cart's line by one box (or pack) without opening the product, and the count between
 * them is the cart's, announced as it changes. The same three parts at every count, so the focused
 * button stays where it is.
 */
export default function QuickAdd({ id, name, user }: { id: number; name: string; user: AuthUser }) {
  const { LL } = useI18nContext();
  const ready = useNamespace('cart');
  const n = useCartQuantity(id);
  const pressed = useRef(false);
  if (!ready) return <div className="quick-add" aria-hidden="true" />;
  const q = LL.cart.quick;
  const plus = () => {
    addWithConsent(LL, { id, name }, 1, user, { fromKeyboard: !pressed.current, quiet: true });
    pressed.current = false;
  };
  return (
    <div className="quick-add" role="group" aria-label={name}>
      <button
        type="button"
        className="quick-step"
        aria-label={q.less({ name })}
        disabled={n === 0}
        onClick={() => cart.minus(id)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className="quick-count" aria-live="polite">
        <span aria-hidden="true">{n}</span>
        <span className="visually-hidden">{q.inCart({ n })}</span>
      </output>
      <button
        type="button"
        className="quick-step quick-plus"
        aria-label={n === 0 ? q.add({ name }) : q.more({ name })}
        disabled={n >= ORDER_LINE_MAX_QUANTITY}
        onPointerDown={() => (pressed.current = true)}
        onClick={plus}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
