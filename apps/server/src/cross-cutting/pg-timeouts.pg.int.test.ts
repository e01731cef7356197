// The pool's time limits, with real parts: PostgreSQL behind a TCP proxy on loopback. A pooled
// connection that goes silent (the proxy stops forwarding, closing nothing) turns a query into an
// error within the query timeout instead of minutes of TCP retransmissions, that connection is
// dropped, and the next query gets a new one. A statement that runs too long is cancelled by the
// server. Runs only with DATABASE_URL (see vitest.config.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, isDatabaseUnavailable, sql, type DbHandle } from '@wholesale/db';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy';

/** Short limits, so the test takes seconds; production's are POOL_TIMEOUTS (packages/db/src/pg-pool.ts). */
const TIMEOUTS = { statementMs: 1_000, queryMs: 1_500, idleInTransactionMs: 5_000, idleMs: 30_000 };

let proxy: TcpProxy;
let handle: DbHandle;

beforeAll(async () => {
  const db = new URL(process.env.DATABASE_URL!);
  proxy = await startTcpProxy({ host: db.hostname, port: Number(db.port || 5432) });
  const url = new URL(db);
  url.hostname = proxy.host;
  url.port = String(proxy.port);
  handle = await createDb({ databaseUrl: url.toString(), maxConnections: 1, poolTimeouts: TIMEOUTS });
}, 30_000);

afterAll(async () => {
  await handle?.close();
  await proxy?.close();
});

describe('pooled connections under time limits', () => {
  it('a silent connection is an error within the query timeout, and the next query gets a new connection', async () => {
    expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(handle.db)).rows).toEqual([{ one: 1 }]);
    expect(proxy.blackhole()).toBe(1);
    const started = Date.now();
    const error = await sql`SELECT 2`.execute(handle.db).then(
      () => null,
      (e: unknown) => e,
    );
    const waited = Date.now() - started;
    expect(error).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(error)).toBe(true); // answered 503 by the server
    expect(waited).toBeGreaterThanOrEqual(TIMEOUTS.queryMs - 100);
    expect(waited).toBeLessThan(TIMEOUTS.queryMs + 2_000);
    // The one pooled connection was the silent one: a new one answers at once.
    const again = Date.now();
    expect((await sql<{ three: number }>`SELECT 3 AS three`.execute(handle.db)).rows).toEqual([{ three: 3 }]);
    expect(Date.now() - again).toBeLessThan(1_000);
  }, 20_000);

  it('a statement running past the statement timeout is cancelled by the server', async () => {
    const error = await sql`SELECT pg_sleep(3)`.execute(handle.db).then(
      () => null,
      (e: unknown) => e as { code?: string },
    );
    expect(error?.code).toBe('57014');
    expect((await sql<{ four: number }>`SELECT 4 AS four`.execute(handle.db)).rows).toEqual([{ four: 4 }]);
  }, 20_000);
});
