import { useI18nContext } from '@wholesale/i18n';
import { ORDER_LINE_MAX_QUANTITY } from '@wholesale/rules';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CartIcon } from '../../ui/icons';
import type { AuthUser } from '../auth-state/auth';
import { useNamespace } from '../locale/LocaleProvider';
import { addWithConsent } from './addFeedback';

/** A typed quantity as a whole number from 1 to the line maximum (an empty or odd entry is 1). */
function clampQuantity(raw: string | number): number {
  const n = typeof raw === 'number' ? raw : Number.parseInt(raw, 10);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(ORDER_LINE_MAX_QUANTITY, Math.floor(n));
}

/**
 * The product page's buying control, for signed-in buyers only (a lazy chunk): a quantity stepper
 * (boxes, or packs for catch-weight items) and the labelled "Add to cart" button. Adding needs
 * cookie consent (spec section 5): without it the 'Failed Adding to Cart!' prompt offers to accept
 * cookies and add in one step.
 */
export default function AddToCart({
  id,
  name,
  catchWeight,
  user,
  onQuantity,
}: {
  id: number;
  name: string;
  catchWeight: boolean;
  user: AuthUser;
  /** told the chosen quantity as it changes, so the page prices what the buyer is about to add */
  onQuantity?: (quantity: number) => void;
}) {
  const { LL } = useI18nContext();
  const ready = useNamespace('cart');
  // Kept as typed (the field may be empty while the buyer types); clamped when used.
  const [typed, setTyped] = useState('1');
  const inputId = useId();
  const pressed = useRef(false);
  const quantity = clampQuantity(typed);
  useEffect(() => onQuantity?.(quantity), [quantity, onQuantity]);
  if (!ready) return <div className="buy-row" aria-hidden="true" />;
  const step = (d: number) => setTyped(String(clampQuantity(quantity + d)));

  const add = (n: number, fromKeyboard: boolean) => addWithConsent(LL, { id, name }, n, user, { fromKeyboard });

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setTyped(String(quantity));
    // Enter in the field, or Space/Enter on the button, has no pointer press before it.
    add(quantity, !pressed.current);
    pressed.current = false;
  };

  return (
    <form className="buy-row" onSubmit={onSubmit}>
      <div className="stepper">
        <label htmlFor={inputId} className="stepper-label">
          {catchWeight ? LL.product.quantityPacks() : LL.product.quantityBoxes()}
        </label>
        <div className="stepper-controls">
          <button
            type="button"
            aria-label={LL.product.decreaseQuantity()}
            aria-controls={inputId}
            disabled={quantity <= 1}
            onClick={() => step(-1)}
          >
            <span aria-hidden="true">−</span>
          </button>
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={1}
            max={ORDER_LINE_MAX_QUANTITY}
            step={1}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onBlur={() => setTyped(String(quantity))}
          />
          <button
            type="button"
            aria-label={LL.product.increaseQuantity()}
            aria-controls={inputId}
            disabled={quantity >= ORDER_LINE_MAX_QUANTITY}
            onClick={() => step(1)}
          >
            <span aria-hidden="true">+</span>
          </button>
        </div>
      </div>
      <button type="submit" className="btn btn-primary add-to-cart" onPointerDown={() => (pressed.current = true)}>
        <CartIcon />
        {LL.product.addToCart()}
      </button>
    </form>
  );
}
