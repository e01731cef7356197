// Back office benchmark: on PostgreSQL with a producer's volume (10,000 items, 100,000 orders by
// seed-volume.mjs, with invoices and 50,000 payments, and 2,000 weekly standing orders), ten admins
// at once load the dashboard's figures, the Orders page's first page, the Item List's first page,
// the Receivables (every company with a balance, aged), the Orders page filtered to its busiest
// pickup day, the week view of that day's week and the standing orders' forecast. Budget: p99 of
// each at most 50 ms, of the forecast at most 100 ms.
//
//   node bench/admin.mjs [--items 10000] [--orders 100000] [--duration 10] [--warmup 2] [--connections 10]
//   node bench/admin.mjs --only forecast    # only the standing orders' forecast (same volume)
//
// DATABASE_URL (default postgres://root@127.0.0.1:5432/test) is only used to create and drop the
// scratch database bench_admin_<timestamp>.
import { loadArgs, measure } from './lib/load.mjs';
import { cleanupOnExit } from '../scripts/lib/processes.mjs';
import { environment, formatTable, warnIfBusy, writeResults } from './lib/report.mjs';
import { startVolumeServer } from './lib/volume-server.mjs';
import { query } from './order-cycle/server.mjs';

const BUDGET_P99_MS = 50;
const FORECAST_BUDGET_P99_MS = 100;
const STANDING_ORDERS = 2000;
const DEMO_ADMIN = { email: 'admin@demo.test', password: 'demo-admin-2468' };

const { opts, load } = loadArgs(10, {
  items: { type: 'string', default: '10000' },
  orders: { type: 'string', default: '100000' },
  // a word the endpoints' names must contain (e.g. `forecast`): the others are not loaded
  only: { type: 'string' },
});

const trpc = (proc, input) =>
  `/trpc/${proc}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;

/** 'YYYY-MM-DD' plus `days`. */
const addDays = (day, days) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The week by pickup day: the Orders page filtered to the volume's busiest pickup day, the week
 * view of its week (Sunday to Saturday), and the forecast of 2,000 weekly standing orders over the
 * coming week (the production sheet's) and over the longest range (31 days).
 */
async function pickupDayEndpoints(url) {
  const [{ day }] = await query(
    url,
    `SELECT to_char(pickup_start AT TIME ZONE 'America/Los_Angeles', 'YYYY-MM-DD') AS day FROM orders
     WHERE pickup_start IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC, 1 DESC LIMIT 1`,
  );
  const sunday = addDays(day, -new Date(`${day}T00:00:00Z`).getUTCDay());
  // Weekly standing orders of the volume's buyers, two lines each, their next cycles spread over
  // the coming week's weekdays.
  const [{ today }] = await query(
    url,
    "SELECT to_char(now() AT TIME ZONE 'America/Los_Angeles', 'YYYY-MM-DD') AS today",
  );
  await query(
    url,
    `WITH buyers AS (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM users WHERE email LIKE '%@volume.bench' LIMIT $1),
          vol AS (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM items WHERE show ORDER BY id LIMIT 40),
          days AS (SELECT d::date AS day, row_number() OVER (ORDER BY d) AS rn
                   FROM generate_series($2::date + 4, $2::date + 10, interval '1 day') AS d WHERE extract(isodow FROM d) < 6)
     INSERT INTO standing_orders (user_id, every_weeks, window_start, lines, next_pickup_date)
     SELECT b.id, 1, '10:00',
            jsonb_build_array(jsonb_build_object('item_id', (SELECT id FROM vol WHERE vol.rn = 1 + b.rn % 40), 'quantity', 1 + b.rn % 3),
                              jsonb_build_object('item_id', (SELECT id FROM vol WHERE vol.rn = 1 + (b.rn + 7) % 40), 'quantity', 2)),
            (SELECT day FROM days WHERE days.rn = 1 + b.rn % 5)
     FROM buyers b`,
    [STANDING_ORDERS, today],
  );
  // The coming week's weekday with the most cycles (2,000 spread over five).
  const [{ busiest }] = await query(
    url,
    `SELECT to_char(next_pickup_date, 'YYYY-MM-DD') AS busiest FROM standing_orders
     GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
  );
  return [
    { name: 'Orders page, one pickup day', path: trpc('admin.orders.list', { pickup_from: day, pickup_to: day }) },
    { name: 'week view (7 days)', path: trpc('admin.orders.week', { from: sunday, to: addDays(sunday, 6) }) },
    // The summary per day and product the pick list opens with.
    {
      name: 'forecast, coming week (2,000 standing orders)',
      path: trpc('admin.orders.forecast', { from: addDays(today, 4), to: addDays(today, 10) }),
      budget: FORECAST_BUDGET_P99_MS,
    },
    {
      name: 'forecast, 31 days (2,000 standing orders)',
      path: trpc('admin.orders.forecast', { from: addDays(today, 4), to: addDays(today, 34) }),
      budget: FORECAST_BUDGET_P99_MS,
    },
    // What "Show each standing order" of a day asks for: that day's cycles, their products by id.
    {
      name: "forecast with one day's cycles (about 400)",
      path: trpc('admin.orders.forecast', { from: addDays(today, 4), to: addDays(today, 10), cycles_on: busiest }),
      budget: FORECAST_BUDGET_P99_MS,
    },
  ];
}

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
  const { base, url, stamp } = await startVolumeServer({
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
  const endpoints = [...ENDPOINTS, ...(await pickupDayEndpoints(url))].filter(
    (e) => !opts.only || e.name.includes(opts.only),
  );
  for (const endpoint of endpoints) {
    // The first call reads and computes (nothing shared from the cache yet): its time is the cold cost.
    const started = performance.now();
    const probe = await fetch(base + endpoint.path, { headers });
    const bytes = (await probe.arrayBuffer()).byteLength;
    const first = performance.now() - started;
    if (probe.status !== 200) throw new Error(`${endpoint.name}: HTTP ${probe.status}`);
    const m = await measure(base + endpoint.path, { ...load, headers });
    const budget = endpoint.budget ?? BUDGET_P99_MS;
    rows.push({ ...endpoint, budget, bytes, first, ...m, ok: m.p99 <= budget && m.non2xx === 0 && m.errors === 0 });
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
        ['first ms', 'r'],
        ['answer KB', 'r'],
        ['errors', 'r'],
        ['p99 budget ms', 'r'],
        ['within', 'l'],
      ],
      rows.map((r) => [
        r.name,
        r.reqPerSec.toFixed(0),
        r.p50.toFixed(2),
        r.p99.toFixed(2),
        r.first.toFixed(0),
        (r.bytes / 1024).toFixed(1),
        String(r.non2xx + r.errors),
        String(r.budget),
        r.ok ? 'yes' : 'NO',
      ]),
    ),
  );
  writeResults('admin', stamp, { environment: environment(), options: opts, budgetP99Ms: BUDGET_P99_MS, rows });
  return rows.every((r) => r.ok);
}

run(main);
