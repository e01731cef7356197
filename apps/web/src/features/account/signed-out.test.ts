import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAuthState, setAuthState } from '../auth-state/auth';
import { login, logout, probeSession, setApiForTests, toAuthUser } from './session';
import {
  clearSignedOutMark,
  isMarkedSignedOut,
  markSignedOut,
  SECURE_SIGNED_OUT_COOKIE,
  SIGNED_OUT_COOKIE,
} from './signed-out';

// A shared phone signed out without signal: the sign-out holds on the phone at once (the marker
// cookie), whatever the server has heard, and the server is told as soon as it can be.

/** document.cookie's behaviour, enough for the marker: a write sets or (Max-Age=0) removes one cookie. */
class Jar {
  values = new Map<string, string>();
  written: string[] = [];
  get cookie(): string {
    return [...this.values].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  set cookie(line: string) {
    this.written.push(line);
    const [pair = '', ...attributes] = line.split(';');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    if (attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))) this.values.delete(name);
    else this.values.set(name, pair.slice(eq + 1));
  }
}

const user = { id: 7, name: 'Min Kim', first_name: 'Min', last_name: 'Kim', email: 'min@x.co', is_admin: false };
const networkError = () => new TypeError('Failed to fetch');

function fakeApi(answers: { logout?: () => Promise<unknown>; session?: () => Promise<unknown> }) {
  const calls: string[] = [];
  const api = {
    auth: {
      session: { query: () => (calls.push('session'), answers.session ? answers.session() : Promise.resolve(user)) },
      login: { mutate: () => (calls.push('login'), Promise.resolve({ success: true, user })) },
      logout: {
        mutate: () => (calls.push('logout'), answers.logout ? answers.logout() : Promise.resolve({ success: true })),
      },
    },
  };
  setApiForTests(() => Promise.resolve(api as never));
  return calls;
}

let jar: Jar;
function browser() {
  jar = new Jar();
  const win = new EventTarget();
  vi.stubGlobal('document', jar);
  vi.stubGlobal('window', win);
  return win;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setAuthState({ status: 'loading' });
});

describe('the signed-out marker', () => {
  it('is a cookie the server reads (not httpOnly: the page writes it), for a week, Secure and __Host- behind https', () => {
    const j = new Jar();
    markSignedOut(j, false);
    expect(j.written).toEqual([`${SIGNED_OUT_COOKIE}=1; Path=/; Max-Age=604800; SameSite=Lax`]);
    expect(isMarkedSignedOut(j)).toBe(true);
    clearSignedOutMark(j, false);
    expect(isMarkedSignedOut(j)).toBe(false);

    markSignedOut(j, true);
    expect(j.written.at(-1)).toBe(`${SECURE_SIGNED_OUT_COOKIE}=1; Path=/; Max-Age=604800; SameSite=Lax; Secure`);
    expect(isMarkedSignedOut(j)).toBe(true);
    expect(isMarkedSignedOut(null)).toBe(false);
  });
});

describe('signing out on a shared phone', () => {
  it('marks the phone signed out before anything else, so even the sign-out call carries it; the server heard: the mark goes', async () => {
    browser();
    let markedWhenAsked = false;
    const calls = fakeApi({ logout: async () => ((markedWhenAsked = isMarkedSignedOut()), { success: true }) });
    setAuthState({ status: 'signedIn', user: toAuthUser(user) });
    await logout();
    expect(calls).toEqual(['logout']);
    expect(markedWhenAsked).toBe(true);
    expect(getAuthState()).toEqual({ status: 'guest' });
    expect(isMarkedSignedOut()).toBe(false);
  });

  it('without signal: signed out at once, the mark stays, and the server is told when the browser is back online', async () => {
    const win = browser();
    let online = false;
    const calls = fakeApi({
      logout: () => (online ? Promise.resolve({ success: true }) : Promise.reject(networkError())),
    });
    setAuthState({ status: 'signedIn', user: toAuthUser(user) });
    await logout();
    expect(getAuthState()).toEqual({ status: 'guest' });
    expect(isMarkedSignedOut()).toBe(true);
    expect(calls).toEqual(['logout']);

    // A false start: the browser says online, the call still fails; it waits for the next one.
    win.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(calls).toEqual(['logout', 'logout']));
    expect(isMarkedSignedOut()).toBe(true);
    online = true;
    win.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(calls).toEqual(['logout', 'logout', 'logout']));
    await vi.waitFor(() => expect(isMarkedSignedOut()).toBe(false));
  });

  it('a page opened while the mark is there counts no one signed in, whatever a kept answer says, and tells the server', async () => {
    browser();
    jar.cookie = `${SIGNED_OUT_COOKIE}=1`;
    const calls = fakeApi({ session: () => Promise.resolve(user), logout: () => Promise.reject(networkError()) });
    await probeSession();
    expect(getAuthState()).toEqual({ status: 'guest' });
    expect(calls).toEqual(['logout']);
    expect(isMarkedSignedOut()).toBe(true);
  });

  it('signing in again ends the mark (the server ended the old session with that very request)', async () => {
    browser();
    jar.cookie = `${SIGNED_OUT_COOKIE}=1`;
    fakeApi({});
    expect((await login('min@x.co', 'pw')).ok).toBe(true);
    expect(isMarkedSignedOut()).toBe(false);
    expect(getAuthState()).toMatchObject({ status: 'signedIn', user: { id: 7 } });
  });
});
