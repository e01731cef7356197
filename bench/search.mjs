// Storefront search at a producer's volume: on PostgreSQL with 10,000 items (seed-volume.mjs),
// guests search in Korean and English through tRPC, four searches in flight at every moment
// (about a thousand searches a second; the search box sends one per 300 ms pause in typing, so
// that is hundreds of buyers typing at once). Budget: p99 of each query under 20 ms.
//
//   node bench/search.mjs [--items 10000] [--duration 10] [--warmup 2] [--connections 4]
//
// DATABASE_URL (default postgres://root@127.0.0.1:5432/test) is only used to create and drop the
// scratch database bench_search_<timestamp>.
import { loadArgs, measure } from './lib/load.mjs';
import { cleanupOnExit } from '../scripts/lib/processes.mjs';
import { environment, formatTable, warnIfBusy, writeResults } from './lib/report.mjs';
import { startVolumeServer } from './lib/volume-server.mjs';

const BUDGET_P99_MS = 20;

const { opts, load } = loadArgs(4, {
  items: { type: 'string', default: '10000' },
});

/** What the storefront's search box asks (suggestions: 10 results). */
const searchPath = (q) => `/trpc/catalogue.search?input=${encodeURIComponent(JSON.stringify({ q, limit: 10 }))}`;

// Many matches (a species: a third of the volume), few, none (every row compared with every
// synonym), initial consonants, two words, and both languages at once.
const QUERIES = ['돼지고기', 'beef', 'ㄷㅈ', 'LA갈비', '삼겹살', 'pork belly', '소 갈비', 'chicken 불고기', 'zzzqqq'];

const { defer, run } = cleanupOnExit('stopping the server and dropping the scratch database');

async function main() {
  warnIfBusy();
  const { base, stamp } = await startVolumeServer({ name: 'search', items: Number(opts.items), orders: 0, defer });

  const rows = [];
  for (const q of QUERIES) {
    const probe = await fetch(base + searchPath(q));
    if (probe.status !== 200) throw new Error(`${q}: HTTP ${probe.status} ${await probe.text()}`);
    const body = await probe.json();
    const found = body.result.data.length;
    const m = await measure(base + searchPath(q), load);
    rows.push({
      q,
      found,
      first: body.result.data[0]?.name ?? '',
      ...m,
      ok: m.p99 < BUDGET_P99_MS && m.non2xx === 0 && m.errors === 0,
    });
  }

  console.log(
    `\n${opts.items} volume items + the demo catalogue; ${load.connections} searches in flight, ${load.warmup} s warm-up + ${load.duration} s each\n`,
  );
  console.log(
    formatTable(
      [
        ['query', 'l'],
        ['found', 'r'],
        ['first', 'l'],
        ['req/s', 'r'],
        ['p50 ms', 'r'],
        ['p99 ms', 'r'],
        ['errors', 'r'],
        [`p99 < ${BUDGET_P99_MS} ms`, 'l'],
      ],
      rows.map((r) => [
        r.q,
        String(r.found),
        r.first,
        r.reqPerSec.toFixed(0),
        r.p50.toFixed(2),
        r.p99.toFixed(2),
        String(r.non2xx + r.errors),
        r.ok ? 'yes' : 'NO',
      ]),
    ),
  );
  writeResults('search', stamp, { environment: environment(), options: opts, budgetP99Ms: BUDGET_P99_MS, rows });
  return rows.every((r) => r.ok);
}

run(main);
