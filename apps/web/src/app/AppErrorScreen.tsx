import { useI18nContext } from '@wholesale/i18n';
import type { ReactNode } from 'react';
import { ErrorView } from '../ui/ErrorView';

/**
 * The top-level error screen, and a page's that failed: refresh, or go home. Home is a plain link
 * unless `home` is given: the router state may be what broke.
 */
export function AppErrorScreen({ home }: { home?: ReactNode }) {
  const { LL } = useI18nContext();
  return (
    <ErrorView
      title={LL.common.somethingWrong()}
      text={LL.common.troubleLoading()}
      actions={
        <>
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            {LL.common.refreshPage()}
          </button>
          {home ?? (
            <a className="btn btn-secondary" href="/">
              {LL.common.goHome()}
            </a>
          )}
        </>
      }
    />
  );
}
