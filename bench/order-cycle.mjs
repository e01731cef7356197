// The weekly ordering cycle's benchmarks (issue 20, item 11), on the real server and a throw-away
// PostgreSQL database:
//   1. order changes: 50 buyers changing their pending orders through PATCH /api/orders/:id at 100
//      changes/s (a tenth of them resent with the same Idempotency-Key, as a retry would be); then
//      every acknowledged change must be in the database once (one revision per change, a retry
//      answering its first change). Budget: p99 150 ms, zero errors.
//   2. invoices: 10 admins downloading the invoice of a 40-line order at once, 5,000 downloads.
//      Budget: p99 200 ms; the server's memory flat: the trend of its RSS (sampled every 100
//      downloads from the 500th) at most 10 MB per 1,000 downloads. Over fewer downloads the
//      trend still shows the heap growing to its working size (+24 MB per 1,000 over 2,000).
//   3. standing orders: 5,000 standing orders due when a server starts; its job makes every cycle's
//      order. Budget: under 10 s from the first cycle's row to the last.
//
//   node bench/order-cycle.mjs [--buyers 50] [--rate 100] [--duration 10] [--invoices 5000]
//                              [--standing 5000] [--strict]
//   DATABASE_URL (default postgres://root@127.0.0.1:5432/test) is only used to create and drop
//   the scratch databases.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createBenchBuyers, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, percentile, post, signIn } from './lib/buyers.mjs';
import { createScratchDatabase, DEFAULT_DATABASE_URL } from './lib/db.mjs';
import {
  cleanupOnExit,
  freePort,
  ROOT,
  SERVER_ENTRY,
  startNode,
  stopNode,
  waitForHttp,
} from '../scripts/lib/processes.mjs';
import { environment, formatTable, timestamp, warnIfBusy, writeResults } from './lib/report.mjs';

const BUDGET = { changeP99Ms: 150, invoiceP99Ms: 200, invoiceRssTrendMbPer1000: 10, standingSeconds: 10 };

const { values: opts } = parseArgs({
  options: {
    buyers: { type: 'string', default: '50' },
    rate: { type: 'string', default: '100' },
    duration: { type: 'string', default: '10' },
    invoices: { type: 'string', default: '5000' },
    standing: { type: 'string', default: '5000' },
    strict: { type: 'boolean', default: false },
  },
});
const buyers = Number(opts.buyers);
const rate = Number(opts.rate);
const duration = Number(opts.duration);
const invoices = Number(opts.invoices);
const standingCount = Number(opts.standing);

const { defer, run } = cleanupOnExit('stopping the servers and dropping the scratch databases');
const dbUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;

async function query(url, text, values = []) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, values)).rows;
  } finally {
    await c.end();
  }
}

/** A server on a scratch database; answers its base URL, its process and the database. */
async function startServer(tmp, name, extraEnv = {}) {
  const db = await createScratchDatabase(
    dbUrl,
    `bench_cycle_${name}_${timestamp()
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')}`,
  );
  defer(() => db.drop());
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startNode(
    name,
    SERVER_ENTRY,
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(tmp, `data-${name}`),
      DATABASE_URL: db.url,
      DEMO: '1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    path.join(tmp, `${name}.log`),
  );
  defer(() => stopNode(server));
  await waitForHttp(server, `${base}/api/items`);
  return { base, server, db };
}

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;
const round = (n) => Math.round(n * 10) / 10;

/** The last pickup window on offer (days ahead: its cutoff is far). */
async function lastWindow(base, token) {
  const res = await fetch(`${base}/trpc/orders.pickupSlots`, { headers: { authorization: `Bearer ${token}` } });
  const days = (await res.json()).result.data;
  return days.at(-1).windows[0].slot;
}

// ---------------------------------------------------------------- 1. order changes

