// The PostgreSQL pool and the time limits of its connections. A database that answers slowly is
// bounded by the server (statement_timeout, idle_in_transaction_session_timeout); a connection
// that goes silent (a NAT or firewall forgetting it, a host gone without a reset) never answers
// at all, and TCP keeps retransmitting an unanswered query for many minutes, so the client gives
// up on its own (query_timeout) and drops that connection: the next query gets a new one.
import pg from 'pg';
import { KEEPALIVE_DELAY_MS } from './notifications';

/** Time limits of pooled connections, in milliseconds. */
export interface PoolTimeouts {
  /** The server cancels a statement running longer (SQLSTATE 57014). */
  statementMs: number;
  /** The client gives up on a query with no answer this long, and drops its connection (a little above statementMs). */
  queryMs: number;
  /** The server ends a session left idle inside a transaction this long (its locks released). */
  idleInTransactionMs: number;
  /** An idle pooled connection is closed after this long. */
  idleMs: number;
}

/**
 * No request waits on one statement longer than 15 s (the longest reads, a year's orders export,
 * take well under a second on 100,000 orders); a silent connection is an error 2 s after that.
 */
export const POOL_TIMEOUTS: PoolTimeouts = {
  statementMs: 15_000,
  queryMs: 17_000,
  idleInTransactionMs: 30_000,
  idleMs: 30_000,
};

const isReadTimeout = (error: unknown) => error instanceof Error && error.message === 'Query read timeout';

/**
 * A client that drops its connection when a query times out on the client side: pg answers the
 * caller but leaves the unanswered query at the head of the connection's queue, so every later
 * query on it would wait for the same silence.
 */
class SilenceGuardedClient extends pg.Client {
  /**
   * Before the caller hears of the timeout: the pool must see the client as unusable when it is
   * released, or it would lend it again. pg has no public way to abort a connection: its socket
   * is destroyed and the client marked as not queryable (what pg itself does when a socket dies).
   */
  #drop(): void {
    const self = this as unknown as { _queryable: boolean; connection: { stream: { destroy(): void } } };
    self._queryable = false;
    self.connection.stream.destroy();
  }

  override query(...args: unknown[]): never {
    const first = args[0] as { submit?: unknown } | undefined;
    // A submittable (a cursor, a stream) reports on its own object: not used here, passed through.
    if (first && typeof first === 'object' && typeof first.submit === 'function')
      return (super.query as (...a: unknown[]) => never)(...args);
    const last = args.length - 1;
    const given = typeof args[last] === 'function' ? (args.pop() as (e: unknown, r: unknown) => void) : undefined;
    const settle =
      (resolve: (r: unknown) => void, reject: (e: unknown) => void) => (error: unknown, result: unknown) => {
        if (isReadTimeout(error)) this.#drop();
        if (error) reject(error);
        else resolve(result);
      };
    if (given) {
      (super.query as (...a: unknown[]) => unknown)(
        ...args,
        settle(
          (r) => given(null, r),
          (e) => given(e, undefined),
        ),
      );
      return undefined as never;
    }
    return new Promise((resolve, reject) =>
      (super.query as (...a: unknown[]) => unknown)(...args, settle(resolve, reject)),
    ) as never;
  }
}

/** A pool on `connection` whose connections carry `timeouts` (the server's limits in the startup packet). */
export function createPgPool(
  connection: pg.ClientConfig,
  options: { max: number; connectTimeoutMs: number; timeouts?: PoolTimeouts | undefined },
): pg.Pool {
  const t = options.timeouts ?? POOL_TIMEOUTS;
  return new pg.Pool({
    ...connection,
    Client: SilenceGuardedClient,
    max: options.max,
    connectionTimeoutMillis: options.connectTimeoutMs,
    statement_timeout: t.statementMs,
    idle_in_transaction_session_timeout: t.idleInTransactionMs,
    query_timeout: t.queryMs,
    idleTimeoutMillis: t.idleMs,
    // A peer that vanished without a reset is also noticed by the OS on an idle connection,
    // probing after 10 s of silence rather than its default two hours.
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
  });
}
