// The first review's probes of the per-client limits: junk password resets, wrong passwords from
// one client (which must not lock the account's owner out), and the anonymous forms.
import { signupBody } from '../index.mjs';

/** @param {import('../index.mjs').ProbeContext} ctx */
export default async function rateLimits({ send, check, newClient, budget, buyer }) {
  // 3. Junk password resets from one client: limited, and sign-in stays quick meanwhile.
  {
    const client = newClient();
    const junk = await Promise.all(
      Array.from({ length: 40 }, () =>
        send('POST', '/api/users/reset-password', {
          client,
          body: { email: buyer.email, token: 'x'.repeat(43), newPassword: 'Junk-password-123' },
        }),
      ),
    );
    const limited = junk.filter((r) => r.status === 429).length;
    const refused = junk.filter((r) => r.status === 400).length;
    const login = await send('POST', '/api/users/login', { body: buyer });
    check(
      '40 junk password resets from one client',
      'limited (429); a sign-in meanwhile < 1 s',
      `${refused} × 400 (bad link), ${limited} × 429; sign-in ${login.status} in ${login.ms.toFixed(0)} ms`,
      limited > 0 && refused + limited === junk.length && login.status === 200 && login.ms < budget(1000),
    );
  }
  // 4. Wrong passwords from one client do not lock the buyer out of another.
  {
    const attacker = newClient();
    const statuses = [];
    for (let i = 0; i < 8; i++)
      statuses.push(
        (await send('POST', '/api/users/login', { client: attacker, body: { ...buyer, password: 'wrong-password' } }))
          .status,
      );
    const owner = await send('POST', '/api/users/login', { body: buyer });
    check(
      '8 wrong passwords from one client, then the right one from another',
      'attacker limited (429); owner 200',
      `attacker ${[...new Set(statuses)].join('/')}; owner ${owner.status}`,
      statuses.includes(429) && owner.status === 200,
    );
  }
  // 5. Anonymous forms from one client: limited.
  {
    const client = newClient();
    const inquiries = [];
    for (let i = 0; i < 25; i++)
      inquiries.push(
        (
          await send('POST', '/api/inquiries', {
            client,
            body: { name: 'Probe', email: `probe${i}@probe.test`, message: 'probe' },
          })
        ).status,
      );
    const signups = [];
    for (let i = 0; i < 25; i++) {
      signups.push(
        (await send('POST', '/api/users/signup', { client, body: signupBody(`probe-${Date.now()}-${i}@probe.test`) }))
          .status,
      );
    }
    const limited = (xs) => xs.filter((s) => s === 429).length;
    const accepted = (xs) => xs.filter((s) => s === 201 || s === 200).length;
    check(
      '25 inquiries and 25 signups from one client',
      'a few accepted, then 429',
      `inquiries ${accepted(inquiries)} accepted, ${limited(inquiries)} × 429; signups ${accepted(signups)} accepted, ${limited(signups)} × 429`,
      accepted(inquiries) > 0 && limited(inquiries) > 0 && accepted(signups) > 0 && limited(signups) > 0,
    );
  }
}
