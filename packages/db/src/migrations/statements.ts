import { sql, type Kysely, type Migration } from 'kysely';

/** A migration made of SQL statements run in order (up, and down to undo it). */
export function statementsMigration(up: readonly string[], down: readonly string[]): Migration {
  const run = async (db: Kysely<unknown>, statements: readonly string[]) => {
    for (const statement of statements) await sql.raw(statement).execute(db);
  };
  return { up: (db) => run(db, up), down: (db) => run(db, down) };
}
