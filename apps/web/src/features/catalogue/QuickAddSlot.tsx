import { lazy, Suspense } from 'react';
import { canOrder, getSessionHint, useAuth } from '../auth-state/auth';

// The cards' quick add is for those who may order (not guests, who see no prices, nor viewers):
// its code and the cart's load only for them, after the first paint.
const QuickAdd = lazy(() => import('../cart/QuickAdd'));

/** Keeps the stepper's height while a signed-in visitor's session is read, so the cards do not move. */
// A class, not a style attribute: the server's HTML has no inline styles (Content Security Policy).
const HOLD = <div className="quick-hold" aria-hidden="true" />;

export function QuickAddSlot({ id, name }: { id: number; name: string }) {
  const auth = useAuth();
  if (auth.status === 'loading') return getSessionHint() === 'member' ? HOLD : null;
  if (auth.status !== 'signedIn' || auth.user.role !== 'buyer' || !canOrder(auth.user)) return null;
  return (
    <Suspense fallback={HOLD}>
      <QuickAdd id={id} name={name} user={auth.user} />
    </Suspense>
  );
}
