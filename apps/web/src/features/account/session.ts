import { encodeUserId } from '@wholesale/rules';
import { loadApi, loadTrpc, queryClientIfLoaded } from '../../lib/api';
import type { RouterOutputs } from '@wholesale/api';
import type { QueryFilters } from '@tanstack/react-query';
import { invalidateCatalogue } from '../catalogue/queries';
import type { Trpc } from '../../lib/trpc';
import type { api as Api } from '../../lib/trpcClient';
import { getAuthState, setAuthState, type AuthUser } from '../auth-state/auth';
import { readFailure, type CodedError, type Failure } from '../../lib/failure';
import { resetPoints } from './points';
import { noteOwner, ownerOf } from '../offline/private-data';
import { clearSignedOutMark, isMarkedSignedOut, markSignedOut } from './signed-out';

// The session's side of the auth state (storefront spec, section 4) over the cookie session:
// the server sets and clears the httpOnly cookie; this code only learns who is signed in.
// Loaded lazily (after first paint, or by the login page and the drawer). Its calls hold nothing in
// React Query's cache, so they use the plain client (lib/trpcClient.ts), not the integration; the
// probe, on every page, is a plain GET and loads no client at all.

export type AccountUser = RouterOutputs['auth']['me'];

type ApiClient = typeof Api;
let getApi: () => Promise<ApiClient> = loadApi;

/**
 * auth.session as one plain GET of tRPC's HTTP form (`{ result: { data } }`, or `{ error }` with
 * the same `data` the client's errors carry): the probe every page makes after first paint then
 * downloads none of the tRPC client (6 KB), which only sign-in, sign-out and the pages need.
 */