async function changes(base, db) {
  const tokens = await signIn(base, await createBenchBuyers(db.url, buyers, 'cycle-buyer'));
  const items = (
    await query(db.url, "SELECT id FROM items WHERE show AND spec NOT LIKE 'C.W.%' ORDER BY id LIMIT 12")
  ).map((r) => r.id);
  const slot = await lastWindow(base, tokens[0]);
  const orders = [];
  for (const [i, token] of tokens.entries()) {
    const res = await post(
      base,
      '/api/orders',
      {
        cart_items: [
          { id: items[i % items.length], quantity: 1 },
          { id: items[(i + 5) % items.length], quantity: 2 },
        ],
        pickup_slot: slot,
      },
      { authorization: `Bearer ${token}` },
    );
    if (res.status !== 201) throw new Error(`order of buyer ${i}: ${res.status} ${JSON.stringify(res.body)}`);
    orders.push({ id: res.body.data.id, token, items: [items[i % items.length], items[(i + 5) % items.length]], n: 1 });
  }
  const latencies = [];
  const answers = [];
  let transportErrors = 0;
  const inFlight = [];
  const sent = [];
  const t0 = performance.now();
  const total = Math.round(duration * rate);
  for (let i = 0; i < total; i += 1) {
    const due = t0 + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    // a tenth: a change already answered, sent again with its key
    const retry = sent.length > 0 && Math.random() < 0.1 ? sent[Math.floor(Math.random() * sent.length)] : null;
    let change = retry;
    if (!change) {
      const o = orders[i % orders.length];
      o.n = (o.n % 998) + 1; // a new first quantity every time: every change changes the order
      change = {
        order: o,
        key: `cycle-${i}-${Date.now()}`,
        body: JSON.stringify({
          cart_items: [
            { id: o.items[0], quantity: o.n + 1 },
            { id: o.items[1], quantity: 2 },
          ],
        }),
      };
    }
    const c = change;
    inFlight.push(
      fetch(`${base}/api/orders/${c.order.id}`, {
        method: 'PATCH',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${c.order.token}`,
          'idempotency-key': c.key,
        },
        body: c.body,
        signal: AbortSignal.timeout(10_000),
      })
        .then(async (res) => {
          const body = await res.json().catch(() => null);
          latencies.push(performance.now() - due);
          answers.push({ status: res.status, key: c.key, retry: retry !== null, revision: body?.data?.revision });
          if (res.status === 200 && retry === null) sent.push(c);
        })
        .catch(() => {
          transportErrors += 1;
        }),
    );
  }
  await Promise.all(inFlight);
  latencies.sort((a, b) => a - b);
  const ok = answers.filter((a) => a.status === 200);
  const byKey = new Map();
  let retryMismatches = 0;
  for (const a of ok) {
    if (!byKey.has(a.key)) byKey.set(a.key, a.revision);
    else if (byKey.get(a.key) !== a.revision) retryMismatches += 1;
  }
  const ids = orders.map((o) => o.id);
  const [{ revisions }] = await query(
    db.url,
    'SELECT count(*)::int AS revisions FROM order_revisions WHERE order_id = ANY($1)',
    [ids],
  );
  const [{ keys }] = await query(
    db.url,
    'SELECT count(*)::int AS keys FROM order_change_keys WHERE order_id = ANY($1)',
    [ids],
  );
  const halfWritten = (
    await query(
      db.url,
      'SELECT o.id FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.id = ANY($1) GROUP BY o.id, o.total_amount_cents HAVING sum(i.line_total_cents) <> o.total_amount_cents',
      [ids],
    )
  ).length;
  return {
    buyers,
    rate,
    requests: answers.length,
    retriesAnswered: ok.filter((a) => a.retry).length,
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    errors: answers.length - ok.length + transportErrors,
    changesAcknowledged: byKey.size,
    revisionsInDatabase: revisions,
    keysInDatabase: keys,
    retryMismatches,
    halfWritten,
  };
}

// ---------------------------------------------------------------- 2. invoices

async function invoiceLoad(base, server, db) {
  const [admin] = await signIn(base, [DEMO_ADMIN_EMAIL], DEMO_ADMIN_PASSWORD);
  const [buyer] = await signIn(base, await createBenchBuyers(db.url, 1, 'invoice-buyer'));
  const items = (await query(db.url, 'SELECT id FROM items WHERE show ORDER BY id LIMIT 40')).map((r) => r.id);
  if (items.length < 40) throw new Error(`only ${items.length} items to order`);
  const placed = await post(
    base,
    '/api/orders',
    { cart_items: items.map((id) => ({ id, quantity: 2 })) },
    { authorization: `Bearer ${buyer}` },
  );
  if (placed.status !== 201) throw new Error(`the 40-line order: ${placed.status} ${JSON.stringify(placed.body)}`);
  const orderId = placed.body.data.id;
  const lines = await query(db.url, "SELECT id FROM order_items WHERE order_id = $1 AND spec LIKE 'C.W.%'", [orderId]);
  if (lines.length > 0) {
    const weigh = await post(
      base,
      '/trpc/admin.orders.weigh',
      { orderId, weights: lines.map((l) => ({ line_id: l.id, weighed_lbs: 20.5, confirm_unusual: true })) },
      { authorization: `Bearer ${admin}` },
    );
    if (weigh.status !== 200) throw new Error(`weighing: ${weigh.status} ${JSON.stringify(weigh.body)}`);
  }
  const url = `${base}/api/orders/${orderId}/invoice.pdf`;
  const download = async () => {
    const t = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${admin}` } });
    const bytes = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200 || bytes.subarray(0, 5).toString() !== '%PDF-') throw new Error(`invoice: ${res.status}`);
    return performance.now() - t;
  };
  // 10 admins at once, each downloading again as soon as the last one came
  const latencies = [];
  let done = 0;
  // the server's RSS every 100 downloads, after the first 500 (the heap has settled by then)
  const samples = [];
  const worker = async () => {
    while (done < invoices) {
      done += 1;
      latencies.push(await download());
      if (done >= 500 && done % 100 === 0) samples.push([done, rssMb(server.child.pid)]);
    }
  };
  for (let i = 0; i < 20; i += 1) await download(); // warm-up: fonts parsed, code compiled
  await Promise.all(Array.from({ length: 10 }, worker));
  latencies.sort((a, b) => a - b);
  // The trend of the samples (least squares), in MB per 1,000 downloads: a leak climbs steadily;
  // the garbage collector's own swings (tens of MB either way) average out.
  const n = samples.length;
  const mx = samples.reduce((a, [x]) => a + x, 0) / n;
  const my = samples.reduce((a, [, y]) => a + y, 0) / n;
  const slope =
    samples.reduce((a, [x, y]) => a + (x - mx) * (y - my), 0) / samples.reduce((a, [x]) => a + (x - mx) ** 2, 0);
  return {
    downloads: latencies.length,
    concurrent: 10,
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    rssFirstMb: round(samples[0][1]),
    rssLastMb: round(samples.at(-1)[1]),
    rssTrendMbPer1000: round(slope * 1000),
  };
}

