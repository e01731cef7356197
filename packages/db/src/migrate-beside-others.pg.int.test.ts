// Test files share one PostgreSQL, each on a schema of its own, and servers started by tests
// migrate at start. Kysely's own introspection read every schema, so another file dropping its
// schema in the middle failed a migration now and then ('schema "t_…" does not exist').
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrate } from './migrations';
import { createTestDb, type TestDbHandle } from './testing';

let handle: TestDbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

/** Creates and drops schemas with tables and serial columns until stopped; counts its rounds. */
async function churnOtherSchemas(until: () => boolean): Promise<number> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  let rounds = 0;
  try {
    while (!until()) {
      const schema = `churn_${randomBytes(4).toString('hex')}`;
      await client.query(`CREATE SCHEMA ${schema}`);
      await client.query(`CREATE TABLE ${schema}.a (id serial PRIMARY KEY, note text)`);
      await client.query(`CREATE TABLE ${schema}.b (id serial PRIMARY KEY, a_id integer)`);
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      rounds++;
    }
  } finally {
    await client.end();
  }
  return rounds;
}

it('migrates while other sessions create and drop schemas of their own', { timeout: 60_000 }, async () => {
  let done = false;
  const churn = churnOtherSchemas(() => done);
  const failures: string[] = [];
  try {
    for (let i = 0; i < 150; i++) {
      try {
        expect(await migrate(handle.db)).toEqual([]);
      } catch (error) {
        failures.push(String(error));
      }
    }
  } finally {
    done = true;
  }
  expect(await churn).toBeGreaterThan(10);
  expect(failures).toEqual([]);
});
