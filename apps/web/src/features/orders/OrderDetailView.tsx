import { useQuery } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useEffect, useRef } from 'react';
import { Skeleton } from '../../ui/Skeleton';
import { type AuthUser } from '../auth-state/auth';
import { useNamespace } from '../locale/LocaleProvider';
import { OrderBody } from './OrderBody';
import { OrderBackLink } from './OrderBackLink';
import { orderDetailQuery } from './queries';
import '../cart/cart.css';
import './orders.css';
import { profilePlacePath } from '../profile/profileState';
import { LoadFailedBox, LoadingBlocks } from '../../ui/LoadState';

// One of the buyer's orders in the profile (?view=order&order=ID). Texts: the `checkout`
// namespace's `orders` and `money` sections; dates and pickup windows on the warehouse's clock.
// While the order is pending and before its cutoff the buyer may change it (the editor, in the
// page) or cancel it (a confirmation dialog); past the cutoff, or once confirmed, the page says
// why not and how to reach sales. Its payment section says where its payments stand and offers
// the invoice (OrderPayment.tsx). Its changes are listed under it. "Repeat this order" makes a
// standing order of it (RepeatOrder.tsx); `&skip=1` (the standing order preview mail's "Skip this
// week") opens it with the cancellation asked, its reason filled in, while it may still change.

/** One order: its facts, lines and money (?view=order&order=ID); `skip`: &skip=1 was asked. */
export function OrderDetailView({ orderId, user, skip = false }: { orderId: number; user: AuthUser; skip?: boolean }) {
  const ready = [useNamespace('buyerOrders'), useNamespace('checkout')].every(Boolean);
  const q = useQuery(orderDetailQuery(orderId));
  const { LL } = useI18nContext();
  const box = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const backHref = profilePlacePath(user, { view: 'orders' });

  // Opening an order replaces the list the focused link was in: focus goes to the order (its
  // heading once it is there), so keyboard and screen-reader users start at the top of it.
  useEffect(() => {
    box.current?.focus({ preventScroll: true });
  }, [orderId]);
  const loaded = ready && q.isSuccess;
  useEffect(() => {
    if (loaded && (document.activeElement === box.current || document.activeElement === document.body)) {
      heading.current?.focus({ preventScroll: true });
    }
  }, [loaded]);

  if (!ready) {
    return (
      <section className="section order-detail" ref={box} tabIndex={-1} aria-busy="true">
        <DetailSkeleton />
      </section>
    );
  }
  const O = LL.buyerOrders;
  return (
    <section
      className="section order-detail"
      ref={box}
      tabIndex={-1}
      aria-labelledby={q.isSuccess ? 'order-h' : undefined}
      aria-busy={q.isPending}
    >
      <OrderBackLink to={backHref} label={O.back()} />
      {q.isPending ? (
        <LoadingBlocks label={O.loading()}>
          <DetailSkeleton />
        </LoadingBlocks>
      ) : q.isError ? (
        <LoadFailedBox text={O.loadFailed()} retryLabel={O.retry()} onRetry={() => void q.refetch()} />
      ) : (
        <OrderBody order={q.data} user={user} heading={heading} skip={skip} />
      )}
    </section>
  );
}

function DetailSkeleton() {
  return (
    <div aria-hidden="true">
      <Skeleton height={28} width="70%" />
      <Skeleton height={14} width="50%" style={{ marginTop: 12 }} />
      <Skeleton height={14} width="80%" style={{ marginTop: 8 }} />
      <Skeleton height={120} style={{ marginTop: 20 }} />
      <Skeleton height={100} style={{ marginTop: 20 }} />
    </div>
  );
}
