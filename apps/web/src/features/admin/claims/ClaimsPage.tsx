import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { navigate, useSearchParams } from '../../../lib/router';
import { useReportQueryError } from '../access';
import { SelectField } from '../ListFilters';
import { EmptyState, SkeletonRows, QueryBody } from '../ListStates';
import { CountedPages } from '../Pager';
import { PageHead } from '../pages/PageHead';
import { ClaimCard } from './ClaimCard';
import { CLAIM_FILTERS, claimsHref, parseClaimsView, type ClaimsView } from './model';
import { claimsQuery } from './queries';
import '../../claims/claims.css';
import './claims-admin.css';

/**
 * The Claims page: buyers' reports of a problem with a completed order, open ones first (the
 * default filter), paged through the URL (?status=…&p=…); each with its photos and, while open,
 * the approve and refuse forms.
 */
export function ClaimsPage() {
  const { LL } = useI18nContext();
  const T = LL.admin.claims;
  const view = parseClaimsView(useSearchParams());
  const q = useQuery({ ...claimsQuery(view), placeholderData: keepPreviousData });
  useReportQueryError(q.error);
  const go = (next: ClaimsView) => navigate(claimsHref(next), { replace: true });

  return (
    <section>
      <PageHead
        title={T.title()}
        intro={T.intro()}
        actions={
          q.data && (
            <p className="admin-order-badge badge-yellow claim-open-count" data-testid="claims-open-count">
              {T.openCount({ count: q.data.open })}
            </p>
          )
        }
      />
      <form className="admin-filters" aria-label={T.filters()} onSubmit={(e) => e.preventDefault()}>
        <SelectField
          label={T.statusLabel()}
          value={view.status}
          options={CLAIM_FILTERS}
          optionLabel={(s) => T.statuses[s]()}
          onChange={(status) => go({ status: status ?? 'open', page: 1 })}
        />
      </form>
      <CountedPages page={q.data} words={T} onPage={(step) => go({ ...view, page: view.page + step })}>
        <QueryBody
          query={q}
          words={T}
          placeholder={<SkeletonRows count={3} height={160} gap={16} />}
          isEmpty={(data) => data.claims.length === 0}
          empty={<EmptyState title={view.status === 'open' ? T.emptyOpen() : T.empty()} />}
        >
          {(data) => (
            <ul className="claim-admin-list">
              {data.claims.map((c) => (
                <ClaimCard key={c.id} claim={c} />
              ))}
            </ul>
          )}
        </QueryBody>
      </CountedPages>
    </section>
  );
}
