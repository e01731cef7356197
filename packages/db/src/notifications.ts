import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

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

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 10_000;

/**
 * PostgreSQL: one connection of its own per channel (outside the pool, which would hand it to
 * queries), reconnected with back-off when it drops. Every drop and every reconnect is a gap.
 */
export function postgresListen(config: pg.ClientConfig): Listen {
  return async (channel, listener) => {
    checkChannel(channel);
    let stopped = false;
    let client: pg.Client | undefined;
    let retryMs = RETRY_MIN_MS;
    let timer: NodeJS.Timeout | undefined;

    const connect = async (): Promise<void> => {
      const next = new pg.Client(config);
      // A connection that dies reports 'error' and then 'end'; one gap per death is enough.
      let lost = false;
      const onLost = () => {
        if (lost || stopped) return;
        lost = true;
        listener.gap(false);
        schedule();
      };
      next.on('error', onLost);
      next.on('end', onLost);
      next.on('notification', (n) => {
        if (n.channel === channel) listener.message(n.payload ?? '');
      });
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      client = next;
    };

    const schedule = () => {
      if (stopped || timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        connect().then(
          () => {
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
      await client?.end().catch(() => undefined);
    };
  };
}
