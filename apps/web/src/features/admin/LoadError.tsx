import { useI18nContext } from '@wholesale/i18n';
import { ErrorView } from '../../ui/ErrorView';
import { adminFailureText } from './notify';

/** What a failed read offers to try again: a query itself, or its error and a retry of one's own. */
type Failed = { query: { error: unknown; refetch: () => unknown } } | { error: unknown; onRetry: () => void };

/** A page's data could not be loaded: what went wrong and a button to try again. */
export function LoadError({ title, retryLabel, ...failed }: { title: string; retryLabel: string } & Failed) {
  const { LL, locale } = useI18nContext();
  const error = 'query' in failed ? failed.query.error : failed.error;
  const retry = 'query' in failed ? () => void failed.query.refetch() : failed.onRetry;
  return (
    <ErrorView
      title={title}
      text={adminFailureText(LL, error, locale)}
      actions={
        <button type="button" className="btn btn-primary" onClick={retry}>
          {retryLabel}
        </button>
      }
    />
  );
}
