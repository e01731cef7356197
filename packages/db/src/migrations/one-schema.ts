import { sql, type DatabaseIntrospector, type Kysely, type SchemaMetadata, type TableMetadata } from 'kysely';

/**
 * The database as Kysely's Migrator should see it: one schema only.
 *
 * The Migrator asks its introspector whether its bookkeeping tables exist, and Kysely's PostgreSQL
 * introspector reads every schema of the catalogue, calling functions on each schema's and
 * column's *name*. On a PostgreSQL shared by test files running side by side, each on a schema of
 * its own, another file dropping its schema or migrating a column away in the middle of that read
 * fails it ('schema "t_…" does not exist', 'column "locale" of relation "signup_requests" does not
 * exist'), and with it a server's start. This introspector reads the one schema by its oid joins
 * only, so what other schemas do cannot fail it.
 */
export function withOneSchemaIntrospection<DB>(db: Kysely<DB>, schema: string): Kysely<DB> {
  const introspector = oneSchemaIntrospector(db, schema);
  // Kysely keeps its state in private fields, so its methods must run on the instance itself.
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspector;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function oneSchemaIntrospector<DB>(db: Kysely<DB>, schema: string): DatabaseIntrospector {
  const getTables = async (): Promise<TableMetadata[]> => {
    const { rows } = await sql<{ name: string; isView: boolean }>`
      SELECT c.relname AS name, c.relkind IN ('v', 'm') AS "isView"
      FROM pg_catalog.pg_class c
      JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = ${schema} AND c.relkind IN ('r', 'p', 'v', 'm')
      ORDER BY c.relname`.execute(db);
    return rows.map((row) => ({ name: row.name, isView: row.isView, columns: [], schema }));
  };
  return {
    async getSchemas(): Promise<SchemaMetadata[]> {
      const { rows } = await sql<{ name: string }>`
        SELECT nspname AS name FROM pg_catalog.pg_namespace WHERE nspname = ${schema}`.execute(db);
      return rows;
    },
    getTables,
    getMetadata: async () => ({ tables: await getTables() }),
  };
}
