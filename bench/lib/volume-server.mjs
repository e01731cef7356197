// The real server on a scratch PostgreSQL database filled to a producer's volume: shared by the
// benchmarks that measure the app at 10,000 items (admin.mjs, search.mjs).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedVolume } from '../seed-volume.mjs';
import { createScratchDatabase, DEFAULT_DATABASE_URL } from './db.mjs';
import { freePort, SERVER_ENTRY, startNode, stopNode, waitForHttp } from '../../scripts/lib/processes.mjs';
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

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: scratch.url,
    DATA_DIR: work,
    DEMO: '1',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '',
  };
  const logFile = path.join(work, 'server.log');
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (where a budget's time goes).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const server = startNode('server', SERVER_ENTRY, env, logFile, profile);
  defer(() => stopNode(server));
  try {
    await waitForHttp(server, `${base}/readyz`);
  } catch (err) {
    console.error(readFileSync(logFile, 'utf8'));
    throw err;
  }
  await seedVolume(scratch.url, { items, orders, log: console.log });
  return { base, url: scratch.url, stamp, pid: server.child.pid };
}
