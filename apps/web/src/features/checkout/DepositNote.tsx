import { useQuery } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { zonedToUtc } from '@wholesale/rules';
import { useId } from 'react';
import { ABORT_ON_UNMOUNT, trpc } from '../../lib/trpc';
import { Skeleton } from '../../ui/Skeleton';
import { formatPacificDay } from '../../lib/pickupText';
import './deposit.css';

/**
 * How the 50% deposit is collected, in both languages (the back office's Settings page). Public and
 * the same for everyone: kept a few minutes, the page picks its language.
 */
const depositTermsQuery = () =>
  trpc.orders.depositTerms.queryOptions(undefined, { ...ABORT_ON_UNMOUNT, staleTime: 5 * 60_000 });

/** 'YYYY-MM-DD' (Los Angeles) as the pages write a day: 'Wed, Nov 25' / '11월 25일 (수)'. */
function dayText(date: string, locale: 'en' | 'ko'): string {
  // noon: the Pacific day is that date whatever the zone arithmetic around midnight
  return formatPacificDay(zonedToUtc(date, '12:00').toISOString(), locale);
}

/**
 * "Paying the deposit — Due by Wed, Nov 25 — We call you to take the deposit by card…" on the
 * Payment step, the thank-you page and the buyer's order page. `due` is the
 * server's day (rules' depositDueDate on the warehouse calendar); null shows nothing (a settled
 * order). Needs the `checkout` namespace.
 */
export function DepositNote({ due, headingLevel = 2 }: { due: string | null | undefined; headingLevel?: 2 | 3 }) {
  const { LL, locale } = useI18nContext();
  const terms = useQuery({ ...depositTermsQuery(), enabled: Boolean(due) });
  const id = useId();
  if (!due) return null;
  const loc = locale === 'ko' ? 'ko' : 'en';
  const T = LL.checkout.deposit;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="note deposit-note" aria-labelledby={id}>
      <Heading id={id}>{T.title()}</Heading>
      <p className="deposit-due">{T.due({ day: dayText(due, loc) })}</p>
      {terms.data ? (
        <p className="deposit-text">{terms.data[loc]}</p>
      ) : terms.isPending ? (
        <Skeleton height={36} />
      ) : null}
    </section>
  );
}
