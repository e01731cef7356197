import { useI18nContext } from '@wholesale/i18n';
import { Link } from '../lib/router';
import { ErrorView } from '../ui/ErrorView';
import { useDocumentTitle } from '../ui/useDocumentTitle';

export default function NotFound() {
  const { LL } = useI18nContext();
  useDocumentTitle(LL.notFound.title());
  return (
    <ErrorView
      role="status"
      title={LL.notFound.title()}
      text={LL.notFound.text()}
      actions={
        <Link className="btn btn-primary" to="/">
          {LL.common.goHome()}
        </Link>
      }
    />
  );
}
