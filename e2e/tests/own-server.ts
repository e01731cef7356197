// A server of a spec's own, beside the suite's shared one: the built server (apps/server/dist) on
// its own port and data directory, in demo mode, with settings only a test server takes (a fixed
// business clock, BUSINESS_CLOCK_START). It can be stopped and started again on the same data, as
// a deployment restarts: what a server does once at start (its jobs' first run) then happens.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

export interface OwnServer {
  origin: string;
  dataDir: string;
  /** Stops the process and waits until it has let go of its data directory. */
  stop(): Promise<void>;
  /** Starts it again on the same data directory and waits until it is ready. */
  restart(): Promise<void>;
  /** Stops it and deletes its data. */
  dispose(): Promise<void>;
}

/** The origin of the server on E2E_PORT + `portOffset` (known before it starts, for `test.use`). */
export function ownOrigin(portOffset: number): string {
  return `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + portOffset}`;
}

/**
 * Starts the server on E2E_PORT + `portOffset` with `env` added, in a new data directory named for
 * `name`, and waits until it is ready (/readyz).
 */
export async function startOwnServer(
  name: string,
  portOffset: number,
  env: Record<string, string>,
): Promise<OwnServer> {
  const origin = ownOrigin(portOffset);
  const port = new URL(origin).port;
  const dataDir = mkdtempSync(join(tmpdir(), `wholesale-${name}-`));
  let server: ChildProcess | undefined;

  async function start(): Promise<void> {
    const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        PORT: port,
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR ?? '',
        DEMO: '1',
        DATABASE_URL: '',
        FORM_LIMIT_SCALE: '100',
        ...env,
      },
    });
    server = child;
    let said = '';
    child.stderr?.on('data', (chunk: Buffer) => (said += chunk.toString()));
    for (let i = 0; i < 200; i += 1) {
      const ready = await fetch(`${origin}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) return;
      if (child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`the ${name} server did not start: ${said}`);
  }

  async function stop(): Promise<void> {
    const child = server;
    server = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill();
    await exited;
  }

  await start();
  return {
    origin,
    dataDir,
    stop,
    restart: async () => {
      await stop();
      await start();
    },
    dispose: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
