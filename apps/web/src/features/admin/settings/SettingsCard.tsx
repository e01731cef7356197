import { useI18nContext } from '@wholesale/i18n';
import { useId, type ReactNode } from 'react';
import { Skeleton } from '../../../ui/Skeleton';
import { useReportQueryError } from '../access';
import { LoadError } from '../LoadError';

/**
 * A card of the Settings page: its heading and help, then what the setting's read brings (the
 * body), a retry when the read failed, a placeholder of the body's height meanwhile.
 */
export function SettingsCard<T>({
  title,
  help,
  query,
  busy = false,
  testId,
  placeholderHeight = 120,
  children,
}: {
  title: string;
  help: string;
  /** the setting's read (a useQuery result) */
  query: { data: T | undefined; error: unknown; isError: boolean; isPending: boolean; refetch: () => unknown };
  busy?: boolean;
  testId: string;
  placeholderHeight?: number;
  children: (data: T) => ReactNode;
}) {
  const S = useI18nContext().LL.admin.settings;
  useReportQueryError(query.error);
  const heading = useId();
  return (
    <section
      className="admin-panel settings-card"
      aria-labelledby={heading}
      aria-busy={query.isPending || busy}
      data-testid={testId}
    >
      <h2 id={heading} className="admin-h2">
        {title}
      </h2>
      <p className="muted">{help}</p>
      {query.data !== undefined ? (
        children(query.data)
      ) : query.isError ? (
        <LoadError title={S.loadError()} query={query} retryLabel={S.retry()} />
      ) : (
        <Skeleton height={placeholderHeight} />
      )}
    </section>
  );
}
