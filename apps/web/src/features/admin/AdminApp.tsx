import { useI18nContext, type TranslationFunctions } from '@wholesale/i18n';
import { useCallback, useState } from 'react';
import { Link } from '../../lib/router';
import { ErrorView } from '../../ui/ErrorView';
import { Skeleton } from '../../ui/Skeleton';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { startSessionProbe, useAuth } from '../auth-state/auth';
import { ReportFailureContext } from './access';
import { AdminShell } from './AdminShell';
import { readFailure } from '../../lib/failure';
import { decideAdminAccess, visitorFrom, type AdminAccess } from './guard';
import './admin-shell.css';

/** The guard: the dashboard for admins, the spec's error screens for everyone else. */
export function AdminApp() {
  const { LL } = useI18nContext();
  const auth = useAuth();
  const [refusal, setRefusal] = useState<unknown>(null);
  useDocumentTitle(LL.admin.metaTitle());

  const report = useCallback((err: unknown) => {
    const { status } = readFailure(err);
    if (status !== 401 && status !== 403) return;
    setRefusal(err);
    // The store still thinks someone is signed in: ask the server again so the header and the
    // drawer agree with what the dashboard now shows.
    void startSessionProbe(true);
  }, []);

  const access = decideAdminAccess(visitorFrom(auth), refusal);

  if (access === 'checking') {
    return (
      <div className="admin-checking" aria-busy="true">
        <p className="visually-hidden" role="status">
          {LL.admin.guard.checking()}
        </p>
        <Skeleton height={56} />
        <Skeleton height={44} style={{ marginTop: 12 }} />
        <Skeleton height={220} style={{ marginTop: 24 }} />
      </div>
    );
  }
  const refused = refusalView(LL, access);
  if (refused) {
    return (
      <ErrorView
        title={refused.title}
        text={refused.text}
        actions={
          <Link className="btn btn-primary" to={refused.to}>
            {refused.action}
          </Link>
        }
      />
    );
  }
  return (
    <ReportFailureContext.Provider value={report}>
      <AdminShell />
    </ReportFailureContext.Provider>
  );
}

/** The spec's two refusals: a guest is sent to sign in, a buyer home; anyone else is not refused. */
function refusalView(LL: TranslationFunctions, access: AdminAccess) {
  const G = LL.admin.guard;
  if (access === 'unauthenticated')
    return { title: G.authTitle(), text: G.authText(), to: '/login', action: G.goToLogin() };
  if (access === 'forbidden')
    return { title: G.deniedTitle(), text: G.deniedText(), to: '/', action: LL.common.goHome() };
  return null;
}
