// The catalogue a phone keeps for reading offline (apps/web/src/sw/catalogue.ts): the whole
// catalogue's data as a signed-in buyer reads it (GET /api/items, with their prices), plus the reads
// kept with it (the session, the pickup days, the deposit terms). Pictures are not in it: they are
// kept as they are seen. Budget: **at most 5 MB for 500 products**, as Cache Storage holds it (the
// answer's body, uncompressed), and what it costs to download once (Brotli).
//
//   node bench/offline-catalogue.mjs [--items 500] [--base http://127.0.0.1:PORT]
//
// Starts the built server (DEMO=1, PGlite in a temp DATA_DIR) unless --base is given, fills the
// catalogue up to --items products by copying the demo's (names, descriptions, ingredients in both
// languages), signs in as the demo buyer and measures. The demo's products have photos (their URLs
// are in each item) and the copies do not, so the figure also projects 500 products the size of the
// demo's largest: the budget holds for both.
import { parseArgs } from 'node:util';
import { brotliCompressSync } from 'node:zlib';
import { cleanupOnExit } from '../scripts/lib/processes.mjs';
import { startDemoServer } from './lib/demo-server.mjs';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, DEMO_BUYER_EMAIL, DEMO_BUYER_PASSWORD } from './lib/buyers.mjs';
import { environment, formatTable, timestamp, writeResults } from './lib/report.mjs';

const BUDGET_BYTES = 5 * 1024 * 1024;
const DEMO_ADMIN = { email: DEMO_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD };
const DEMO_BUYER = { email: DEMO_BUYER_EMAIL, password: DEMO_BUYER_PASSWORD };
/** The reads the worker keeps with the catalogue (src/sw/service-worker.ts, KEPT_WITH_CATALOGUE). */
const KEPT_WITH_CATALOGUE = ['auth.session', 'orders.pickupSlots', 'orders.depositTerms'];

const { values: args } = parseArgs({
  options: { items: { type: 'string', default: '500' }, base: { type: 'string' }, help: { type: 'boolean' } },
});
if (args.help) {
  console.log('node bench/offline-catalogue.mjs [--items 500] [--base http://127.0.0.1:PORT]');
  process.exit(0);
}
const target = Number(args.items);

const { defer, run } = cleanupOnExit('stopping the server');

async function login(base, who) {
  const res = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  if (!res.ok) throw new Error(`login ${who.email}: HTTP ${res.status}`);
  return (await res.json()).token;
}

/** The catalogue up to `count` visible products: copies of the demo's, each with a slug of its own. */
async function fillCatalogue(base, adminToken, count) {
  const auth = { authorization: `Bearer ${adminToken}` };
  const all = (await (await fetch(`${base}/api/items`, { headers: auth })).json()).data;
  const demo = all.filter((i) => i.show);
  for (let n = demo.length; n < count; n += 1) {
    const from = demo[n % demo.length];
    const res = await fetch(`${base}/api/items`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `${from.name} ${n}`,
        name_ko: `${from.name_ko} ${n}`,
        type: from.type,
        type_ko: from.type_ko,
        description: from.description,
        description_ko: from.description_ko,
        price: from.price,
        discounted_price: from.discounted_price ?? null,
        brand: from.brand,
        grade: from.grade,
        origin: from.origin,
        spec: from.spec,
        style: from.style,
        species: from.species,
        avg_weight: from.avg_weight,
        ingredients: from.ingredients.join(', '),
        ingredients_ko: from.ingredients_ko.join(', '),
        allergens: from.allergens.join(', '),
        allergens_ko: from.allergens_ko.join(', '),
      }),
    });
    if (res.status !== 201) throw new Error(`create item ${n}: HTTP ${res.status} ${await res.text()}`);
  }
}

/** A read as the worker keeps it: its body's bytes (uncompressed) and their Brotli size. */
async function measure(url, token) {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, bytes: body.length, brotli: brotliCompressSync(body).length, body };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  const base = args.base ?? (await startDemoServer(defer, 'wholesale-offline-catalogue-', { needsWeb: false }));
  await fillCatalogue(base, await login(base, DEMO_ADMIN), target);
  const buyer = await login(base, DEMO_BUYER);
  const catalogue = await measure(`${base}/api/items`, buyer);
  if (catalogue.status !== 200) throw new Error(`GET /api/items: HTTP ${catalogue.status}`);
  const items = JSON.parse(catalogue.body.toString('utf8')).data;
  const others = await Promise.all(KEPT_WITH_CATALOGUE.map((p) => measure(`${base}/trpc/${p}`, buyer)));
  const keptBytes = catalogue.bytes + others.reduce((sum, r) => sum + r.bytes, 0);
  const keptBrotli = catalogue.brotli + others.reduce((sum, r) => sum + r.brotli, 0);
  // The largest product the demo has (with its photos' URLs), as if all of them were that size.
  const largest = Math.max(...items.filter((i) => i.images > 0).map((i) => Buffer.byteLength(JSON.stringify(i))));
  const projected = largest * target + (keptBytes - catalogue.bytes);
  const worst = Math.max(keptBytes, projected);
  const ok = items.length >= target && worst <= BUDGET_BYTES;
  console.log(
    formatTable(
      [
        ['figure', 'l'],
        ['value', 'r'],
      ],
      [
        ['products kept', String(items.length)],
        ['kept on the phone (catalogue + session + checkout reads)', kb(keptBytes)],
        ['downloaded once (Brotli)', kb(keptBrotli)],
        [`projected: ${target} products the size of the largest demo product`, kb(projected)],
        ['budget', kb(BUDGET_BYTES)],
      ],
    ),
  );
  const file = writeResults('offline-catalogue', timestamp(), {
    environment: environment(),
    products: items.length,
    keptBytes,
    keptBrotli,
    largestProductBytes: largest,
    projectedBytes: projected,
    budgetBytes: BUDGET_BYTES,
    withinBudget: ok,
  });
  console.log(`${ok ? 'within budget' : 'OVER BUDGET'}; results: ${file}`);
  return ok;
}

run(main);
