import { CHECKOUT_LOADING_MS } from '@wholesale/rules';
import { useSessionNow } from '../features/auth-state/useSessionNow';
import { useMinDelay } from '../features/catalogue/useMinDelay';
import { Checkout, CheckoutLoading } from '../features/checkout/Checkout';
import { useNamespace } from '../features/locale/LocaleProvider';

/** /order-summary (catalogue spec sections 2, 4 and 5): Order Summary → Payment → Thank You. */
export default function OrderSummary() {
  const ready = [useNamespace('checkout'), useNamespace('cart'), useNamespace('serverErrors')].every(Boolean);
  const auth = useSessionNow();
  // The spec's 500 ms loading screen: also the time the session and the cart's prices take.
  const waited = useMinDelay(CHECKOUT_LOADING_MS);
  if (!ready || !waited || auth.status === 'loading') return <CheckoutLoading />;
  return <Checkout user={auth.status === 'signedIn' ? auth.user : null} />;
}
