// Checkout load benchmark: N signed-in buyers placing pickup orders at once through
// POST /api/orders on the real server and a throw-away PostgreSQL database, then a check that
// every acknowledged order exists exactly once with all its lines.
// Budget: 50 concurrent buyers, p99 of the order call at most 150 ms, zero errors,
// zero duplicates.
//
//   node bench/orders.mjs [--buyers 50] [--duration 10] [--warmup 2] [--retries 0.1] [--rate 100 | --saturate]
//                         [--strict] [--profile]
//   --rate: orders per second across all buyers (default 100: each of 50 buyers checking out every
//   half second), started on schedule whether or not earlier ones were answered. --saturate instead
//   sends each buyer's next checkout the moment the last is answered: the machine's capacity, where
//   latency is simply buyers / (orders/s) (Little's law) and says nothing about one checkout's speed.
//   --retries: the share of requests that resend the connection's previous checkout with the
//   same Idempotency-Key (a double tap or a network retry); each must answer the first order.
//   DATABASE_URL (default postgres://root@127.0.0.1:5432/test) is only used to create and drop
//   the scratch database bench_orders_<timestamp>.
import autocannon from 'autocannon';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { atArrivalRate } from './lib/arrivals.mjs';
import { createBenchBuyers, percentile, signIn } from './lib/buyers.mjs';
import { createScratchDatabase, DEFAULT_DATABASE_URL } from './lib/db.mjs';
import { cleanupOnExit, ROOT } from '../scripts/lib/processes.mjs';
import { requireBuiltServer, scratchDir, startBuiltServer } from './lib/built-server.mjs';
import { budgetTable, environment, RESULTS_DIR, timestamp, warnIfBusy, writeResults } from './lib/report.mjs';

const BUDGET = { p99Ms: 150, errors: 0, duplicates: 0 };
const LINES_PER_ORDER = 3;

const { values: opts } = parseArgs({
  options: {
    buyers: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    retries: { type: 'string', default: '0.1' },
    strict: { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    rate: { type: 'string', default: '100' },
    saturate: { type: 'boolean', default: false },
  },
});
const buyers = Number(opts.buyers);
const duration = Number(opts.duration);
const warmup = Number(opts.warmup);
const retryShare = Number(opts.retries);
for (const [name, v, max] of [
  ['buyers', buyers, 500],
  ['duration', duration, 120],
  ['warmup', warmup, 30],
]) {
  if (!Number.isInteger(v) || v <= 0 || v > max)
    throw new Error(`--${name} must be a whole number in (0, ${max}] (got ${v})`);
}
if (!(retryShare >= 0 && retryShare < 1)) throw new Error(`--retries must be in [0, 1) (got ${retryShare})`);
const rate = opts.saturate ? undefined : Number(opts.rate);
if (rate !== undefined && !(Number.isInteger(rate) && rate > 0 && rate <= 5000))
  throw new Error(`--rate must be a whole number in (0, 5000] (got ${opts.rate})`);
if (opts.saturate && process.argv.includes('--rate')) throw new Error('--rate and --saturate exclude each other');

const { defer, run } = cleanupOnExit('stopping the server and dropping the scratch database');

/** Visible items to order: box items and catch-weight ones alike. */
async function sellableItems(dbUrl) {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  try {
    const { rows } = await c.query('SELECT id FROM items WHERE show ORDER BY id LIMIT 24');
    return rows.map((r) => r.id);
  } finally {
    await c.end();
  }
}

/** Checkouts to send: each a new cart with its own key, or now and then an answered one sent again. */
function checkouts(tokens, items, record) {
  let sequence = 0;
  const answered = [];
  return {
    next() {
      if (record && answered.length > 0 && Math.random() < retryShare) {
        return { ...answered[Math.floor(Math.random() * answered.length)], retry: true };
      }
      sequence += 1;
      const start = sequence % items.length;
      return {
        token: tokens[sequence % tokens.length],
        key: `bench-${sequence}-${Date.now()}`,
        body: JSON.stringify({
          order_type: 'pickup',
          cart_items: Array.from({ length: LINES_PER_ORDER }, (_, i) => ({
            id: items[(start + i * 5) % items.length],
            quantity: 1 + ((sequence + i) % 4),
          })),
        }),
        retry: false,
      };
    },
    answer(checkout, status, body) {
      let parsed = null;
      try {
        parsed = JSON.parse(body);
      } catch {
        // counted as an error by the caller
      }
      if (!checkout.retry && (status === 200 || status === 201) && answered.length < 10_000) answered.push(checkout);
      record?.({ status, key: checkout.key, retry: checkout.retry, order: parsed?.data ?? null });
    },
  };
}

const headersOf = (checkout) => ({
  'content-type': 'application/json',
  authorization: `Bearer ${checkout.token}`,
  'idempotency-key': checkout.key,
});

/**
 * Saturation: `tokens.length` autocannon connections, each sending its next checkout the moment
 * the last one is answered (autocannon resets a connection's context after each request, so the
 * checkouts to retry are kept by `checkouts`).
 */
async function saturate(base, tokens, items, seconds, record) {
  const source = checkouts(tokens, items, record);
  const latencies = [];
  const instance = autocannon({
    url: base,
    connections: tokens.length,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        path: '/api/orders',
        setupRequest(req, context) {
          context.checkout = source.next();
          context.sentAt = performance.now();
          return { ...req, headers: headersOf(context.checkout), body: context.checkout.body };
        },
        onResponse(status, body, context) {
          latencies.push(performance.now() - context.sentAt);
          source.answer(context.checkout, status, body);
        },
      },
    ],
  });
  autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  const result = await instance;
  return { transportErrors: result.errors + result.timeouts, latencies: latencies.sort((a, b) => a - b) };
}

