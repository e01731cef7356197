import { useSyncExternalStore } from 'react';

// Who is using the storefront. Sign-in does not exist yet: everyone is a guest. The accounts
// work replaces the initial value (e.g. from a session probe) by calling setAuthState; every
// component that reads useAuth() re-renders.
export type AuthState =
  | { status: 'guest' }
  | {
      status: 'signedIn';
      user: { firstName: string; role: 'buyer' | 'admin'; encryptedId: string };
    };

let state: AuthState = { status: 'guest' };
const listeners = new Set<() => void>();

export function getAuthState(): AuthState {
  return state;
}

export function setAuthState(next: AuthState): void {
  state = next;
  for (const l of listeners) l();
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useAuth(): AuthState {
  return useSyncExternalStore(subscribe, getAuthState);
}

/** Where the cart button leads: the profile page with the cart tab. */
export function cartHref(user: { encryptedId: string }): string {
  return `/profile/user/${encodeURIComponent(user.encryptedId)}?tab=cart`;
}

export function profileHref(auth: AuthState): string {
  return auth.status === 'signedIn' ? `/profile/user/${encodeURIComponent(auth.user.encryptedId)}` : '/login';
}
