import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAuthState, setAuthState, setSessionProbeLoader, startSessionProbe } from '../auth-state/auth';
import { getPoints, loadPointsTotal } from './points';
import {
  acceptInvitation,
  classifyLoginError,
  login,
  logout,
  probeSession,
  setApiForTests,
  toAuthUser,
  USER_FETCH_FAILED,
} from './session';
import { encodeUserId } from '@wholesale/rules';
import { queryClient } from '../../lib/queryClient';
import { watchRead } from '../../lib/readCache';

// Errors shaped like TRPCClientError: data.httpStatus and the server's message.
const httpError = (
  status: number,
  message: string,
  errorCode: string | null = null,
  params: Record<string, string | number> | null = null,
) => Object.assign(new Error(message), { data: { httpStatus: status, errorCode, params } });
const networkError = () => new TypeError('Failed to fetch');

const user = {
  id: 7,
  name: 'Min Kim',
  first_name: 'Min',
  last_name: 'Kim',
  email: 'min@x.co',
  phone_number: null,
  company: 'Seoul BBQ',
  license_number: 'LA1234567',
  california_resale: null,
  is_admin: false,
};

type Fake = {
  me?: () => Promise<unknown>;
  login?: (input: unknown) => Promise<unknown>;
  logout?: () => Promise<unknown>;
  accept?: (input: unknown) => Promise<unknown>;
};

function useFakeApi(f: Fake) {
  const calls: string[] = [];
  const api = {
    auth: {
      // The probe asks auth.session (null for a guest); the fake's 'me' answers it.
      session: { query: () => (calls.push('me'), f.me ? f.me() : Promise.resolve(user)) },
      login: {
        mutate: (i: unknown) => (calls.push('login'), f.login ? f.login(i) : Promise.resolve({ success: true, user })),
      },
      logout: { mutate: () => (calls.push('logout'), f.logout ? f.logout() : Promise.resolve({ success: true })) },
    },
    company: {
      acceptInvitation: {
        mutate: (i: unknown) => (
          calls.push('accept'),
          f.accept ? f.accept(i) : Promise.resolve({ user_id: 7, company_id: 2, role: 'orderer' })
        ),
      },
    },
  };
  setApiForTests(() => Promise.resolve(api as never));
  return calls;
}

afterEach(() => {
  setAuthState({ status: 'loading' });
});