// ---------------------------------------------------------------- 3. standing orders

async function standingRun(tmp) {
  // A first server makes the database (migrations, demo catalogue); the standing orders are then
  // written straight into it, due, and a second server's start-up job makes them.
  const first = await startServer(tmp, 'standing');
  await createBenchBuyers(first.db.url, 500, 'standing-buyer');
  const items = (
    await query(first.db.url, "SELECT id FROM items WHERE show AND spec NOT LIKE 'C.W.%' ORDER BY id LIMIT 20")
  ).map((r) => r.id);
  // a weekday 5 days ahead or more: with STANDING_ORDER_LEAD_DAYS=10 its cycle was due days ago
  // and is still to pick up (a catch-up run, the job's heaviest)
  let day = new Date(Date.now() + 5 * 86_400_000);
  while ([0, 6].includes(day.getUTCDay())) day = new Date(day.getTime() + 86_400_000);
  const date = day.toISOString().slice(0, 10);
  await query(
    first.db.url,
    `INSERT INTO standing_orders (user_id, every_weeks, window_start, lines, next_pickup_date)
     SELECT u.id, 1, '10:00', jsonb_build_array(jsonb_build_object('item_id', ($2::int[])[1 + g % 20], 'quantity', 1 + g % 3), jsonb_build_object('item_id', ($2::int[])[1 + (g + 7) % 20], 'quantity', 2)), $3::date
     FROM generate_series(0, $1 - 1) AS g JOIN users u ON u.email = 'standing-buyer-' || (g % 500) || '@bench.test'`,
    [standingCount, items, date],
  );
  await stopNode(first.server);
  const port = await freePort();
  const t0 = Date.now();
  const second = startNode(
    'standing-job',
    SERVER_ENTRY,
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(tmp, 'data-standing-job'),
      DATABASE_URL: first.db.url,
      DEMO: '1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      STANDING_ORDER_LEAD_DAYS: '10',
    },
    path.join(tmp, 'standing-job.log'),
  );
  defer(() => stopNode(second));
  await waitForHttp(second, `http://127.0.0.1:${port}/api/items`);
  // Until every cycle is made, or two minutes
  while (Date.now() - t0 < 120_000) {
    const [{ made }] = await query(
      first.db.url,
      "SELECT count(*)::int AS made FROM standing_order_cycles WHERE outcome = 'created'",
    );
    if (made >= standingCount) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const [span] = await query(
    first.db.url,
    `SELECT count(*)::int AS cycles, count(DISTINCT (standing_order_id, pickup_date))::int AS distinct_cycles,
            extract(epoch FROM max(created_at) - min(created_at))::float AS seconds,
            (SELECT count(*)::int FROM orders WHERE standing_order_id IS NOT NULL) AS orders
     FROM standing_order_cycles`,
  );
  return {
    standingOrders: standingCount,
    ordersMade: span.orders,
    cycles: span.cycles,
    duplicateCycles: span.cycles - span.distinct_cycles,
    seconds: round(span.seconds),
  };
}

