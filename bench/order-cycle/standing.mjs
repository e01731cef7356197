// 3. Standing orders: many standing orders due when a server starts; its job makes every cycle's
// order, timed from the first cycle's row to the last.
import path from 'node:path';
import { createBenchBuyers } from '../lib/buyers.mjs';
import { stopNode } from '../../scripts/lib/processes.mjs';
import { startBuiltServer } from '../lib/built-server.mjs';
import { query, round } from './server.mjs';

/** @param {{ standingCount: number, startServer: ReturnType<typeof import('./server.mjs').serverStarter>, defer: (fn: () => unknown) => void }} opts */
export async function standingRun(tmp, { standingCount, startServer, defer }) {
  // A first server makes the database (migrations, demo catalogue); the standing orders are then
  // written straight into it, due, and a second server's start-up job makes them.
  const first = await startServer(tmp, 'standing');
  await createBenchBuyers(first.db.url, 500, 'standing-buyer');
  const items = (
    await query(first.db.url, "SELECT id FROM items WHERE show AND spec NOT LIKE 'C.W.%' ORDER BY id LIMIT 20")
  ).map((r) => r.id);
  // a weekday 5 days ahead or more: with STANDING_ORDER_LEAD_DAYS=10 its cycle was due days ago
  // and is still to pick up (a catch-up run, the job's heaviest)
  let day = new Date(Date.now() + 5 * 86_400_000);
  while ([0, 6].includes(day.getUTCDay())) day = new Date(day.getTime() + 86_400_000);
  const date = day.toISOString().slice(0, 10);
  await query(
    first.db.url,
    `INSERT INTO standing_orders (user_id, every_weeks, window_start, lines, next_pickup_date)
     SELECT u.id, 1, '10:00', jsonb_build_array(jsonb_build_object('item_id', ($2::int[])[1 + g % 20], 'quantity', 1 + g % 3), jsonb_build_object('item_id', ($2::int[])[1 + (g + 7) % 20], 'quantity', 2)), $3::date
     FROM generate_series(0, $1 - 1) AS g JOIN users u ON u.email = 'standing-buyer-' || (g % 500) || '@bench.test'`,
    [standingCount, items, date],
  );
  await stopNode(first.server);
  const t0 = Date.now();
  await startBuiltServer({
    defer,
    name: 'standing-job',
    dataDir: path.join(tmp, 'data-standing-job'),
    logFile: path.join(tmp, 'standing-job.log'),
    databaseUrl: first.db.url,
    env: { STANDING_ORDER_LEAD_DAYS: '10' },
  });
  // Until every cycle is made, or two minutes
  while (Date.now() - t0 < 120_000) {
    const [{ made }] = await query(
      first.db.url,
      "SELECT count(*)::int AS made FROM standing_order_cycles WHERE outcome = 'created'",
    );
    if (made >= standingCount) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const [span] = await query(
    first.db.url,
    `SELECT count(*)::int AS cycles, count(DISTINCT (standing_order_id, pickup_date))::int AS distinct_cycles,
            extract(epoch FROM max(created_at) - min(created_at))::float AS seconds,
            (SELECT count(*)::int FROM orders WHERE standing_order_id IS NOT NULL) AS orders
     FROM standing_order_cycles`,
  );
  return {
    standingOrders: standingCount,
    ordersMade: span.orders,
    cycles: span.cycles,
    duplicateCycles: span.cycles - span.distinct_cycles,
    seconds: round(span.seconds),
  };
}
