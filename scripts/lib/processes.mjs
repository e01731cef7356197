// Child processes for the benchmarks and the server's multi-process tests: the real server and the
// floor run as separate processes (so neither shares an event loop with the load generator or the
// test), on loopback, on a free port. Used by bench/ and by apps/server/src/testing/processes.ts.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/main.js');
export const WEB_INDEX = path.join(ROOT, 'apps/web/dist/index.html');

/** Ask the kernel for a free loopback port (the tiny race until the child binds it is acceptable here). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Start `node <entry>` with the given env; its output goes to `logFile`, not to our console:
 * a child writing to a pipe we must drain while autocannon runs would skew the measurement.
 */
export function startNode(name, entry, env, logFile, nodeArgs = []) {
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { name, child, logFile, exited };
}

/** Poll `url` until it answers 200, or fail when the child dies or the time runs out. */
export async function waitForHttp(proc, url, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  let dead = null;
  proc.exited.then((e) => (dead = e));
  let last = '';
  while (Date.now() < deadline) {
    if (dead) throw new Error(`${proc.name} exited early (${JSON.stringify(dead)}); see ${proc.logFile}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (res.status === 200) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = err.cause?.code ?? err.message;
    }
    await sleep(250);
  }
  throw new Error(`${proc.name} not ready at ${url} after ${timeoutMs} ms (last: ${last}); see ${proc.logFile}`);
}

/** SIGTERM, then SIGKILL after a grace period. Safe to call twice or on a dead child. */
export async function stopNode(proc, graceMs = 5_000) {
  if (!proc || proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  proc.child.kill('SIGTERM');
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), graceMs);
  await proc.exited;
  clearTimeout(timer);
}

/**
 * Clean-up steps run once, newest first, whether the run ends, fails or is interrupted
 * (Ctrl+C stops the children and removes what the run made). Returns `{ defer, cleanup }`:
 * `defer(fn)` registers a step, `cleanup()` runs them (idempotent).
 */
export function cleanupOnExit(interruptMessage) {
  const steps = [];
  let cleaning = null;
  const cleanup = () => {
    cleaning ??= (async () => {
      for (const fn of steps.reverse()) {
        try {
          await fn();
        } catch (err) {
          console.error(`cleanup: ${err.message}`);
        }
      }
    })();
    return cleaning;
  };
  for (const sig of ['SIGINT', 'SIGTERM']) {
    process.once(sig, () => {
      console.error(`\n${sig}: ${interruptMessage}`);
      cleanup().finally(() => process.exit(130));
    });
  }
  /**
   * Runs a bench's main(), cleans up whatever happens, and exits: 0 when main() answered true (or
   * whatever `exitStatus` makes of its answer), 1 on false or an error.
   */
  const run = (main, exitStatus = (ok) => (ok ? 0 : 1)) =>
    main()
      .then(async (ok) => {
        await cleanup();
        process.exit(exitStatus(ok));
      })
      .catch(async (err) => {
        console.error(err);
        await cleanup();
        process.exit(1);
      });
  return { defer: (fn) => steps.push(fn), cleanup, run };
}
