import { useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { ORDER_MAX_LINES } from '@wholesale/rules';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { Link } from '../../lib/router';
import { cartHref, type AuthUser } from '../auth-state/auth';
import { cart } from '../cart/cart';
import { itemsByIdsQuery } from '../cart/queries';
import { acceptCookies, hasAcceptedCookies } from '../cookie-consent/consent';
import { orderDetailQuery } from './queries';
import { planReorder, reorderOutcome, type ReorderOutcome } from './reorder';
import '../account/account.css';
import './orders.css';

type AgainState =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'consent'; focus: boolean }
  | { kind: 'failed' }
  | { kind: 'done'; outcome: ReorderOutcome };

/**
 * "Order again": the order's products that are still sold go into the cart with the order's
 * quantities; the message below says how many, names those no longer sold, and links to the cart.
 * Without cookie consent it first offers to accept cookies (and then adds).
 */
export function OrderAgain({ orderId, user, block = false }: { orderId: number; user: AuthUser; block?: boolean }) {
  const { LL, locale } = useI18nContext();
  const O = LL.buyerOrders;
  const client = useQueryClient();
  const [state, setState] = useState<AgainState>({ kind: 'idle' });
  const accept = useRef<HTMLButtonElement>(null);
  const again = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    if (state.kind === 'consent' && state.focus) accept.current?.focus();
  }, [state]);

  const run = async (fromKeyboard: boolean) => {
    if (!hasAcceptedCookies()) return setState({ kind: 'consent', focus: fromKeyboard });
    setState({ kind: 'busy' });
    try {
      const detail = await client.fetchQuery(orderDetailQuery(orderId));
      const ids = [...new Set(detail.lines.map((l) => l.item_id))];
      // Availability now, not from a cached answer: a product may have been hidden since.
      const items = ids.length > 0 ? await client.fetchQuery({ ...itemsByIdsQuery(ids), staleTime: 0 }) : [];
      const plan = planReorder(detail.lines, items);
      let notFitted = 0;
      if (plan.add.length > 0) {
        const skipped = cart.addMany(plan.add);
        if (skipped === null) return setState({ kind: 'consent', focus: fromKeyboard });
        notFitted = skipped;
      }
      setState({ kind: 'done', outcome: reorderOutcome(plan, notFitted, locale) });
    } catch {
      setState({ kind: 'failed' });
    }
  };
  const busy = state.kind === 'busy';
  const onClick = (e: MouseEvent<HTMLButtonElement>) => {
    if (!busy) void run(e.detail === 0);
  };

  return (
    <div className="reorder">
      <button
        ref={again}
        type="button"
        className={`btn btn-secondary${block ? ' btn-block' : ' btn-small'}`}
        onClick={onClick}
        // Not `disabled`: a disabled button drops the keyboard focus while the order is added.
        aria-disabled={busy || undefined}
        aria-describedby={state.kind === 'idle' || busy ? undefined : id}
      >
        {busy ? O.orderAgainBusy() : O.orderAgain()}
      </button>
      {/* Always in the page, so what appears in it is read out. */}
      <div id={id} role="status" className="reorder-result-region">
        {state.kind === 'consent' ? (
          <div className="reorder-result reorder-warn">
            <p>{O.cookiesNeeded()}</p>
            <button
              ref={accept}
              type="button"
              className="btn btn-primary btn-small"
              onClick={(e) => {
                acceptCookies();
                // This button goes with the prompt: focus returns to "Order again".
                if (e.detail === 0) again.current?.focus();
                void run(false);
              }}
            >
              {O.acceptAndAdd()}
            </button>
          </div>
        ) : state.kind === 'failed' ? (
          <div className="reorder-result reorder-error">
            <p>{O.orderAgainFailed()}</p>
          </div>
        ) : state.kind === 'done' ? (
          <ReorderMessage outcome={state.outcome} user={user} />
        ) : null}
      </div>
    </div>
  );
}

function ReorderMessage({ outcome, user }: { outcome: ReorderOutcome; user: AuthUser }) {
  const { LL } = useI18nContext();
  const O = LL.buyerOrders;
  const names = outcome.missing.join(', ');
  if (outcome.kind === 'none') {
    return (
      <div className="reorder-result reorder-warn">
        <p>
          <strong>{O.orderAgainNone()}</strong>
        </p>
        {names && <p>{O.orderAgainMissing({ names })}</p>}
      </div>
    );
  }
  const partial = outcome.missing.length > 0 || outcome.notFitted > 0;
  return (
    <div className={`reorder-result ${partial ? 'reorder-warn' : 'reorder-ok'}`}>
      <p>
        <strong>{O.orderAgainDone({ n: outcome.added })}</strong>
      </p>
      {names && <p>{O.orderAgainMissing({ names })}</p>}
      {outcome.notFitted > 0 && <p>{O.orderAgainFull({ n: outcome.notFitted, max: ORDER_MAX_LINES })}</p>}
      <p>
        <Link to={cartHref(user)}>{O.viewCart()}</Link>
      </p>
    </div>
  );
}
