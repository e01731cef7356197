// The weekly ordering cycle's benchmarks, on the real server and a throw-away
// PostgreSQL database:
//   1. order changes: 50 buyers changing their pending orders through PATCH /api/orders/:id at 100
//      changes/s (a tenth of them resent with the same Idempotency-Key, as a retry would be); then
//      every acknowledged change must be in the database once (one revision per change, a retry
//      answering its first change). Budget: p99 150 ms, zero errors.
//   2. invoices: 10 admins downloading the invoice of a 40-line order at once, 5,000 downloads;
//      then the credit memo of a claim approved on it, 2,000 downloads.
//      Budget: p99 200 ms; the server's memory flat: the trend of its RSS (sampled every 100
//      downloads from the 500th) at most 10 MB per 1,000 downloads. Over fewer downloads the
//      trend still shows the heap growing to its working size (+24 MB per 1,000 over 2,000).
//   3. standing orders: 5,000 standing orders due when a server starts; its job makes every cycle's
//      order. Budget: under 10 s from the first cycle's row to the last.
//
//   node bench/order-cycle.mjs [--buyers 50] [--rate 100] [--duration 10] [--invoices 5000] [--credit-memos 2000]
//                              [--standing 5000] [--strict]
//   DATABASE_URL (default postgres://root@127.0.0.1:5432/test) is only used to create and drop
//   the scratch databases.
//
// One module per benchmark under order-cycle/ (changes, invoices, standing), and server.mjs for
// what they share; this file runs them and weighs the figures against the budget.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_DATABASE_URL } from './lib/db.mjs';
import { cleanupOnExit, ROOT, stopNode } from '../scripts/lib/processes.mjs';
import { requireBuiltServer, scratchDir } from './lib/built-server.mjs';
import { budgetTable, environment, timestamp, warnIfBusy, writeResults } from './lib/report.mjs';
import { changes } from './order-cycle/changes.mjs';
import { invoiceLoad } from './order-cycle/invoices.mjs';
import { serverStarter } from './order-cycle/server.mjs';
import { standingRun } from './order-cycle/standing.mjs';

const BUDGET = { changeP99Ms: 150, invoiceP99Ms: 200, invoiceRssTrendMbPer1000: 10, standingSeconds: 10 };

const { values: opts } = parseArgs({
  options: {
    buyers: { type: 'string', default: '50' },
    rate: { type: 'string', default: '100' },
    duration: { type: 'string', default: '10' },
    invoices: { type: 'string', default: '5000' },
    'credit-memos': { type: 'string', default: '2000' },
    standing: { type: 'string', default: '5000' },
    strict: { type: 'boolean', default: false },
  },
});
const buyers = Number(opts.buyers);
const rate = Number(opts.rate);
const duration = Number(opts.duration);
const invoices = Number(opts.invoices);
const creditMemos = Number(opts['credit-memos']);
const standingCount = Number(opts.standing);

const { defer, run } = cleanupOnExit('stopping the servers and dropping the scratch databases');
const dbUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
const startServer = serverStarter(dbUrl, defer);

async function main() {
  requireBuiltServer();
  const stamp = timestamp();
  const loadAvgAtStart = warnIfBusy();
  const tmp = scratchDir(defer, 'wholesale-bench-cycle-');

  const cycle = await startServer(tmp, 'cycle');
  const change = await changes(cycle.base, cycle.db, { buyers, rate, duration });
  const { invoice, creditMemo } = await invoiceLoad(cycle.base, cycle.server, cycle.db, { invoices, creditMemos });
  await stopNode(cycle.server);
  const standing = await standingRun(tmp, { standingCount, startServer, defer });

  const pass =
    change.p99Ms <= BUDGET.changeP99Ms &&
    change.errors === 0 &&
    change.retryMismatches === 0 &&
    change.halfWritten === 0 &&
    change.revisionsInDatabase === change.changesAcknowledged &&
    change.keysInDatabase === change.changesAcknowledged &&
    invoice.p99Ms <= BUDGET.invoiceP99Ms &&
    invoice.rssTrendMbPer1000 <= BUDGET.invoiceRssTrendMbPer1000 &&
    creditMemo.p99Ms <= BUDGET.invoiceP99Ms &&
    standing.seconds <= BUDGET.standingSeconds &&
    standing.ordersMade === standing.standingOrders &&
    standing.duplicateCycles === 0;

  console.log();
  console.log(
    budgetTable([
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
      ['credit memos: downloads (10 at once)', String(creditMemo.downloads), ''],
      ['credit memos: p50 ms', String(creditMemo.p50Ms), ''],
      ['credit memos: p99 ms', String(creditMemo.p99Ms), `<= ${BUDGET.invoiceP99Ms}`],
      [
        'standing orders: orders made / standing orders',
        `${standing.ordersMade} / ${standing.standingOrders}`,
        'equal',
      ],
      ['standing orders: seconds, first cycle to last', String(standing.seconds), `<= ${BUDGET.standingSeconds}`],
    ]),
  );
  const file = writeResults('order-cycle', stamp, {
    environment: environment(),
    loadAvgAtStart,
    budget: BUDGET,
    change,
    invoice,
    creditMemo,
    standing,
    pass,
  });
  console.log(`\n${pass ? 'PASS' : 'FAIL'}: results in ${path.relative(ROOT, file)}`);
  return pass;
}

run(main, (pass) => (!pass && opts.strict ? 1 : 0));
