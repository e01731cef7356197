// The server's PGlite runs in a worker thread (pglite-worker.ts), not on the event loop: PGlite
// does its work (WebAssembly) synchronously on whichever thread calls it, so on the server's own
// thread every statement held every other request, /healthz included, for as long as it ran.
// This is the server's side: a PgliteClient for the Kysely driver
// (pglite-driver.ts, which keeps a transaction's statements to itself), and LISTEN.
//
// What crosses the thread is structured-cloned: statements and their values one way; rows (the
// shared parsers' numbers and strings, Dates, parsed JSON) and errors the other. An error keeps
// its message and every field PostgreSQL gave it (`code`, `constraint`, `detail` ...), so the
// services' checks (23505 and the like) read it as they read PGlite's own.
//
// A worker that stops (a crash) fails every statement in hand and every later one with SQLSTATE
// 08006 (connection failure: a 503 with Retry-After) and is started again on the same data
// directory, as PostgreSQL restarts after a crash; a holder's session ends with its worker, so no
// statement of a transaction begun before the crash runs on the new one. Listeners hear a gap.
import { Worker } from 'node:worker_threads';
import type { NotificationListener } from './notifications';
import { sqlStateError, type PgliteClient, type PgliteResults, type PgliteSession } from './pglite-driver';
import { deserializeError, type FromWorker, type PgliteWorkerData, type WorkerRequest } from './pglite-protocol';

export interface PgliteThreadOptions {
  /** PGlite's directory; unset: in memory (tests). */
  dataDir?: string | undefined;
  /** The worker stopped, or could not be started again: for the server's log. */
  onError?: ((error: Error) => void) | undefined;
}

export interface PgliteThread extends PgliteClient {
  /** Hears `channel`'s notifications until the returned function is called. */
  listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>>;
}

/**
 * Answers (and notifications) handed to the server's thread in one turn of its event loop. The
 * port delivers every message that has arrived, and those arriving meanwhile, in one go: with
 * many requests waiting, each continuing where its answer left it (a reply written, the next
 * statement sent), that go held the event loop, and /healthz, for the whole burst. A few at a
 * time, the sockets get their turn between them.
 */
const MESSAGES_PER_TURN = 8;

const RESTART_MIN_MS = 250;
const RESTART_MAX_MS = 10_000;
/** How long closing waits for PGlite to flush and stop before the worker is ended anyway. */
const CLOSE_TIMEOUT_MS = 10_000;

const closedError = () => sqlStateError('the embedded database is closed', '08003');

interface Pending {
  resolve(result: PgliteResults<unknown> | null): void;
  reject(error: Error): void;
}

