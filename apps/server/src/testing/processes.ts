// Test support for the tests that run the real, built server as child processes on a shared
// PostgreSQL (*.pg.int.test.ts): build the bundle once (safely when vitest runs several such files
// at the same time), start and stop server processes on a scratch schema, sign in, place orders.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, DEMO_BUYER_EMAIL, DEMO_BUYER_PASSWORD } from '@wholesale/db';
import { createTestDb, type TestDbHandle } from '@wholesale/db/testing';
import { isProcessAlive } from '../data-dir-lock';
// The process helpers the benchmarks share (scripts/lib/processes.mjs): start the built server, wait for it, stop it.
import {
  ROOT,
  SERVER_ENTRY,
  freePort,
  startNode,
  stopNode,
  waitForHttp,
  type NodeProc,
} from '../../../../scripts/lib/processes.mjs';

export const DEMO_ADMIN = { email: DEMO_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD };
export const DEMO_BUYER = { email: DEMO_BUYER_EMAIL, password: DEMO_BUYER_PASSWORD };
const TEST_SESSION_SECRET = 'multi-process-test-secret-0123456789abcdef';

/** What the bundle is made from: a file newer than dist/main.js means it must be built again. */
const SOURCE_DIRS = [
  'apps/server/src',
  'packages/api/src',
  'packages/services/src',
  'packages/db/src',
  'packages/rules/src',
  'packages/i18n/src',
];
const BUILD_SCRIPT = path.join(ROOT, 'apps/server/build.mjs');
const LOCK_DIR = path.join(ROOT, 'apps/server/dist/.build-lock');
const LOCK_TIMEOUT_MS = 180_000;

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function bundleIsCurrent(): boolean {
  if (!fs.existsSync(SERVER_ENTRY)) return false;
  const built = fs.statSync(SERVER_ENTRY).mtimeMs;
  const sources = Math.max(
    fs.statSync(BUILD_SCRIPT).mtimeMs,
    ...SOURCE_DIRS.map((d) => newestMtime(path.join(ROOT, d))),
  );
  return sources < built;
}

/**
 * Builds dist/main.js from the current source unless it is already newer than every source file.
 * Test files run in parallel workers: a lock directory (mkdir is atomic) makes the others wait
 * for the one building, then find the bundle current; a lock left by a dead process is taken over.
 */
