import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { PgliteThread } from './pglite-thread';

// LISTEN/NOTIFY, the way several server processes on one PostgreSQL learn that another one
// changed something they cache (the catalogue). Notifications are delivered when the writing
// transaction commits, to every listening connection of the database, this process's included.

export interface NotificationListener {
  /** A notification on the channel, with its payload. */
  message(payload: string): void;
  /**
   * Notifications may have been missed (the listening connection was lost, or is back after
   * being lost): whatever was cached must be dropped. `connected` says whether the feed is
   * listening again; while it is false, nothing cached can be trusted.
   */
  gap(connected: boolean): void;
}

export type Unlisten = () => Promise<void>;

export type Listen = (channel: string, listener: NotificationListener) => Promise<Unlisten>;

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function checkChannel(channel: string): void {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid channel name: ${channel}`);
}

/** PGlite is one process: nothing can be missed, and its own API listens. */
export function pgliteListen(instance: PGlite): Listen {
  return async (channel, listener) => {
    checkChannel(channel);
    const stop = await instance.listen(channel, (payload) => listener.message(payload));
    return async () => {
      if (!instance.closed) await stop();
    };
  };
}

/**
 * PGlite in a worker thread (the server's): its notifications are posted across, in order with
 * the answers. Nothing is missed unless the worker stops: then the listener hears a gap, and
 * another once the worker is back and listening again (pglite-thread.ts).
 */
export function pgliteThreadListen(thread: PgliteThread): Listen {
  return async (channel, listener) => {
    checkChannel(channel);
    return thread.listen(channel, listener);
  };
}

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 10_000;

/**
 * How a listening connection proves it is alive. A backend that ends or a reset connection is
 * reported by the driver at once; a connection that goes silent (a NAT or firewall forgetting it,
 * a host gone without a FIN or a RST) is not, and nothing else is ever sent on it: without a
 * heartbeat, a process would keep serving what it cached until restarted. Every `intervalMs` the
 * connection runs `SELECT 1`; no answer within `timeoutMs` is a lost connection (a gap).
 */
export interface ListenHeartbeat {
  intervalMs: number;
  timeoutMs: number;
}

/** A silent connection is noticed within about 10 s: a beat every 5 s, each given 5 s. */
export const LISTEN_HEARTBEAT: ListenHeartbeat = { intervalMs: 5_000, timeoutMs: 5_000 };

/**
 * TCP keep-alive probes start after this much silence (the OS's own check, under the heartbeat;
 * also used by the pool, create-db.ts). The OS default is two hours.
 */
export const KEEPALIVE_DELAY_MS = 10_000;

export interface PostgresListenOptions {
  /** Default LISTEN_HEARTBEAT; tests use shorter ones. */
  heartbeat?: ListenHeartbeat | undefined;
}

/** How long a new listening connection may take to connect and LISTEN before it counts as failed. */
const LISTEN_CONNECT_TIMEOUT_MS = 5_000;

/** `promise`, or a rejection if it has not settled within `ms` (its own later failure is moot). */
async function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  promise.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
        timer.unref();
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Closes `client`: politely (Terminate, then FIN), or, when the goodbye is not over within `ms`
 * (a silent peer never answers a FIN), by tearing its socket down. pg's end() already does that
 * when a query is waiting; this also covers an idle connection.
 */
async function closeClient(client: pg.Client, ms: number): Promise<void> {
  const ended = await withDeadline(client.end(), ms, 'closing the listening connection').then(
    () => true,
    () => false,
  );
  if (!ended) (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
}

/**
 * PostgreSQL: one connection of its own per channel (outside the pool, which would hand it to
 * queries), with TCP keep-alive and a heartbeat, reconnected with back-off when it drops or stops
 * answering. Every loss and every reconnect is a gap: the listener drops what it caches.
 */
export function postgresListen(config: pg.ClientConfig, options: PostgresListenOptions = {}): Listen {
  const heartbeat = options.heartbeat ?? LISTEN_HEARTBEAT;
  const clientConfig: pg.ClientConfig = { keepAlive: true, keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS, ...config };
  return async (channel, listener) => {
    checkChannel(channel);
    let stopped = false;
    let client: pg.Client | undefined;
    let retryMs = RETRY_MIN_MS;
    let timer: NodeJS.Timeout | undefined;

    const connect = async (): Promise<void> => {
      const next = new pg.Client(clientConfig);
      // Until it listens, a failure is connect()'s to report; after, it is a gap. A connection
      // that dies reports 'error' and then 'end', and a silent one misses a beat: one gap per death.
      let listening = false;
      let lost = false;
      let beatTimer: NodeJS.Timeout | undefined;
      const onLost = () => {
        clearTimeout(beatTimer);
        if (!listening || lost) return;
        lost = true;
        if (client === next) client = undefined;
        // Closed for good (end() destroys the socket when a query is still waiting, as a missed
        // beat is), so that a connection that answers no more can do nothing later.
        void closeClient(next, heartbeat.timeoutMs);
        if (stopped) return;
        listener.gap(false);
        schedule();
      };
      const scheduleBeat = () => {
        beatTimer = setTimeout(() => {
          withDeadline(next.query('SELECT 1'), heartbeat.timeoutMs, 'heartbeat').then(() => {
            if (!lost) scheduleBeat();
          }, onLost);
        }, heartbeat.intervalMs);
        beatTimer.unref();
      };
      next.on('error', onLost);
      next.on('end', onLost);
      next.on('notification', (n) => {
        if (n.channel === channel) listener.message(n.payload ?? '');
      });
      try {
        await withDeadline(next.connect(), LISTEN_CONNECT_TIMEOUT_MS, 'connecting to listen');
        await withDeadline(next.query(`LISTEN ${channel}`), LISTEN_CONNECT_TIMEOUT_MS, `LISTEN ${channel}`);
      } catch (error) {
        await closeClient(next, 0);
        throw error;
      }
      if (stopped) {
        await closeClient(next, heartbeat.timeoutMs);
        return;
      }
      listening = true;
      client = next;
      scheduleBeat();
    };

    const schedule = () => {
      if (stopped || timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        connect().then(
          () => {
            if (stopped) return;
            retryMs = RETRY_MIN_MS;
            listener.gap(true);
          },
          () => {
            retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
            schedule();
          },
        );
      }, retryMs);
      timer.unref();
    };

    // The first connection fails loudly: a server that cannot listen should not start.
    await connect();
    return async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      const last = client;
      client = undefined;
      if (last) await closeClient(last, heartbeat.timeoutMs);
    };
  };
}
