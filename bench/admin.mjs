// Back office benchmark: on PostgreSQL with a producer's volume (10,000 items, 100,000 orders by
// seed-volume.mjs, with invoices and 50,000 payments), ten admins at once load the dashboard's
// figures, the Orders page's first page, the Item List's first page and the Receivables (every
// company with a balance, aged). Budget: p99 of each at most 50 ms.
//
//   node bench/admin.mjs [--items 10000] [--orders 100000] [--duration 10] [--warmup 2] [--connections 10]
//
// DATABASE_URL (default postgres://root@127.0.0.1:5432/test) is only used to create and drop the
// scratch database bench_admin_<timestamp>.
import { loadArgs, measure } from './lib/load.mjs';
import { cleanupOnExit } from '../scripts/lib/processes.mjs';
import { environment, formatTable, warnIfBusy, writeResults } from './lib/report.mjs';
import { startVolumeServer } from './lib/volume-server.mjs';

const BUDGET_P99_MS = 50;
const DEMO_ADMIN = { email: 'admin@demo.test', password: 'demo-admin-2468' };

const { opts, load } = loadArgs(10, {
  items: { type: 'string', default: '10000' },
  orders: { type: 'string', default: '100000' },
});

const trpc = (proc, input) =>
  `/trpc/${proc}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;

/** What an admin's browser asks for when each page opens. */
const ENDPOINTS = [
  { name: 'dashboard figures (weekly)', path: trpc('admin.dashboard.figures', { period: 'weekly' }) },
  { name: 'dashboard figures (monthly)', path: trpc('admin.dashboard.figures', { period: 'monthly' }) },
  { name: 'Orders page, first page', path: trpc('admin.orders.list', {}) },
  { name: 'Item List, first page', path: trpc('admin.items.page', {}) },
  { name: 'Receivables (2,000 companies, aged)', path: trpc('admin.books.receivables', { sort: 'overdue' }) },
];

const { defer, run } = cleanupOnExit('stopping the server and dropping the scratch database');

async function main() {
  warnIfBusy();
  const { base, stamp } = await startVolumeServer({
    name: 'admin',
    items: Number(opts.items),
    orders: Number(opts.orders),
    defer,
  });

  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  if (login.status !== 200) throw new Error(`admin sign-in failed: ${login.status} ${await login.text()}`);
  const { token } = await login.json();
  const headers = { authorization: `Bearer ${token}` };

  const rows = [];
  for (const endpoint of ENDPOINTS) {
    const probe = await fetch(base + endpoint.path, { headers });
    const bytes = (await probe.arrayBuffer()).byteLength;
    if (probe.status !== 200) throw new Error(`${endpoint.name}: HTTP ${probe.status}`);
    const m = await measure(base + endpoint.path, { ...load, headers });
    rows.push({ ...endpoint, bytes, ...m, ok: m.p99 <= BUDGET_P99_MS && m.non2xx === 0 && m.errors === 0 });
  }

  console.log(
    `\n${opts.items} items, ${opts.orders} orders; ${load.connections} admins at once, ${load.warmup} s warm-up + ${load.duration} s each\n`,
  );
  console.log(
    formatTable(
      [
        ['endpoint', 'l'],
        ['req/s', 'r'],
        ['p50 ms', 'r'],
        ['p99 ms', 'r'],
        ['answer KB', 'r'],
        ['errors', 'r'],
        [`p99 ≤ ${BUDGET_P99_MS} ms`, 'l'],
      ],
      rows.map((r) => [
        r.name,
        r.reqPerSec.toFixed(0),
        r.p50.toFixed(2),
        r.p99.toFixed(2),
        (r.bytes / 1024).toFixed(1),
        String(r.non2xx + r.errors),
        r.ok ? 'yes' : 'NO',
      ]),
    ),
  );
  writeResults('admin', stamp, { environment: environment(), options: opts, budgetP99Ms: BUDGET_P99_MS, rows });
  return rows.every((r) => r.ok);
}

run(main);
