import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import { Skeleton } from '../../ui/Skeleton';
import { useReportQueryError } from './access';
import { LoadError } from './LoadError';
import { PageTitle } from './pages/PageTitle';

/**
 * One record's page in the back office (an order, a customer): the way back to its list, then
 * skeletons while it loads, the load error with a retry, or the record itself.
 */
/** What the frame reads of a query's state (useQuery's answer, whatever its error type). */
interface LoadingRecord<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export function DetailFrame<T>(props: {
  query: LoadingRecord<T>;
  backHref: string;
  backLabel: string;
  loadingTitle: string;
  loadErrorTitle: string;
  retryLabel: string;
  children: (data: T) => ReactNode;
}) {
  const q = props.query;
  useReportQueryError(q.error);
  const back = (
    <Link className="admin-back-link" to={props.backHref}>
      ← {props.backLabel}
    </Link>
  );
  if (q.data === undefined && !q.isError) {
    return (
      <section aria-busy="true">
        {back}
        <PageTitle>{props.loadingTitle}</PageTitle>
        <Skeleton height={160} />
        <Skeleton height={220} style={{ marginTop: 16 }} />
      </section>
    );
  }
  if (q.data === undefined) {
    return (
      <section>
        {back}
        <LoadError title={props.loadErrorTitle} query={q} retryLabel={props.retryLabel} />
      </section>
    );
  }
  return (
    <section>
      {back}
      {props.children(q.data)}
    </section>
  );
}
