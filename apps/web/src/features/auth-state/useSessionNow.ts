import { useEffect } from 'react';
import { startSessionProbe, useAuth, type AuthState } from './auth';

/**
 * The auth state, for a page that waits for the session's answer (sign-in, the account pages,
 * checkout): it asks the server now rather than when the browser is idle. Apart from auth.ts,
 * which every page's first load carries, since only those pages use it.
 */
export function useSessionNow(): AuthState {
  useEffect(() => {
    void startSessionProbe();
  }, []);
  return useAuth();
}
