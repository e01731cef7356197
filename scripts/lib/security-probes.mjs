// The security review's probes (issue 10) against a running server: each reports what it sent,
// what a safe server answers and what this one answered. Every answer is also checked for a 5xx
// and for anything that should never leave the server (password hashes, SQL, stack traces).
// Shared by the command line (bench/security-probes.mjs) and the server's test
// (apps/server/src/cross-cutting/security-probes.process.test.ts).
//
// Clients are told apart by X-Forwarded-For, so the server must trust one proxy (TRUST_PROXY=1;
// startProbeServer sets it on the server it starts).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runLaterProbes } from './probes/index.mjs';
import { freePort, SERVER_ENTRY, startNode, stopNode, waitForHttp } from './processes.mjs';

const BUYER = { email: 'buyer@demo.test', password: 'demo-buyer-1357' };
const ADMIN = { email: 'admin@demo.test', password: 'demo-admin-2468' };
/** A signup the server would accept (storefront spec section 5). */
const signupBody = (email, overrides = {}) => ({
  firstName: 'Probe',
  lastName: 'Client',
  companyName: 'Probe Kitchen',
  email,
  password: 'Probe-password-1',
  licenseNumber: 'LA-1234567',
  ...overrides,
});
/** What no answer may carry: password hashes, SQL or its parameters, stack traces, internals. */
const LEAKS = /\$argon2|password_hash|\bSELECT\b.*\bFROM\b|\bINSERT INTO\b|node_modules|\n\s+at [\w.<>]+ \(/i;

/**
 * Sends every probe to `base` and answers one row per probe: { probe, expected, got, ok }, plus
 * a row for the 5xx and leak check over every answer seen.
 * @param {string} base
 */
export async function runProbes(base, { logFile, dataDir } = {}) {
  const rows = [];
  const seen = { total: 0, fivexx: [], leaks: [] };
  let clientNo = 0;
  /** A client of its own (the review's "one anonymous client"), told apart by X-Forwarded-For. */
  const newClient = () => `198.51.100.${(clientNo++ % 250) + 1}`;

  /** One request; records its status and checks its body. */
  async function send(method, url, { body, headers = {}, client = newClient(), raw, redirect = 'follow' } = {}) {
    const init = { method, redirect, headers: { 'x-forwarded-for': client, ...headers } };
    if (raw !== undefined) init.body = raw;
    else if (body !== undefined) {
      init.body = JSON.stringify(body);
      init.headers['content-type'] = 'application/json';
    }
    const started = performance.now();
    const res = await fetch(base + url, init);
    const text = await res.text();
    const ms = performance.now() - started;
    seen.total += 1;
    if (res.status >= 500) seen.fivexx.push(`${method} ${url.slice(0, 60)} → ${res.status}`);
    if (LEAKS.test(text)) seen.leaks.push(`${method} ${url.slice(0, 60)}: ${text.slice(0, 120)}`);
    return { status: res.status, text, ms, headers: res.headers };
  }
  const check = (probe, expected, got, ok) => rows.push({ probe, expected, got: String(got), ok: Boolean(ok) });
  const trpcGet = (proc, input) => `/trpc/${proc}?input=${encodeURIComponent(JSON.stringify(input))}`;
  const signIn = async (client, user = BUYER) => {
    const res = await send('POST', '/api/users/login', { body: user, client });
    if (res.status !== 200)
      throw new Error(`the demo buyer cannot sign in (${res.status}): is the server in DEMO mode?`);
    const { token } = JSON.parse(res.text);
    // The spec's token carries the user's id (claim userId).
    const { userId } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
    return { token, userId };
  };

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
      res.status >= 400 && res.status < 500 && res.ms < 1000 && Math.max(...health) < 500,
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

  // 3. Junk password resets from one client: limited, and sign-in stays quick meanwhile.
  {
    const client = newClient();
    const junk = await Promise.all(
      Array.from({ length: 40 }, () =>
        send('POST', '/api/users/reset-password', {
          client,
          body: { email: BUYER.email, token: 'x'.repeat(43), newPassword: 'Junk-password-123' },
        }),
      ),
    );
    const limited = junk.filter((r) => r.status === 429).length;
    const refused = junk.filter((r) => r.status === 400).length;
    const login = await send('POST', '/api/users/login', { body: BUYER });
    check(
      '40 junk password resets from one client',
      'limited (429); a sign-in meanwhile < 1 s',
      `${refused} × 400 (bad link), ${limited} × 429; sign-in ${login.status} in ${login.ms.toFixed(0)} ms`,
      limited > 0 && refused + limited === junk.length && login.status === 200 && login.ms < 1000,
    );
  }

  // 4. Wrong passwords from one client do not lock the buyer out of another.
  {
    const attacker = newClient();
    const statuses = [];
    for (let i = 0; i < 8; i++)
      statuses.push(
        (await send('POST', '/api/users/login', { client: attacker, body: { ...BUYER, password: 'wrong-password' } }))
          .status,
      );
    const owner = await send('POST', '/api/users/login', { body: BUYER });
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
    const times = { known: [], unknown: [] };
    for (let i = 0; i < 15; i++) {
      times.known.push((await send('POST', '/api/users/forgot-password', { body: { email: BUYER.email } })).ms);
      times.unknown.push(
        (await send('POST', '/api/users/forgot-password', { body: { email: `nobody-${i}@probe.test` } })).ms,
      );
    }
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const [k, u] = [median(times.known), median(times.unknown)];
    check(
      'forgot-password, known vs unknown address (median)',
      'within 3 ms',
      `${k.toFixed(1)} vs ${u.toFixed(1)} ms`,
      Math.abs(k - u) < 3,
    );
  }

  // 9. A cut-off multipart body to an upload route.
  {
    const boundary = 'probe-boundary';
    const raw = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 cut here`;
    const res = await send('POST', '/api/s3/upload/document', {
      raw,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    check('a truncated multipart upload', '400', res.status, res.status === 400);
  }

  // 10. Build metadata is not served.
  {
    const res = await send('GET', '/.vite/manifest.json');
    check('/.vite/manifest.json', '404', res.status, res.status === 404);
  }

  // 11. The app's pages answer any client (Accept */*); unknown paths stay 404. Product images by name.
  {
    const app = await send('GET', '/', { headers: { accept: '*/*' } });
    if (app.headers.get('content-type')?.includes('text/html')) {
      const statuses = [];
      for (const page of ['/wholesale/marinated', '/wholesale/product/1', '/admin/dashboard', '/profile/user/1']) {
        statuses.push((await send('GET', page, { headers: { accept: '*/*' } })).status);
      }
      const unknown = await send('GET', '/no-such-page', { headers: { accept: '*/*' } });
      check(
        'client routes with Accept */*; an unknown path',
        '200 ×4; 404',
        `${statuses.join(', ')}; ${unknown.status}`,
        statuses.every((s) => s === 200) && unknown.status === 404,
      );
    } else {
      check(
        'client routes with Accept */*',
        'the web app is served',
        `GET / answered ${app.status} without HTML (server started without the web build?)`,
        false,
      );
    }
    const listing = JSON.parse((await send('GET', '/api/items/style/marinated')).text).data;
    const item = listing.find((i) => i.images > 0) ?? listing[0];
    const byName = await send('GET', `/products/${item.style}/${encodeURIComponent(item.name)}/01.avif`, {
      redirect: 'manual',
    });
    check(
      'a product image by the spec’s name path',
      '200 or a redirect to the file',
      `${byName.status} ${byName.headers.get('location') ?? ''}`,
      byName.status === 200 || byName.status === 301 || byName.status === 308,
    );
  }

  // 12. A 5 MB body to JSON routes: always its 413, never a reset connection.
  {
    const big = JSON.stringify({ email: 'x@probe.test', password: 'x'.repeat(5 * 1024 * 1024) });
    const outcomes = [];
    for (const url of ['/api/users/login', '/api/inquiries', '/api/users/signup', '/trpc/auth.login']) {
      for (let i = 0; i < 3; i++) {
        try {
          outcomes.push(
            (await send('POST', url, { raw: big, headers: { 'content-type': 'application/json' } })).status,
          );
        } catch (err) {
          outcomes.push(`connection error (${err.cause?.code ?? err.message})`);
        }
      }
    }
    check(
      'a 5 MB body to 4 JSON routes, 3 times each',
      '413 every time',
      [...new Set(outcomes)].join(', '),
      outcomes.every((s) => s === 413),
    );
  }

  // --- issue 17: the second review's findings ---
  // 21 (issue 17, item 3): 50 uploads that send the headers of a 5 MB body and 2 KB of it, then
  // stall. Started here and read at the end, so the probes between run during the server's idle
  // timeout (20 s); none of them uploads, since the stalled ones hold every upload slot. The server admits at most 16 (the rest 503 at once), cuts the others off, and
  // keeps answering meanwhile.
  const stalled = await stallUploads(base, newClient);

  const bearerOf = async (account, client = newClient()) => {
    const res = await send('POST', '/api/users/login', { body: account, client });
    if (res.status !== 200)
      throw new Error(`${account.email} cannot sign in (${res.status}): is the server in DEMO mode?`);
    return { authorization: `Bearer ${JSON.parse(res.text).token}` };
  };

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
      '4xx each in < 50 ms; /healthz < 50 ms',
      `${[...new Set(answers.map((a) => a.status))].join('/')}, slowest ${slowest.toFixed(0)} ms; /healthz ≤ ${Math.max(...health).toFixed(0)} ms`,
      answers.every((a) => a.status >= 400 && a.status < 500) && slowest < 50 && Math.max(...health) < 50,
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

  // 16. Amounts past what an integer column holds: a 4xx that says the limit, never a 500.
  {
    const items = JSON.parse((await send('GET', '/api/items')).text).data;
    const cart = items.slice(0, 100).map((i) => ({ id: i.id, quantity: 999 }));
    const inquiry = await send('POST', '/api/inquiries', {
      body: {
        name: 'Probe',
        email: 'big@probe.test',
        message: 'big',
        cart_items: Array.from({ length: 200 }, (_, k) => ({ id: items[k % items.length].id, quantity: 999 })),
      },
    });
    const buyer = await bearerOf(BUYER);
    const checkout = await send('POST', '/api/orders', { headers: buyer, body: { cart_items: cart } });
    check(
      'an inquiry of 200 lines × 999; a checkout of 999 of every product',
      '400 each, saying the limit',
      `inquiry ${inquiry.status}; checkout ${checkout.status} ${checkout.text.slice(0, 80)}`,
      inquiry.status === 400 && checkout.status === 400 && /1,000,000/.test(checkout.text),
    );
  }

  // 17. Body-less routes called with Content-Type: application/json and an empty body.
  {
    const admin = await bearerOf(ADMIN);
    const guest = await send('POST', '/api/users/approve-signup/999999', {
      raw: '',
      headers: { 'content-type': 'application/json' },
    });
    const asAdmin = await send('PUT', '/api/users/signup-requests/revert/999999', {
      raw: '',
      headers: { ...admin, 'content-type': 'application/json' },
    });
    check(
      'body-less routes with an empty JSON body',
      'the route’s own answer (401 for a guest, 404 for an unknown id), not 400',
      `guest ${guest.status}; admin ${asAdmin.status}`,
      guest.status === 401 && asAdmin.status === 404,
    );
  }

  // 19. Weighing: a completed order is not re-weighed; a typo-sized weight asks for confirmation.
  {
    const buyer = await bearerOf(BUYER);
    const admin = await bearerOf(ADMIN);
    const items = JSON.parse((await send('GET', '/api/items', { headers: buyer })).text).data;
    const cw = items.find((i) => i.spec.startsWith('C.W.') && i.avg_weight > 0);
    const placed = await send('POST', '/api/orders', {
      headers: buyer,
      body: { cart_items: [{ id: cw.id, quantity: 2 }] },
    });
    const order = JSON.parse(placed.text).data;
    const lines = JSON.parse((await send('GET', `/api/order-items/orders/${order.id}`, { headers: buyer })).text).data;
    const weigh = (weighed_lbs) =>
      send('POST', '/trpc/admin.orders.weigh', {
        headers: admin,
        body: { orderId: order.id, weights: [{ line_id: lines[0].id, weighed_lbs }] },
      });
    const typo = await weigh(Math.round(cw.avg_weight * 2 * 100 * 100) / 100);
    const fair = await weigh(Math.round(cw.avg_weight * 2 * 100) / 100);
    await send('PUT', `/api/orders/${order.id}/status`, { headers: admin, body: { status: 'complete' } });
    const after = await weigh(Math.round(cw.avg_weight * 2.1 * 100) / 100);
    check(
      'weighing: a 100× typo, a fair weight, then again after complete',
      '400, 200, 409',
      `${typo.status}, ${fair.status}, ${after.status}`,
      typo.status === 400 && fair.status === 200 && after.status === 409,
    );
  }

  // 18. The orders CSV carries every filtered order (it stopped at 1,000), admins only (after 19,
  // which places an order).
  {
    const admin = await bearerOf(ADMIN);
    const csv = await send('GET', '/api/admin/orders/export.csv', { headers: admin });
    const list = JSON.parse((await send('GET', '/api/orders', { headers: admin })).text).data;
    const rows = csv.text.split('\n').filter((line) => /^"?WS-\d+/.test(line)).length;
    const asBuyer = await send('GET', '/api/admin/orders/export.csv', { headers: await bearerOf(BUYER) });
    check(
      'the orders CSV',
      'every order (as the list); a buyer 403',
      `${rows} rows for ${list.length} orders, ${csv.headers.get('content-type')}; buyer ${asBuyer.status}`,
      csv.status === 200 && list.length > 0 && rows === list.length && asBuyer.status === 403,
    );
  }

  // 20. No reset token or e-mail address in the server's log (when this script started the server).
  if (logFile) {
    await send('POST', '/api/users/forgot-password', { body: { email: BUYER.email } });
    await send('GET', `/api/users/${encodeURIComponent(BUYER.email)}/documents`);
    await new Promise((r) => setTimeout(r, 1500)); // the reset mail is composed off the request path
    const log = readFileSync(logFile, 'utf8');
    const tokens = log.match(/token=(?!\[redacted\])[\w-]{8,}/g) ?? [];
    const addresses = log.match(/\/api\/users\/[^/\s"]*(?:@|%40)/g) ?? [];
    check(
      'reset tokens and addresses in URLs in the log',
      'none',
      `${tokens.length} tokens, ${addresses.length} addresses`,
      tokens.length === 0 && addresses.length === 0,
    );
  }

  {
    const health = [];
    for (let i = 0; i < 5; i++) health.push((await send('GET', '/healthz')).ms);
    const outcome = await stalled.settled(35_000);
    check(
      '50 uploads stalled mid-body (5 MB announced, 2 KB sent)',
      'each answered or cut off within 30 s; /healthz < 50 ms meanwhile',
      `${outcome.closed}/50 closed, the last ${(outcome.lastMs / 1000).toFixed(1)} s after its stall (${outcome.refusedAtOnce} refused at once); /healthz ≤ ${Math.max(...stalled.healthMs, ...health).toFixed(0)} ms`,
      outcome.closed === 50 && outcome.lastMs <= 30_000 && Math.max(...stalled.healthMs, ...health) < 50,
    );
  }

  await runLaterProbes({ base, dataDir, send, check, newClient, trpcGet, signIn, admin: ADMIN });

  check(
    `no 5xx in ${seen.total} answers`,
    'none',
    seen.fivexx.length ? seen.fivexx.slice(0, 3).join('; ') : 'none',
    seen.fivexx.length === 0,
  );
  check(
    'no secret, SQL or stack trace in any answer',
    'none',
    seen.leaks.length ? seen.leaks.slice(0, 2).join('; ') : 'none',
    seen.leaks.length === 0,
  );
  return rows;
}

/**
 * Opens 50 upload connections with a real upload token that announce a 5 MB multipart body, send
 * 2 KB of it and go silent. `settled(ms)` waits for the server to close them all (or `ms`).
 */
async function stallUploads(base, newClient) {
  const { hostname, port } = new URL(base);
  const signup = await fetch(`${base}/api/users/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': newClient() },
    body: JSON.stringify(signupBody(`stall-${Date.now()}@probe.test`)),
  });
  const { uploadToken } = await signup.json();
  const boundary = 'stall-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nlicense\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;
  const chunk = head + 'x'.repeat(2048 - head.length);
  const results = [];
  const net = await import('node:net');
  for (let i = 0; i < 50; i++) {
    const socket = net.connect(Number(port), hostname);
    const result = { closedAt: null, stalledAt: null, answered: false };
    results.push(result);
    socket.on('data', () => (result.answered = true));
    socket.on('error', () => {});
    socket.on('close', () => (result.closedAt = performance.now()));
    socket.on('connect', () => {
      socket.write(
        `POST /api/s3/upload/document HTTP/1.1\r\nHost: ${hostname}\r\nX-Forwarded-For: ${newClient()}\r\nX-Upload-Token: ${uploadToken}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${5 * 1024 * 1024}\r\n\r\n${chunk}`,
        () => (result.stalledAt = performance.now()),
      );
    });
  }
  // /healthz while they hang, once every connection has sent its 2 KB and been admitted or refused
  // (admission reads the upload token from the database: 50 at once take a moment).
  const sentBy = performance.now() + 5000;
  while (results.some((r) => r.stalledAt === null) && performance.now() < sentBy)
    await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, 1000));
  const healthMs = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    await fetch(`${base}/healthz`);
    healthMs.push(performance.now() - t);
  }
  return {
    healthMs,
    async settled(ms) {
      const until = performance.now() + ms;
      while (results.some((r) => r.closedAt === null) && performance.now() < until)
        await new Promise((r) => setTimeout(r, 250));
      const closed = results.filter((r) => r.closedAt !== null);
      const lastMs = Math.max(0, ...closed.map((r) => r.closedAt - (r.stalledAt ?? r.closedAt)));
      const refusedAtOnce = closed.filter((r) => r.closedAt - (r.stalledAt ?? r.closedAt) < 1000).length;
      return { closed: closed.length, lastMs, refusedAtOnce };
    },
  };
}

/** Starts the built server on an embedded database of its own, with the demo data, trusting one proxy. */
export async function startProbeServer() {
  const work = mkdtempSync(path.join(os.tmpdir(), 'wholesale-probes-'));
  const port = await freePort();
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    REDIS_URL: '',
    DATA_DIR: work,
    DEMO: '1',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    NODE_ENV: '',
  };
  const proc = startNode('server', SERVER_ENTRY, env, path.join(work, 'server.log'));
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(proc, `${base}/readyz`, 120_000);
  return {
    base,
    logFile: path.join(work, 'server.log'),
    dataDir: work,
    stop: async () => {
      await stopNode(proc);
      rmSync(work, { recursive: true, force: true });
    },
  };
}
