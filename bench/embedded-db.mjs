// The embedded default under a burst: the built server on PGlite in a temp
// DATA_DIR with the demo data (as `npm start` runs it), 60 reads of one order at once
// (GET /api/orders/:id as the demo buyer), then 60 downloads of its order confirmation (drawn as
// an invoice is) at once, each burst several times, while /healthz is asked one request after
// another (at most every 10 ms).
// Budget: /healthz within 100 ms throughout; reads 200; downloads 200 or 503 with Retry-After
// (the PDF pool's bounded queue), never a 500 or a hang. The same bursts run as a security probe
// (scripts/lib/probes/50-embedded-db.mjs). Exit status 1 when the budget is not met.
//
//   node apps/server/build.mjs
//   npm run bench:embedded-db
//   node bench/embedded-db.mjs [--rounds 5] [--burst 60] [--url http://127.0.0.1:3000]
import { parseArgs } from 'node:util';
import {
  BURST,
  burst,
  HEALTH_BUDGET_MS,
  placeProbeOrder,
  statusCounts,
} from '../scripts/lib/probes/50-embedded-db.mjs';
import { startProbeServer } from '../scripts/lib/security-probes.mjs';
import { cleanupOnExit } from '../scripts/lib/processes.mjs';
import { environment, formatTable, timestamp, warnIfBusy, writeResults } from './lib/report.mjs';

const BUYER = { email: 'buyer@demo.test', password: 'demo-buyer-1357' };

const { values: opts } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    burst: { type: 'string', default: String(BURST) },
    url: { type: 'string' },
  },
});
const rounds = Number(opts.rounds);
const count = Number(opts.burst);
for (const [name, v, max] of [
  ['rounds', rounds, 50],
  ['burst', count, 1000],
]) {
  if (!Number.isInteger(v) || v <= 0 || v > max)
    throw new Error(`--${name} must be a whole number in (0, ${max}] (got ${v})`);
}

const { defer, run } = cleanupOnExit('stopping the server');

const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function main() {
  const loadBefore = warnIfBusy();
  let base = opts.url?.replace(/\/$/, '');
  if (!base) {
    const server = await startProbeServer();
    defer(() => server.stop());
    base = server.base;
  }
  const send = async (method, url, { body, headers = {} } = {}) => {
    const res = await fetch(base + url, {
      method,
      headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, text: await res.text() };
  };
  const login = await send('POST', '/api/users/login', { body: BUYER });
  if (login.status !== 200)
    throw new Error(`the demo buyer cannot sign in (${login.status}): is the server in DEMO mode?`);
  const auth = { authorization: `Bearer ${JSON.parse(login.text).token}` };
  const orderId = await placeProbeOrder(send, auth);
  // One of each first: the PDF worker parses its fonts on its first job.
  await send('GET', `/api/orders/${orderId}`, { headers: auth });
  await send('GET', `/api/orders/${orderId}/confirmation.pdf`, { headers: auth });

  const rows = [];
  const results = [];
  let ok = true;
  for (const [what, url] of [
    ['order reads (JSON)', `/api/orders/${orderId}`],
    ['order confirmation downloads (PDF)', `/api/orders/${orderId}/confirmation.pdf`],
  ]) {
    for (let round = 1; round <= rounds; round += 1) {
      const r = await burst(base, url, { headers: auth, count });
      const healthMax = Math.max(...r.health);
      const times = r.answers.map((a) => a.ms);
      const pdf = url.endsWith('.pdf');
      const fine = r.answers.every((a) => a.status === 200 || (pdf && a.status === 503 && Number(a.retryAfter) > 0));
      ok &&= fine && healthMax < HEALTH_BUDGET_MS;
      results.push({
        what,
        round,
        statuses: statusCounts(r.answers),
        burstMs: r.ms,
        p50: percentile(times, 50),
        p99: percentile(times, 99),
        health: r.health,
      });
      rows.push([
        what,
        String(round),
        statusCounts(r.answers),
        r.ms.toFixed(0),
        percentile(times, 50).toFixed(0),
        percentile(times, 99).toFixed(0),
        percentile(r.health, 50).toFixed(1),
        healthMax.toFixed(1),
        String(r.health.length),
      ]);
    }
  }
  console.log(
    `\n${count} at once, ${rounds} rounds each, against ${opts.url ?? 'the built server (PGlite in a temp DATA_DIR, DEMO=1)'}\n`,
  );
  console.log(
    formatTable(
      [
        ['burst', 'l'],
        ['round', 'r'],
        ['answers', 'l'],
        ['burst ms', 'r'],
        ['p50 ms', 'r'],
        ['p99 ms', 'r'],
        ['/healthz p50 ms', 'r'],
        ['/healthz max ms', 'r'],
        ['asked', 'r'],
      ],
      rows,
    ),
  );
  console.log(`\n/healthz budget: < ${HEALTH_BUDGET_MS} ms throughout → ${ok ? 'met' : 'NOT met'}`);
  const file = writeResults('embedded-db', timestamp(), {
    environment: environment(),
    loadBefore,
    count,
    rounds,
    results,
  });
  console.log(`results: ${file}`);
  return ok;
}

run(main);
