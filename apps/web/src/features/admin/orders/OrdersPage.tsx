import { useI18nContext } from '@wholesale/i18n';
import { formatUsd } from '@wholesale/rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { AdminTable, numeric, unseen } from '../AdminTable';
import { Link, navigate, useSearchParams } from '../../../lib/router';
import { formatPacificMoment, formatPickupWindow } from '../../../lib/pickupText';
import { useReportQueryError } from '../access';
import { ClearFilters, SearchField, SelectField, useSearchText } from '../ListFilters';
import { SkeletonRows, EmptyState, QueryBody } from '../ListStates';
import { PageHead } from '../pages/PageHead';
import { ListCount, Pager } from '../Pager';
import { ordersQuery, type AdminOrder } from '../queries';
import {
  ADMIN_ORDER_TYPES,
  csvFileName,
  FILTER_STATUSES,
  filterOf,
  ordersHref,
  parseOrdersView,
  type AdminStatus,
  type CsvKind,
  type OrdersView,
} from './helpers';
import { OrderDetailView } from './OrderDetail';
import { PickListView } from './PickList';
import { PickupDayFilter } from './PickupDayFilter';
import { OrdersWeek, ViewToggle } from './WeekView';
import { statusLabel, StatusBadge } from './status';
import { CreditHoldBadge } from './CreditHold';
import { BuyerNames } from './OrderCells';
import { StatusMenu } from './StatusMenu';
import { useStatusChange } from './useStatusChange';
import { BulkToolbar } from './BulkToolbar';
import { useOrderSelection, type OrderSelection } from './useOrderSelection';
import { useSaveOrdersCsv } from './useSaveOrdersCsv';
import './orders.css';

const loc = (locale: string) => (locale === 'ko' ? 'ko' : 'en');

/** Page 2: the orders, their status menus, one order's page, the pick list and the CSV export. */
export function OrdersPage() {
  const view = parseOrdersView(useSearchParams());
  if (view.orderId)
    return <OrderDetailView orderId={view.orderId} backHref={ordersHref({ ...view, orderId: undefined })} />;
  if (view.pickList)
    return (
      <PickListView
        date={view.pickList.date}
        to={view.pickList.to}
        backHref={ordersHref({ ...view, pickList: undefined })}
      />
    );
  if (view.week) return <OrdersWeek of={view.week.of} />;
  return <OrdersList view={view} />;
}

function OrdersList({ view }: { view: OrdersView }) {
  const { LL, locale } = useI18nContext();
  const A = LL.admin;
  const O = A.orders;
  const saveCsv = useSaveOrdersCsv();
  const filter = filterOf(view);
  const pageNo = view.pageNo ?? 1;
  const q = useQuery({ ...ordersQuery({ ...filter, page: pageNo }), placeholderData: keepPreviousData });
  useReportQueryError(q.error);
  const { change, running, asking, dialog } = useStatusChange();
  const [search, setSearch] = useSearchText(view.q);
  const [exporting, setExporting] = useState<CsvKind | null>(null);
  const selection = useOrderSelection();
  // Another page or filter shows other rows: a Shift range starts again from its next click.
  const { resetAnchor } = selection;
  useEffect(resetAnchor, [resetAnchor, pageNo, view.type, view.status, view.q, view.pickupFrom, view.pickupTo]);

  // A new filter starts again at the first page; only the pager moves between pages.
  const go = (next: OrdersView) => navigate(ordersHref({ ...next, pageNo: undefined }), { replace: true });
  const goToPage = (n: number) => navigate(ordersHref({ ...view, pageNo: n }));

  function onSearch(e: FormEvent) {
    e.preventDefault();
    go({ ...view, q: search.trim() || undefined });
  }

  async function onExport(kind: CsvKind) {
    setExporting(kind);
    await saveCsv(filter, kind, () => csvFileName(filter, new Date(), kind));
    setExporting(null);
  }

  return (
    <section>
      <PageHead
        title={O.title()}
        intro={O.intro()}
        actions={
          <div className="admin-actions">
            <ViewToggle week={false} />
            <Link className="btn btn-secondary" to={ordersHref({ pickList: { date: null } })}>
              {O.pickList()}
            </Link>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => void onExport('orders')}
              disabled={exporting !== null}
              aria-busy={exporting === 'orders'}
            >
              {exporting === 'orders' ? O.exporting() : O.exportCsv()}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              title={O.exportLinesHint()}
              onClick={() => void onExport('lines')}
              disabled={exporting !== null}
              aria-busy={exporting === 'lines'}
            >
              {exporting === 'lines' ? O.exporting() : O.exportLines()}
            </button>
          </div>
        }
      />

      <form className="admin-filters" role="search" aria-label={O.filters()} onSubmit={onSearch}>
        <SelectField
          label={O.type()}
          allLabel={O.allTypes()}
          value={view.type}
          options={ADMIN_ORDER_TYPES}
          optionLabel={(t) => (t === 'pickup' ? O.pickup() : O.delivery())}
          onChange={(type) => go({ ...view, type })}
        />
        <SelectField
          label={O.status()}
          allLabel={O.allStatuses()}
          value={view.status}
          options={FILTER_STATUSES}
          optionLabel={(s) => statusLabel(LL, s)}
          onChange={(status) => go({ ...view, status })}
        />
        <SearchField
          label={O.search()}
          buttonLabel={O.search()}
          value={search}
          placeholder={O.searchPlaceholder()}
          onChange={setSearch}
        />
        <PickupDayFilter
          from={view.pickupFrom}
          to={view.pickupTo}
          onChange={({ from, to }) => go({ ...view, pickupFrom: from, pickupTo: to })}
        />
        {(view.type || view.status || view.q || view.pickupFrom || view.pickupTo) && (
          <ClearFilters label={O.clear()} onClear={() => go({})} />
        )}
      </form>
      {q.data && q.data.orders.length > 0 && (
        <ListCount>
          {O.showing({
            from: (q.data.page - 1) * q.data.page_size + 1,
            to: (q.data.page - 1) * q.data.page_size + q.data.orders.length,
          })}
        </ListCount>
      )}
      {q.data && <BulkToolbar selection={selection} filter={filter} rows={q.data.orders} />}
      <QueryBody
        query={q}
        words={O}
        placeholder={<SkeletonRows count={3} height={44} />}
        isEmpty={(data) => data.orders.length === 0}
        empty={<EmptyState title={O.empty()} />}
      >
        {(data) => (
          <OrdersTable
            orders={data.orders}
            view={view}
            running={running}
            asking={asking}
            onStatus={change}
            locale={loc(locale)}
            selection={selection}
          />
        )}
      </QueryBody>
      {q.data && (q.data.page > 1 || q.data.has_more) && (
        <Pager
          label={O.pager()}
          previous={{ label: O.previousPage(), enabled: q.data.page > 1 }}
          next={{ label: O.nextPage(), enabled: q.data.has_more }}
          where={O.pageOf({ page: q.data.page })}
          whereIsPage
          onPage={(step) => goToPage(pageNo + step)}
        />
      )}
      {dialog}
    </section>
  );
}

