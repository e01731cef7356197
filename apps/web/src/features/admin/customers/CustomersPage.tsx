import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { formatUsd } from '@wholesale/rules';
import type { FormEvent } from 'react';
import { AdminTable, numeric } from '../AdminTable';
import { Link, navigate, useSearchParams } from '../../../lib/router';
import { useReportQueryError } from '../access';
import { formatAdminTime } from '../format';
import { ClearFilters, SearchField, useSearchText } from '../ListFilters';
import { EmptyState, SkeletonRows, QueryBody } from '../ListStates';
import { PageHead } from '../pages/PageHead';
import { ListCount } from '../Pager';
import { priceListsHref } from '../prices/href';
import { CustomerDetailView } from './CustomerDetail';
import { customerName, customersHref, parseCustomersView, type CustomersView } from './model';
import { normalizeSearch } from '../search';
import { customersQuery, type CustomerSummary } from './queries';
import './customers.css';

/** The most customers the server lists at once (CustomersService.list). */
const LIST_MAX = 500;

/** Page 10: the buyers, searched by company, name or e-mail, and one customer's page (?customer=ID). */
export function CustomersPage() {
  const view = parseCustomersView(useSearchParams());
  if (view.customerId)
    return (
      <CustomerDetailView
        key={view.customerId}
        userId={view.customerId}
        backHref={customersHref({ ...view, customerId: undefined })}
      />
    );
  return <CustomersList view={view} />;
}

function CustomersList({ view }: { view: CustomersView }) {
  const { LL, locale } = useI18nContext();
  const C = LL.admin.customers;
  const q = useQuery({ ...customersQuery(view.q), placeholderData: keepPreviousData });
  useReportQueryError(q.error);
  const [search, setSearch] = useSearchText(view.q);

  function onSearch(e: FormEvent) {
    e.preventDefault();
    navigate(customersHref({ q: normalizeSearch(search) || undefined }), { replace: true });
  }

  return (
    <section>
      <PageHead title={C.title()} intro={C.intro()} />
      <form className="admin-filters" role="search" aria-label={C.filters()} onSubmit={onSearch}>
        <SearchField
          label={C.searchLabel()}
          buttonLabel={C.search()}
          value={search}
          placeholder={C.searchPlaceholder()}
          onChange={setSearch}
        />
        {view.q && <ClearFilters label={C.clear()} onClear={() => navigate(customersHref(), { replace: true })} />}
      </form>
      {q.data && q.data.length > 0 && (
        <ListCount>
          {q.data.length >= LIST_MAX ? C.countMax({ count: q.data.length }) : C.count({ count: q.data.length })}
        </ListCount>
      )}
      <QueryBody
        query={q}
        words={C}
        placeholder={<SkeletonRows count={3} height={44} />}
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState title={view.q ? C.noMatch({ q: view.q }) : C.empty()} text={view.q ? undefined : C.emptyText()} />
        }
      >
        {(data) => <CustomersTable customers={data} view={view} locale={locale} />}
      </QueryBody>
    </section>
  );
}

function CustomersTable({
  customers,
  view,
  locale,
}: {
  customers: CustomerSummary[];
  view: CustomersView;
  locale: string;
}) {
  const { LL } = useI18nContext();
  const C = LL.admin.customers;
  const zone = LL.common.pacificZone();
  const none = (text: string) => <span className="muted">{text}</span>;
  return (
    <AdminTable
      className="cu-table"
      caption={C.caption()}
      columns={[
        C.columns.company(),
        C.columns.name(),
        C.columns.email(),
        C.columns.priceList(),
        numeric(C.columns.ownPrices()),
        numeric(C.columns.orders()),
        numeric(C.columns.owed()),
        C.columns.lastOrder(),
      ]}
    >
      {customers.map((c) => {
        const last = c.last_order_at ? formatAdminTime(c.last_order_at, locale, zone) : null;
        const name = customerName(c);
        return (
          <tr key={c.id}>
            <th scope="row">
              <Link to={customersHref({ ...view, customerId: c.id })} aria-label={C.openLabel({ name })}>
                {c.company?.trim() ? c.company : name}
              </Link>
            </th>
            <td>{c.name}</td>
            <td className="cu-email">{c.email}</td>
            <td>
              {c.price_list ? (
                <Link to={priceListsHref({ listId: c.price_list.id })}>{c.price_list.name}</Link>
              ) : (
                none(C.memberPrices())
              )}
            </td>
            <td className="num">{c.own_prices}</td>
            <td className="num">{c.orders}</td>
            <td className={`num${c.owed > 0 ? ' cu-owed' : ''}`}>{formatUsd(c.owed)}</td>
            <td>{last ? <time dateTime={last.dateTime}>{last.text}</time> : none(C.noOrders())}</td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
