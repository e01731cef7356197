import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type ParserOptions, type PGliteOptions } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { KEEPALIVE_DELAY_MS, pgliteListen, postgresListen, type Listen, type ListenHeartbeat } from './notifications';
import { registerDirectRead } from './prepared';
import type { Database } from './schema';

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
  /**
   * PostgreSQL only: a pooled connection broke (database restarted, network cut). The request
   * using it fails on its own (503, see isDatabaseUnavailable); this is for the server's log.
   */
  onConnectionError?: ((error: Error) => void) | undefined;
  /** PostgreSQL only: how often and how patiently listening connections are checked (default LISTEN_HEARTBEAT). */
  listenHeartbeat?: ListenHeartbeat | undefined;
}

/**
 * How long a request waits for a pooled connection (a new one to a database that does not answer,
 * or a free one when all are busy) before it fails with a 503: a client is answered, not left hanging.
 */
export const CONNECT_TIMEOUT_MS = 5_000;

// The two drivers disagree on some types out of the box (`pg` reads int8 as a string, PGlite as
// a number; both read numeric as a string; both turn `date` into a local-midnight Date). These
// parsers make them agree:
// - int8 (counts, sums of int4) -> number: every int8 here is far below 2^53;
// - numeric (avg_weight, averages, sums of int8) -> number;
// - date -> the 'YYYY-MM-DD' string, so no time zone shifts a calendar day.
// timestamptz -> Date, jsonb -> parsed value, text[] -> string[] and bool are already the same.
const OID = { int8: 20, numeric: 1700, date: 1082 } as const;

const parseNumber = (value: string): number => Number(value);
const keepString = (value: string): string => value;

export const PGLITE_PARSERS: ParserOptions = {
  [OID.int8]: parseNumber,
  [OID.numeric]: parseNumber,
  [OID.date]: keepString,
};

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

/** Wraps an open PGlite instance (which the handle then owns and closes). */
export function wrapPglite(instance: PGlite): DbHandle {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(instance) });
  return { db, kind: 'pglite', listen: pgliteListen(instance), close: once(() => db.destroy()) };
}

/** Opens PGlite with the shared parsers; `loadDataDir` starts it from a dump (see testing.ts). */
export async function openPglite(
  dataDir: string | undefined,
  extra: Pick<PGliteOptions, 'loadDataDir'> = {},
): Promise<PGlite> {
  // One options object: PGlite.create(undefined, options) silently ignores `options`.
  return PGlite.create({ ...(dataDir === undefined ? {} : { dataDir }), parsers: PGLITE_PARSERS, ...extra });
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * The one way to open the database. No URL: PGlite (persisted under `${dataDir}/pglite`, or in
 * memory). A URL: a `pg` pool. Neither migrates: call `migrate(db)` after.
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
    const pool = new pg.Pool({
      ...connection,
      max: options.maxConnections ?? 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // A peer that vanished without a reset (a host gone, a cut cable) is noticed by the OS,
      // probing after 10 s of silence rather than its default two hours.
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
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
    return { db, kind: 'postgres', listen: postgresListen(connection, { heartbeat: options.listenHeartbeat }), close: once(() => db.destroy()) };
  }
  let dir: string | undefined;
  if (options.dataDir !== undefined) {
    dir = join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  return wrapPglite(await openPglite(dir));
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}
