import type { MouseEvent, ReactNode } from 'react';
import { Link } from '../../lib/router';
import { Skeleton } from '../../ui/Skeleton';
import { useReportQueryError } from './access';
import { LoadError } from './LoadError';
import { PageTitle } from './pages/PageTitle';

/** What the frame reads of a query's state (useQuery's answer, whatever its error type). */
interface LoadingRecord<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** The words of a record's page before its record is there. */
interface RecordWords {
  backLabel: string;
  loadingTitle: string;
  loadErrorTitle: string;
  retryLabel: string;
}

/** The way back from a record's page to its list (`onClick` may hold the way, e.g. over unsaved edits). */
export function BackLink({
  to,
  label,
  className,
  onClick,
}: {
  to: string;
  label: string;
  className?: string;
  onClick?: (e: MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <Link className={className ? `admin-back-link ${className}` : 'admin-back-link'} to={to} onClick={onClick}>
      ← {label}
    </Link>
  );
}

/**
 * A record's page whose record has not come: the way back, then skeletons while it loads or the
 * load error with a retry. For a page that draws its loaded record itself, the way back included.
 */
export function RecordNotLoaded(
  props: RecordWords & { query: Omit<LoadingRecord<unknown>, 'data'>; backHref: string },
) {
  const q = props.query;
  const back = <BackLink to={props.backHref} label={props.backLabel} />;
  if (!q.isError) {
    return (
      <section aria-busy="true">
        {back}
        <PageTitle>{props.loadingTitle}</PageTitle>
        <Skeleton height={160} />
        <Skeleton height={220} style={{ marginTop: 16 }} />
      </section>
    );
  }
  return (
    <section>
      {back}
      <LoadError title={props.loadErrorTitle} query={q} retryLabel={props.retryLabel} />
    </section>
  );
}

/**
 * One record's page in the back office (an order, a customer): the way back to its list, then
 * skeletons while it loads, the load error with a retry, or the record itself.
 */
export function DetailFrame<T>(
  props: RecordWords & { query: LoadingRecord<T>; backHref: string; children: (data: T) => ReactNode },
) {
  const { children, ...frame } = props;
  const q = frame.query;
  useReportQueryError(q.error);
  if (q.data === undefined) return <RecordNotLoaded {...frame} />;
  return (
    <section>
      <BackLink to={frame.backHref} label={frame.backLabel} />
      {children(q.data)}
    </section>
  );
}
