// The security review's probes (issue 10), sent again to a running server: each prints what it
// sent, what a safe server answers and what this one answered. Every answer is also checked for
// a 5xx and for anything that should never leave the server (password hashes, SQL, stack traces).
//
//   node bench/security-probes.mjs                     starts its own server (embedded database, demo data)
//   node bench/security-probes.mjs --url http://host:3000   probes a running one (demo data, TRUST_PROXY=1)
//
// Clients are told apart by X-Forwarded-For, so the server must trust one proxy (TRUST_PROXY=1;
// the script sets it on the server it starts). Exit status 1 when any probe fails.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { cleanupOnExit, freePort, SERVER_ENTRY, startNode, stopNode, waitForHttp } from './lib/proc.mjs';

const BUYER = { email: 'buyer@demo.test', password: 'demo-buyer-1357' };
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
export async function runProbes(base) {
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
  const signIn = async (client) => {
    const res = await send('POST', '/api/users/login', { body: BUYER, client });
    if (res.status !== 200) throw new Error(`the demo buyer cannot sign in (${res.status}): is the server in DEMO mode?`);
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
    check('tRPC batch of 300 calls in one GET', '4xx at once; /healthz answers', `${res.status} in ${res.ms.toFixed(0)} ms; /healthz ≤ ${Math.max(...health).toFixed(0)} ms`, res.status >= 400 && res.status < 500 && res.ms < 1000 && Math.max(...health) < 500);
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
      Array.from({ length: 40 }, () => send('POST', '/api/users/reset-password', { client, body: { email: BUYER.email, token: 'x'.repeat(43), newPassword: 'Junk-password-123' } })),
    );
    const limited = junk.filter((r) => r.status === 429).length;
    const refused = junk.filter((r) => r.status === 400).length;
    const login = await send('POST', '/api/users/login', { body: BUYER });
    check('40 junk password resets from one client', 'limited (429); a sign-in meanwhile < 1 s', `${refused} × 400 (bad link), ${limited} × 429; sign-in ${login.status} in ${login.ms.toFixed(0)} ms`, limited > 0 && refused + limited === junk.length && login.status === 200 && login.ms < 1000);
  }

  // 4. Wrong passwords from one client do not lock the buyer out of another.
  {
    const attacker = newClient();
    const statuses = [];
    for (let i = 0; i < 8; i++) statuses.push((await send('POST', '/api/users/login', { client: attacker, body: { ...BUYER, password: 'wrong-password' } })).status);
    const owner = await send('POST', '/api/users/login', { body: BUYER });
    check('8 wrong passwords from one client, then the right one from another', 'attacker limited (429); owner 200', `attacker ${[...new Set(statuses)].join('/')}; owner ${owner.status}`, statuses.includes(429) && owner.status === 200);
  }

  // 5. Anonymous forms from one client: limited.
  {
    const client = newClient();
    const inquiries = [];
    for (let i = 0; i < 25; i++) inquiries.push((await send('POST', '/api/inquiries', { client, body: { name: 'Probe', email: `probe${i}@probe.test`, message: 'probe' } })).status);
    const signups = [];
    for (let i = 0; i < 25; i++) {
      signups.push((await send('POST', '/api/users/signup', { client, body: signupBody(`probe-${Date.now()}-${i}@probe.test`) })).status);
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
    check('the token after auth.logout', '401', `before ${before.status}, after ${after.status}`, before.status === 200 && after.status === 401);
  }

  // 7. Changing the e-mail without the current password.
  {
    const { token, userId } = await signIn(newClient());
    const res = await send('PUT', `/api/users/${userId}`, { headers: { authorization: `Bearer ${token}` }, body: { email: 'taken-over@probe.test' } });
    check('e-mail change without the current password', '4xx', res.status, res.status >= 400 && res.status < 500);
  }

  // 8. forgot-password answers in the same time for a known and an unknown address.
  {
    const times = { known: [], unknown: [] };
    for (let i = 0; i < 15; i++) {
      times.known.push((await send('POST', '/api/users/forgot-password', { body: { email: BUYER.email } })).ms);
      times.unknown.push((await send('POST', '/api/users/forgot-password', { body: { email: `nobody-${i}@probe.test` } })).ms);
    }
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const [k, u] = [median(times.known), median(times.unknown)];
    check('forgot-password, known vs unknown address (median)', 'within 3 ms', `${k.toFixed(1)} vs ${u.toFixed(1)} ms`, Math.abs(k - u) < 3);
  }

  // 9. A cut-off multipart body to an upload route.
  {
    const boundary = 'probe-boundary';
    const raw = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 cut here`;
    const res = await send('POST', '/api/s3/upload/document', { raw, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
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
      check('client routes with Accept */*; an unknown path', '200 ×4; 404', `${statuses.join(', ')}; ${unknown.status}`, statuses.every((s) => s === 200) && unknown.status === 404);
    } else {
      check('client routes with Accept */*', 'the web app is served', `GET / answered ${app.status} without HTML (server started without the web build?)`, false);
    }
    const listing = JSON.parse((await send('GET', '/api/items/style/marinated')).text).data;
    const item = listing.find((i) => i.images > 0) ?? listing[0];
    const byName = await send('GET', `/products/${item.style}/${encodeURIComponent(item.name)}/01.avif`, { redirect: 'manual' });
    check('a product image by the spec’s name path', '200 or a redirect to the file', `${byName.status} ${byName.headers.get('location') ?? ''}`, byName.status === 200 || byName.status === 301 || byName.status === 308);
  }

  // 12. A 5 MB body to JSON routes: always its 413, never a reset connection.
  {
    const big = JSON.stringify({ email: 'x@probe.test', password: 'x'.repeat(5 * 1024 * 1024) });
    const outcomes = [];
    for (const url of ['/api/users/login', '/api/inquiries', '/api/users/signup', '/trpc/auth.login']) {
      for (let i = 0; i < 3; i++) {
        try {
          outcomes.push((await send('POST', url, { raw: big, headers: { 'content-type': 'application/json' } })).status);
        } catch (err) {
          outcomes.push(`connection error (${err.cause?.code ?? err.message})`);
        }
      }
    }
    check('a 5 MB body to 4 JSON routes, 3 times each', '413 every time', [...new Set(outcomes)].join(', '), outcomes.every((s) => s === 413));
  }

  check(`no 5xx in ${seen.total} answers`, 'none', seen.fivexx.length ? seen.fivexx.slice(0, 3).join('; ') : 'none', seen.fivexx.length === 0);
  check('no secret, SQL or stack trace in any answer', 'none', seen.leaks.length ? seen.leaks.slice(0, 2).join('; ') : 'none', seen.leaks.length === 0);
  return rows;
}

/** Starts the built server on an embedded database of its own, with the demo data, trusting one proxy. */
export async function startProbeServer() {
  const work = mkdtempSync(path.join(os.tmpdir(), 'wholesale-probes-'));
  const port = await freePort();
  const env = { PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '', REDIS_URL: '', DATA_DIR: work, DEMO: '1', TRUST_PROXY: '1', LOG_LEVEL: 'warn', NODE_ENV: '' };
  const proc = startNode('server', SERVER_ENTRY, env, path.join(work, 'server.log'));
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(proc, `${base}/readyz`, 120_000);
  return {
    base,
    logFile: path.join(work, 'server.log'),
    stop: async () => {
      await stopNode(proc);
      rmSync(work, { recursive: true, force: true });
    },
  };
}

async function main() {
  const { values } = parseArgs({ options: { url: { type: 'string' } } });
  const { defer, cleanup } = cleanupOnExit('stopping the probe server');
  let base = values.url;
  if (!base) {
    const server = await startProbeServer();
    defer(() => server.stop());
    base = server.base;
  }
  const rows = await runProbes(base.replace(/\/$/, ''));
  const width = Math.max(...rows.map((r) => r.probe.length));
  for (const r of rows) console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.probe.padEnd(width)}  expected: ${r.expected}  got: ${r.got}`);
  const failed = rows.filter((r) => !r.ok).length;
  console.log(`\n${rows.length - failed} probes ok, ${failed} failed (${base})`);
  await cleanup();
  return failed === 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (ok) => process.exit(ok ? 0 : 1),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
