import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { createDb, openPglite, wrapPglite, type DbHandle } from './create-db';
import { migrate } from './migrations';
import { seedDemoCatalogue } from './seed/catalogue';

export interface TestDbOptions {
  /** Also load the demo catalogue (ids 1..N, item 1 = "Only Here"). */
  seedCatalogue?: boolean;
}

export interface TestDbHandle extends DbHandle {
  /** PostgreSQL: the throw-away schema; PGlite: 'public'. */
  schema: string;
}

// PGlite: one migrated (and optionally seeded) template per worker, dumped once; every test
// database starts from that dump, which takes well under a second instead of a migration run.
const templates = new Map<string, Promise<File | Blob>>();

async function buildTemplate(seed: boolean): Promise<File | Blob> {
  const instance = await openPglite(undefined);
  const handle = wrapPglite(instance);
  try {
    await migrate(handle.db);
    if (seed) await seedDemoCatalogue(handle.db);
    return await instance.dumpDataDir('none');
  } finally {
    await handle.close();
  }
}

function template(seed: boolean): Promise<File | Blob> {
  const key = seed ? 'seeded' : 'empty';
  let t = templates.get(key);
  if (!t) {
    t = buildTemplate(seed);
    // A failed build must not poison later tests in the same worker.
    t.catch(() => templates.delete(key));
    templates.set(key, t);
  }
  return t;
}

/**
 * A migrated database of its own for one test (file). With DATABASE_URL set: a fresh schema
 * `t_<random>` on that PostgreSQL, dropped on close. Otherwise: in-memory PGlite.
 */
export async function createTestDb(options: TestDbOptions = {}): Promise<TestDbHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dump = await template(options.seedCatalogue ?? false);
    const handle = wrapPglite(await openPglite(undefined, { loadDataDir: dump }));
    return { ...handle, schema: 'public' };
  }

  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.end();
  }
  const handle = await createDb({ databaseUrl: url, schema, maxConnections: 5 });
  const dropSchema = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    } finally {
      await client.end();
    }
  };
  try {
    await migrate(handle.db);
    if (options.seedCatalogue) await seedDemoCatalogue(handle.db);
  } catch (error) {
    await handle.close();
    await dropSchema();
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    ...handle,
    schema,
    close: () =>
      (closing ??= (async () => {
        await handle.close();
        await dropSchema();
      })()),
  };
}

/** Current schema as the database sees it (a test helper for isolation checks). */
export async function currentSchema(handle: DbHandle): Promise<string> {
  const { rows } = await sql<{ s: string }>`SELECT current_schema() AS s`.execute(handle.db);
  return rows[0]?.s ?? '';
}
