import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { createDb, openPglite, wrapPglite, type DbHandle } from './create-db';
import { migrate, migrations } from './migrations';
import { seedDemoCatalogue } from './seed/catalogue';

export interface TestDbOptions {
  /** Also load the demo catalogue (ids 1..N, item 1 = "Only Here"). */
  seedCatalogue?: boolean;
}

export interface TestDbHandle extends DbHandle {
  /** PostgreSQL: the throw-away schema; PGlite: 'public'. */
  schema: string;
}

// PGlite: one migrated (and optionally seeded) template, dumped once; every test database starts
// from that dump, which takes about a second instead of a migration run. Vitest gives each test
// file a fresh module, so a template kept in memory would be built again by every file (5-9 s
// each, 80 files): the dump is kept on disk, named by a hash of everything it is made from, so a
// changed migration, seed, rule or dependency makes a new one and a stale one is never read.
const templates = new Map<string, Promise<Blob>>();
const here = import.meta.dirname;

/** What a template is made from: the migrations, the seed and the rules the seed reads (and this file). */
const TEMPLATE_SOURCES = [join(here, 'migrations'), join(here, 'seed'), join(here, '..', '..', 'rules', 'src')];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? sourceFiles(join(dir, e.name)) : [join(dir, e.name)]))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort();
}

let memoKey: string | undefined;

/** The hash of the template's sources, read once per test file (both templates share it). */
function templateKey(): string {
  if (memoKey !== undefined) return memoKey;
  const hash = createHash('sha256');
  // The lock file stands for PGlite's version (a dump is read by the version that wrote it).
  hash.update(readFileSync(join(here, '..', '..', '..', 'pnpm-lock.yaml')));
  for (const file of TEMPLATE_SOURCES.flatMap(sourceFiles)) hash.update(file).update(readFileSync(file));
  // And this file, which says how a template is built.
  hash.update(readFileSync(import.meta.filename));
  // The migrations this process loaded, not only those on disk: a run that loaded them before one
  // was added (a long run while someone edits) must not file its template under the new sources.
  hash.update(Object.keys(migrations).join());
  memoKey = hash.digest('hex').slice(0, 16);
  return memoKey;
}

async function buildTemplate(seed: boolean): Promise<Blob> {
  const instance = await openPglite(undefined);
  const handle = wrapPglite(instance);
  try {
    await migrate(handle.db);
    if (seed) await seedDemoCatalogue(handle.db);
    // PGlite works in template1; its cluster also holds the databases `postgres` and `template0`,
    // which nothing here opens. Without them the dump has 740 files instead of 1,352, and every
    // test database starts about a third sooner (PGlite unpacks a dump file by file).
    await instance.exec(`UPDATE pg_database SET datistemplate = false WHERE datname = 'template0'`);
    await instance.exec('DROP DATABASE template0');
    await instance.exec('DROP DATABASE postgres');
    return await instance.dumpDataDir('none');
  } finally {
    await handle.close();
  }
}

/** The template from disk, or built and written there (a temporary name, then a rename: a reader never sees half a file). */
async function cachedTemplate(seed: boolean): Promise<Blob> {
  const dir = join(tmpdir(), 'wholesale-pglite-templates');
  const key = templateKey();
  const file = join(dir, `${key}-${seed ? 'seeded' : 'empty'}.tar`);
  try {
    if (statSync(file).size > 0) return new Blob([readFileSync(file)]);
  } catch {
    // not made yet
  }
  const dump = await buildTemplate(seed);
  mkdirSync(dir, { recursive: true });
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  // Templates of sources as they were before are never read again (30 MB each).
  for (const old of readdirSync(dir)) if (!old.startsWith(key)) rmSync(join(dir, old), { force: true });
  return dump;
}

function template(seed: boolean): Promise<Blob> {
  const key = seed ? 'seeded' : 'empty';
  let t = templates.get(key);
  if (!t) {
    t = cachedTemplate(seed);
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
  await onPostgres(url, (client) => client.query(`CREATE SCHEMA ${schema}`));
  let handle: DbHandle | undefined;
  try {
    handle = await createDb({ databaseUrl: url, schema, maxConnections: 5 });
    await migrate(handle.db);
    if (options.seedCatalogue) await seedDemoCatalogue(handle.db);
  } catch (error) {
    await handle?.close();
    await dropSchema(url, schema);
    throw error;
  }
  const migrated = handle;
  let closing: Promise<void> | undefined;
  return {
    ...migrated,
    schema,
    close: () =>
      (closing ??= (async () => {
        await migrated.close();
        await dropSchema(url, schema);
      })()),
  };
}

// Test files run side by side, each on a schema of its own in one PostgreSQL database. A drop
// needs no lock against the others' migrations: `migrate` reads only its own schema.
const dropSchema = (url: string, schema: string) =>
  onPostgres(url, (client) => client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));

async function onPostgres(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** Current schema as the database sees it (a test helper for isolation checks). */
export async function currentSchema(handle: DbHandle): Promise<string> {
  const { rows } = await sql<{ s: string }>`SELECT current_schema() AS s`.execute(handle.db);
  return rows[0]?.s ?? '';
}
