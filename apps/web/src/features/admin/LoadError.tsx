import { useI18nContext } from '@wholesale/i18n';
import { ErrorView } from '../../ui/ErrorView';
import { adminFailureText } from './notify';

/** A page's data could not be loaded: what went wrong and a button to try again. */
export function LoadError({
  title,
  error,
  retryLabel,
  onRetry,
}: {
  title: string;
  error: unknown;
  retryLabel: string;
  onRetry: () => void;
}) {
  const { LL, locale } = useI18nContext();
  return (
    <ErrorView
      title={title}
      text={adminFailureText(LL, error, locale)}
      actions={
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {retryLabel}
        </button>
      }
    />
  );
}