/** An arrival rate (lib/arrivals.mjs): `perSecond` checkouts a second on schedule. */
function atRate(base, tokens, items, seconds, record, perSecond) {
  const source = checkouts(tokens, items, record);
  return atArrivalRate({
    seconds,
    perSecond,
    async send() {
      const checkout = source.next();
      const res = await fetch(`${base}/api/orders`, {
        method: 'POST',
        headers: headersOf(checkout),
        body: checkout.body,
        signal: AbortSignal.timeout(10_000),
      });
      source.answer(checkout, res.status, await res.text());
    },
  });
}

const load = (base, tokens, items, seconds, record) =>
  rate === undefined
    ? saturate(base, tokens, items, seconds, record)
    : atRate(base, tokens, items, seconds, record, rate);

async function main() {
  requireBuiltServer();
  const stamp = timestamp();
  const loadAvgAtStart = warnIfBusy();
  const tmp = scratchDir(defer, 'wholesale-bench-orders-');

  const db = await createScratchDatabase(
    process.env.DATABASE_URL || DEFAULT_DATABASE_URL,
    `bench_orders_${stamp.toLowerCase().replace(/[^a-z0-9]/g, '')}`,
  );
  defer(() => db.drop());

  const { base } = await startBuiltServer({
    defer,
    dataDir: path.join(tmp, 'data'),
    logFile: path.join(tmp, 'server.log'),
    databaseUrl: db.url,
    // --profile: a V8 CPU profile of the server, written when it exits, to open in Chrome DevTools
    nodeArgs: opts.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.join(RESULTS_DIR, `profile-orders-${stamp}`)}`] : [],
  });

  const tokens = await signIn(base, await createBenchBuyers(db.url, buyers));
  const items = await sellableItems(db.url);
  console.log(`server ready at ${base}; ${buyers} buyers signed in; ${items.length} items to order`);

  if (warmup > 0) await load(base, tokens, items, warmup, null);

  const answers = [];
  const { transportErrors, latencies } = await load(base, tokens, items, duration, (a) => answers.push(a));

  // ---------------------------------------------------------------- what the database holds
  const ok = answers.filter((a) => a.status === 200 || a.status === 201);
  const errors = answers.length - ok.length + transportErrors;
  const firstByKey = new Map();
  let retryMismatches = 0;
  for (const a of ok) {
    const seen = firstByKey.get(a.key);
    if (seen === undefined) firstByKey.set(a.key, a.order.id);
    else if (seen !== a.order.id) retryMismatches += 1;
  }
  const acknowledged = [...new Set(firstByKey.values())];
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  let check;
  try {
    const { rows } = await c.query(
      `SELECT o.id, o.order_number, o.total_amount_cents, count(i.id)::int AS lines, coalesce(sum(i.line_total_cents), 0)::int AS sum
       FROM orders o LEFT JOIN order_items i ON i.order_id = o.id
       WHERE o.user_id IN (SELECT id FROM users WHERE email LIKE 'bench-buyer-%')
       GROUP BY o.id`,
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const missing = acknowledged.filter((id) => !byId.has(id)).length;
    const halfWritten = rows.filter((r) => r.lines !== LINES_PER_ORDER || r.sum !== r.total_amount_cents).length;
    const numbers = new Set(rows.map((r) => r.order_number)).size;
    const keysAcknowledged = firstByKey.size;
    const keysStored = Number(
      (
        await c.query(
          `SELECT count(*)::int AS n FROM idempotency_keys WHERE key LIKE 'bench-%' AND response IS NOT NULL`,
        )
      ).rows[0].n,
    );
    check = {
      ordersInDatabase: rows.length,
      acknowledgedOrders: acknowledged.length,
      missing,
      halfWritten,
      duplicateOrderNumbers: rows.length - numbers,
      // every order in the database belongs to one acknowledged or stored key: more orders than
      // keys means a retry made a second order
      duplicates: Math.max(0, rows.length - keysStored) + retryMismatches,
      keysAcknowledged,
      keysStored,
    };
  } finally {
    await c.end();
  }

  const retries = ok.filter((a) => a.retry).length;
  const measured = {
    buyers,
    rate: rate ?? 'saturation',
    durationSeconds: duration,
    requests: answers.length,
    ordersPerSecond: Math.round((acknowledged.length / duration) * 10) / 10,
    retriesAnswered: retries,
    p50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
    p99Ms: Math.round(percentile(latencies, 99) * 10) / 10,
    maxMs: Math.round((latencies.at(-1) ?? NaN) * 10) / 10,
    errors,
    ...check,
  };
  const pass =
    measured.p99Ms <= BUDGET.p99Ms &&
    measured.errors === BUDGET.errors &&
    measured.duplicates === BUDGET.duplicates &&
    check.missing === 0 &&
    check.halfWritten === 0 &&
    check.duplicateOrderNumbers === 0;

  console.log();
  console.log(
    budgetTable([
      ['concurrent buyers', String(buyers), '50'],
      ['arrival rate (orders/s)', rate === undefined ? 'saturation' : String(rate), ''],
      ['orders placed', String(acknowledged.length), ''],
      ['orders/s', String(measured.ordersPerSecond), ''],
      ['retries answered with the first order', String(retries), ''],
      ['p50 ms (order call)', String(measured.p50Ms), ''],
      ['p99 ms (order call)', String(measured.p99Ms), `<= ${BUDGET.p99Ms}`],
      ['errors', String(measured.errors), '0'],
      ['duplicates', String(measured.duplicates), '0'],
      ['acknowledged but missing', String(check.missing), '0'],
      ['half-written orders', String(check.halfWritten), '0'],
    ]),
  );
  const file = writeResults('orders', stamp, {
    measured,
    budget: BUDGET,
    pass,
    loadAvgAtStart,
    environment: environment(),
  });
  console.log(`\n${pass ? 'PASS' : 'FAIL'}: results in ${path.relative(ROOT, file)}`);
  return pass;
}

run(main, (pass) => (!pass && opts.strict ? 1 : 0));
