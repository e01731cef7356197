import { useQuery } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useId } from 'react';
import { trpc } from '../../../lib/trpc';
import { useSearchParams } from '../../../lib/router';
import { useReportQueryError } from '../access';
import { AdminTable } from '../AdminTable';
import { PageHead } from '../pages/PageHead';
import { TitledSection } from '../TitledPanel';
import { NewRecall } from './NewRecall';
import { RecallDetailView } from './RecallDetail';
import { AdminTime } from '../AdminTime';
import { recallHref, recallOf } from './model';
import './recall.css';

/** Page 15, Recall: open one (lots, or a product's production dates), list them, open one's page. */
export function RecallPage() {
  const { LL } = useI18nContext();
  const R = LL.admin.recall;
  const recallId = recallOf(useSearchParams());
  if (recallId !== null) return <RecallDetailView recallId={recallId} />;
  return (
    <div className="admin-page recall-page">
      <PageHead title={R.title()} intro={R.intro()} />
      <NewRecall />
      <RecallList />
    </div>
  );
}

function RecallList() {
  const { LL, locale } = useI18nContext();
  const R = LL.admin.recall;
  const id = useId();
  const list = useQuery(trpc.admin.recalls.list.queryOptions());
  useReportQueryError(list.error);
  const rows = list.data ?? [];
  return (
    <TitledSection className="recall-list" headingId={`${id}-title`} title={R.listHeading()}>
      <p className="muted" role="status" aria-busy={list.isFetching}>
        {list.isPending ? R.loading() : list.isError ? R.loadError() : rows.length === 0 ? R.empty() : ''}
      </p>
      {rows.length > 0 && (
        <AdminTable
          className="recall-table"
          columns={[R.colRecall(), R.colLots(), R.colReason(), R.colOpened(), R.colNotices()]}
        >
          {rows.map((r) => (
            <tr key={r.id}>
              <th scope="row">
                <a href={recallHref(r.id)} aria-label={R.open({ id: r.id })}>
                  #{r.id}
                </a>{' '}
                {r.closed_at && <span className="admin-order-badge badge-gray">{R.closedBadge()}</span>}
              </th>
              <td>
                {r.lots
                  .map((l) => `${l.lot_code} (${locale === 'ko' && l.item_name_ko ? l.item_name_ko : l.item_name})`)
                  .join(', ')}
              </td>
              <td>{r.reason}</td>
              <td>
                <AdminTime iso={r.created_at} />
              </td>
              <td>
                {r.notices_sent_at ? R.acknowledgedOf({ acknowledged: r.acknowledged, notices: r.notices }) : '—'}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </TitledSection>
  );
}
