// What the ordering cycle's benchmarks share: a server on a scratch PostgreSQL database, queries
// into that database, the server's memory, and the last pickup window on offer.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createScratchDatabase } from '../lib/db.mjs';
import { startBuiltServer } from '../lib/built-server.mjs';
import { timestamp } from '../lib/report.mjs';

export async function query(url, text, values = []) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, values)).rows;
  } finally {
    await c.end();
  }
}

/**
 * The server starter of one run: `dbUrl` makes the scratch databases, `defer` stops the servers
 * and drops the databases when the run ends.
 */
export function serverStarter(dbUrl, defer) {
  /** A server on a scratch database; answers its base URL, its process and the database. */
  async function startServer(tmp, name, extraEnv = {}) {
    const db = await createScratchDatabase(
      dbUrl,
      `bench_cycle_${name}_${timestamp()
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '')}`,
    );
    defer(() => db.drop());
    const { base, server } = await startBuiltServer({
      defer,
      name,
      dataDir: path.join(tmp, `data-${name}`),
      logFile: path.join(tmp, `${name}.log`),
      databaseUrl: db.url,
      env: extraEnv,
    });
    return { base, server, db };
  }
  return startServer;
}

export const rssMb = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;
export const round = (n) => Math.round(n * 10) / 10;

export /** The last pickup window on offer (days ahead: its cutoff is far). */
async function lastWindow(base, token) {
  const res = await fetch(`${base}/trpc/orders.pickupSlots`, { headers: { authorization: `Bearer ${token}` } });
  const days = (await res.json()).result.data;
  return days.at(-1).windows[0].slot;
}
