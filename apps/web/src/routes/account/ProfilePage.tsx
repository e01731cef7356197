import { useQuery } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { decodeUserId } from '@wholesale/rules';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from '../../lib/router';
import { canOrder, profilePath, type AuthUser } from '../../features/auth-state/auth';
import { useSessionNow } from '../../features/auth-state/useSessionNow';
import { readFailure } from '../../lib/failure';
import { refusalText } from '../../lib/serverErrorText';
import { CompanyDocuments } from '../../features/documents/CompanyDocuments';
import { AllOrders, RecentOrders } from '../../features/orders/ProfileOrders';
import { UsualItems } from '../../features/orders/UsualItems';
import { profileSearch, profileState, type Tab, type View } from '../../features/profile/profileState';
import { AdminLinks, Rewards, Summary } from '../../features/profile/ProfileViews';
import { profileQuery } from '../../features/profile/queries';
import { useNamespace } from '../../features/locale/LocaleProvider';
import { showTeamTab } from '../../features/team/model';
import { showAccountTab } from '../../features/profile/account/model';
import { ErrorView } from '../../ui/ErrorView';
import { ChevronLeft } from '../../ui/icons';
import { PageSkeleton, Skeleton } from '../../ui/Skeleton';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import '../../features/account/account.css';
import '../../features/profile/profile.css';

// Each view but the main one is a chunk of its own, loaded when opened: the main view is what a
// buyer lands on, and on a slow phone every view's code on its way delays it.
const CartTab = lazy(() => import('../../features/cart/CartTab').then((m) => ({ default: m.CartTab })));
const OrderDetailView = lazy(() =>
  import('../../features/orders/OrderDetailView').then((m) => ({ default: m.OrderDetailView })),
);
const StandingOrders = lazy(() =>
  import('../../features/orders/StandingOrders').then((m) => ({ default: m.StandingOrders })),
);
const EditProfile = lazy(() => import('../../features/profile/EditProfile').then((m) => ({ default: m.EditProfile })));
// The Team view (owners only, now and then): a chunk of its own, loaded when opened.
const TeamView = lazy(() => import('../../features/team/TeamView').then((m) => ({ default: m.TeamView })));
// My prices (any buyer): a chunk of its own too.
const MyPrices = lazy(() => import('../../features/profile/prices/MyPrices'));
// The reminder before the cutoff (those who may order): a chunk of its own, below the fold.
const CutoffReminder = lazy(() =>
  import('../../features/reminders/CutoffReminder').then((m) => ({ default: m.CutoffReminder })),
);
// The company's Account view (owners and viewers): a chunk of its own too.
const AccountView = lazy(() =>
  import('../../features/profile/account/AccountView').then((m) => ({ default: m.AccountView })),
);

export default function ProfilePage() {
  // orderStatus: the orders' status words, a namespace since only signed-in pages show them.
  const ready = [useNamespace('account'), useNamespace('serverErrors'), useNamespace('orderStatus')].every(Boolean);
  const auth = useSessionNow();
  const navigate = useNavigate();
  useEffect(() => {
    if (auth.status === 'guest') navigate('/login', { replace: true });
  }, [auth.status, navigate]);
  if (!ready || auth.status !== 'signedIn') return <PageSkeleton />;
  return <Profile user={auth.user} />;
}

