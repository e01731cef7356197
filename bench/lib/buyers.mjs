// What the order benches share: approved buyers made straight in the database (sharing the demo
// buyer's password hash: no hashing in the bench), their sign-ins, and percentiles.
import pg from 'pg';

export const DEMO_BUYER_EMAIL = 'buyer@demo.test';
export const DEMO_BUYER_PASSWORD = 'demo-buyer-1357';
export const DEMO_ADMIN_EMAIL = 'admin@demo.test';
export const DEMO_ADMIN_PASSWORD = 'demo-admin-2468';

/** `n` approved buyers `<prefix>-<i>@bench.test` with the demo buyer's password; answers their e-mails. */
export async function createBenchBuyers(dbUrl, n, prefix = 'bench-buyer') {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  try {
    const { rows } = await c.query('SELECT password_hash FROM users WHERE email = $1', [DEMO_BUYER_EMAIL]);
    if (!rows[0]) throw new Error('the demo buyer is missing: the server must run with DEMO=1');
    const emails = Array.from({ length: n }, (_, i) => `${prefix}-${i}@bench.test`);
    await c.query(
      `INSERT INTO users (email, name, first_name, last_name, company, password_hash)
       SELECT e, 'Bench Buyer ' || i, 'Bench', 'Buyer ' || i, 'Bench Kitchen ' || i, $2
       FROM unnest($1::text[]) WITH ORDINALITY AS t(e, i)`,
      [emails, rows[0].password_hash],
    );
    return emails;
  } finally {
    await c.end();
  }
}

/** POST a JSON body; the status and the parsed answer. */
export async function post(base, url, body, headers = {}) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** Signs each e-mail in with `password`; answers their bearer tokens. */
export async function signIn(base, emails, password = DEMO_BUYER_PASSWORD) {
  const tokens = [];
  for (const email of emails) {
    const res = await post(base, '/api/users/login', { email, password });
    if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
    tokens.push(res.body.token);
  }
  return tokens;
}

/** The p-th percentile of ascending `sorted`. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