async function fetchSession(): Promise<AccountUser | null> {
  const res = await fetch('/trpc/auth.session', {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  const body = (await res.json().catch(() => null)) as {
    result?: { data?: AccountUser | null };
    error?: { message?: unknown; data?: unknown };
  } | null;
  if (res.ok && body?.result) return body.result.data ?? null;
  const message = typeof body?.error?.message === 'string' ? body.error.message : res.statusText;
  throw Object.assign(new Error(message), { data: body?.error?.data ?? { httpStatus: res.status } });
}
let askSession: () => Promise<AccountUser | null> = fetchSession;

/** For tests: answer calls (the probe's too) with a fake client. */
export function setApiForTests(fake: () => Promise<ApiClient>): void {
  getApi = fake;
  askSession = async () => (await fake()).auth.session.query();
}

export const USER_FETCH_FAILED = 'Failed to fetch user info';

/** The drawer greets by first name; older records may only have the full name. */
export function toAuthUser(
  user: Pick<AccountUser, 'id' | 'name' | 'first_name' | 'is_admin'> &
    Partial<Pick<AccountUser, 'company_role' | 'order_limit'>>,
): AuthUser {
  const firstName = user.first_name.trim() || user.name.trim().split(/\s+/)[0] || '';
  // A server from before teams answers no role: everyone was their company's owner then.
  return {
    id: user.id,
    firstName,
    role: user.is_admin ? 'admin' : 'buyer',
    encryptedId: encodeUserId(user.id),
    companyRole: user.company_role ?? 'owner',
    // Dollars on the wire; cents here, to compare with the cart's totals exactly.
    orderLimitCents: typeof user.order_limit === 'number' ? Math.round(user.order_limit * 100) : null,
  };
}

/**
 * Prices depend on who asks (guests never get discounted prices): refetch what is cached, the
 * catalogue's reads and React Query's answers (if a page has loaded it: else it holds none).
 */
function afterIdentityChange(): void {
  invalidateCatalogue();
  void queryClientIfLoaded()?.invalidateQueries();
}

/**
 * What the service worker kept for reading offline belongs to whoever was signed in: it goes when
 * that changes (features/offline/private-data.ts). Awaited, so a sign-out has deleted it when done.
 */
function forgetOthersData(): Promise<void> {
  return noteOwner(ownerOf(getAuthState())).catch(() => undefined);
}

/**
 * On start: asks the server whose cookie this is (auth.session answers a guest with null, so a
 * guest's page load has no failed request). Any failure is stored as the error the drawer shows,
 * and the user browses as a guest.
 */
export async function probeSession(): Promise<void> {
  const before = getAuthState();
  if (isMarkedSignedOut()) {
    // Signed out here while the server could not be told: no one is signed in on this phone,
    // whatever a kept answer would say. The server is told now, or once the signal is back.
    setAuthState({ status: 'guest' });
    await forgetOthersData();
    if (before.status === 'signedIn') afterIdentityChange();
    void tellServerSignedOut();
    return;
  }
  try {
    const user = await askSession();
    if (!user) {
      setAuthState({ status: 'guest' });
      await forgetOthersData();
      if (before.status === 'signedIn') afterIdentityChange();
      return;
    }
    setAuthState({ status: 'signedIn', user: toAuthUser(user) });
    await forgetOthersData();
    // The page's first probe: React Query's answers so far were asked with this same cookie (a
    // page's reads start with its code, before the probe answers), so they are this buyer's
    // already; only the catalogue's reads, which the server rendered for a guest, are asked again.
    if (before.status === 'loading') invalidateCatalogue();
    else if (before.status !== 'signedIn') afterIdentityChange();
  } catch (err) {
    const f = readFailure(err);
    // 401 stays a plain guest: a server of the previous version answered guests that way.
    if (f.status === 401) setAuthState({ status: 'guest' });
    else setAuthState({ status: 'guest', error: f.message ?? USER_FETCH_FAILED });
    // (A failure that says nothing of the session keeps what is kept: ownerOf.)
    await forgetOthersData();
    if (before.status === 'signedIn') afterIdentityChange();
  }
}

export type LoginResult =
  | { ok: true; user: AccountUser }
  | { ok: false; kind: 'pending'; error: CodedError }
  | { ok: false; kind: 'rateLimited'; error: CodedError }
  | { ok: false; kind: 'refused'; error: CodedError }
  | { ok: false; kind: 'unreachable' }
  | { ok: false; kind: 'server' };

export function classifyLoginError(err: unknown): Exclude<LoginResult, { ok: true }> {
  const f = readFailure(err);
  if (f.status === null) return { ok: false, kind: 'unreachable' };
  const error: CodedError = { code: f.code, params: f.params, message: f.message };
  // A removed member's account (403 too): not a pending signup, a refusal in its own words.
  if (f.status === 403 && f.code !== 'accounts.closedByCompany') return { ok: false, kind: 'pending', error };
  if (f.status === 429) return { ok: false, kind: 'rateLimited', error };
  if (f.status >= 500) return { ok: false, kind: 'server' };
  return { ok: false, kind: 'refused', error };
}

/** Signs in: the server sets the cookie and answers with the user; a failure leaves a guest. */
export async function login(email: string, password: string): Promise<LoginResult> {
  try {
    const api = await getApi();
    const { user } = await api.auth.login.mutate({ email: email.trim(), password });
    // The server ended any session signed out of here before (the marker came with the sign-in).
    clearSignedOutMark();
    setAuthState({ status: 'signedIn', user: toAuthUser(user) });
    await forgetOthersData();
    afterIdentityChange();
    return { ok: true, user };
  } catch (err) {
    setAuthState({ status: 'guest' });
    return classifyLoginError(err);
  }
}

/**
 * The signed-in buyer's own answers in React Query's cache, as the integration's path filters: the
 * profile and addresses (account.*), and the orders, usual items and points (orders.*, not the
 * pickup slots nor the deposit terms). Logout removes them; a placed order refetches them.
 * The integration comes in as an argument: this chunk, loaded on every page after first paint,
 * then includes none of it, and loads it only to sign out.
 */
export function buyerDataFilters(trpc: Trpc): QueryFilters[] {
  return [
    trpc.account.pathFilter(),
    trpc.orders.list.pathFilter(),
    trpc.orders.detail.pathFilter(),
    trpc.orders.usualItems.pathFilter(),
    trpc.orders.points.pathFilter(),
    trpc.orders.pointsTotal.pathFilter(),
    trpc.orders.standing.list.pathFilter(),
    trpc.company.pathFilter(),
    trpc.documents.pathFilter(),
    trpc.claims.pathFilter(),
  ];
}

/**
 * What drops every cached answer that belonged to the signed-in buyer, and their points: ready once
 * the integration is loaded, so the caller can drop them in the same tick as it changes who is
 * signed in. The buyer's answers were cached through the integration, so it is here whenever there
 * are any (a module already loaded imports again without the network); without it there is
 * nothing to drop.
 */
async function buyerDataDropper(): Promise<() => void> {
  const queryClient = queryClientIfLoaded();
  const buyerData = queryClient ? await loadTrpc().then(buyerDataFilters, () => []) : [];
  return () => {
    resetPoints();
    for (const filter of buyerData) queryClient?.removeQueries(filter);
  };
}

/**
 * Signs out on this phone at once, with or without a connection: the signed-out marker first (from
 * then on every request is a guest's, and the server ends the session on the first one it gets:
 * signed-out.ts), then user, error and points cleared, every cached answer of the user's dropped,
 * the phone's kept answers and kept order deleted; then the server is asked to end the session,
 * now or when the signal is back. A shared phone never keeps showing, nor comes back to, the
 * previous buyer.
 */
export async function logout(): Promise<void> {
  markSignedOut();
  const dropBuyerData = await buyerDataDropper();
  setAuthState({ status: 'guest' });
  dropBuyerData();
  await forgetOthersData();
  afterIdentityChange();
  await tellServerSignedOut();
}

let waitingForSignal = false;

/**
 * Asks the server to end the session signed out of here; without a connection, again when the
 * browser says it is back online (as long as the page is open: else the marker goes with the next
 * request, and the next page's probe asks again).
 */
async function tellServerSignedOut(): Promise<void> {
  try {
    const api = await getApi();
    await api.auth.logout.mutate();
    clearSignedOutMark();
  } catch {
    if (waitingForSignal || typeof window === 'undefined') return;
    waitingForSignal = true;
    window.addEventListener(
      'online',
      () => {
        waitingForSignal = false;
        if (isMarkedSignedOut()) void tellServerSignedOut();
      },
      { once: true },
    );
  }
}

export type JoinResult = { ok: true; role: 'owner' | 'orderer' | 'viewer' } | { ok: false; failure: Failure };

/**
 * Joins a company by its invitation link: the server makes the member's account
 * and sets its cookie, so afterwards this is a sign-in like login's. A buyer signed in before (on a
 * shared device) is signed out of this browser: their cached answers go, the new member's are read.
 */
export async function acceptInvitation(input: { token: string; name: string; password: string }): Promise<JoinResult> {
  const before = getAuthState();
  let role: 'owner' | 'orderer' | 'viewer';
  try {
    const api = await getApi();
    ({ role } = await api.company.acceptInvitation.mutate(input));
  } catch (err) {
    return { ok: false, failure: readFailure(err) };
  }
  if (before.status === 'signedIn') (await buyerDataDropper())();
  // As at sign-in: the server has ended any session signed out of here.
  clearSignedOutMark();
  // Who the cookie now names; a failure here leaves a guest, whom the next page load signs in.
  await probeSession();
  if (before.status === 'signedIn') afterIdentityChange();
  return { ok: true, role };
}