function Profile({ user }: { user: AuthUser }) {
  const { LL, locale } = useI18nContext();
  const p = LL.account.profile;
  useDocumentTitle(p.title());
  const { id = '' } = useParams();
  const search = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const userId = decodeUserId(id);
  const own = userId === user.id;
  const q = useQuery({ ...profileQuery(user.id), enabled: own });
  const { tab, view, orderId, skip } = profileState(search, user.role);
  const teamTab = showTeamTab(user);
  const accountTab = showAccountTab(user);

  if (!own) {
    // The server refuses other people's records anyway; say so plainly instead of a failed load.
    return (
      <ErrorView
        title={p.notYoursTitle()}
        text={p.notYoursText()}
        actions={
          <Link className="btn btn-primary" to={profilePath(user)} replace>
            {p.openMine()}
          </Link>
        }
      />
    );
  }
  if (q.isPending) return <PageSkeleton />;
  if (q.isError) {
    const f = readFailure(q.error);
    return (
      <ErrorView
        title={p.loadError({ error: refusalText(LL, f, locale) })}
        actions={
          <Link className="btn btn-primary" to="/">
            {LL.common.goHome()}
          </Link>
        }
      />
    );
  }

  const go = (next: { tab?: Tab; view?: View }) => navigate(`${pathname}${profileSearch(next)}`);
  // Back: home from the main or cart view, otherwise to the main view (spec, Profile).
  const back = () => (tab === 'cart' || view === 'all' ? navigate('/') : go({ view: 'all' }));
  const isAdmin = user.role === 'admin';

  return (
    <div className="page account-page">
      <div className="profile-top">
        <button type="button" className="icon-btn" aria-label={p.back()} onClick={back}>
          <ChevronLeft />
        </button>
        <h1 className="page-title" style={{ margin: 0 }}>
          {p.title()}
        </h1>
      </div>
      <nav className="profile-tabs" aria-label={p.tabsLabel()}>
        {isAdmin ? (
          <>
            <ProfileTab current onOpen={() => go({ view: 'all' })}>
              {p.profile()}
            </ProfileTab>
            <Link to="/admin/dashboard">{p.adminDashboard()}</Link>
          </>
        ) : (
          <>
            <ProfileTab
              current={tab === 'main' && view !== 'team' && view !== 'account'}
              onOpen={() => go({ view: 'all' })}
            >
              {p.myPages()}
            </ProfileTab>
            <ProfileTab current={tab === 'cart'} onOpen={() => go({ tab: 'cart' })}>
              {p.cart()}
            </ProfileTab>
            {teamTab && (
              <ProfileTab current={tab === 'main' && view === 'team'} onOpen={() => go({ view: 'team' })}>
                {LL.account.team.tab()}
              </ProfileTab>
            )}
            {accountTab && (
              <ProfileTab current={tab === 'main' && view === 'account'} onOpen={() => go({ view: 'account' })}>
                {LL.account.companyAccount.tab()}
              </ProfileTab>
            )}
          </>
        )}
      </nav>
      {/* one place for every lazy view's wait */}
      <Suspense fallback={<Skeleton height={220} />}>
        {tab === 'cart' ? (
          <CartTab />
        ) : view === 'edit' ? (
          <EditProfile user={q.data} userId={user.id} onDone={() => go({ view: 'all' })} />
        ) : view === 'orders' ? (
          <AllOrders user={user} />
        ) : view === 'order' && orderId !== null ? (
          <OrderDetailView orderId={orderId} user={user} skip={skip} />
        ) : view === 'standing' ? (
          <StandingOrders user={user} />
        ) : view === 'team' ? (
          <TeamView onBack={() => go({ view: 'all' })} />
        ) : view === 'prices' ? (
          <MyPrices onBack={() => go({ view: 'all' })} />
        ) : view === 'account' ? (
          <AccountView user={user} onBack={() => go({ view: 'all' })} />
        ) : (
          <>
            <Summary user={q.data} userId={user.id} business={!isAdmin} />
            <p className="profile-actions">
              <button type="button" className="btn btn-secondary" onClick={() => go({ view: 'edit' })}>
                {p.editProfile()}
              </button>
              {!isAdmin && (
                <button type="button" className="btn btn-secondary" onClick={() => go({ view: 'prices' })}>
                  {LL.account.myPrices.link()}
                </button>
              )}
            </p>
            {isAdmin ? (
              <AdminLinks />
            ) : (
              <>
                <RecentOrders user={user} onAll={() => go({ view: 'orders' })} />
                {/* every member: a viewer reads the company's guides */}
                <Link className="section card guide-entry" to="/order-guides">
                  <strong>{p.orderGuides()}</strong>
                  <span className="muted">{p.orderGuidesText()}</span>
                </Link>
                {/* its every row adds to the cart: an ordering tool a viewer has no use for */}
                {canOrder(user) && <UsualItems user={user} />}
                <Rewards userId={user.id} />
                {canOrder(user) && (
                  <Suspense fallback={<Skeleton height={140} />}>
                    <CutoffReminder />
                  </Suspense>
                )}
                <CompanyDocuments />
              </>
            )}
          </>
        )}
      </Suspense>
    </div>
  );
}

/** One of the profile's tabs: a button that marks the open one as the current page, for a screen reader too. */
function ProfileTab({ current, onOpen, children }: { current: boolean; onOpen: () => void; children: ReactNode }) {
  return (
    <button type="button" aria-current={current ? 'page' : undefined} onClick={onOpen}>
      {children}
    </button>
  );
}
