import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeUserId } from '@wholesale/rules';
import { getAuthState, setAuthState } from '../auth-state/auth';
import { probeSession, USER_FETCH_FAILED } from './session';

// The probe's own request: one GET of /trpc/auth.session, read without the tRPC client.
const user = { id: 7, name: 'Min Kim', first_name: 'Min', last_name: 'Kim', email: 'min@x.co', is_admin: false };
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  setAuthState({ status: 'loading' });
});

describe('the session probe over plain HTTP', () => {
  it('asks GET /trpc/auth.session with the cookie and signs in from its result', async () => {
    const fetch = vi.fn(async () => answer(200, { result: { data: user } }));
    vi.stubGlobal('fetch', fetch);
    await probeSession();
    expect(fetch).toHaveBeenCalledWith('/trpc/auth.session', expect.objectContaining({ credentials: 'same-origin' }));
    expect(getAuthState()).toEqual({
      status: 'signedIn',
      user: {
        id: 7,
        firstName: 'Min',
        role: 'buyer',
        encryptedId: encodeUserId(7),
        companyRole: 'owner',
        orderLimitCents: null,
      },
    });
  });

  it('is a guest without an error when the answer is null', async () => {
    vi.stubGlobal('fetch', async () => answer(200, { result: { data: null } }));
    await probeSession();
    expect(getAuthState()).toEqual({ status: 'guest' });
  });

  it('keeps a refusal’s message and a server failure’s status, as the client’s errors would', async () => {
    vi.stubGlobal('fetch', async () =>
      answer(503, { error: { message: 'The service is temporarily unavailable.', data: { httpStatus: 503 } } }),
    );
    await probeSession();
    // A 5xx text is never shown: the drawer says the probe failed.
    expect(getAuthState()).toEqual({ status: 'guest', error: USER_FETCH_FAILED });
    vi.stubGlobal('fetch', async () =>
      answer(401, { error: { message: 'Please log in to continue', data: { httpStatus: 401 } } }),
    );
    await probeSession();
    expect(getAuthState()).toEqual({ status: 'guest' });
  });

  it('browses as a guest with the error when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await probeSession();
    expect(getAuthState()).toEqual({ status: 'guest', error: USER_FETCH_FAILED });
  });
});
