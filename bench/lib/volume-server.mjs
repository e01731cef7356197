// The real server on a scratch PostgreSQL database filled to a producer's volume: shared by the
// benchmarks that measure the app at 10,000 items (admin.mjs, search.mjs).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedVolume } from '../seed-volume.mjs';
import { createScratchDatabase, DEFAULT_DATABASE_URL } from './db.mjs';
import { startBuiltServer } from './built-server.mjs';
import { timestamp } from './report.mjs';

/**
 * Creates the scratch database `bench_<name>_<timestamp>` (DATABASE_URL, default
 * postgres://root@127.0.0.1:5432/test, is used only for that), starts the built server on it
 * with DEMO=1 (migrations, demo catalogue and accounts), then adds the volume. Everything it
 * starts is handed to `defer` to be stopped and dropped.
 *
 * @param {{ name: string, items: number, orders: number, defer: (fn: () => unknown) => void }} options
 * @returns {Promise<{ base: string, url: string, stamp: string, pid: number }>} the server's base URL, the database's URL, the server's process id
 */
export async function startVolumeServer({ name, items, orders, defer }) {
  const stamp = timestamp();
  const scratch = await createScratchDatabase(
    process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL,
    `bench_${name}_${stamp.toLowerCase().replace(/[^a-z0-9]/g, '_')}`,
  );
  defer(() => scratch.drop());
  const work = mkdtempSync(path.join(os.tmpdir(), `wholesale-bench-${name}-`));
  defer(() => rmSync(work, { recursive: true, force: true }));

  const { base, server } = await startBuiltServer({
    defer,
    dataDir: work,
    logFile: path.join(work, 'server.log'),
    databaseUrl: scratch.url,
    // development mode, as these benches have always measured; no web build needed
    env: { NODE_ENV: 'development', WEB_DIST_DIR: '' },
    // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (where a budget's time goes).
    nodeArgs: process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [],
    readyPath: '/readyz',
  });
  await seedVolume(scratch.url, { items, orders, log: console.log });
  return { base, url: scratch.url, stamp, pid: server.child.pid };
}
