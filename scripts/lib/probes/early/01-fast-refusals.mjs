// The first review's probes of requests to refuse at once: a tRPC batch of hundreds of calls in
// one GET, and a NUL byte in a text field of every anonymous form and of the profile.
import { signupBody } from '../index.mjs';

/** @param {import('../index.mjs').ProbeContext} ctx */
export default async function fastRefusals({ send, check, newClient, trpcGet, signIn, budget }) {
  // 1. A tRPC batch of hundreds of calls in one GET: refused at once, and the server stays responsive.
  {
    const paths = Array.from({ length: 300 }, () => 'catalogue.list').join(',');
    const input = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [i, { style: 'marinated' }]));
    const health = [];
    const batch = send('GET', `/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`);
    for (let i = 0; i < 5; i++) health.push((await send('GET', '/healthz')).ms);
    const res = await batch;
    check(
      'tRPC batch of 300 calls in one GET',
      '4xx at once; /healthz answers',
      `${res.status} in ${res.ms.toFixed(0)} ms; /healthz ≤ ${Math.max(...health).toFixed(0)} ms`,
      res.status >= 400 && res.status < 500 && res.ms < budget(1000) && Math.max(...health) < budget(500),
    );
  }
  // 2. A NUL byte in a text field of every anonymous form and of the profile: a 4xx.
  {
    const nul = 'a\u0000b';
    const { token, userId } = await signIn(newClient());
    const auth = { authorization: `Bearer ${token}` };
    const probes = [
      ['login', () => send('POST', '/api/users/login', { body: { email: `${nul}@x.test`, password: nul } })],
      ['signup', () => send('POST', '/api/users/signup', { body: signupBody('nul@probe.test', { firstName: nul }) })],
      ['forgot-password', () => send('POST', '/api/users/forgot-password', { body: { email: `${nul}@x.test` } })],
      ['inquiry', () => send('POST', '/api/inquiries', { body: { name: nul, email: 'nul@probe.test', message: nul } })],
      ['catalogue search', () => send('GET', trpcGet('catalogue.search', { q: nul }))],
      ['profile update', () => send('PUT', `/api/users/${userId}`, { body: { name: nul }, headers: auth })],
    ];
    for (const [form, probe] of probes) {
      const res = await probe();
      check(`NUL byte in ${form}`, '4xx', res.status, res.status >= 400 && res.status < 500);
    }
  }
}