describe('auth state (spec section 4, cookie session)', () => {
  it('starts loading; a session probe with a live cookie signs in', async () => {
    expect(getAuthState()).toEqual({ status: 'loading' });
    useFakeApi({});
    await probeSession();
    const min = { id: 7, firstName: 'Min', encryptedId: encodeUserId(7), orderLimitCents: null };
    expect(getAuthState()).toEqual({ status: 'signedIn', user: { ...min, role: 'buyer', companyRole: 'owner' } });
  });
  it("keeps an orderer's limit from the server, in cents; none for an owner or a viewer", () => {
    const member = { id: 9, name: 'Min Chef', first_name: 'Min', is_admin: false };
    expect(toAuthUser({ ...member, company_role: 'orderer', order_limit: 300.5 }).orderLimitCents).toBe(30_050);
    expect(toAuthUser({ ...member, company_role: 'orderer', order_limit: null }).orderLimitCents).toBeNull();
    expect(toAuthUser({ ...member, company_role: 'owner', order_limit: null }).orderLimitCents).toBeNull();
  });
  it('no session (401) is a guest without an error', async () => {
    useFakeApi({ me: () => Promise.reject(httpError(401, 'Unauthorized')) });
    await probeSession();
    expect(getAuthState()).toEqual({ status: 'guest' });
  });
  it('a null answer (guest) is a guest without an error', async () => {
    useFakeApi({ me: () => Promise.resolve(null) });
    await probeSession();
    expect(getAuthState()).toEqual({ status: 'guest' });
  });
  it('a failed user fetch is stored as the error and leaves a guest', async () => {
    useFakeApi({ me: () => Promise.reject(networkError()) });
    await probeSession();
    expect(getAuthState()).toEqual({ status: 'guest', error: USER_FETCH_FAILED });
    useFakeApi({ me: () => Promise.reject(httpError(404, 'User not found')) });
    await probeSession();
    expect(getAuthState()).toEqual({ status: 'guest', error: 'User not found' });
  });
  it('login sets the user from the answer; a failure leaves a guest and says why', async () => {
    useFakeApi({});
    const ok = await login(' min@x.co ', 'pw');
    expect(ok.ok).toBe(true);
    expect(getAuthState()).toMatchObject({ status: 'signedIn', user: { firstName: 'Min' } });

    useFakeApi({ login: () => Promise.reject(httpError(401, 'Invalid credentials', 'accounts.invalidCredentials')) });
    expect(await login('min@x.co', 'bad')).toEqual({
      ok: false,
      kind: 'refused',
      error: { code: 'accounts.invalidCredentials', params: null, message: 'Invalid credentials' },
    });
    expect(getAuthState()).toEqual({ status: 'guest' });
  });
  it("a removed member's closed account is a refusal in its own words, not a pending signup", () => {
    const closed = httpError(403, 'closed', 'accounts.closedByCompany', { company: 'Galbi House', owner: 'Grace' });
    expect(classifyLoginError(closed)).toMatchObject({ kind: 'refused', error: { code: 'accounts.closedByCompany' } });
  });
  it('classifies pending, rate limited, unreachable and server failures', () => {
    expect(classifyLoginError(httpError(403, 'pending', 'accounts.pending'))).toMatchObject({
      kind: 'pending',
      error: { code: 'accounts.pending' },
    });
    // the wait comes as a number beside the code, not parsed out of the words
    expect(
      classifyLoginError(httpError(429, 'in a while', 'accounts.tooManyLoginAttempts', { minutes: 3 })),
    ).toMatchObject({
      kind: 'rateLimited',
      error: { code: 'accounts.tooManyLoginAttempts', params: { minutes: 3 } },
    });
    expect(classifyLoginError(networkError())).toEqual({ ok: false, kind: 'unreachable' });
    expect(classifyLoginError(httpError(500, 'Something went wrong'))).toEqual({ ok: false, kind: 'server' });
  });
  it('signing in asks again for the catalogue on screen (the buyer’s prices), whether React Query is loaded or not', async () => {
    useFakeApi({});
    setAuthState({ status: 'guest' });
    const asked: number[] = [];
    const read = { key: 'catalogue.list test', fetch: () => Promise.resolve(asked.push(asked.length + 1)) };
    const stop = watchRead(read, () => undefined);
    await vi.waitFor(() => expect(asked).toEqual([1]));
    await login('min@x.co', 'secret');
    await vi.waitFor(() => expect(asked).toEqual([1, 2]));
    stop();
  });
  it('logout calls the server, clears the user and resets points to 0, even offline', async () => {
    const calls = useFakeApi({ logout: () => Promise.reject(networkError()) });
    setAuthState({ status: 'signedIn', user: toAuthUser(user) });
    setApiForTestsPoints(42);
    await loadPointsTotal(7);
    expect(getPoints().total).toBe(42);
    const { trpc } = await import('../../lib/trpc');
    const own = trpc.orders.list.queryKey({ userId: 7 });
    const shared = trpc.catalogue.byIds.queryKey({ ids: [1] });
    queryClient.setQueryData(own, []);
    queryClient.setQueryData(shared, []);
    await logout();
    expect(calls).toContain('logout');
    expect(getAuthState()).toEqual({ status: 'guest' });
    expect(getPoints()).toEqual({ total: 0, failed: false });
    // The buyer's answers are gone; the catalogue's stay (to be refetched at the guest's prices).
    expect(queryClient.getQueryData(own)).toBeUndefined();
    expect(queryClient.getQueryState(shared)?.isInvalidated).toBe(true);
    queryClient.clear();
  });
  it('joining by an invitation signs the new member in; a refused link leaves the state alone and says why', async () => {
    const calls = useFakeApi({});
    setAuthState({ status: 'guest' });
    expect(await acceptInvitation({ token: 't', name: 'Min Kim', password: 'secret' })).toEqual({
      ok: true,
      role: 'orderer',
    });
    expect(calls).toEqual(['accept', 'me']);
    expect(getAuthState()).toMatchObject({ status: 'signedIn', user: { id: 7, firstName: 'Min' } });

    setAuthState({ status: 'guest' });
    useFakeApi({
      accept: () => Promise.reject(httpError(400, 'This invitation link is invalid', 'company.invitationLink')),
    });
    const refused = await acceptInvitation({ token: 'used', name: 'Min Kim', password: 'secret' });
    expect(refused).toMatchObject({ ok: false, failure: { status: 400, code: 'company.invitationLink' } });
    expect(getAuthState()).toEqual({ status: 'guest' });
  });
  it('joining on a device where another buyer was signed in drops that buyer’s answers', async () => {
    useFakeApi({});
    setAuthState({ status: 'signedIn', user: toAuthUser({ ...user, id: 3 }) });
    const { trpc } = await import('../../lib/trpc');
    const previous = trpc.company.team.queryKey({});
    queryClient.setQueryData(previous, { company_id: 3, company: 'Grill', members: [], invitations: [] });
    await acceptInvitation({ token: 't', name: 'Min Kim', password: 'secret' });
    expect(queryClient.getQueryData(previous)).toBeUndefined();
    expect(getAuthState()).toMatchObject({ status: 'signedIn', user: { id: 7 } });
    queryClient.clear();
  });
  it('the drawer points load fails to 0 with the failure flag', async () => {
    setApiForTestsPoints(null);
    await loadPointsTotal(7);
    expect(getPoints()).toEqual({ total: 0, failed: true });
  });
  it('the first name falls back to the full name; admins get the admin role', () => {
    expect(toAuthUser({ id: 3, name: 'Jae Park', first_name: '', is_admin: true })).toMatchObject({
      firstName: 'Jae',
      role: 'admin',
    });
  });
  it('the start probe is loaded lazily and runs once', async () => {
    const probe = vi.fn(() => Promise.resolve());
    setSessionProbeLoader(() => Promise.resolve(probe));
    await Promise.all([startSessionProbe(), startSessionProbe()]);
    expect(probe).toHaveBeenCalledTimes(1);
    setSessionProbeLoader(() => Promise.reject(new Error('offline')));
    await startSessionProbe();
    expect(getAuthState()).toEqual({ status: 'guest' });
  });
});

// points.ts loads the API through lib/api; mock that module's loader.
function setApiForTestsPoints(total: number | null) {
  pointsAnswer = total;
}
let pointsAnswer: number | null = 0;
vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api')>()),
  // The real integration: logout drops the buyer's answers by its keys.
  loadTrpc: () => import('../../lib/trpc').then((m) => m.trpc),
  loadApi: () =>
    Promise.resolve({
      orders: {
        pointsTotal: {
          query: () =>
            pointsAnswer === null ? Promise.reject(new Error('x')) : Promise.resolve({ total_points: pointsAnswer }),
        },
      },
    }),
}));
