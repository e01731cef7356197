// Two real server processes on one PostgreSQL (how production scales out), each with its own
// in-memory catalogue cache: a change made through one is served by the other at once. PGlite is
// one process by design, so this file runs only with DATABASE_URL (see vitest.config.ts).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDbHandle } from '@wholesale/db/testing';
// The benchmarks' process helpers: start the built server, wait for it, stop it.
import { ROOT, SERVER_ENTRY, freePort, startNode, stopNode, waitForHttp, type NodeProc } from '../../../bench/lib/proc.mjs';

const ADMIN = { email: 'admin@demo.test', password: 'demo-admin-2468' };

interface Proc {
  base: string;
  proc: NodeProc;
}

let handle: TestDbHandle;
let work: string;
const servers: Proc[] = [];

async function startServer(name: string): Promise<Proc> {
  const port = await freePort();
  const url = new URL(process.env.DATABASE_URL!);
  url.searchParams.set('options', `-c search_path=${handle.schema}`);
  const proc = startNode(
    name,
    SERVER_ENTRY,
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url.toString(),
      DATA_DIR: path.join(work, name),
      DEMO: '1',
      SESSION_SECRET: 'multi-process-test-secret-0123456789abcdef',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '',
      NODE_ENV: '',
    },
    path.join(work, `${name}.log`),
  );
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(proc, `${base}/readyz`, 60_000);
  return { base, proc };
}

beforeAll(async () => {
  // The processes run the bundle, as `npm start` does: build it from the current source.
  execFileSync(process.execPath, [path.join(ROOT, 'apps/server/build.mjs')], { stdio: 'inherit' });
  handle = await createTestDb();
  work = mkdtempSync(path.join(tmpdir(), 'wholesale-multi-'));
  // One after the other: the first migrates and seeds, the second finds it done.
  servers.push(await startServer('a'));
  servers.push(await startServer('b'));
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => stopNode(s.proc)));
  await handle?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

async function adminToken(base: string): Promise<string> {
  const res = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

const product = async (base: string, id: number) => {
  const res = await fetch(`${base}/api/items/${id}`);
  return { status: res.status, name: res.status === 200 ? ((await res.json()) as { data: { name: string } }).data.name : null };
};

describe('two server processes on one PostgreSQL', () => {
  it('serve an admin’s edit and a hidden product from the other process within a moment', async () => {
    const [a, b] = servers as [Proc, Proc];
    const listing = (await (await fetch(`${b.base}/api/items/style/marinated`)).json()) as { data: { id: number; name: string }[] };
    const item = listing.data[0]!;
    // Warm B's cache with the product and the listing.
    expect(await product(b.base, item.id)).toEqual({ status: 200, name: item.name });

    const token = await adminToken(a.base);
    const patch = (body: object) =>
      fetch(`${a.base}/api/items/${item.id}`, { method: 'PATCH', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });

    const started = Date.now();
    expect((await patch({ name: `${item.name} (renamed)` })).status).toBe(200);
    await expect.poll(async () => (await product(b.base, item.id)).name, { timeout: 3000, interval: 20 }).toBe(`${item.name} (renamed)`);
    const seenAfterMs = Date.now() - started;
    expect(seenAfterMs).toBeLessThan(1000);

    expect((await patch({ show: false })).status).toBe(200);
    await expect.poll(async () => (await product(b.base, item.id)).status, { timeout: 3000, interval: 20 }).toBe(404);
    const hiddenListing = (await (await fetch(`${b.base}/api/items/style/marinated`)).json()) as { data: { id: number }[] };
    expect(hiddenListing.data.map((i) => i.id)).not.toContain(item.id);

    expect((await patch({ show: true, name: item.name })).status).toBe(200);
    await expect.poll(async () => await product(b.base, item.id), { timeout: 3000, interval: 20 }).toEqual({ status: 200, name: item.name });
  });
});
