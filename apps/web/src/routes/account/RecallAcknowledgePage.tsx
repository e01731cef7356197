import { useMutation, useQuery } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { readFailure } from '../../lib/failure';
import { formatPacificDay, dateLocale } from '../../lib/pickupText';
import { useSearchParams } from '../../lib/router';
import { refusalText } from '../../lib/serverErrorText';
import { trpc } from '../../lib/trpc';
import { useNamespace } from '../../features/locale/LocaleProvider';
import { ErrorView } from '../../ui/ErrorView';
import { PageShell } from '../../ui/PageShell';
import { PageSkeleton } from '../../ui/Skeleton';
import '../../features/recalls/recalls.css';

// /recall/acknowledge?token=…: the link of a recall notice. Shows the notice (the recall's reason
// and lots) to whoever holds the link, no sign-in needed, and records that it was read; a link
// used before says so (serverErrors.recalls.alreadyAcknowledged), a bad one says it is not valid.

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

export default function RecallAcknowledgePage() {
  const ready = [useNamespace('buyerOrders'), useNamespace('serverErrors')].every(Boolean);
  const raw = useSearchParams().get('token') ?? '';
  const token = TOKEN.test(raw) ? raw : null;
  const notice = useQuery({
    ...trpc.recalls.notice.queryOptions({ token: token ?? '' }),
    enabled: token !== null,
    retry: false,
  });
  const ack = useMutation(trpc.recalls.acknowledge.mutationOptions());
  const { LL, locale } = useI18nContext();
  if (!ready || (token !== null && notice.isPending)) return <PageSkeleton />;
  const T = LL.buyerOrders.recalls;
  if (token === null || notice.isError || !notice.data)
    return (
      <ErrorView
        title={T.badLinkTitle()}
        text={notice.error ? refusalText(LL, readFailure(notice.error), locale) : LL.serverErrors.recalls.noticeLink()}
      />
    );
  const n = ack.data ?? notice.data;
  const day = (iso: string) => formatPacificDay(iso, dateLocale(locale));
  return (
    <PageShell title={T.pageTitle()}>
      <div className="recall-notice-page" data-testid="recall-notice">
        {n.company && <p>{n.company}</p>}
        <p>
          <strong>{T.reason({ reason: n.reason })}</strong>
        </p>
        <ul>
          {n.lots.map((l) => (
            <li key={l.lot_code}>
              {T.lot({
                product: locale === 'ko' && l.item_name_ko ? l.item_name_ko : l.item_name,
                lot: l.lot_code,
                produced: l.produced_on,
                packed: l.packed_on,
              })}
            </li>
          ))}
        </ul>
        <p>{T.whatToDo()}</p>
        {n.acknowledged_at ? (
          <p role="status" className="alert alert-success">
            {ack.data ? T.done() : T.doneAt({ when: day(n.acknowledged_at) })}
          </p>
        ) : (
          <>
            <button
              type="button"
              className="btn btn-primary"
              disabled={ack.isPending}
              onClick={() => ack.mutate({ token })}
            >
              {ack.isPending ? T.acknowledging() : T.acknowledge()}
            </button>
            {ack.error && (
              <p role="alert" className="alert">
                {refusalText(LL, readFailure(ack.error), locale, T.failed())}
              </p>
            )}
          </>
        )}
      </div>
    </PageShell>
  );
}
