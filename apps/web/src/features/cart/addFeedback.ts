import type { TranslationFunctions } from '@wholesale/i18n';
import { ORDER_LINE_MAX_QUANTITY, ORDER_MAX_LINES, TOAST_MS } from '@wholesale/rules';
import { toast } from '../../ui/Toast';
import { cartHref, type AuthUser } from '../auth-state/auth';
import { acceptCookies } from '../cookie-consent/consent';
import { cart, getCart, type CartResult } from './cart';

// What the cart's add buttons say (the product page's Add to cart, the cards' quick add): one
// toast at a time for the cart, a new outcome replacing the previous one.
const GROUP = 'cart';

/** The toast for an add's outcome; `quiet`: no toast when it was added (the control shows the count itself). */
export function reportAdd(
  LL: TranslationFunctions,
  result: CartResult,
  item: { id: number; name: string },
  user: AuthUser,
  quiet = false,
): void {
  const c = LL.cart.add;
  if (result === 'added') {
    if (quiet) return;
    const n = getCart().find((l) => l.id === item.id)?.quantity ?? 1;
    toast({
      variant: 'success',
      title: c.addedTitle(),
      text: c.addedText({ name: item.name, n }),
      action: { label: c.viewInCart(), to: cartHref(user) },
      durationMs: TOAST_MS.addToCart,
      group: GROUP,
    });
  } else if (result === 'lineAtMax') {
    toast({
      variant: 'warning',
      title: c.lineAtMaxTitle(),
      text: c.lineAtMaxText({ max: ORDER_LINE_MAX_QUANTITY }),
      group: GROUP,
    });
  } else if (result === 'cartFull') {
    toast({ variant: 'error', title: c.fullTitle(), text: c.fullText({ max: ORDER_MAX_LINES }), group: GROUP });
  }
}

/**
 * Adds `quantity` and says how it went; without cookie consent (spec section 5) the 'Failed Adding
 * to Cart!' prompt offers to accept cookies and add in one step.
 */
export function addWithConsent(
  LL: TranslationFunctions,
  item: { id: number; name: string },
  quantity: number,
  user: AuthUser,
  options: { fromKeyboard: boolean; quiet?: boolean },
): void {
  const result = cart.add(item.id, quantity);
  if (result !== 'noConsent') return reportAdd(LL, result, item, user, options.quiet);
  const c = LL.cart.add;
  toast({
    variant: 'error',
    title: c.failedTitle(),
    text: c.needsCookies(),
    durationMs: TOAST_MS.cookiePrompt,
    group: GROUP,
    // From the keyboard (a click with no pointer), focus goes to the prompt's button.
    focusAction: options.fromKeyboard,
    action: {
      label: c.acceptAndAdd(),
      onClick: () => {
        acceptCookies();
        reportAdd(LL, cart.add(item.id, quantity), item, user);
      },
    },
  });
}
