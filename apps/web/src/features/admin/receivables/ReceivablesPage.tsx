import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { navigate, useSearchParams } from '../../../lib/router';
import { useReportQueryError } from '../access';
import { ClearFilters, SearchField, SelectField } from '../ListFilters';
import { EmptyState, SkeletonRows, QueryBody } from '../ListStates';
import { CountedPages } from '../Pager';
import { PageHead } from '../pages/PageHead';
import { AccountingExport } from './AccountingExport';
import {
  parseReceivablesView,
  RECEIVABLE_SORTS,
  receivablesCsvHref,
  receivablesHref,
  SEARCH_DELAY_MS,
  type ReceivablesView,
} from './model';
import { normalizeSearch } from '../search';
import { receivablesQuery } from './queries';
import { ReceivablesTable } from './ReceivablesTable';
import './receivables.css';

/**
 * The Receivables: every company with a balance, aged by due date, searched (as typing pauses, or
 * at once on Enter), sorted and paged through the URL (?q=…&sort=…&p=…), the whole list as a CSV;
 * and the bookkeeper's accounting export under it.
 */
export function ReceivablesPage() {
  const { LL } = useI18nContext();
  const R = LL.admin.receivables;
  const view = parseReceivablesView(useSearchParams());
  const q = useQuery({ ...receivablesQuery(view), placeholderData: keepPreviousData });
  useReportQueryError(q.error);
  const [search, setSearch] = useState(view.q ?? '');
  // what the URL's search was when the box last took it: typing is not overwritten by a late render
  const lastQ = useRef(view.q ?? '');
  useEffect(() => {
    if ((view.q ?? '') !== lastQ.current) {
      lastQ.current = view.q ?? '';
      setSearch(view.q ?? '');
    }
  }, [view.q]);

  const go = (next: ReceivablesView) => navigate(receivablesHref(next), { replace: true });
  const runSearch = (text: string) => {
    const typed = normalizeSearch(text);
    if (typed === (view.q ?? '')) return;
    lastQ.current = typed;
    go({ ...view, q: typed || undefined, page: 1 });
  };

  // The search runs once typing pauses, not at each key.
  useEffect(() => {
    const t = window.setTimeout(() => runSearch(search), SEARCH_DELAY_MS);
    return () => window.clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the typed text restarts the wait
  }, [search]);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    runSearch(search);
  }

  return (
    <section>
      <PageHead
        title={R.title()}
        intro={R.intro()}
        actions={
          <a className="btn btn-secondary" href={receivablesCsvHref(view)} download type="text/csv">
            {R.csv()}
          </a>
        }
      />
      <form className="admin-filters" role="search" aria-label={R.filters()} onSubmit={onSubmit}>
        <SearchField
          label={R.searchLabel()}
          buttonLabel={R.search()}
          value={search}
          placeholder={R.searchPlaceholder()}
          onChange={setSearch}
        />
        <SelectField
          label={R.sortLabel()}
          value={view.sort}
          options={RECEIVABLE_SORTS}
          optionLabel={(s) => R.sort[s]()}
          onChange={(sort) => go({ ...view, sort: sort ?? 'balance', page: 1 })}
        />
        {view.q && (
          <ClearFilters
            label={R.clear()}
            onClear={() => {
              lastQ.current = '';
              setSearch('');
              go({ sort: view.sort, page: 1 });
            }}
          />
        )}
      </form>
      <CountedPages page={q.data} words={R} onPage={(step) => go({ ...view, page: view.page + step })}>
        <QueryBody
          query={q}
          words={R}
          placeholder={<SkeletonRows count={4} height={40} />}
          isEmpty={(data) => data.companies.length === 0}
          empty={
            <EmptyState
              title={view.q ? R.noMatch({ q: view.q }) : R.empty()}
              text={view.q ? undefined : R.emptyText()}
            />
          }
        >
          {(data) => <ReceivablesTable page={data} />}
        </QueryBody>
      </CountedPages>
      <AccountingExport />
    </section>
  );
}
