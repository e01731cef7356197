import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RouterOutputs } from '@wholesale/api';
import { useI18nContext } from '@wholesale/i18n';
import { COMPLETE_ORDER_STATUSES } from '@wholesale/rules';
import { useEffect, useId, useRef, useState } from 'react';
import { dateLocale, formatPacificMoment } from '../../lib/pickupText';
import { trpc } from '../../lib/trpc';
import { ClaimForm } from './ClaimForm';
import { ClaimList } from './ClaimList';
import { claimOffer, telHref } from './model';
import { orderClaimsQuery, type OrderClaims } from './queries';
import './claims.css';
import { LoadFailedBox, LoadingBlocks } from '../../ui/LoadState';

type Detail = RouterOutputs['orders']['detail'];

/**
 * "Report a problem" on a completed order: until the window closes, the owner or the orderer who
 * placed it may report one (the form opens in the page); after it, the buyer is told to call the
 * business. The order's reports are listed under it with staff's decisions. Texts:
 * `buyerOrders.claims`.
 */
export function ClaimsSection({ order }: { order: Detail }) {
  if (!(COMPLETE_ORDER_STATUSES as readonly string[]).includes(order.order_status)) return null;
  return <Claims order={order} />;
}

function Claims({ order }: { order: Detail }) {
  const { LL } = useI18nContext();
  const C = LL.buyerOrders.claims;
  const q = useQuery(orderClaimsQuery(order.id));
  const heading = useId();
  return (
    <section className="order-claims" aria-labelledby={heading} aria-busy={q.isPending} data-testid="claims-section">
      <h3 id={heading} className="order-sub">
        {C.title()}
      </h3>
      {q.isPending ? (
        <LoadingBlocks label={C.loading()} heights={[64]} />
      ) : q.isError ? (
        <LoadFailedBox
          text={C.loadFailed()}
          retryLabel={C.retry()}
          onRetry={() => void q.refetch()}
          retryClassName="btn btn-secondary"
        />
      ) : (
        <ClaimsBody order={order} data={q.data} />
      )}
    </section>
  );
}

function ClaimsBody({ order, data }: { order: Detail; data: OrderClaims }) {
  const { LL, locale } = useI18nContext();
  const C = LL.buyerOrders.claims;
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState('');
  const [focusStart, setFocusStart] = useState(false);
  const start = useRef<HTMLButtonElement>(null);
  const offer = claimOffer(data.window, data.can_claim);
  const w = data.window;
  const until = w.closes_at
    ? C.until({ time: formatPacificMoment(w.closes_at, dateLocale(locale), LL.common.pacificZone()) })
    : null;

  useEffect(() => {
    if (focusStart) {
      start.current?.focus();
      setFocusStart(false);
    }
  }, [focusStart]);

  const refresh = () => {
    void queryClient.invalidateQueries(trpc.claims.pathFilter());
    void queryClient.invalidateQueries(trpc.company.pathFilter());
  };

  return (
    <>
      <div role="status" className="claim-said">
        {said && <p className="note">{said}</p>}
      </div>
      {offer === 'passed' && (
        <div className="note claim-passed" data-testid="claim-window-passed">
          <p>{C.passed({ hours: w.hours })}</p>
          <p>
            <a className="claim-call" href={telHref(w.phone)}>
              {C.callUs({ phone: w.phone })}
            </a>
          </p>
        </div>
      )}
      {offer === 'viewer' && (
        <>
          {until && <p className="claim-until">{until}</p>}
          <p className="muted">{C.viewer()}</p>
        </>
      )}
      {offer === 'report' &&
        (open ? (
          <ClaimForm
            order={order}
            onCancel={() => {
              setOpen(false);
              setFocusStart(true);
            }}
            onRefused={refresh}
            onSent={() => {
              setOpen(false);
              setSaid(C.sent());
              setFocusStart(true);
              refresh();
            }}
          />
        ) : (
          <>
            {until && <p className="claim-until">{until}</p>}
            <button
              type="button"
              ref={start}
              className="btn btn-primary btn-block claim-start"
              onClick={() => {
                setSaid('');
                setOpen(true);
              }}
            >
              {C.start()}
            </button>
          </>
        ))}
      <ClaimList claims={data.claims} />
    </>
  );
}
