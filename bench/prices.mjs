// Buyers' prices at a producer's volume: on PostgreSQL with 10,000 items and
// 2,000 buyers (seed-volume.mjs), 50 price lists of 2,000 items each (every one with a tier from 10
// boxes) shared among the buyers, and 20 own prices for every tenth buyer:
//   1. the storefront's catalogue endpoints answered to signed-in buyers (50 of them in turn, on
//      lists and with own prices) stay within 1.2x of a guest's p99;
//   2. checkout at 100 orders/s from those buyers keeps p99 at most 150 ms, and every line of every
//      order is at the buyer's price by the one rule (checked in SQL afterwards).
//
//   node bench/prices.mjs [--items 10000] [--lists 50] [--duration 10] [--warmup 2] [--connections 10] [--rate 100]
//
// DATABASE_URL (default postgres://root@127.0.0.1:5432/test) is only used to create and drop the
// scratch database bench_prices_<timestamp>.
import pg from 'pg';
import { atArrivalRate } from './lib/arrivals.mjs';
import { DEMO_BUYER_EMAIL, percentile, signIn } from './lib/buyers.mjs';
import { loadArgs, measure } from './lib/load.mjs';
import { cleanupOnExit } from '../scripts/lib/processes.mjs';
import { environment, formatTable, warnIfBusy, writeResults } from './lib/report.mjs';
import { startVolumeServer } from './lib/volume-server.mjs';
import { VOLUME_BUYERS } from './seed-volume.mjs';

const BUDGET = { catalogueRatio: 1.2, checkoutP99Ms: 150 };
const SIGNED_IN = 50;
const LINES_PER_ORDER = 3;

const { opts, load } = loadArgs(10, {
  items: { type: 'string', default: '10000' },
  lists: { type: 'string', default: '50' },
  rate: { type: 'string', default: '100' },
});
const lists = Number(opts.lists);

const { defer, run } = cleanupOnExit('stopping the server and dropping the scratch database');

/** Price lists, their buyers and own prices, set-based (seconds, not minutes). */
async function seedPrices(url) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const t0 = Date.now();
    await c.query('BEGIN');
    await c.query(`INSERT INTO price_lists (name) SELECT 'Bench list ' || n FROM generate_series(1, $1::int) AS n`, [
      lists,
    ]);
    // List n prices the items whose id falls in its fifth (2,000 of 10,000), a cent per list under
    // the list price, and 50 cents less from 10 boxes.
    await c.query(`
      INSERT INTO price_list_items (price_list_id, item_id, min_quantity, price_cents)
      SELECT l.id, i.id, t.min_quantity, greatest(1, i.price_cents - (l.id % 100) - t.off)
      FROM price_lists l
      JOIN items i ON i.id % 5 = l.id % 5 AND i.slug LIKE 'vol-%'
      CROSS JOIN (VALUES (1, 0), (10, 50)) AS t(min_quantity, off)
    `);
    await c.query(
      `
      UPDATE users u SET price_list_id = l.id
      FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE email LIKE '%@volume.bench') b
      JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM price_lists) l ON l.k = b.n % $1
      WHERE u.id = b.id
    `,
      [lists],
    );
    await c.query(`
      INSERT INTO buyer_prices (user_id, item_id, price_cents)
      SELECT u.id, i.id, greatest(1, i.price_cents - 7)
      FROM (SELECT id FROM users WHERE email LIKE '%@volume.bench' AND id % 10 = 0) u
      CROSS JOIN LATERAL (SELECT id, price_cents FROM items WHERE show AND slug LIKE 'vol-%' AND id % 97 = u.id % 97 ORDER BY id LIMIT 20) i
    `);
    await c.query('COMMIT');
    const counts = (
      await c.query(
        `SELECT (SELECT count(*) FROM price_list_items)::int AS list_prices, (SELECT count(*) FROM buyer_prices)::int AS own, (SELECT count(*) FROM users WHERE price_list_id IS NOT NULL)::int AS on_lists`,
      )
    ).rows[0];
    console.log(
      `prices: ${lists} lists, ${counts.list_prices} list prices, ${counts.on_lists} buyers on lists, ${counts.own} own prices (${Date.now() - t0} ms)`,
    );
    // The first 50 volume buyers sign in with the demo buyer's password (no hashing in the bench).
    const { rows } = await c.query(
      `
      UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE email = $1)
      WHERE id IN (SELECT id FROM users WHERE email LIKE '%@volume.bench' ORDER BY id LIMIT $2)
      RETURNING email
    `,
      [DEMO_BUYER_EMAIL, SIGNED_IN],
    );
    return rows.map((r) => r.email);
  } finally {
    await c.end();
  }
}

/** Items the checkouts order: priced by most lists (the ones in every list's fifth) and visible. */
async function orderable(url) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query(`SELECT id FROM items WHERE show AND slug LIKE 'vol-%' ORDER BY id LIMIT 60`);
    return rows.map((r) => r.id);
  } finally {
    await c.end();
  }
}

/** The newest order's id: the checkouts' orders come after it. */
async function lastOrderId(url) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query('SELECT coalesce(max(id), 0)::int AS id FROM orders')).rows[0].id;
  } finally {
    await c.end();
  }
}

