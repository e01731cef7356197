import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { pgliteListen, pgliteThreadListen, postgresListen, type Listen, type ListenHeartbeat } from './notifications';
import { OID, keepString, openPglite, parseNumber } from './pglite';
import { pgliteDialect } from './pglite-driver';
import { startPgliteThread } from './pglite-thread';
import { createPgPool, type PoolTimeouts } from './pg-pool';
import { registerDirectRead } from './prepared';
import type { Database } from './schema';

export { openPglite, PGLITE_PARSERS } from './pglite';

export type DbKind = 'pglite' | 'postgres';

export interface DbHandle {
  db: Kysely<Database>;
  kind: DbKind;
  /** LISTEN on a channel (see notifications.ts). */
  listen: Listen;
  /** Closes the pool or the embedded database. Idempotent. */
  close(): Promise<void>;
}

export interface CreateDbOptions {
  /** PostgreSQL connection string; unset means embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite keeps its files in `${dataDir}/pglite`; unset means in memory. Ignored with a URL. */
  dataDir?: string | undefined;
  /** PostgreSQL only: the schema to work in (search_path), used by isolated test databases. */
  schema?: string | undefined;
  /** PostgreSQL only: pool size (default 10). */
  maxConnections?: number | undefined;
  /** PostgreSQL only: the pooled connections' time limits (default POOL_TIMEOUTS, pg-pool.ts). */
  poolTimeouts?: PoolTimeouts | undefined;
  /**
   * A pooled connection broke (database restarted, network cut), or the embedded database's
   * worker thread stopped (it is started again). The request using it fails on its own (503, see
   * isDatabaseUnavailable); this is for the server's log.
   */
  onConnectionError?: ((error: Error) => void) | undefined;
  /**
   * PGlite only: run PGlite in a worker thread started from this script (the bundle of
   * pglite-worker.ts: the server's is dist/pglite-worker.js, beside its main.js), off the event
   * loop. Required with `dataDir`: a persisted database is a server's, and a server's database
   * never runs on its event loop. Without `dataDir`, PGlite stays in memory, in this thread
   * unless this is given (the tests' databases).
   */
  pgliteWorker?: URL | undefined;
  /** PostgreSQL only: how often and how patiently listening connections are checked (default LISTEN_HEARTBEAT). */
  listenHeartbeat?: ListenHeartbeat | undefined;
}

/**
 * How long a request waits for a pooled connection (a new one to a database that does not answer,
 * or a free one when all are busy), or for its turn on PGlite's one connection, before it fails
 * with a 503: a client is answered, not left hanging.
 */
export const CONNECT_TIMEOUT_MS = 5_000;

// `pg` is given the same parsers as PGlite (pglite.ts), so both drivers read every type alike.
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (format !== 'binary') {
      if (oid === OID.int8 || oid === OID.numeric) return parseNumber;
      if (oid === OID.date) return keepString;
    }
    // Never mutate pg's global parsers: other code in the process may rely on them.
    return format === undefined ? pg.types.getTypeParser(oid) : pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** Wraps an open PGlite instance, in this thread (which the handle then owns and closes). */
export function wrapPglite(instance: PGlite): DbHandle {
  const db = new Kysely<Database>({
    dialect: pgliteDialect({ session: () => instance, close: () => instance.close() }, CONNECT_TIMEOUT_MS),
  });
  return { db, kind: 'pglite', listen: pgliteListen(instance), close: once(() => db.destroy()) };
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * The one way to open the database. No URL: PGlite (persisted under `${dataDir}/pglite` by a
 * worker thread, or in memory). A URL: a `pg` pool. Neither migrates: call `migrate(db)` after.
 * A PGlite data directory must never be opened by two processes at once.
 */
export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  if (options.databaseUrl) {
    if (options.schema !== undefined && !SCHEMA_NAME.test(options.schema)) {
      throw new Error(`invalid schema name: ${options.schema}`);
    }
    const connection: pg.ClientConfig = {
      connectionString: options.databaseUrl,
      types: pgTypes,
      // The schema goes in the startup packet, so every pooled connection gets it.
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    };
    const pool = createPgPool(connection, {
      max: options.maxConnections ?? 10,
      connectTimeoutMs: CONNECT_TIMEOUT_MS,
      timeouts: options.poolTimeouts,
    });
    const reportBroken = options.onConnectionError ?? (() => undefined);
    // A connection that breaks emits 'error': while idle in the pool, on the pool; while checked
    // out between two queries (inside a transaction), on the client itself. Unheard, either
    // event crashes the process. The pool drops broken connections and opens new ones when the
    // database is back, so the server recovers by itself.
    pool.on('error', reportBroken);
    pool.on('connect', (client) => client.on('error', reportBroken));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    // Fail now, with the driver's message, rather than on the first request.
    try {
      await sql`SELECT 1`.execute(db);
    } catch (error) {
      await db.destroy();
      throw error;
    }
    registerDirectRead(db, async (text, parameters) => (await pool.query(text, parameters as unknown[])).rows);
    return {
      db,
      kind: 'postgres',
      listen: postgresListen(connection, { heartbeat: options.listenHeartbeat }),
      close: once(() => db.destroy()),
    };
  }
  let dir: string | undefined;
  if (options.dataDir !== undefined) {
    if (!options.pgliteWorker)
      throw new Error('createDb: a PGlite data directory runs in a worker thread: pass pgliteWorker');
    dir = join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  if (!options.pgliteWorker) return wrapPglite(await openPglite(dir));
  const thread = await startPgliteThread(options.pgliteWorker, { dataDir: dir, onError: options.onConnectionError });
  const db = new Kysely<Database>({ dialect: pgliteDialect(thread, CONNECT_TIMEOUT_MS) });
  return { db, kind: 'pglite', listen: pgliteThreadListen(thread), close: once(() => db.destroy()) };
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}
