import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RouterOutputs } from '@wholesale/api';
import { useI18nContext } from '@wholesale/i18n';
import { STANDING_ORDER_LEAD_DAYS } from '@wholesale/rules';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '../../lib/router';
import { failureText } from '../../lib/serverErrorText';
import { trpc } from '../../lib/trpc';
import { AskDialog } from '../../ui/AskDialog';
import { readFailure } from '../../lib/failure';
import { type AuthUser } from '../auth-state/auth';
import { standingQuery } from './queries';
import {
  mayRepeat,
  nextOrderText,
  scheduleOf,
  scheduleText,
  standingOf,
  whenText,
  withStanding,
  type StandingOrder,
} from './standing';
import '../account/account.css';
import './orders.css';
import { profilePlacePath } from '../profile/profileState';

// "Repeat this order" on the buyer's order page: a dialog asks how often (every
// week or every 2 weeks) and makes a standing order of it (`orders.repeat`); the order then says
// on which weekday and time it repeats, when its next order is made, and links to the profile's
// Standing orders view. Texts: the `checkout` namespace's `standing`; the words are standing.ts's.

type Detail = RouterOutputs['orders']['detail'];

const standingHref = (user: AuthUser) => profilePlacePath(user, { view: 'standing' });

/** The button (or, once the order repeats, its schedule), for an order with a window that is not declined or cancelled. */
export function RepeatOrder({ order, user }: { order: Detail; user: AuthUser }) {
  const { LL, locale } = useI18nContext();
  const S = LL.buyerOrders.standing;
  const list = useQuery(standingQuery());
  const [asking, setAsking] = useState(false);
  // What repeating did, read out politely; focus goes to the link to the standing orders.
  const [said, setSaid] = useState('');
  const [focusLink, setFocusLink] = useState(false);
  const linkBox = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (focusLink) linkBox.current?.querySelector('a')?.focus();
  }, [focusLink]);

  if (!mayRepeat(order)) return null;
  const repeats = list.data ? standingOf(list.data, order) : null;
  return (
    <div className="standing-repeat">
      {repeats ? (
        <div className="standing-repeats">
          <p className="standing-repeats-title">{scheduleText(LL, locale, repeats)}</p>
          <p>{nextOrderText(LL, locale, repeats)}</p>
          <p ref={linkBox}>
            <Link to={standingHref(user)}>{S.seeStanding()}</Link>
          </p>
        </div>
      ) : (
        // While the list loads nothing is offered: an order that repeats already shows its schedule instead.
        !list.isPending && (
          <button type="button" className="btn btn-secondary btn-block" onClick={() => setAsking(true)}>
            {S.repeat()}
          </button>
        )
      )}
      <p className="visually-hidden" role="status">
        {said}
      </p>
      {asking && (
        <RepeatDialog
          order={order}
          onClose={() => setAsking(false)}
          onRepeated={(so) => {
            setAsking(false);
            setSaid(`${S.repeatDone()} ${scheduleText(LL, locale, so)} ${nextOrderText(LL, locale, so)}`);
            setFocusLink(true);
          }}
        />
      )}
    </div>
  );
}

/** "Repeat order WS-…": how often, then Repeat this order or Not now (Escape: not now). */
function RepeatDialog({
  order,
  onClose,
  onRepeated,
}: {
  order: Detail;
  onClose: () => void;
  onRepeated: (so: StandingOrder) => void;
}) {
  const { LL, locale } = useI18nContext();
  const S = LL.buyerOrders.standing;
  const ids = useId();
  const queryClient = useQueryClient();
  const [every, setEvery] = useState<1 | 2>(1);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { mutateAsync: repeat, isPending } = useMutation(trpc.orders.repeat.mutationOptions());
  const schedule = order.pickup_start ? scheduleOf(order.pickup_start) : null;

  const confirm = async () => {
    if (isPending) return;
    setRefusal(null);
    try {
      const so = await repeat({ orderId: order.id, every_weeks: every });
      queryClient.setQueryData(standingQuery().queryKey, (old) => withStanding(old, so));
      void queryClient.invalidateQueries(trpc.orders.standing.pathFilter());
      onRepeated(so);
    } catch (err) {
      const f = readFailure(err);
      setRefusal(failureText(LL, f, locale, { unreachable: S.network(), failed: S.server() }));
    }
  };

  return (
    <AskDialog
      className="cancel-dialog standing-dialog"
      title={S.repeatTitle({ number: order.order_number })}
      text={
        schedule ? S.repeatText({ when: whenText(LL, locale, schedule), days: STANDING_ORDER_LEAD_DAYS }) : undefined
      }
      refusal={refusal}
      busy={isPending}
      confirmLabel={S.repeatConfirm()}
      busyLabel={S.repeating()}
      onConfirm={() => void confirm()}
      keepLabel={S.repeatCancel()}
      onClose={onClose}
      focusKeep={false}
    >
      <fieldset className="standing-every-choice">
        <legend>{S.howOften()}</legend>
        {([1, 2] as const).map((n) => (
          <label key={n} className="standing-choice">
            <input type="radio" name={`${ids}-every`} value={n} checked={every === n} onChange={() => setEvery(n)} />
            <span>{n === 2 ? S.every2() : S.every1()}</span>
          </label>
        ))}
      </fieldset>
    </AskDialog>
  );
}