async function ensureServerBuilt(): Promise<void> {
  fs.mkdirSync(path.dirname(LOCK_DIR), { recursive: true });
  const deadline = Date.now() + LOCK_TIMEOUT_MS;
  for (;;) {
    try {
      fs.mkdirSync(LOCK_DIR);
      fs.writeFileSync(path.join(LOCK_DIR, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let holder = 0;
      try {
        holder = Number(fs.readFileSync(path.join(LOCK_DIR, 'pid'), 'utf8')) || 0;
      } catch {
        // being taken or just released: look again
      }
      if (holder && !isProcessAlive(holder)) fs.rmSync(LOCK_DIR, { recursive: true, force: true });
      if (Date.now() > deadline)
        throw new Error(`the server bundle's build lock (${LOCK_DIR}) is still held after ${LOCK_TIMEOUT_MS} ms`, {
          cause: error,
        });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    if (!bundleIsCurrent()) execFileSync(process.execPath, [BUILD_SCRIPT], { stdio: 'inherit' });
  } finally {
    fs.rmSync(LOCK_DIR, { recursive: true, force: true });
  }
}

export interface ServerProc {
  name: string;
  base: string;
  proc: NodeProc;
}

/** A scratch schema, a work folder and the server processes started on them; close() ends them all. */
export interface Cluster {
  handle: TestDbHandle;
  work: string;
  servers: ServerProc[];
  /** DATABASE_URL of the scratch schema (search_path in the URL), optionally through another host:port. */
  databaseUrl(via?: { host: string; port: number }): string;
  start(name: string, env?: Record<string, string>): Promise<ServerProc>;
  close(): Promise<void>;
}

export async function createCluster(prefix: string): Promise<Cluster> {
  await ensureServerBuilt();
  const handle = await createTestDb();
  const work = fs.mkdtempSync(path.join(tmpdir(), `wholesale-${prefix}-`));
  const servers: ServerProc[] = [];

  const databaseUrl = (via?: { host: string; port: number }) => {
    const url = new URL(process.env.DATABASE_URL!);
    url.searchParams.set('options', `-c search_path=${handle.schema}`);
    if (via) {
      url.hostname = via.host;
      url.port = String(via.port);
    }
    return url.toString();
  };

  return {
    handle,
    work,
    servers,
    databaseUrl,
    async start(name, env = {}) {
      // freePort() closes the port before the child binds it: a parallel test file may take it
      // meanwhile. Then the child exits saying the port is in use, and another port is asked for.
      for (let attempt = 1; ; attempt++) {
        const port = await freePort();
        const logFile = path.join(work, attempt === 1 ? `${name}.log` : `${name}.${attempt}.log`);
        const proc = startNode(
          name,
          SERVER_ENTRY,
          {
            PORT: String(port),
            HOST: '127.0.0.1',
            DATABASE_URL: databaseUrl(),
            DATA_DIR: path.join(work, name),
            DEMO: '1',
            SESSION_SECRET: TEST_SESSION_SECRET,
            LOG_LEVEL: 'warn',
            WEB_DIST_DIR: '',
            NODE_ENV: '',
            ...env,
          },
          logFile,
        );
        const server = { name, base: `http://127.0.0.1:${port}`, proc };
        try {
          await waitForHttp(proc, `${server.base}/readyz`, 60_000);
        } catch (error) {
          await stopNode(proc);
          const tail = logTail(server);
          if (attempt < 3 && tail.includes('is already in use')) continue;
          throw new Error(`${(error as Error).message}\n${tail}`, { cause: error });
        }
        servers.push(server);
        return server;
      }
    },
    async close() {
      await Promise.all(servers.map((s) => stopNode(s.proc)));
      await handle.close();
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}

/** The end of a server process's output (stdout and stderr), for a failing test's message. */
export function logTail(server: ServerProc, chars = 4_000): string {
  try {
    return fs.readFileSync(server.proc.logFile, 'utf8').slice(-chars);
  } catch {
    return '';
  }
}

const json = (headers: Record<string, string> = {}) => ({ 'content-type': 'application/json', ...headers });

/** POST /api/users/login; the raw response (a test of the limits wants the 401s and 429s). */
export function login(
  base: string,
  credentials: { email: string; password: string },
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: json(headers),
    body: JSON.stringify(credentials),
    signal: AbortSignal.timeout(10_000),
  });
}

/** A bearer token, or a thrown error with the server's answer. */
export async function tokenFor(base: string, credentials: { email: string; password: string }): Promise<string> {
  const res = await login(base, credentials);
  if (res.status !== 200)
    throw new Error(`login as ${credentials.email} at ${base}: HTTP ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

export interface PlacedOrder {
  id: number;
  order_number: string;
}

/** POST /api/orders as a buyer (Bearer), with an Idempotency-Key; the raw response. */
export function placeOrder(
  base: string,
  token: string,
  cart: readonly { id: number; quantity: number }[],
  options: { idempotencyKey?: string; timeoutMs?: number } = {},
): Promise<Response> {
  return fetch(`${base}/api/orders`, {
    method: 'POST',
    headers: json({
      authorization: `Bearer ${token}`,
      ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
    }),
    body: JSON.stringify({ order_type: 'pickup', cart_items: cart }),
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
}

/** Ids of visible items a buyer can order (from the public listing). */
export async function orderableItemIds(base: string, count: number): Promise<number[]> {
  const res = await fetch(`${base}/api/items/style/marinated`);
  const listing = (await res.json()) as { data: { id: number }[] };
  const ids = listing.data.map((i) => i.id).slice(0, count);
  if (ids.length < count) throw new Error(`only ${ids.length} orderable items at ${base}`);
  return ids;
}
