// The worker thread's mechanics (pglite-thread.ts), with a stand-in worker that speaks its
// protocol without PGlite (the real one is in pglite-thread.int.test.ts): a worker that stops
// fails what it had in hand instead of leaving it hanging, fails what comes next at once until it
// is started again, never lets a session begun before the stop run on its replacement, and tells
// listeners of the gap; closing ends the worker.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BroadcastChannel } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './availability';
import { startPgliteThread } from './pglite-thread';

const dir = mkdtempSync(path.join(tmpdir(), 'pglite-thread-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Answers a statement with one row naming it; 'hang' is never answered, 'crash' ends the thread,
// 'fail' is refused with PostgreSQL's fields, 'notify <payload>' notifies every channel listened
// to first. It says it is alive on a broadcast channel every 10 ms.
const workerFile = path.join(dir, 'stand-in.mjs');
writeFileSync(
  workerFile,
  `import { BroadcastChannel, parentPort, workerData } from 'node:worker_threads';
const beat = new BroadcastChannel(workerData.dataDir);
setInterval(() => beat.postMessage('alive'), 10);
const channels = new Set();
parentPort.on('message', (m) => {
  if (m.op === 'listen') channels.add(m.channel);
  if (m.op === 'unlisten') channels.delete(m.channel);
  if (m.op !== 'query') return parentPort.postMessage({ id: m.id, result: null });
  if (m.sql === 'hang') return;
  if (m.sql === 'crash') process.exit(7);
  if (m.sql === 'fail') return parentPort.postMessage({ id: m.id, error: { name: 'error', message: 'duplicate key value', code: '23505', constraint: 'users_email_key' } });
  if (m.sql.startsWith('notify ')) for (const channel of channels) parentPort.postMessage({ channel, payload: m.sql.slice(7) });
  parentPort.postMessage({ id: m.id, result: { rows: [{ sql: m.sql, params: m.params }], affectedRows: 0 } });
});
parentPort.postMessage({ ready: true });
`,
);

/** The stand-in, told apart from the others of this file by its broadcast channel. */
async function start(name: string, errors: Error[] = []) {
  return startPgliteThread(pathToFileURL(workerFile), { dataDir: name, onError: (error) => errors.push(error) });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a worker on `name`'s channel says it is alive within 100 ms. */
async function alive(name: string): Promise<boolean> {
  const channel = new BroadcastChannel(name);
  let heard = false;
  channel.onmessage = () => (heard = true);
  await sleep(100);
  channel.close();
  return heard;
}

async function until(condition: () => Promise<boolean>, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('not in time');
    await sleep(25);
  }
}

describe('PGlite’s worker thread', () => {
  it('answers statements with their rows, and refusals with PostgreSQL’s fields', async () => {
    const thread = await start('answers');
    try {
      const session = thread.session();
      const when = new Date('2026-11-29T10:00:00Z');
      expect(await session.query('SELECT $1, $2', [42, when])).toEqual({
        rows: [{ sql: 'SELECT $1, $2', params: [42, when] }],
        affectedRows: 0,
      });
      const refused = await session.query('fail', []).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(Error);
      expect(refused).toMatchObject({
        name: 'error',
        message: 'duplicate key value',
        code: '23505',
        constraint: 'users_email_key',
      });
      // A value that cannot cross the thread fails its own statement only.
      await expect(session.query('SELECT $1', [() => 1])).rejects.toThrow(/could not be cloned/);
      expect((await session.query('SELECT 2', [])).rows).toHaveLength(1);
    } finally {
      await thread.close();
    }
  });

  it('fails what a stopped worker had in hand, and what comes next until it is back; a session never outlives its worker', async () => {
    const errors: Error[] = [];
    const thread = await start('crash', errors);
    const gaps: boolean[] = [];
    const heard: string[] = [];
    await thread.listen('catalogue', { message: (p) => heard.push(p), gap: (connected) => gaps.push(connected) });
    try {
      // A transaction's session, begun before the crash.
      const before = thread.session();
      await before.query('BEGIN', []);
      const hanging = before.query('hang', []);
      const crash = thread.session().query('crash', []);
      for (const failed of [hanging, crash]) {
        const error = await failed.catch((e: unknown) => e);
        expect(error).toMatchObject({
          code: '08006',
          message: expect.stringMatching(/worker thread stopped \(exit 7\)/),
        });
        expect(isDatabaseUnavailable(error)).toBe(true);
      }
      // Until the new worker is ready, at once.
      const started = performance.now();
      await expect(thread.session().query('SELECT 1', [])).rejects.toMatchObject({ code: '08006' });
      expect(performance.now() - started).toBeLessThan(50);
      expect(gaps).toEqual([false]);
      expect(errors.map((e) => e.message)).toEqual([expect.stringMatching(/exit 7/)]);

      // Started again: new sessions work, listening resumes (and says so), the old session is refused.
      await until(async () => gaps.length === 2);
      expect(gaps).toEqual([false, true]);
      expect((await thread.session().query('SELECT 1', [])).rows).toEqual([{ sql: 'SELECT 1', params: [] }]);
      await expect(before.query('COMMIT', [])).rejects.toMatchObject({ code: '08006' });
      await thread.session().query('notify after', []);
      expect(heard).toEqual(['after']);
    } finally {
      await thread.close();
    }
  });

  it('ends its worker on close, and refuses statements after', async () => {
    const thread = await start('close');
    expect(await alive('close')).toBe(true);
    await thread.close();
    await thread.close(); // idempotent
    expect(await alive('close')).toBe(false);
    await expect(thread.session().query('SELECT 1', [])).rejects.toMatchObject({ code: '08003' });
  });

  it('fails to start with the worker’s own error', async () => {
    const broken = path.join(dir, 'broken.mjs');
    writeFileSync(broken, `throw new Error('cannot open the data directory');\n`);
    await expect(startPgliteThread(pathToFileURL(broken))).rejects.toThrow('cannot open the data directory');
  });
});
