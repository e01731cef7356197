// Kysely over PGlite, in this thread (a PGlite instance: the tests') or in a worker thread
// (pglite-thread.ts: the server's). PGlite is one connection and runs its statements one at a
// time, in the order they reach it. A transaction has that connection to itself: from its BEGIN
// to its COMMIT, no other holder's statement is sent, and its BEGIN waits until every statement
// sent before it is answered. Outside transactions, single statements are sent as they come,
// several at once: PGlite queues them, and the worker always has the next one at hand instead
// of waiting for the server's thread to answer the last and send another (under a burst, that
// round trip was most of the time; docs/decisions.md). Waiting (for a turn beside or
// after a transaction) is first come, first served and lasts at most `acquireTimeoutMs`: a longer
// wait fails as a pooled connection's does on PostgreSQL (a 503 with Retry-After, see
// availability.ts), so a burst bigger than the database can answer is refused instead of queued
// without end.
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/** What a statement answers (PGlite's own `Results`, less what Kysely does not read). */
export interface PgliteResults<R> {
  rows: R[];
  affectedRows?: number;
}

/** Where one holder's statements run: every statement of a transaction goes to the same one. */
export interface PgliteSession {
  query<R>(sql: string, params: unknown[]): Promise<PgliteResults<R>>;
}

/** PGlite as the driver uses it (a PGlite instance is a session as it is: wrapPglite, create-db.ts). */
export interface PgliteClient {
  /** The session the next holder works in (pglite-thread.ts starts a new one when its worker is replaced). */
  session(): PgliteSession;
  close(): Promise<void>;
}

/** An Error carrying a PostgreSQL SQLSTATE as `code`, as the drivers' own errors do. */
export function sqlStateError(message: string, code: string): Error & { code: string } {
  return Object.assign(new Error(message), { code });
}

/** What a connection holds: a place beside other single statements, the connection alone (a transaction), or nothing. */
type Hold = 'shared' | 'alone' | 'none';

class PgliteConnection implements DatabaseConnection {
  hold: Hold = 'shared';
  constructor(public session: PgliteSession) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.session.query<R>(compiled.sql, [...compiled.parameters]);
    // A count only for statements that touched rows (Kysely reads a missing one as 0).
    return result.affectedRows
      ? { rows: result.rows, numAffectedRows: BigInt(result.affectedRows) }
      : { rows: result.rows };
  }

  /** PGlite has no cursors: the whole answer, handed out in chunks. */
  async *streamQuery<R>(compiled: CompiledQuery, chunkSize = 100): AsyncIterableIterator<QueryResult<R>> {
    if (!Number.isInteger(chunkSize) || chunkSize <= 0) throw new Error('chunkSize must be a positive integer');
    const { rows } = await this.session.query<R>(compiled.sql, [...compiled.parameters]);
    for (let i = 0; i < rows.length; i += chunkSize) yield { rows: rows.slice(i, i + chunkSize) };
  }
}

interface Waiter {
  /** Waits for the connection alone (a transaction) rather than a place beside other statements. */
  alone: boolean;
  enter(): void;
  fail(error: Error): void;
  timer: NodeJS.Timeout;
}

class PgliteDriver implements Driver {
  /** Holders of a place beside each other: each sends single statements, none is in a transaction. */
  #shared = 0;
  /** The transaction that has the connection alone, if one has. */
  #alone: PgliteConnection | undefined;
  readonly #line: Waiter[] = [];
  #destroyed = false;

  constructor(
    private readonly client: PgliteClient,
    private readonly acquireTimeoutMs: number,
  ) {}

  async init(): Promise<void> {}

  #free(alone: boolean): boolean {
    return !this.#alone && (!alone || this.#shared === 0);
  }

  /** Runs `enter` once the connection is free for this kind of holder, in turn; fails after the bound. */
  #lineUp(alone: boolean, enter: () => void): Promise<void> {
    if (this.#destroyed) return Promise.reject(new Error('driver has already been destroyed'));
    if (this.#line.length === 0 && this.#free(alone)) {
      enter();
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        alone,
        enter: () => {
          enter();
          resolve();
        },
        fail: reject,
        timer: setTimeout(() => {
          this.#line.splice(this.#line.indexOf(waiter), 1);
          // Too many connections (53300): what PostgreSQL says when it has none to give.
          reject(
            sqlStateError(
              `the embedded database is busy: no turn on its connection within ${this.acquireTimeoutMs} ms`,
              '53300',
            ),
          );
          // Those behind a transaction that gave up may go now.
          this.#admit();
        }, this.acquireTimeoutMs),
      };
      this.#line.push(waiter);
    });
  }

  /** Lets in, first come first served, whoever the connection is free for. */
  #admit(): void {
    for (let next = this.#line[0]; next && this.#free(next.alone); next = this.#line[0]) {
      this.#line.shift();
      clearTimeout(next.timer);
      next.enter();
    }
  }

  #leave(connection: PgliteConnection): void {
    if (connection.hold === 'shared') this.#shared -= 1;
    else if (connection.hold === 'alone') this.#alone = undefined;
    connection.hold = 'none';
    this.#admit();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    let connection: PgliteConnection | undefined;
    await this.#lineUp(false, () => {
      this.#shared += 1;
      connection = new PgliteConnection(this.client.session());
    });
    return connection!;
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.#leave(connection as PgliteConnection);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const holder = connection as PgliteConnection;
    // Its place beside the others is given up, and it waits for the connection alone: until every
    // statement sent before is answered, and any transaction before it has ended.
    this.#leave(holder);
    await this.#lineUp(true, () => {
      this.#alone = holder;
      holder.hold = 'alone';
      // Every statement of the transaction goes to the same PGlite (pglite-thread.ts).
      holder.session = this.client.session();
    });
    let begin = 'begin';
    if (settings.isolationLevel || settings.accessMode) {
      begin = 'start transaction';
      if (settings.isolationLevel) begin += ` isolation level ${settings.isolationLevel}`;
      if (settings.accessMode) begin += ` ${settings.accessMode}`;
    }
    await holder.executeQuery(CompiledQuery.raw(begin));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    if (this.#destroyed) return;
    this.#destroyed = true;
    for (const waiter of this.#line.splice(0)) {
      clearTimeout(waiter.timer);
      waiter.fail(sqlStateError('the embedded database was closed', '08003'));
    }
    await this.client.close();
  }
}

/** The Kysely dialect for `client`; destroying the Kysely instance closes the client. */
export function pgliteDialect(client: PgliteClient, acquireTimeoutMs: number): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new PgliteDriver(client, acquireTimeoutMs),
    createQueryCompiler: () => new PostgresQueryCompiler(),
    createIntrospector: (db: Kysely<unknown>) => new PostgresIntrospector(db),
  };
}
