import { useI18nContext } from '@wholesale/i18n';
import { useEffect, useRef } from 'react';
import { useLocation } from '../../lib/router';
import { toast } from '../../ui/toastStore';
import { acknowledgeDraft, useDraftState, watchDraft, type DraftState } from '../checkout/draftSender';

/** The checkout's page, which shows a kept order itself (features/checkout/Checkout.tsx). */
const CHECKOUT = '/order-summary';

/**
 * An order kept on the phone for want of a connection, seen from anywhere but the checkout (issue
 * 22, item 7): sends it while the app is open, says it waits (in the offline strip), and tells the
 * buyer once it is placed or refused. Loaded by OfflineStatus only when such an order exists.
 */
export default function PendingOrder({ userId, ordersHref }: { userId: number; ordersHref: string }) {
  const { LL } = useI18nContext();
  const P = LL.pwa.pendingOrder;
  const state = useDraftState();
  const { pathname } = useLocation();
  const elsewhere = pathname !== CHECKOUT;
  useEffect(() => watchDraft(userId), [userId]);
  const told = useRef<DraftState | null>(null);
  useEffect(() => {
    if (!elsewhere || told.current === state) return;
    told.current = state;
    if (state.status === 'placed') {
      acknowledgeDraft();
      toast({
        title: P.placed({ number: state.order.order_number }),
        variant: 'success',
        durationMs: 10_000,
        action: { label: P.view(), to: ordersHref },
      });
    } else if (state.status === 'refused') {
      // The reason is the checkout's to tell (its words, its way back): the state stays for it.
      toast({ title: P.refused(), variant: 'error', durationMs: 10_000, action: { label: P.open(), to: CHECKOUT } });
    }
  }, [state, elsewhere, P, ordersHref]);
  if (!elsewhere || (state.status !== 'waiting' && state.status !== 'sending')) return null;
  return (
    <p className="offline-banner" role="status">
      {P.waiting()}
    </p>
  );
}
