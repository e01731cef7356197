import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useId, useState } from 'react';
import type { RouterOutputs } from '@wholesale/api';
import { trpc } from '../../../lib/trpc';
import { QuestionDialog } from '../../../ui/Dialog';
import { toast } from '../../../ui/toastStore';
import { useReportQueryError } from '../access';
import { useFailureToast } from '../useFailureToast';
import { productName } from '../orders/changesText';
import { PageHead } from '../pages/PageHead';
import { TitledSection } from '../TitledPanel';
import { useAdminTimeText } from './useAdminTimeText';
import { recallListHref, reportCsvHref, reportPdfHref } from './model';
import { AdminTable, numeric } from '../AdminTable';

type Recall = RouterOutputs['admin']['recalls']['byId'];
type Company = Recall['companies'][number];

/** One recall: its lots, every customer who received them (cards, for a phone), the notices and the report. */
export function RecallDetailView({ recallId }: { recallId: number }) {
  const { LL, locale } = useI18nContext();
  const R = LL.admin.recall;
  const toastFailure = useFailureToast();
  const queryClient = useQueryClient();
  const q = useQuery(trpc.admin.recalls.byId.queryOptions({ recallId }));
  useReportQueryError(q.error);
  const [asking, setAsking] = useState(false);
  const send = useMutation(trpc.admin.recalls.sendNotices.mutationOptions());
  const close = useMutation(trpc.admin.recalls.close.mutationOptions());
  const lotsId = useId();
  const companiesId = useId();
  const r = q.data;

  async function sendNotices() {
    try {
      const done = await send.mutateAsync({ recallId });
      toast({ title: R.sent({ count: done.sent }), variant: 'success' });
      queryClient.setQueryData(trpc.admin.recalls.byId.queryKey({ recallId }), done.recall);
      void queryClient.invalidateQueries(trpc.admin.recalls.list.pathFilter());
    } catch (err) {
      toastFailure(err, R.sendFailed());
    } finally {
      setAsking(false);
    }
  }

  async function closeRecall() {
    try {
      const done = await close.mutateAsync({ recallId });
      queryClient.setQueryData(trpc.admin.recalls.byId.queryKey({ recallId }), done);
      toast({ title: R.closedToast(), variant: 'success' });
    } catch (err) {
      toastFailure(err, R.sendFailed());
    }
  }

  return (
    <div className="admin-page recall-page">
      <p>
        <a href={recallListHref()}>← {R.back()}</a>
      </p>
      <PageHead
        title={R.detailTitle({ id: recallId })}
        intro={r?.reason ?? ''}
        actions={
          r && (
            <div className="recall-actions">
              {!r.closed_at && (
                <button type="button" className="btn btn-primary" onClick={() => setAsking(true)}>
                  {R.sendNotices()}
                </button>
              )}
              <a className="btn btn-secondary" href={reportPdfHref(recallId, 'en')} download>
                {R.reportPdf()}
              </a>
              <a className="btn btn-secondary" href={reportPdfHref(recallId, 'ko')} download>
                {R.reportPdfKo()}
              </a>
              <a className="btn btn-secondary" href={reportCsvHref(recallId)} download type="text/csv">
                {R.reportCsv()}
              </a>
              {!r.closed_at && (
                <button
                  type="button"
                  className="btn btn-ghost"
                  disabled={close.isPending}
                  onClick={() => void closeRecall()}
                >
                  {R.closeRecall()}
                </button>
              )}
            </div>
          )
        }
      />
      {q.isPending && <p className="muted">{R.loading()}</p>}
      {q.isError && !r && <p className="admin-inline-error">{R.loadError()}</p>}
      {r && (
        <>
          {r.closed_at && <p className="admin-order-badge badge-gray">{R.closedBadge()}</p>}
          <p className="recall-totals" data-testid="recall-totals">
            {R.totals({
              shipped: r.totals.shipped_cases,
              lbs: r.totals.shipped_lbs.toFixed(2),
              unshipped: r.totals.unshipped_cases,
              unsold: r.totals.unsold_cases,
            })}
          </p>
          <TitledSection headingId={lotsId} title={R.lotsHeading()}>
            <AdminTable
              className="recall-lots"
              columns={[
                R.colLot(),
                R.colProduct(),
                R.colProduced(),
                R.colPacked(),
                numeric(R.colCasesProduced()),
                numeric(R.colWeighed()),
                numeric(R.colUnsold()),
              ]}
            >
              {r.recalled_lots.map((l) => (
                <tr key={l.id}>
                  <th scope="row">{l.lot_code}</th>
                  <td>{productName(l.item, locale)}</td>
                  <td>{l.produced_on}</td>
                  <td>{l.packed_on}</td>
                  <td className="num">{l.cases_produced}</td>
                  <td className="num">{l.cases_weighed}</td>
                  <td className="num">{l.cases_unsold}</td>
                </tr>
              ))}
            </AdminTable>
          </TitledSection>
          <TitledSection headingId={companiesId} title={R.companiesHeading()}>
            {r.companies.length === 0 ? (
              <p className="muted">{R.noCompanies()}</p>
            ) : (
              <ul className="recall-companies">
                {r.companies.map((c) => (
                  <CompanyCard key={c.company_id} c={c} />
                ))}
              </ul>
            )}
          </TitledSection>
        </>
      )}
      <QuestionDialog
        open={asking}
        title={R.confirmTitle()}
        description={R.confirmText()}
        busy={send.isPending}
        onClose={() => setAsking(false)}
        backLabel={R.confirmCancel()}
        confirmLabel={R.confirmSend()}
        onConfirm={() => void sendNotices()}
      />
    </div>
  );
}

function CompanyCard({ c }: { c: Company }) {
  const { LL } = useI18nContext();
  const R = LL.admin.recall;
  const time = useAdminTimeText();
  return (
    <li className="recall-company" data-testid="recall-company">
      <h3 className="recall-company-name">{c.company || c.contact_name}</h3>
      <p className="muted">
        {c.contact_name} · <a href={`mailto:${c.email}`}>{c.email}</a>
        {c.phone && (
          <>
            {' '}
            · <a href={`tel:${c.phone}`}>{c.phone}</a>
          </>
        )}
      </p>
      {c.shipped_cases > 0 && <p>{R.shipped({ cases: c.shipped_cases, lbs: c.shipped_lbs.toFixed(2) })}</p>}
      {c.pickup_dates.length > 0 && <p>{R.pickups({ dates: c.pickup_dates.join(', ') })}</p>}
      {c.unshipped_cases > 0 && (
        <p className="admin-inline-error">
          {R.unshipped({ cases: c.unshipped_cases, orders: c.unshipped_orders.join(', ') })}
        </p>
      )}
      <p className="recall-notice-state">
        {c.notice ? (
          <>
            {R.noticeSent({ when: time(c.notice.sent_at) })} ·{' '}
            {c.notice.acknowledged_at ? (
              <strong>{R.noticeAcknowledged({ when: time(c.notice.acknowledged_at) })}</strong>
            ) : (
              R.noticeWaiting()
            )}
            {c.notice.reminded_at && <> · {R.noticeReminded({ when: time(c.notice.reminded_at) })}</>}
          </>
        ) : (
          R.noticeNone()
        )}
      </p>
    </li>
  );
}