function OrdersTable({
  orders,
  view,
  running,
  asking,
  onStatus,
  locale,
  selection,
}: {
  orders: AdminOrder[];
  view: OrdersView;
  running: number | null;
  asking: number | null;
  onStatus: (o: AdminOrder, s: AdminStatus) => void;
  locale: 'en' | 'ko';
  selection: OrderSelection;
}) {
  const { LL } = useI18nContext();
  const O = LL.admin.orders;
  const B = LL.admin.bulk;
  const zone = LL.common.pacificZone();
  return (
    <AdminTable
      className="admin-orders-table"
      columns={[
        unseen(B.toolbar()),
        O.orderNumber(),
        O.placed(),
        O.buyer(),
        O.pickupWindow(),
        numeric(O.total()),
        O.status(),
        unseen(O.open()),
      ]}
    >
      {orders.map((o, index) => (
        <tr
          key={o.id}
          aria-busy={running === o.id}
          className={selection.selected.has(o.id) ? 'admin-row-picked' : undefined}
        >
          <td className="admin-pick">
            <input
              type="checkbox"
              aria-label={B.selectOrder({ number: o.order_number })}
              checked={selection.selected.has(o.id)}
              onKeyDown={(e) => selection.keyDown(e.key, e.shiftKey)}
              onClick={(e) => selection.pick(orders, index, e.currentTarget.checked, e.shiftKey)}
              onChange={() => undefined}
            />
          </td>
          <th scope="row">
            <span className="admin-order-number">{o.order_number}</span>
            <span className="admin-order-type muted">{o.order_type === 'delivery' ? O.delivery() : O.pickup()}</span>
          </th>
          <td>{formatPacificMoment(o.order_date, locale, zone)}</td>
          <td>
            <BuyerNames order={o} />
          </td>
          <td>
            {formatPickupWindow(o.pickup_start, o.pickup_end, locale, zone) ?? (
              <span className="muted">{O.noWindow()}</span>
            )}
          </td>
          <td className="num">
            {formatUsd(o.total_amount)}
            {o.estimated && (
              <abbr className="admin-est" title={O.estimatedNote()}>
                {' '}
                {O.estimatedShort()}
              </abbr>
            )}
          </td>
          <td>
            <div className="admin-status-cell">
              <StatusBadge status={o.order_status} />
              {o.credit_hold && <CreditHoldBadge />}
              <StatusMenu order={o} busy={running === o.id} asking={asking === o.id} onChange={(s) => onStatus(o, s)} />
            </div>
          </td>
          <td>
            <Link
              className="btn btn-secondary btn-small"
              to={ordersHref({ ...view, orderId: o.id })}
              aria-label={O.openLabel({ number: o.order_number })}
            >
              {O.open()}
            </Link>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
