// The second review's probes of sign-in and form input: a 1 MB adversarial e-mail address, 50
// concurrent wrong passwords for one account, and an IPv6 client rotating inside its /64.
import { signupBody } from '../index.mjs';

/** @param {import('../index.mjs').ProbeContext} ctx */
export default async function adversarialLogins({ send, check, newClient, budget }) {
  // 13. A 1 MB adversarial e-mail address (the long-dots one) to every anonymous form and tRPC twin:
  // refused at once while /healthz keeps answering.
  {
    const evil = `a@${'.'.repeat(1_000_000)}@`;
    const doors = [
      ['/api/users/login', { email: evil, password: 'x' }],
      ['/api/users/forgot-password', { email: evil }],
      ['/api/users/signup', signupBody(evil)],
      ['/api/inquiries', { name: 'Probe', email: evil, message: 'probe' }],
      ['/trpc/auth.login', { email: evil, password: 'x' }],
    ];
    const answers = [];
    const health = [];
    for (const [url, body] of doors) {
      const pending = send('POST', url, { body });
      health.push((await send('GET', '/healthz')).ms);
      answers.push(await pending);
    }
    const slowest = Math.max(...answers.map((a) => a.ms));
    check(
      'a 1 MB long-dots e-mail to login, forgot-password, signup, inquiry and tRPC login',
      `4xx each in < ${budget(50)} ms; /healthz < ${budget(50)} ms`,
      `${[...new Set(answers.map((a) => a.status))].join('/')}, slowest ${slowest.toFixed(0)} ms; /healthz ≤ ${Math.max(...health).toFixed(0)} ms`,
      answers.every((a) => a.status >= 400 && a.status < 500) &&
        slowest < budget(50) &&
        Math.max(...health) < budget(50),
    );
  }
  // 14. 50 concurrent wrong passwords for one account from one client: counted before verifying.
  {
    const client = newClient();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        send('POST', '/api/users/login', {
          client,
          body: { email: 'nobody-concurrent@probe.test', password: 'wrong-password' },
        }),
      ),
    );
    const verified = answers.filter((a) => a.status === 401).length;
    const limited = answers.filter((a) => a.status === 429).length;
    check(
      '50 concurrent wrong passwords, one account, one client',
      'at most 5 verified (401), the rest 429',
      `${verified} × 401, ${limited} × 429`,
      verified <= 5 && verified + limited === 50,
    );
  }
  // 15. An IPv6 client rotating addresses inside its /64 shares one budget.
  {
    const statuses = [];
    for (let i = 1; i <= 10; i++) {
      const res = await send('POST', '/api/users/login', {
        client: `2001:db8:17:64::${i.toString(16)}`,
        body: { email: 'nobody-v6@probe.test', password: 'wrong-password' },
      });
      statuses.push(res.status);
    }
    check(
      '10 wrong passwords from 10 addresses of one IPv6 /64',
      'limited (429) after 5',
      statuses.join(','),
      statuses.slice(0, 5).every((s) => s === 401) && statuses.slice(5).every((s) => s === 429),
    );
  }
}
