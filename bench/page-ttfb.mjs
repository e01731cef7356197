// Server-rendered pages under load: the HTML of home, a listing and a product,
// in English and Korean, for 100 concurrent guests (autocannon, loopback), against the real server
// with the built web app on PGlite in a temp DATA_DIR. Budget: p99 at most 20 ms per page.
// A guest's browser asks for the page compressed: so does every request here (br).
//
//   node bench/page-ttfb.mjs [--duration 10] [--warmup 2] [--connections 100] [--strict]
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadArgs, measure } from './lib/load.mjs';
import { SERVER_ENTRY, WEB_INDEX, cleanupOnExit } from '../scripts/lib/processes.mjs';
import { startBuiltServer } from './lib/built-server.mjs';
import { environment, formatTable, timestamp, warnIfBusy, writeResults } from './lib/report.mjs';

const BUDGET_P99_MS = 20;
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'listing', path: '/wholesale/marinated' },
  { name: 'product', path: '/wholesale/product/1' },
];

const { opts, load } = loadArgs(100, {
  strict: { type: 'boolean', default: false },
});
const { duration, warmup, connections } = load;

const { defer, run } = cleanupOnExit('stopping the server');

async function main() {
  if (!existsSync(SERVER_ENTRY) || !existsSync(WEB_INDEX)) throw new Error('build first: npm run build');
  if (!existsSync(path.join(path.dirname(WEB_INDEX), '.ssr', 'entry-server.js')))
    throw new Error('the web build has no server render (apps/web: vite build --ssr)');
  const stamp = timestamp();
  const loadAvgAtStart = warnIfBusy();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-ttfb-'));
  defer(() => rmSync(dataDir, { recursive: true, force: true }));
  const { base } = await startBuiltServer({
    defer,
    dataDir,
    logFile: path.join(dataDir, 'server.log'),
    // development mode, as this bench has always measured
    env: { NODE_ENV: 'development' },
    readyPath: '/readyz',
  });

  const rows = [];
  for (const locale of ['en', 'ko']) {
    for (const page of PAGES) {
      const headers = { accept: 'text/html', 'accept-encoding': 'br', cookie: `lang=${locale}` };
      // The first request renders the page; the measured ones are served from the server's cache.
      const first = await fetch(base + page.path, { headers });
      const html = await first.text();
      if (!html.includes('id="ssr-state"')) throw new Error(`${page.path} (${locale}) came without its server render`);
      const r = await measure(base + page.path, { connections, duration, warmup, headers });
      const bad = r.non2xx + r.errors + r.timeouts;
      rows.push({
        page: `${page.name} (${locale})`,
        reqPerSec: Math.round(r.reqPerSec),
        p50: r.p50,
        p99: r.p99,
        bad,
        ok: r.p99 <= BUDGET_P99_MS && bad === 0,
      });
    }
  }
  const columns = [
    ['page', 'l'],
    ['req/s', 'r'],
    ['p50 ms', 'r'],
    ['p99 ms', 'r'],
    ['failed', 'r'],
    ['ok', 'l'],
  ];
  console.log(
    formatTable(
      columns,
      rows.map((r) => [r.page, r.reqPerSec, r.p50.toFixed(2), r.p99.toFixed(2), r.bad, r.ok ? 'yes' : 'NO']),
    ),
  );
  const failed = rows.filter((r) => !r.ok);
  console.log(
    failed.length === 0
      ? `every page within p99 ${BUDGET_P99_MS} ms`
      : `over budget (p99 > ${BUDGET_P99_MS} ms): ${failed.map((r) => r.page).join(', ')}`,
  );
  writeResults('page-ttfb', stamp, {
    stamp,
    environment: { ...environment(), loadAvgAtStart },
    connections,
    duration,
    budgetP99Ms: BUDGET_P99_MS,
    rows,
  });
  if (opts.strict && failed.length > 0) process.exitCode = 1;
}

run(main);