/** The checkouts' order lines not at their buyer's price by the rule (the SQL twin of rules/buyer-price.ts). */
async function mispricedLines(url, after) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query(
      `
      SELECT count(*)::int AS n, (SELECT count(*) FROM order_items WHERE order_id > $1)::int AS lines
      FROM order_items oi JOIN orders o ON o.id = oi.order_id JOIN users u ON u.id = o.user_id JOIN items i ON i.id = oi.item_id
      WHERE o.id > $1 AND oi.unit_price_cents <> coalesce(
        (SELECT b.price_cents FROM buyer_prices b WHERE b.user_id = u.id AND b.item_id = i.id),
        (SELECT t.price_cents FROM price_list_items t WHERE t.price_list_id = u.price_list_id AND t.item_id = i.id AND t.min_quantity <= oi.quantity ORDER BY t.min_quantity DESC LIMIT 1),
        nullif(i.discounted_price_cents, 0), i.price_cents)
    `,
      [after],
    );
    return rows[0];
  } finally {
    await c.end();
  }
}

async function main() {
  warnIfBusy();
  const { base, url, stamp } = await startVolumeServer({
    name: 'prices',
    items: Number(opts.items),
    orders: 10_000,
    defer,
  });
  const emails = await seedPrices(url);
  const tokens = await signIn(base, emails);
  const rotate = tokens.map((t) => ({ authorization: `Bearer ${t}` }));
  // The demo buyer has no list and no own price: what signing in costs without any price of one's own.
  const [plainToken] = await signIn(base, [DEMO_BUYER_EMAIL]);
  const plain = { authorization: `Bearer ${plainToken}` };
  const pricedItem = (await orderable(url))[0];

  // ------------------------------------------------------------------ catalogue: guest vs buyers
  const endpoints = [
    { name: 'GET /api/items', path: '/api/items' },
    { name: 'GET /api/items/style/marinated', path: '/api/items/style/marinated' },
    { name: `GET /api/items/${pricedItem}`, path: `/api/items/${pricedItem}` },
    {
      name: 'tRPC catalogue.search 갈비',
      path: `/trpc/catalogue.search?input=${encodeURIComponent(JSON.stringify({ q: '갈비', limit: 24 }))}`,
    },
  ];
  const rows = [];
  for (const e of endpoints) {
    const guest = await measure(base + e.path, load);
    const signedIn = await measure(base + e.path, { ...load, headers: plain });
    const buyer = await measure(base + e.path, { ...load, rotate });
    const ratio = buyer.p99 / guest.p99;
    rows.push({
      name: e.name,
      guest,
      signedIn,
      buyer,
      ratio,
      pricing: buyer.p99 / signedIn.p99,
      ok: ratio <= BUDGET.catalogueRatio && guest.non2xx + buyer.non2xx + guest.errors + buyer.errors === 0,
    });
  }
  console.log(
    `\n${opts.items} items, ${VOLUME_BUYERS} buyers, ${lists} price lists; ${load.connections} connections, ${SIGNED_IN} buyers in turn\n`,
  );
  console.log(
    formatTable(
      [
        ['endpoint', 'l'],
        ['guest p99 ms', 'r'],
        ['signed in, no prices, p99 ms', 'r'],
        ['buyers with prices p99 ms', 'r'],
        ['vs guest', 'r'],
        ['vs no prices', 'r'],
        [`≤ ${BUDGET.catalogueRatio}`, 'l'],
      ],
      rows.map((r) => [
        r.name,
        r.guest.p99.toFixed(2),
        r.signedIn.p99.toFixed(2),
        r.buyer.p99.toFixed(2),
        r.ratio.toFixed(2),
        r.pricing.toFixed(2),
        r.ok ? 'yes' : 'NO',
      ]),
    ),
  );

  // ------------------------------------------------------------------ checkout at a rate
  const items = await orderable(url);
  let sequence = 0;
  let refused = 0;
  const send = async () => {
    sequence += 1;
    const n = sequence;
    const body = {
      order_type: 'pickup',
      cart_items: Array.from({ length: LINES_PER_ORDER }, (_, i) => ({
        id: items[(n + i * 7) % items.length],
        quantity: 1 + ((n + i) % 14),
      })),
    };
    const res = await fetch(`${base}/api/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${tokens[n % tokens.length]}`,
        'idempotency-key': `bench-prices-${n}-${Date.now()}`,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    await res.text();
    if (res.status !== 201 && res.status !== 200) refused += 1;
  };
  const perSecond = Number(opts.rate);
  if (load.warmup > 0) await atArrivalRate({ seconds: load.warmup, perSecond, send });
  refused = 0;
  const before = await lastOrderId(url);
  const { latencies, transportErrors } = await atArrivalRate({ seconds: load.duration, perSecond, send });
  const mispriced = await mispricedLines(url, before);
  const checkout = {
    orders: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors: refused + transportErrors,
    mispricedLines: mispriced.n,
    linesChecked: mispriced.lines,
  };
  const checkoutOk = checkout.p99 <= BUDGET.checkoutP99Ms && checkout.errors === 0 && checkout.mispricedLines === 0;
  console.log(
    `\n${formatTable(
      [
        ['checkout', 'l'],
        ['value', 'r'],
        ['budget', 'r'],
      ],
      [
        ['arrival rate (orders/s)', String(perSecond), ''],
        ['orders', String(checkout.orders), ''],
        ['p50 ms', checkout.p50.toFixed(1), ''],
        ['p99 ms', checkout.p99.toFixed(1), `<= ${BUDGET.checkoutP99Ms}`],
        ['errors', String(checkout.errors), '0'],
        ["lines not at the buyer's price", `${checkout.mispricedLines} of ${checkout.linesChecked}`, '0'],
      ],
    )}`,
  );
  const pass = rows.every((r) => r.ok) && checkoutOk;
  const file = writeResults('prices', stamp, {
    environment: environment(),
    options: opts,
    budget: BUDGET,
    catalogue: rows,
    checkout,
    pass,
  });
  console.log(`\n${pass ? 'PASS' : 'FAIL'}: results in ${file}`);
  return pass;
}

run(main);
