import { useI18nContext } from '@wholesale/i18n';
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../../app/router';
import { Skeleton } from '../../../ui/Skeleton';
import { useReportQueryError } from '../access';
import { adminPageHref } from '../pages';
import { signupRequestsQuery } from '../queries';
import { NotAvailablePanel } from './NotAvailablePage';
import { PageTitle } from './PageTitle';

/**
 * Page 1. Of the spec's dashboard contents only the signup requests exist yet; the order and
 * inquiry cards, totals, recent orders and item list arrive with the ordering work.
 */
export function DashboardPage() {
  const { LL } = useI18nContext();
  const q = useQuery(signupRequestsQuery(false));
  useReportQueryError(q.error);
  return (
    <section>
      <PageTitle>{LL.admin.nav.dashboard()}</PageTitle>
      <div className="admin-cards">
        <div className="admin-panel admin-stat">
          <p className="admin-stat-label" id="admin-signup-count">
            {LL.admin.dashboard.signupCard()}
          </p>
          {q.data === undefined && !q.isError ? (
            <Skeleton height={40} width={64} />
          ) : q.data === undefined ? (
            <p className="admin-inline-error">{LL.admin.dashboard.signupCardError()}</p>
          ) : (
            <p className="admin-stat-value" aria-describedby="admin-signup-count">
              {q.data.length}
            </p>
          )}
          <Link className="btn btn-secondary" to={adminPageHref('signup-requests')}>
            {LL.admin.dashboard.signupCardLink()}
          </Link>
        </div>
      </div>
      <NotAvailablePanel text={LL.admin.dashboard.otherCards()} />
    </section>
  );
}
