import { useI18nContext } from '@wholesale/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from '../../lib/router';
import { trpc } from '../../lib/trpc';
import { ChevronLeft, Logo } from '../../ui/icons';
import { toast } from '../../ui/toastStore';
import { logout } from '../account/session';
import { profileHref, useAuth } from '../auth-state/auth';
import { useReportFailure } from './access';
import { adminPageHref, backTarget, type AdminPage } from './pages';

/** Logo, back arrow, welcome text, Refresh Data and Logout (catalogue spec §2). */
export function AdminHeader({ page }: { page: AdminPage }) {
  const { LL } = useI18nContext();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const report = useReportFailure();
  const [refreshing, setRefreshing] = useState(false);

  const back = backTarget(page, profileHref(auth));
  const name = auth.status === 'signedIn' ? auth.user.firstName : '';

  async function refresh() {
    setRefreshing(true);
    toast({ title: LL.admin.toast.refreshing(), variant: 'info', durationMs: 3000 });
    try {
      // Only what the open page shows (active queries); the rest refetches when it is opened.
      await Promise.all([
        queryClient.refetchQueries(trpc.admin.pathFilter({ type: 'active' }), { throwOnError: true }),
        // a customer's documents are read through documents.current, outside 'admin'
        queryClient.refetchQueries(trpc.documents.pathFilter({ type: 'active' }), { throwOnError: true }),
        // the claims queue through claims.list, which buyers read too
        queryClient.refetchQueries(trpc.claims.pathFilter({ type: 'active' }), { throwOnError: true }),
        // and its team through company.team; a member's page reads it to learn they own none (a 404):
        // not a failed refresh, and the team panel says its own load errors
        queryClient.refetchQueries(trpc.company.team.pathFilter({ type: 'active' })),
      ]);
      toast({ title: LL.admin.toast.refreshed(), variant: 'success', durationMs: 3000 });
    } catch (err) {
      report(err);
      toast({ title: LL.admin.toast.refreshFailed(), variant: 'error', durationMs: 5000 });
    } finally {
      setRefreshing(false);
    }
  }

  function onLogout() {
    // Leave first: once the state is 'guest' this page would show 'Authentication Error'.
    navigate('/');
    void logout().then(() => toast({ title: LL.toast.loggedOut(), variant: 'success' }));
  }

  return (
    <header className="admin-header">
      <div className="admin-header-start">
        <Link
          to={back.href}
          className="icon-btn admin-back"
          aria-label={back.to === 'profile' ? LL.admin.header.backToProfile() : LL.admin.header.backToDashboard()}
        >
          <ChevronLeft />
        </Link>
        <Link to={adminPageHref('dashboard')} className="admin-logo" aria-label={LL.admin.header.logoLabel()}>
          <Logo />
          <span aria-hidden="true">{LL.admin.header.title()}</span>
        </Link>
      </div>
      {name && <p className="admin-welcome">{LL.admin.header.welcome({ name })}</p>}
      <div className="admin-header-actions">
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => void refresh()}
          disabled={refreshing}
          aria-busy={refreshing}
        >
          {LL.admin.header.refresh()}
        </button>
        <button type="button" className="btn btn-ghost admin-logout" onClick={onLogout}>
          {LL.admin.header.logout()}
        </button>
      </div>
    </header>
  );
}
