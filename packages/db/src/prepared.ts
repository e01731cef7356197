// Queries compiled to SQL once, then run many times with new values. Building a Kysely query
// (immutable, frozen operation nodes) and compiling it costs more CPU than the database spends
// answering a small indexed read, so the storefront's hot reads are compiled at start.
import type { Compilable, Kysely } from 'kysely';

/** Runs one read-only statement on its own pooled connection and returns its rows. */
export type DirectRead = (sql: string, parameters: readonly unknown[]) => Promise<unknown[]>;

// Filled by createDb for a PostgreSQL pool (see there); absent for PGlite and for transactions.
const directReads = new WeakMap<object, DirectRead>();

/**
 * Lets `prepared` queries on `db` skip Kysely's executor and go straight to the pool
 * (`pool.query`: check out, run, release in one callback chain). Under load that path answered
 * the catalogue reads with a clearly lower tail latency than Kysely's promise-based connection
 * handling around the same SQL (bench/api.mjs; docs/decisions.md, "Prepared catalogue reads").
 * Only for a pool: on PGlite, one connection shared with any open transaction, every statement
 * must go through Kysely so that it never runs inside somebody else's transaction.
 */
export function registerDirectRead<DB>(db: Kysely<DB>, read: DirectRead): void {
  directReads.set(db, read);
}

/**
 * Compiles `build(...sample)` once (on first use) and returns a function running that SQL with
 * other arguments. The arguments must be exactly the query's parameters, in the order they
 * appear in the SQL: write constants as literals (`eb.lit(true)`), not values. This is checked when
 * it is compiled, so a query whose parameters do not line up fails loudly instead of binding a
 * value to the wrong $n. Use it for reads only: the direct path bypasses Kysely (and so any
 * transaction).
 */
export function prepared<DB, A extends readonly unknown[], R>(
  db: Kysely<DB>,
  build: (...args: A) => Compilable<R>,
  ...sample: A
): (...args: A) => Promise<R[]> {
  let run: ((args: A) => Promise<R[]>) | undefined;
  const compile = (): ((args: A) => Promise<R[]>) => {
    const compiled = build(...sample).compile();
    const { parameters, sql } = compiled;
    if (parameters.length !== sample.length || parameters.some((value, i) => value !== sample[i])) {
      throw new Error(
        `prepared query: its parameters (${JSON.stringify(parameters)}) are not its arguments in order ` +
          `(${JSON.stringify(sample)}); write constants with eb.lit(): ${sql}`,
      );
    }
    const direct = directReads.get(db);
    if (direct) return async (args) => (await direct(sql, args)) as R[];
    return async (args) => (await db.executeQuery<R>({ ...compiled, parameters: args })).rows;
  };
  return async (...args: A) => (run ??= compile())(args);
}
