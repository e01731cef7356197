// A shared phone: a buyer who signs out without signal leaves the httpOnly
// session cookie behind (the page cannot clear it), with the `signed-out` marker cookie beside it.
// The first request that reaches the server carrying the marker, whatever it is, must end that
// session for good (the token refused as a cookie and as a bearer), be answered as a guest's, and
// clear both cookies; a sign-in sent with it must start a new session from an ended one. Junk
// beside the marker is a guest, never a 5xx. (That the phone's kept answers are never shown to
// the next buyer is the service worker's, proven in e2e/tests/offline.phone.spec.ts.)

/** @param {import('./index.mjs').ProbeContext} ctx */
export default async function sharedPhone({ base, send, check, signIn, newClient }) {
  const secure = base.startsWith('https:');
  const SESSION = secure ? '__Host-session' : 'session';
  const MARKER = secure ? '__Host-signed-out' : 'signed-out';
  const cookie = (...pairs) => ({ cookie: pairs.map(([name, value]) => `${name}=${value}`).join('; ') });
  /** The Set-Cookie lines of an answer for `name`. */
  const setCookies = (res, name) => res.headers.getSetCookie().filter((line) => line.startsWith(`${name}=`));
  const clears = (res, name) => setCookies(res, name).some((line) => line.startsWith(`${name}=;`));
  /** Who auth.session names with these headers: a user id, 'guest', or the status when it failed. */
  const who = async (headers, client) => {
    const res = await send('GET', '/trpc/auth.session', { headers, client });
    if (res.status !== 200) return `HTTP ${res.status}`;
    return JSON.parse(res.text)?.result?.data?.id ?? 'guest';
  };

  // 1. Signed out on the phone, told later: the first request back ends the session.
  {
    const client = newClient();
    const { token, userId } = await signIn(client);
    const before = await who(cookie([SESSION, token]), client);
    const back = await send('GET', '/api/items', { headers: cookie([SESSION, token], [MARKER, '1']), client });
    const asCookie = await who(cookie([SESSION, token]), client);
    const asBearer = await send('GET', `/api/users/${userId}`, {
      headers: { authorization: `Bearer ${token}` },
      client,
    });
    check(
      'a session signed out of offline, then any request carrying the signed-out marker',
      'that request 200 as a guest, both cookies cleared; the session ended (cookie: guest, bearer: 401)',
      `before ${before}; request ${back.status}, clears session ${clears(back, SESSION)}, marker ${clears(back, MARKER)}; after: cookie ${asCookie}, bearer ${asBearer.status}`,
      before === userId &&
        back.status === 200 &&
        clears(back, SESSION) &&
        clears(back, MARKER) &&
        asCookie === 'guest' &&
        asBearer.status === 401,
    );
  }

  // 2. The request carrying the marker is a guest's, even one the session could have made.
  {
    const client = newClient();
    const { token, userId } = await signIn(client);
    const res = await send('GET', `/api/users/${userId}`, { headers: cookie([SESSION, token], [MARKER, '1']), client });
    check('the marker with a live session on a signed-in read', '401 (a guest)', res.status, res.status === 401);
  }

  // 3. A sign-in sent with the marker (the next buyer on the phone): the old session ends, the new one starts.
  {
    const client = newClient();
    const old = await signIn(client);
    const login = await send('POST', '/trpc/auth.login', {
      headers: { ...cookie([SESSION, old.token], [MARKER, '1']), origin: base },
      body: { email: 'buyer@demo.test', password: 'demo-buyer-1357' },
      client,
    });
    const sessions = setCookies(login, SESSION);
    const fresh = sessions.length === 1 ? (sessions[0]?.split(';')[0]?.slice(SESSION.length + 1) ?? '') : '';
    const oldNow = await who(cookie([SESSION, old.token]), client);
    const freshNow = fresh ? await who(cookie([SESSION, fresh]), client) : 'none';
    check(
      'a sign-in sent with the marker and the last buyer’s cookie',
      '200, one new session cookie, the marker cleared; the old session ended, the new one signed in',
      `${login.status}, ${sessions.length} session cookie(s), marker cleared ${clears(login, MARKER)}; old ${oldNow}, new ${freshNow}`,
      login.status === 200 &&
        sessions.length === 1 &&
        fresh !== '' &&
        clears(login, MARKER) &&
        oldNow === 'guest' &&
        freshNow === old.userId,
    );
  }

  // 4. The marker alone, or beside junk: a guest, the marker cleared, never a 5xx.
  {
    const junk = ['', 'not-a-token', 'x'.repeat(4000), 'a.b.c', '%00', 'eyJhbGciOiJub25lIn0.eyJ1c2VySWQiOjF9.'];
    const answers = [];
    for (const value of junk) {
      const res = await send('GET', '/trpc/auth.session', {
        headers: value === '' ? cookie([MARKER, '1']) : cookie([SESSION, value], [MARKER, '1']),
      });
      answers.push(`${res.status}${clears(res, MARKER) ? '' : ' (marker kept)'}`);
    }
    check(
      'the marker alone or beside a junk session cookie',
      'every one 200 as a guest, the marker cleared',
      answers.join(', '),
      answers.every((a) => a === '200'),
    );
  }

  // 5. A bearer client is not a browser: the marker never touches its token.
  {
    const client = newClient();
    const { token, userId } = await signIn(client);
    const res = await send('GET', `/api/users/${userId}`, {
      headers: { authorization: `Bearer ${token}`, ...cookie([MARKER, '1']) },
      client,
    });
    check('the marker beside a bearer token', '200 (only a cookie session is ended)', res.status, res.status === 200);
  }
}
