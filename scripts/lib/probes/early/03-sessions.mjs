// The first review's probes of sessions and accounts: logout ends the token, the e-mail does not
// change without the current password, and forgot-password does not tell known addresses apart.

/** @param {import('../index.mjs').ProbeContext} ctx */
export default async function sessions({ send, check, newClient, signIn, buyer, budget }) {
  // 6. Logout ends the session, as Bearer.
  {
    const { token, userId } = await signIn(newClient());
    const auth = { authorization: `Bearer ${token}` };
    const before = await send('GET', `/api/users/${userId}`, { headers: auth });
    await send('POST', '/trpc/auth.logout', { headers: auth, body: {} });
    const after = await send('GET', `/api/users/${userId}`, { headers: auth });
    check(
      'the token after auth.logout',
      '401',
      `before ${before.status}, after ${after.status}`,
      before.status === 200 && after.status === 401,
    );
  }
  // 7. Changing the e-mail without the current password.
  {
    const { token, userId } = await signIn(newClient());
    const res = await send('PUT', `/api/users/${userId}`, {
      headers: { authorization: `Bearer ${token}` },
      body: { email: 'taken-over@probe.test' },
    });
    check('e-mail change without the current password', '4xx', res.status, res.status >= 400 && res.status < 500);
  }
  // 8. forgot-password answers in the same time for a known and an unknown address.
  {
    // A known address's link and mail are made after the answer, off the request path: a pause
    // after each request lets that work end, or it would slow the next request (the unknown
    // address's, every time) and the probe would time the server's background, not the answers.
    const settle = () => new Promise((resolve) => setTimeout(resolve, 150));
    const times = { known: [], unknown: [] };
    for (let i = 0; i < 15; i++) {
      times.known.push((await send('POST', '/api/users/forgot-password', { body: { email: buyer.email } })).ms);
      await settle();
      times.unknown.push(
        (await send('POST', '/api/users/forgot-password', { body: { email: `nobody-${i}@probe.test` } })).ms,
      );
      await settle();
    }
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const [k, u] = [median(times.known), median(times.unknown)];
    check(
      'forgot-password, known vs unknown address (median)',
      `within ${budget(3)} ms`,
      `${k.toFixed(1)} vs ${u.toFixed(1)} ms`,
      Math.abs(k - u) < budget(3),
    );
  }
}
