// API load benchmark: the catalogue endpoints of the real server against the FLOOR (floor.mjs),
// both on one throw-away PostgreSQL database, one endpoint at a time, loopback only.
// Budget: every catalogue endpoint's p99 latency within 1.5x of the floor's for the same query.
//
//   node bench/api.mjs [--duration 10] [--warmup 2] [--connections 20] [--rounds 1] [--floor-only]
//                      [--server-log-level warn] [--strict] [--profile] [--only list,style,id]
//   --only: measure only these groups (a floor and the endpoints compared with it).
//   --profile: V8 CPU profiles of the server and the floor (written when they exit) in
//   bench/results/profile-<timestamp>/, to open in Chrome DevTools.
//   DATABASE_URL (default postgres://root@127.0.0.1:5432/test) is only used to create and drop
//   the scratch database bench_<timestamp>.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase, DEFAULT_DATABASE_URL } from './lib/db.mjs';
import { seedFixture } from './lib/fixture.mjs';
import { loadArgs, measure as measureLoad, median } from './lib/load.mjs';
import {
  freePort,
  ROOT,
  SERVER_ENTRY,
  startNode,
  stopNode,
  waitForHttp,
  cleanupOnExit,
} from '../scripts/lib/processes.mjs';
import { startBuiltServer } from './lib/built-server.mjs';
import { environment, formatTable, RESULTS_DIR, timestamp, warnIfBusy, writeResults } from './lib/report.mjs';

const BUDGET_P99_RATIO = 1.5;
const STYLE = 'marinated';
const ITEM_ID = 1; // the "Only Here" product: always present in the demo catalogue

const { opts, load } = loadArgs(20, {
  rounds: { type: 'string', default: '1' },
  'floor-only': { type: 'boolean', default: false },
  'server-log-level': { type: 'string', default: 'warn' },
  strict: { type: 'boolean', default: false },
  profile: { type: 'boolean', default: false },
  only: { type: 'string', default: 'list,style,id' },
});
const { duration, warmup, connections } = load;
const rounds = Number(opts.rounds);
for (const [name, v, max] of [
  ['duration', duration, 120],
  ['warmup', warmup, 30],
  ['connections', connections, 200],
  ['rounds', rounds, 9],
]) {
  if (!Number.isFinite(v) || v <= 0 || v > max) throw new Error(`--${name} must be in (0, ${max}] (got ${v})`);
}
const floorOnly = opts['floor-only'];
const GROUPS = ['list', 'style', 'id'];
const only = opts.only
  .split(',')
  .map((g) => g.trim())
  .filter(Boolean);
for (const g of only) if (!GROUPS.includes(g)) throw new Error(`--only takes ${GROUPS.join(', ')} (got ${g})`);

// ------------------------------------------------------------------ cleanup, even on failure
const { defer, cleanup } = cleanupOnExit('stopping children and dropping the scratch database');

function tail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

// ------------------------------------------------------------------ tRPC wire format
/** tRPC v11 GET, non-batched: /trpc/<path>?input=<urlencoded JSON> (with superjson: {"json": input}). */
function trpcPath(proc, input, wrap) {
  return `/trpc/${proc}?input=${encodeURIComponent(JSON.stringify(wrap ? { json: input } : input))}`;
}

/** The payload inside a tRPC response, whichever transformer the router uses. */
function trpcData(body) {
  const data = body?.result?.data;
  return data && typeof data === 'object' && 'json' in data ? data.json : data;
}

async function getJson(url) {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  const text = await res.text();
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    // leave null: reported below with the status
  }
  return { status: res.status, body, text };
}

/** Find out whether the router expects plain JSON input or superjson's envelope. */
async function detectTrpcWrap(base) {
  for (const wrap of [false, true]) {
    const { status, body } = await getJson(base + trpcPath('catalogue.byId', { id: ITEM_ID }, wrap));
    if (status === 200 && trpcData(body)?.id === ITEM_ID) return wrap;
  }
  throw new Error(`tRPC catalogue.byId answered neither plain nor superjson input at ${base}/trpc`);
}

// ------------------------------------------------------------------ measurement
const measure = (url) => measureLoad(url, { connections, duration, warmup });

const fmt = (n, digits = 2) => (n == null ? '-' : n.toFixed(digits));

