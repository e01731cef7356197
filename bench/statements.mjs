// The month's statements at a producer's volume: on PostgreSQL with 2,000 companies and 100,000
// orders (seed-volume.mjs, through the real server's migrations and demo data), the statement job
// mails every company active last month (each once), and then every one of those statements is
// drawn as the PDF a company downloads. Budget: the month's statements made and queued in at most
// 60 s, memory flat (RSS trend at most 10 MB per 1,000 statements).
//
//   node apps/server/build.mjs && node --expose-gc bench/statements.mjs [--orders 100000]
//
// The services' TypeScript is bundled with esbuild (lib/source-bundle.mjs) and run on the scratch
// database the server migrated.
import { parseArgs } from 'node:util';
import { cleanupOnExit } from '../scripts/lib/processes.mjs';
import { environment, formatTable, warnIfBusy, writeResults } from './lib/report.mjs';
import { importFromSource } from './lib/source-bundle.mjs';
import { startVolumeServer } from './lib/volume-server.mjs';

const BUDGET = { seconds: 60, rssTrendMbPer1000: 10 };
const { values: opts } = parseArgs({ options: { orders: { type: 'string', default: '100000' } } });

const { createBooksService, createDb } = await importFromSource('statements', 'packages/services/src', [
  "export { createBooksService } from './books/index';",
  "export { createDb } from '@wholesale/db';",
]);

const { defer, run } = cleanupOnExit('stopping the server and dropping the scratch database');

async function main() {
  warnIfBusy();
  const { url, stamp } = await startVolumeServer({
    name: 'statements',
    items: 2000,
    orders: Number(opts.orders),
    defer,
  });
  const handle = await createDb({ databaseUrl: url });
  defer(() => handle.close());
  const books = createBooksService({ db: handle.db, publicUrl: 'https://shop.example' });
  const admin = { kind: 'admin', userId: 1 };
  const rssMb = () => Math.round((process.memoryUsage().rss / 1024 / 1024) * 10) / 10;

  const t0 = performance.now();
  const mailed = await books.mailStatements();
  const queuedSeconds = (performance.now() - t0) / 1000;
  const companies = (
    await handle.db.selectFrom('statement_mailings').select('company_id').where('month', '=', mailed.month).execute()
  ).map((r) => r.company_id);

  // Every statement of the month drawn, one after the other, as a company downloads it.
  const samples = [];
  const t1 = performance.now();
  for (const [i, company] of companies.entries()) {
    const file = await books.statement(admin, mailed.month, i % 2 === 0 ? 'en' : 'ko', company);
    for await (const chunk of file.content) void chunk;
    if (i % 100 === 99) {
      // What is kept, not what the collector has yet to free: collected first when node runs
      // with --expose-gc (npm run bench:statements does).
      globalThis.gc?.();
      samples.push([i + 1, rssMb()]);
    }
  }
  const madeSeconds = (performance.now() - t1) / 1000;
  // Least-squares slope of RSS over statements, per 1,000.
  const n = samples.length;
  const mx = samples.reduce((s, [x]) => s + x, 0) / n;
  const my = samples.reduce((s, [, y]) => s + y, 0) / n;
  const slope =
    samples.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0) / samples.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  const trend = Math.round(slope * 1000 * 10) / 10;
  const total = queuedSeconds + madeSeconds;
  const pass = total <= BUDGET.seconds && trend <= BUDGET.rssTrendMbPer1000;

  console.log(
    formatTable(
      [
        ['figure', 'l'],
        ['value', 'r'],
        ['budget', 'l'],
      ],
      [
        ['companies mailed (last month active)', String(mailed.mailed), ''],
        ['mailed and queued, s', queuedSeconds.toFixed(1), ''],
        ['statements drawn, s', madeSeconds.toFixed(1), ''],
        ['made and queued, s', total.toFixed(1), `<= ${BUDGET.seconds}`],
        ['RSS trend, MB per 1,000 statements', String(trend), `<= ${BUDGET.rssTrendMbPer1000}`],
      ],
    ),
  );
  writeResults('statements', stamp, {
    environment: environment(),
    budget: BUDGET,
    companies: mailed.mailed,
    queuedSeconds,
    madeSeconds,
    rssTrendMbPer1000: trend,
    pass,
  });
  return pass;
}

await run(main);
