import { readFailure } from '../../lib/failure';
import type { AuthState } from '../auth-state/auth';

// Who may see /admin/dashboard. The server refuses every admin call to anyone else anyway; this
// only decides which screen to show (catalogue spec §2 and §8).

/** What the guard needs to know about the visitor, whatever the auth store looks like. */
export type Visitor = { kind: 'checking' } | { kind: 'guest' } | { kind: 'user'; isAdmin: boolean };

export type AdminAccess = 'checking' | 'unauthenticated' | 'forbidden' | 'allowed';

/**
 * `apiError` is the latest failure of an admin call, if any: the server's word beats the local
 * state (a session that expired or an account that lost its admin flag while the page was open).
 */
export function decideAdminAccess(visitor: Visitor, apiError?: unknown): AdminAccess {
  const status = apiError === undefined || apiError === null ? null : readFailure(apiError).status;
  if (status === 401) return 'unauthenticated';
  if (status === 403) return visitor.kind === 'guest' ? 'unauthenticated' : 'forbidden';
  switch (visitor.kind) {
    case 'checking':
      return 'checking';
    case 'guest':
      return 'unauthenticated';
    case 'user':
      return visitor.isAdmin ? 'allowed' : 'forbidden';
  }
}

/** The app's auth store, as the guard sees it. */
export function visitorFrom(auth: AuthState): Visitor {
  switch (auth.status) {
    case 'loading':
      return { kind: 'checking' };
    case 'guest':
      return { kind: 'guest' };
    case 'signedIn':
      return { kind: 'user', isAdmin: auth.user.role === 'admin' };
  }
}