/** Starts a worker on `workerUrl` (the bundle of pglite-worker.ts) and answers once its PGlite is open. */
export async function startPgliteThread(workerUrl: URL, options: PgliteThreadOptions = {}): Promise<PgliteThread> {
  const pending = new Map<number, Pending>();
  const channels = new Map<string, Set<NotificationListener>>();
  let nextId = 0;
  let worker: Worker;
  /** Counts the workers started; a session belongs to one. */
  let generation = 0;
  /** Whether the current worker answers (false while it is being replaced). */
  let live = false;
  let lost: Error = sqlStateError('the embedded database is not open', '08006');
  let closing: Promise<void> | undefined;
  let restartTimer: NodeJS.Timeout | undefined;
  let restartMs = RESTART_MIN_MS;

  const settle = (id: number): Pending | undefined => {
    const p = pending.get(id);
    pending.delete(id);
    // An idle worker does not keep the process alive; one with work in hand does.
    if (pending.size === 0) worker.unref();
    return p;
  };

  const send = (message: WorkerRequest, session = generation): Promise<PgliteResults<unknown> | null> => {
    if (closing && message.op !== 'close') return Promise.reject(closedError());
    if (!live || session !== generation) return Promise.reject(lost);
    const id = (nextId += 1);
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      if (pending.size === 1) worker.ref();
      try {
        worker.postMessage({ ...message, id });
      } catch (error) {
        // A value that cannot be cloned (a function, a symbol): this statement's fault alone.
        settle(id);
        reject(error as Error);
      }
    });
  };

  // Messages from the worker, in the order they came, handed over a few per turn (MESSAGES_PER_TURN).
  const inbox: FromWorker[] = [];
  let handing = false;
  const deliver = (m: FromWorker): void => {
    if ('id' in m) {
      const p = settle(m.id);
      if ('error' in m) p?.reject(deserializeError(m.error));
      else p?.resolve(m.result);
    } else if ('channel' in m) {
      for (const listener of channels.get(m.channel) ?? []) listener.message(m.payload);
    }
  };
  const handOver = (): void => {
    for (const m of inbox.splice(0, MESSAGES_PER_TURN)) deliver(m);
    handing = inbox.length > 0;
    if (handing) setImmediate(handOver);
  };

  const spawn = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const data: PgliteWorkerData = { dataDir: options.dataDir };
      const next = new Worker(workerUrl, { workerData: data });
      let ready = false;
      let failure: Error | undefined;
      next.on('message', (m: FromWorker) => {
        if ('ready' in m) {
          ready = true;
          if (closing) {
            // Started again while the handle was being closed: not wanted any more.
            void next.terminate();
            reject(closedError());
            return;
          }
          worker = next;
          generation += 1;
          live = true;
          if (pending.size === 0) worker.unref();
          resolve();
        } else {
          inbox.push(m);
          if (!handing) {
            handing = true;
            setImmediate(handOver);
          }
        }
      });
      next.on('error', (error) => (failure = error));
      next.on('exit', (code) => {
        const why = failure ? `: ${failure.message}` : '';
        if (!ready) {
          reject(failure ?? new Error(`the embedded database's worker stopped before it was ready (exit ${code})`));
          return;
        }
        if (closing) return;
        onLost(sqlStateError(`the embedded database's worker thread stopped (exit ${code})${why}`, '08006'));
      });
    });

  const onLost = (error: Error): void => {
    live = false;
    lost = error;
    // What the worker answered before it stopped is its answer; the rest fails.
    for (const m of inbox.splice(0)) deliver(m);
    for (const [id, p] of [...pending]) {
      pending.delete(id);
      p.reject(error);
    }
    options.onError?.(error);
    for (const set of channels.values()) for (const listener of set) listener.gap(false);
    scheduleRestart();
  };

  const scheduleRestart = (): void => {
    restartTimer = setTimeout(() => {
      restartTimer = undefined;
      if (closing) return;
      spawn().then(
        async () => {
          restartMs = RESTART_MIN_MS;
          const listening = [...channels.keys()];
          const relisten = await Promise.allSettled(listening.map((channel) => send({ op: 'listen', channel })));
          relisten.forEach((r, i) => {
            if (r.status === 'rejected')
              options.onError?.(
                new Error(`LISTEN ${listening[i]} after the restart failed: ${(r.reason as Error).message}`),
              );
            else for (const listener of channels.get(listening[i]!) ?? []) listener.gap(true);
          });
        },
        (error: unknown) => {
          if (closing) return;
          options.onError?.(new Error(`the embedded database could not be started again: ${(error as Error).message}`));
          restartMs = Math.min(restartMs * 2, RESTART_MAX_MS);
          scheduleRestart();
        },
      );
    }, restartMs);
    restartTimer.unref();
  };

  await spawn();

  return {
    session(): PgliteSession {
      const session = generation;
      return {
        query: async <R>(sql: string, params: unknown[]) =>
          (await send({ op: 'query', sql, params }, session)) as PgliteResults<R>,
      };
    },

    async listen(channel, listener) {
      let listeners = channels.get(channel);
      if (!listeners) {
        listeners = new Set();
        channels.set(channel, listeners);
        try {
          await send({ op: 'listen', channel });
        } catch (error) {
          channels.delete(channel);
          throw error;
        }
      }
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
        if (listeners.size > 0 || channels.get(channel) !== listeners) return;
        channels.delete(channel);
        if (live && !closing) await send({ op: 'unlisten', channel });
      };
    },

    close() {
      closing ??= (async () => {
        clearTimeout(restartTimer);
        if (live) {
          // PGlite flushes its files and stops; a worker that does not answer is ended anyway.
          let timer: NodeJS.Timeout | undefined;
          await Promise.race([
            send({ op: 'close' }).catch(() => undefined),
            new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_TIMEOUT_MS))),
          ]);
          clearTimeout(timer);
        }
        live = false;
        const closed = closedError();
        for (const [id, p] of [...pending]) {
          pending.delete(id);
          p.reject(closed);
        }
        await worker.terminate();
      })();
      return closing;
    },
  };
}
