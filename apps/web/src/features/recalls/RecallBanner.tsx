import { useQuery } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { trpc } from '../../lib/trpc';
import { formatPacificDay, dateLocale } from '../../lib/pickupText';
import type { AuthUser } from '../auth-state/auth';
import { useNamespace } from '../locale/LocaleProvider';
import './recalls.css';

/**
 * Over a buyer's orders: the company's own recall notices (recalls.mine), newest first, each with
 * its lots and whether it was acknowledged. Nothing when there is none; staff see recalls on their
 * own page.
 */
export function RecallBanner({ user }: { user: AuthUser }) {
  const ready = useNamespace('buyerOrders');
  const q = useQuery({ ...trpc.recalls.mine.queryOptions(), enabled: user.role === 'buyer', staleTime: 60_000 });
  const { LL, locale } = useI18nContext();
  if (!ready || !q.data || q.data.length === 0) return null;
  const T = LL.buyerOrders.recalls;
  return (
    <section className="recall-banner" role="alert" aria-label={T.bannerTitle()} data-testid="recall-banner">
      <h2>{T.bannerTitle()}</h2>
      <p>{T.bannerText()}</p>
      <ul>
        {q.data.map((n) => (
          <li key={n.recall_id}>
            <strong>
              {T.bannerLots({
                lots: n.lots
                  .map((l) => `${l.lot_code} (${locale === 'ko' && l.item_name_ko ? l.item_name_ko : l.item_name})`)
                  .join(', '),
              })}
            </strong>
            <br />
            {T.reason({ reason: n.reason })}
            <br />
            {n.acknowledged_at
              ? T.acknowledged({ when: formatPacificDay(n.acknowledged_at, dateLocale(locale)) })
              : T.notAcknowledged()}
          </li>
        ))}
      </ul>
    </section>
  );
}
