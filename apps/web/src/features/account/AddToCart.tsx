import { useI18nContext, type TranslationFunctions } from '@wholesale/i18n';
import { ORDER_LINE_MAX_QUANTITY, ORDER_MAX_LINES, TOAST_MS } from '@wholesale/rules';
import type { MouseEvent } from 'react';
import { CartIcon } from '../../ui/icons';
import { toast } from '../../ui/Toast';
import { cartHref, type AuthUser } from '../auth-state/auth';
import { acceptCookies } from '../cookie-consent/consent';
import { useNamespace } from '../locale/LocaleProvider';
import { cart, getCart, type CartResult } from './cart';

// One toast at a time for the cart: a new outcome replaces the previous one.
const GROUP = 'cart';

function report(LL: TranslationFunctions, result: CartResult, id: number, name: string, user: AuthUser): void {
  const c = LL.cart.add;
  if (result === 'added') {
    const n = getCart().find((l) => l.id === id)?.quantity ?? 1;
    toast({
      variant: 'success',
      title: c.addedTitle(),
      text: c.addedText({ name, n }),
      action: { label: c.viewInCart(), to: cartHref(user) },
      durationMs: TOAST_MS.addToCart,
      group: GROUP,
    });
  } else if (result === 'lineAtMax') {
    toast({ variant: 'warning', title: c.lineAtMaxTitle(), text: c.lineAtMaxText({ max: ORDER_LINE_MAX_QUANTITY }), group: GROUP });
  } else if (result === 'cartFull') {
    toast({ variant: 'error', title: c.fullTitle(), text: c.fullText({ max: ORDER_MAX_LINES }), group: GROUP });
  }
}

/**
 * The product page's add-to-cart control, for signed-in buyers only (a lazy chunk). Adding needs
 * cookie consent (spec section 5): without it the 'Failed Adding to Cart!' prompt offers to accept
 * cookies and add in one step.
 */
export default function AddToCart({ id, name, user }: { id: number; name: string; user: AuthUser }) {
  const { LL } = useI18nContext();
  const ready = useNamespace('cart');
  if (!ready) return null;

  const onClick = (e: MouseEvent<HTMLButtonElement>) => {
    const result = cart.add(id);
    if (result !== 'noConsent') return report(LL, result, id, name, user);
    const c = LL.cart.add;
    toast({
      variant: 'error',
      title: c.failedTitle(),
      text: c.needsCookies(),
      durationMs: TOAST_MS.cookiePrompt,
      group: GROUP,
      // From the keyboard (a click with no pointer), focus goes to the prompt's button.
      focusAction: e.detail === 0,
      action: {
        label: c.acceptAndAdd(),
        onClick: () => {
          acceptCookies();
          report(LL, cart.add(id), id, name, user);
        },
      },
    });
  };

  return (
    <button type="button" className="btn btn-secondary add-to-cart" onClick={onClick}>
      <CartIcon />
      {LL.product.addToCart()}
    </button>
  );
}