async function main() {
  if (!existsSync(SERVER_ENTRY))
    throw new Error(`${path.relative(ROOT, SERVER_ENTRY)} is missing: build it with \`node apps/server/build.mjs\``);
  const stamp = timestamp();
  const loadAvgAtStart = warnIfBusy();
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'wholesale-bench-cycle-'));
  defer(() => rmSync(tmp, { recursive: true, force: true }));

  const cycle = await startServer(tmp, 'cycle');
  const change = await changes(cycle.base, cycle.db);
  const invoice = await invoiceLoad(cycle.base, cycle.server, cycle.db);
  await stopNode(cycle.server);
  const standing = await standingRun(tmp);

  const pass =
    change.p99Ms <= BUDGET.changeP99Ms &&
    change.errors === 0 &&
    change.retryMismatches === 0 &&
    change.halfWritten === 0 &&
    change.revisionsInDatabase === change.changesAcknowledged &&
    change.keysInDatabase === change.changesAcknowledged &&
    invoice.p99Ms <= BUDGET.invoiceP99Ms &&
    invoice.rssTrendMbPer1000 <= BUDGET.invoiceRssTrendMbPer1000 &&
    standing.seconds <= BUDGET.standingSeconds &&
    standing.ordersMade === standing.standingOrders &&
    standing.duplicateCycles === 0;

  console.log();
  console.log(
    formatTable(
      [
        ['figure', 'l'],
        ['value', 'r'],
        ['budget', 'r'],
      ],
      [
        ['changes: requests at 100/s from 50 buyers', String(change.requests), ''],
        ['changes: retries answered with their first change', String(change.retriesAnswered), ''],
        ['changes: p50 ms', String(change.p50Ms), ''],
        ['changes: p99 ms', String(change.p99Ms), `<= ${BUDGET.changeP99Ms}`],
        ['changes: errors', String(change.errors), '0'],
        [
          'changes: acknowledged / revisions / keys in the database',
          `${change.changesAcknowledged} / ${change.revisionsInDatabase} / ${change.keysInDatabase}`,
          'equal',
        ],
        ['invoices: downloads (10 at once)', String(invoice.downloads), ''],
        ['invoices: p50 ms', String(invoice.p50Ms), ''],
        ['invoices: p99 ms', String(invoice.p99Ms), `<= ${BUDGET.invoiceP99Ms}`],
        ['invoices: RSS at the 500th → last (MB)', `${invoice.rssFirstMb} → ${invoice.rssLastMb}`, ''],
        [
          'invoices: RSS trend (MB per 1,000 downloads)',
          String(invoice.rssTrendMbPer1000),
          `<= ${BUDGET.invoiceRssTrendMbPer1000}`,
        ],
        [
          'standing orders: orders made / standing orders',
          `${standing.ordersMade} / ${standing.standingOrders}`,
          'equal',
        ],
        ['standing orders: seconds, first cycle to last', String(standing.seconds), `<= ${BUDGET.standingSeconds}`],
      ],
    ),
  );
  const file = writeResults('order-cycle', stamp, {
    environment: environment(),
    loadAvgAtStart,
    budget: BUDGET,
    change,
    invoice,
    standing,
    pass,
  });
  console.log(`\n${pass ? 'PASS' : 'FAIL'}: results in ${path.relative(ROOT, file)}`);
  return pass;
}

run(main, (pass) => (!pass && opts.strict ? 1 : 0));
