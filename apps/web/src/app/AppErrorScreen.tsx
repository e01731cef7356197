import { useI18nContext } from '@wholesale/i18n';
import { ErrorView } from '../ui/ErrorView';

/** The top-level error screen. Uses plain links: the router state may be what broke. */
export function AppErrorScreen() {
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
          <a className="btn btn-secondary" href="/">
            {LL.common.goHome()}
          </a>
        </>
      }
    />
  );
}
