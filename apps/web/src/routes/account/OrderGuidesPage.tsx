import { useQuery } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from '../../lib/router';
import { canOrder, profileHref, profilePath, type AuthUser } from '../../features/auth-state/auth';
import { useSessionNow } from '../../features/auth-state/useSessionNow';
import { GuideList } from '../../features/guides/GuideList';
import { GuideView } from '../../features/guides/GuideView';
import { guideFailure, guidesQuery } from '../../features/guides/queries';
import { useNamespace } from '../../features/locale/LocaleProvider';
import { ErrorView } from '../../ui/ErrorView';
import { ChevronLeft } from '../../ui/icons';
import { PageSkeleton, Skeleton } from '../../ui/Skeleton';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import '../../features/account/account.css';
import '../../features/guides/guides.css';

// Order guides (/order-guides, `?guide=ID` for one): the company's lists of products with par
// levels. Every member reads them; the owner and orderers change them and add their order to the
// cart; a viewer reads only. Staff have no cart, so no guides.

/** A guide id from the query string: a positive whole number of at most 10 digits, or null. */
function guideIdOf(raw: string | null): number | null {
  if (!raw || raw.length > 10 || !/^[1-9][0-9]*$/.test(raw)) return null;
  return Number(raw);
}

export default function OrderGuidesPage() {
  const ready = [useNamespace('orderGuides'), useNamespace('cart'), useNamespace('serverErrors')].every(Boolean);
  const auth = useSessionNow();
  const navigate = useNavigate();
  useEffect(() => {
    if (auth.status === 'guest') navigate('/login', { replace: true });
    else if (auth.status === 'signedIn' && auth.user.role !== 'buyer') navigate(profileHref(auth), { replace: true });
  }, [auth, navigate]);
  if (!ready || auth.status !== 'signedIn' || auth.user.role !== 'buyer') return <PageSkeleton />;
  return <Guides user={auth.user} />;
}

function Guides({ user }: { user: AuthUser }) {
  const { LL, locale } = useI18nContext();
  const G = LL.orderGuides;
  useDocumentTitle(G.title());
  const guideId = guideIdOf(useSearchParams().get('guide'));
  const q = useQuery(guidesQuery());
  const open = guideId === null ? null : (q.data?.find((g) => g.id === guideId) ?? null);

  return (
    <div className="page account-page guides-page">
      <div className="profile-top">
        <Link
          className="icon-btn"
          to={guideId === null ? profilePath(user) : '/order-guides'}
          aria-label={guideId === null ? LL.account.profile.back() : G.back()}
        >
          <ChevronLeft />
        </Link>
        <h1 className="page-title" style={{ margin: 0 }}>
          {G.title()}
        </h1>
      </div>
      {q.isPending ? (
        <div role="status" aria-label={G.loading()}>
          <Skeleton height={72} />
          <Skeleton height={72} />
        </div>
      ) : q.isError ? (
        <ErrorView
          title={G.loadFailed()}
          text={guideFailure(LL, locale, q.error)}
          actions={
            <button type="button" className="btn btn-primary" onClick={() => void q.refetch()}>
              {G.retry()}
            </button>
          }
        />
      ) : open ? (
        <GuideView key={open.id} guide={open} user={user} />
      ) : (
        // the session's role says what to offer; the server decides (a viewer's change is refused)
        <GuideList guides={q.data} canEdit={canOrder(user)} />
      )}
    </div>
  );
}
