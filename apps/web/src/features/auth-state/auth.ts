import { useSyncExternalStore } from 'react';
import { whenIdle } from '../../lib/idle';
import { readStorage } from '../../lib/storage';
import { OWNER_KEY } from '../offline/wanted';

// Who is using the storefront (storefront spec, section 4: loading, then signed in or guest).
//
// The session itself lives in an httpOnly cookie that only the server sets (ARCHITECTURE.md,
// Sessions): this module never sees a token. On start the state is 'loading' and the session is
// probed with auth.me once the page has painted; the probe's code (and the tRPC client) is a
// lazy chunk, features/account/session.ts (wired in by app/App.tsx), so the storefront's first
// load does not grow.
//
// This file is in the first-load chunk: keep it free of zod, tRPC and @wholesale/rules values.

export interface AuthUser {
  id: number;
  firstName: string;
  role: 'buyer' | 'admin';
  /** The user id as it appears in /profile/user/{encryptedId} (rules: encodeUserId). */
  encryptedId: string;
  /** their place in their company: the owner manages the team; a viewer cannot order */
  companyRole: 'owner' | 'orderer' | 'viewer';
  /** an orderer's limit in cents, from the server's member row: above it, the owner approves */
  orderLimitCents: number | null;
}

/** Whether this member may order: a viewer reads the company's orders but places none. */
export function canOrder(user: Pick<AuthUser, 'companyRole'>): boolean {
  return user.companyRole !== 'viewer';
}

export type AuthState =
  { status: 'loading' } | { status: 'guest'; error?: string } | { status: 'signedIn'; user: AuthUser };

let state: AuthState = { status: 'loading' };

/**
 * What the page's HTML was made for, while the session is 'loading' (entry-server.tsx renders two
 * forms; main.tsx reads which it got): 'guest', no session cookie, so surely a guest (their
 * sign-in link shows at once); 'member', a session cookie, so places are held at a buyer's size
 * (the header's cart button, the product's price and quantity) and nothing moves when the buyer's
 * parts arrive; 'unknown', a page the browser rendered itself. Constant for the page's life.
 */
export type SessionHint = 'guest' | 'member' | 'unknown';
let sessionHint: SessionHint = 'unknown';

export function setSessionHint(hint: SessionHint): void {
  sessionHint = hint;
}

export function getSessionHint(): SessionHint {
  return sessionHint;
}
const listeners = new Set<() => void>();

export function getAuthState(): AuthState {
  return state;
}

export function setAuthState(next: AuthState): void {
  state = next;
  for (const l of listeners) l();
}

// ---------------------------------------------------------------- the session probe

type Probe = () => Promise<void>;

/**
 * Loads the probe on demand. The app shell points it at the account room's lazy chunk (app/App.tsx)
 * rather than this file importing it: that room imports this store, and this store is in the first
 * load. Never set (or offline), the visitor browses as a guest.
 */
let loadProbe: () => Promise<Probe> = () => Promise.reject(new Error('no session probe loader'));
let probing: Promise<void> | null = null;
let scheduled = false;

/**
 * Asks the server who is signed in (once per page load unless `force`). Started by the first
 * component that reads the auth state, after the browser is idle, so it never delays first paint.
 */
export function startSessionProbe(force = false): Promise<void> {
  if (probing && !force) return probing;
  probing = loadProbe()
    .then((probe) => probe())
    .catch(() => {
      // Could not even load the code (offline): browse as a guest; a later navigation may retry.
      if (state.status === 'loading') setAuthState({ status: 'guest' });
    });
  return probing;
}

/** Sets how the probe's code is loaded (the app shell at start; tests) and forgets the last probe. */
export function setSessionProbeLoader(loader: () => Promise<Probe>): void {
  loadProbe = loader;
  probing = null;
  scheduled = false;
}

/**
 * Whether the server must be asked who this is. Not when the page's HTML came without a session
 * cookie (`hint` 'guest') and what this phone keeps belongs to no buyer (`keptFor`, the owner of
 * the offline data: nobody yet, or a guest): there is then no session to learn of and nothing of a
 * buyer's to delete, and the probe's code is never fetched (the first load's JavaScript budget).
 * A page the browser rendered itself, a session cookie, or a buyer's kept data: ask.
 * And a sign-out the server has not heard of yet (`signedOut`, features/account/signed-out.ts):
 * the probe's code tells it.
 */
export function needsSessionProbe(hint: SessionHint, keptFor: string | null, signedOut = false): boolean {
  return signedOut || !(hint === 'guest' && (keptFor === null || keptFor === 'guest'));
}

function scheduleProbe(): void {
  if (probing || scheduled || typeof window === 'undefined') return;
  scheduled = true;
  const run = needsSessionProbe(sessionHint, readStorage(OWNER_KEY), document.cookie.includes('signed-out='))
    ? () => void startSessionProbe()
    : () => {
        if (state.status === 'loading') setAuthState({ status: 'guest' });
      };
  // Idle callback where available (not Safari); a short timeout otherwise. Either way after paint.
  whenIdle(run, 1500, 200);
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  if (state.status === 'loading') scheduleProbe();
  return () => listeners.delete(l);
}

export function useAuth(): AuthState {
  return useSyncExternalStore(subscribe, getAuthState, getAuthState);
}

/**
 * The path of `user`'s profile, with `search` when given: the one place that writes it. A tab or
 * view's own query string comes from profileState.ts (profilePlacePath), kept out of the first load.
 */
export function profilePath(user: { encryptedId: string }, search = ''): string {
  return `/profile/user/${encodeURIComponent(user.encryptedId)}${search}`;
}

/** Where the cart button leads: the profile page with the cart tab. */
export function cartHref(user: { encryptedId: string }): string {
  return profilePath(user, '?tab=cart');
}

export function profileHref(auth: AuthState): string {
  return auth.status === 'signedIn' ? profilePath(auth.user) : '/login';
}