async function main() {
  const stamp = timestamp();
  const loadAvgAtStart = warnIfBusy();
  const dbName = `bench_${stamp.toLowerCase().replace(/[^a-z0-9]/g, '')}`;
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'wholesale-bench-'));
  defer(() => rmSync(tmp, { recursive: true, force: true }));

  if (!floorOnly && !existsSync(SERVER_ENTRY)) {
    throw new Error(
      `${path.relative(ROOT, SERVER_ENTRY)} is missing: build it with \`node apps/server/build.mjs\` ` +
        '(or run with --floor-only to exercise the harness on the floor alone)',
    );
  }

  const profileDir = path.join(RESULTS_DIR, `profile-${stamp}`);
  const profileArgs = (name) =>
    opts.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=${name}.cpuprofile`] : [];
  if (opts.profile) console.log(`CPU profiles go to ${path.relative(ROOT, profileDir)}/ when the children exit`);

  const adminUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const db = await createScratchDatabase(adminUrl, dbName);
  defer(() => db.drop());
  console.log(`scratch ${db.kind} ${db.name} created`);

  // The real server first: its migrations and DEMO seed fill the scratch database.
  let serverBase = null;
  if (!floorOnly) {
    ({ base: serverBase } = await startBuiltServer({
      defer,
      dataDir: path.join(tmp, 'data'),
      logFile: path.join(tmp, 'server.log'),
      databaseUrl: db.url,
      env: { LOG_LEVEL: opts['server-log-level'] },
      nodeArgs: profileArgs('server'),
    }));
    console.log(`server ready at ${serverBase}`);
  } else {
    const n = await seedFixture(db.url);
    console.log(`floor-only: stand-in items table seeded with ${n} rows`);
  }

  const floorPort = await freePort();
  const floorBase = `http://127.0.0.1:${floorPort}`;
  const floor = startNode(
    'floor',
    path.join(ROOT, 'bench/floor.mjs'),
    { PORT: String(floorPort), HOST: '127.0.0.1', DATABASE_URL: db.url },
    path.join(tmp, 'floor.log'),
    profileArgs('floor'),
  );
  defer(() => stopNode(floor));
  try {
    await waitForHttp(floor, `${floorBase}/api/items`, 30_000);
  } catch (err) {
    console.error(tail(floor.logFile));
    throw err;
  }
  console.log(`floor ready at ${floorBase}`);

  // ---------------------------------------------------------------- targets, checked once first
  const floors = {
    list: { name: 'floor list', url: `${floorBase}/api/items`, extract: (b) => b?.data },
    style: { name: `floor by style (${STYLE})`, url: `${floorBase}/api/items/style/${STYLE}`, extract: (b) => b?.data },
    id: { name: `floor by id (${ITEM_ID})`, url: `${floorBase}/api/items/${ITEM_ID}`, extract: (b) => b?.data },
  };
  const groups = [
    { floor: 'list', real: [] },
    { floor: 'style', real: [] },
    { floor: 'id', real: [] },
  ];
  if (!floorOnly) {
    const wrap = await detectTrpcWrap(serverBase);
    const rest = (b) => b?.data;
    groups[0].real.push(
      { name: 'REST GET /api/items', url: `${serverBase}/api/items`, extract: rest },
      { name: 'tRPC catalogue.list {}', url: serverBase + trpcPath('catalogue.list', {}, wrap), extract: trpcData },
    );
    groups[1].real.push(
      { name: `REST GET /api/items/style/${STYLE}`, url: `${serverBase}/api/items/style/${STYLE}`, extract: rest },
      {
        name: `tRPC catalogue.list {style:${STYLE}}`,
        url: serverBase + trpcPath('catalogue.list', { style: STYLE }, wrap),
        extract: trpcData,
      },
    );
    groups[2].real.push(
      { name: `REST GET /api/items/${ITEM_ID}`, url: `${serverBase}/api/items/${ITEM_ID}`, extract: rest },
      {
        name: `tRPC catalogue.byId {id:${ITEM_ID}}`,
        url: serverBase + trpcPath('catalogue.byId', { id: ITEM_ID }, wrap),
        extract: trpcData,
      },
    );
  }

  // A benchmark of an error page proves nothing: every target must answer 200 with the
  // expected payload, and the floor must return as many rows as the server (same WHERE).
  const warnings = [];
  const shape = async (t) => {
    const { status, body, text } = await getJson(t.url);
    const data = t.extract(body);
    if (status !== 200 || data == null)
      throw new Error(`${t.name}: HTTP ${status}, unexpected body ${text.slice(0, 200)}`);
    return {
      count: Array.isArray(data) ? data.length : 1,
      id: Array.isArray(data) ? data[0]?.id : data.id,
      bytes: text.length,
    };
  };
  for (const g of groups) {
    const f = await shape(floors[g.floor]);
    floors[g.floor].check = f;
    for (const t of g.real) {
      t.check = await shape(t);
      if (t.check.count !== f.count || t.check.id !== f.id) {
        warnings.push(
          `${t.name} returned ${t.check.count} rows (first id ${t.check.id}), the floor ${f.count} (first id ${f.id}): floor-sql.mjs no longer mirrors the service's query`,
        );
      }
    }
  }
  for (const w of warnings) console.warn(`WARNING: ${w}`);

  // ---------------------------------------------------------------- load, one endpoint at a time
  console.log(
    `\nautocannon: ${connections} connections, ${warmup} s warm-up + ${duration} s per endpoint, ` +
      `sequential, ${rounds} round(s)\n`,
  );
  const measured = groups.filter((g) => only.includes(g.floor));
  const targets = measured.flatMap((g) => [floors[g.floor], ...g.real]);
  for (const t of targets) t.rounds = [];
  for (let round = 1; round <= rounds; round++) {
    if (rounds > 1) console.log(`  round ${round}/${rounds}`);
    // Each floor right before the real endpoints it is compared with, so a drift in machine
    // load hits both.
    for (const t of targets) {
      process.stdout.write(`  ${t.name.padEnd(40)} `);
      const m = await measure(t.url);
      t.rounds.push(m);
      const dirty = m.non2xx + m.errors + m.timeouts > 0;
      console.log(
        `${fmt(m.reqPerSec, 0)} req/s, p99 ${fmt(m.p99)} ms${dirty ? ` (non2xx ${m.non2xx}, errors ${m.errors}, timeouts ${m.timeouts})` : ''}`,
      );
      await new Promise((r) => setTimeout(r, 1_000)); // let sockets close and the pools settle
    }
  }

  // With several rounds each figure is the median over the rounds; error counts are summed.
  const summary = (t) => {
    const pick = (k) => median(t.rounds.map((m) => m[k]));
    const sum = (k) => t.rounds.reduce((acc, m) => acc + m[k], 0);
    return {
      reqPerSec: pick('reqPerSec'),
      p50: pick('p50'),
      p90: pick('p90'),
      p99: pick('p99'),
      max: Math.max(...t.rounds.map((m) => m.max)),
      total: sum('total'),
      non2xx: sum('non2xx'),
      errors: sum('errors'),
      timeouts: sum('timeouts'),
    };
  };
  const rows = [];
  for (const g of measured) {
    const floorTarget = floors[g.floor];
    const fm = summary(floorTarget);
    for (const t of [floorTarget, ...g.real]) {
      const isFloor = t === floorTarget;
      const m = isFloor ? fm : summary(t);
      const ratio = isFloor ? null : m.p99 / fm.p99;
      const clean = m.non2xx === 0 && m.errors === 0 && m.timeouts === 0;
      const verdict = isFloor
        ? clean
          ? 'floor'
          : 'INVALID'
        : !clean
          ? 'FAIL (errors)'
          : ratio <= BUDGET_P99_RATIO
            ? 'PASS'
            : 'FAIL';
      rows.push({
        endpoint: t.name,
        url: t.url,
        floor: isFloor ? null : floorTarget.name,
        responseBytes: t.check.bytes,
        rows: t.check.count,
        ...m,
        p99RatioToFloor: ratio,
        verdict,
        rounds: t.rounds,
      });
    }
  }

  const table = formatTable(
    [
      ['endpoint', 'l'],
      ['req/s', 'r'],
      ['p50 ms', 'r'],
      ['p99 ms', 'r'],
      ['p99 / floor', 'r'],
      [`budget ≤${BUDGET_P99_RATIO}x`, 'l'],
    ],
    rows.map((r) => [
      r.endpoint,
      fmt(r.reqPerSec, 0),
      fmt(r.p50),
      fmt(r.p99),
      r.p99RatioToFloor == null ? '-' : `${fmt(r.p99RatioToFloor)}x`,
      r.verdict,
    ]),
  );
  console.log(`\n${table}\n`);

  const failed = rows.filter((r) => r.verdict !== 'PASS' && r.verdict !== 'floor');
  const file = writeResults('api', stamp, {
    kind: 'api',
    startedAt: stamp,
    mode: floorOnly ? 'floor-only' : 'server-vs-floor',
    budget: { p99RatioToFloor: BUDGET_P99_RATIO },
    options: {
      only,
      connections,
      rounds,
      durationSec: duration,
      warmupSec: warmup,
      serverLogLevel: opts['server-log-level'],
      database: db.kind,
    },
    environment: { ...environment(), loadAvgAtStart },
    warnings,
    results: rows,
    pass: failed.length === 0 && warnings.length === 0,
  });
  console.log(`results: ${path.relative(ROOT, file)}`);
  if (failed.length > 0) console.log(`budget: ${failed.length} row(s) over budget or with errors`);
  else if (!floorOnly) console.log(`budget: all catalogue endpoints within ${BUDGET_P99_RATIO}x of the floor at p99`);
  return failed.length === 0 && warnings.length === 0;
}

let ok = false;
try {
  ok = await main();
} catch (err) {
  console.error(`bench:api failed: ${err.stack ?? err}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
if (!ok && opts.strict) process.exitCode = 1;
