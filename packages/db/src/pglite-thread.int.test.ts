// PGlite in a worker thread, for real (the server's embedded database): the
// worker bundled as the server bundles it, one migrated in-memory database for the file. What the
// services rely on must hold across the thread: PostgreSQL's error codes and words, a transaction
// that no other statement enters, LISTEN/NOTIFY; and the point of it all: a long statement does
// not hold the event loop. The crash and close mechanics are in pglite-thread.test.ts.
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './availability';
import { createDb, wrapPglite, type DbHandle } from './create-db';
import { migrate } from './migrations';
import { pgliteDialect } from './pglite-driver';
import { openPglite } from './pglite';
import { startPgliteThread } from './pglite-thread';
import type { Database } from './schema';
import { expectPgError, insertUser, PG, pgliteWorkerScript } from './test-helpers';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createDb({ pgliteWorker: await pgliteWorkerScript() });
  await migrate(handle.db);
});
afterAll(async () => {
  await handle?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A statement that keeps PGlite busy for a while (about a second on a quiet machine). */
const LONG_STATEMENT = sql<{
  n: number;
}>`SELECT count(*) AS n FROM generate_series(1, 3000000) AS g(i) WHERE i % 7 = 0`;

describe('PGlite in a worker thread', () => {
  it('does its work off the event loop: timers keep their time while a long statement runs, unlike on the calling thread', async () => {
    /** How long the statement took, and the longest the event loop was held meanwhile. */
    const measure = async (db: Kysely<Database>) => {
      // A timer every 5 ms: the longest gap between two of its ticks is how long the loop was held.
      let last = performance.now();
      let held = 0;
      let timer: NodeJS.Timeout | undefined;
      const tick = () => {
        const now = performance.now();
        held = Math.max(held, now - last);
        last = now;
        timer = setTimeout(tick, 5);
      };
      timer = setTimeout(tick, 5);
      const started = performance.now();
      const { rows } = await LONG_STATEMENT.execute(db);
      const took = performance.now() - started;
      await sleep(20); // a tick held back by the statement lands
      clearTimeout(timer);
      expect(rows[0]?.n).toBe(428571);
      return { took, held };
    };
    const here = await createDb();
    try {
      // On the calling thread, the loop is held for the whole statement (this test's premise).
      const inThread = await measure(here.db);
      expect(inThread.held).toBeGreaterThan(inThread.took * 0.8);
    } finally {
      await here.close();
    }
    // In the worker, a moment at most (relative: a loaded machine stretches both).
    const inWorker = await measure(handle.db);
    expect(inWorker.took).toBeGreaterThan(150);
    expect(inWorker.held).toBeLessThan(inWorker.took / 4);
  });

  it('keeps PostgreSQL’s error codes and words, as PGlite in this thread gives them', async () => {
    // PGlite on this thread, whatever DATABASE_URL says (the CI pass sets it for PostgreSQL).
    const here = wrapPglite(await openPglite(undefined));
    await migrate(here.db);
    /** What a failed statement's error says: its message, name and every field PostgreSQL filled in. */
    const failure = async (db: Kysely<Database>, fail: (db: Kysely<Database>) => Promise<unknown>) => {
      const error = await fail(db).then(
        () => expect.fail('the statement did not fail'),
        (e: unknown) => e as Error,
      );
      expect(error).toBeInstanceOf(Error);
      return {
        name: error.name,
        message: error.message,
        ...Object.fromEntries(Object.entries(error).filter(([, v]) => typeof v === 'string' || typeof v === 'number')),
      };
    };
    const statements: ((db: Kysely<Database>) => Promise<unknown>)[] = [
      async (db) => {
        await insertUser(db, 'twice@x.co');
        await insertUser(db, 'twice@x.co');
      },
      (db) => sql`DO $$ BEGIN RAISE EXCEPTION 'could not serialize' USING ERRCODE = '40001'; END $$`.execute(db),
      (db) => sql`SELECT * FROM no_such_table`.execute(db),
    ];
    try {
      for (const fail of statements) {
        const [inThread, inWorker] = [await failure(here.db, fail), await failure(handle.db, fail)];
        expect(inWorker).toEqual(inThread);
      }
      await expectPgError(statements[0]!(handle.db), PG.uniqueViolation);
      expect(await failure(handle.db, statements[0]!)).toMatchObject({
        constraint: 'users_email_lower_key',
        message: 'duplicate key value violates unique constraint "users_email_lower_key"',
      });
      await expectPgError(statements[1]!(handle.db), '40001');
    } finally {
      await here.close();
    }
    // A failed statement leaves the connection usable.
    const { rows } = await sql<{ one: number }>`SELECT 1 AS one`.execute(handle.db);
    expect(rows).toEqual([{ one: 1 }]);
  });

  it('runs a transaction from BEGIN to COMMIT with no other statement inside it', async () => {
    const order: string[] = [];
    const transaction = handle.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values({ email: 'in-tx@x.co', password_hash: 'h', first_name: 'T', last_name: 'X', name: 'T X' })
        .execute();
      order.push('inserted');
      await sleep(200);
      order.push('committing');
    });
    await sleep(20);
    // Outside the transaction: waits for the connection, so it sees the row only once committed.
    const seen = await handle.db.selectFrom('users').select('email').where('email', '=', 'in-tx@x.co').execute();
    order.push(`read ${seen.length}`);
    await transaction;
    expect(order).toEqual(['inserted', 'committing', 'read 1']);

    // A transaction that fails is rolled back whole.
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('users')
          .values({ email: 'rolled-back@x.co', password_hash: 'h', first_name: 'R', last_name: 'B', name: 'R B' })
          .execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await handle.db.selectFrom('users').select('id').where('email', '=', 'rolled-back@x.co').execute()).toEqual(
      [],
    );
  });

  it('delivers NOTIFY to listeners once the transaction commits, and none after unlisten', async () => {
    const heard: string[] = [];
    const gaps: boolean[] = [];
    const unlisten = await handle.listen('probe_channel', { message: (p) => heard.push(p), gap: (c) => gaps.push(c) });
    await handle.db.transaction().execute(async (trx) => {
      await sql`SELECT pg_notify('probe_channel', 'committed')`.execute(trx);
    });
    await handle.db
      .transaction()
      .execute(async (trx) => {
        await sql`SELECT pg_notify('probe_channel', 'rolled back')`.execute(trx);
        throw new Error('no');
      })
      .catch(() => undefined);
    // A notification is posted before the answer to the statement that sent it.
    expect(heard).toEqual(['committed']);
    await unlisten();
    await sql`SELECT pg_notify('probe_channel', 'after')`.execute(handle.db);
    await sleep(20);
    expect(heard).toEqual(['committed']);
    expect(gaps).toEqual([]);
  });

  it('answers a waiter that gets no turn within the bound with a "database unavailable" error (503)', async () => {
    const thread = await startPgliteThread(await pgliteWorkerScript());
    const db = new Kysely<Database>({ dialect: pgliteDialect(thread, 200) });
    try {
      const holder = db.transaction().execute(async (trx) => {
        await sql`SELECT 1`.execute(trx);
        await sleep(600);
      });
      await sleep(20);
      const started = performance.now();
      let caught: unknown;
      await sql`SELECT 1`.execute(db).catch((error: unknown) => (caught = error));
      expect(performance.now() - started).toBeLessThan(500);
      expect(caught).toMatchObject({
        code: '53300',
        message: expect.stringMatching(/busy: no turn on its connection within 200 ms/),
      });
      expect(isDatabaseUnavailable(caught)).toBe(true);
      await holder;
      // The line moves on: the next one gets its turn.
      expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(db)).rows).toEqual([{ one: 1 }]);
    } finally {
      await db.destroy();
    }
  });
});
