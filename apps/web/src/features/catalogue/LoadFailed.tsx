import { useI18nContext } from '@wholesale/i18n';
import { Link } from '../../lib/router';
import { ErrorView } from '../../ui/ErrorView';

/**
 * A catalogue page that could not be loaded (a product, a listing): why, with "try again" and the
 * way home. Never "not found": the product or listing may well exist (readFailure.ts).
 */
export function LoadFailed({ title, text, onRetry }: { title: string; text: string; onRetry: () => void }) {
  const { LL } = useI18nContext();
  return (
    <ErrorView title={title} text={text} actions={<ActionThenHome label={LL.common.tryAgain()} onAction={onRetry} />} />
  );
}

/** A catalogue page's ways on when it has nothing to show: one action (try again, go back), then home. */
export function ActionThenHome({ label, onAction }: { label: string; onAction: () => void }) {
  const { LL } = useI18nContext();
  return (
    <>
      <button type="button" className="btn btn-primary" onClick={onAction}>
        {label}
      </button>
      <Link className="btn btn-secondary" to="/">
        {LL.common.goHome()}
      </Link>
    </>
  );
}
