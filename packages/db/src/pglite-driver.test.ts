// The PGlite driver's turns (pglite-driver.ts), with a stand-in for PGlite that takes a few
// milliseconds per statement and records when each starts and ends, run in the order sent as
// PGlite runs them: single statements are sent several at once, a transaction has the connection
// alone from BEGIN to COMMIT (no other statement sent in between, none still unanswered at its
// BEGIN), and a wait past the bound fails as "database unavailable". PGlite itself, in its worker
// thread, is in pglite-thread.int.test.ts.
import { Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './availability';
import { pgliteDialect, type PgliteClient } from './pglite-driver';

interface Event {
  at: 'sent' | 'answered';
  sql: string;
  session: number;
}

/** PGlite's stand-in: one statement at a time, in the order sent, `ms` each. */
function standIn(ms = 3) {
  const events: Event[] = [];
  let sessions = 0;
  let queue = Promise.resolve();
  const client: PgliteClient = {
    session() {
      const session = (sessions += 1);
      return {
        query: <R>(text: string) => {
          events.push({ at: 'sent', sql: text, session });
          const answered = queue.then(async () => {
            await new Promise((resolve) => setTimeout(resolve, ms));
            events.push({ at: 'answered', sql: text, session });
            return { rows: [] as R[] };
          });
          queue = answered.then(() => undefined);
          return answered;
        },
      };
    },
    close: async () => undefined,
  };
  return { client, events };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the PGlite driver', () => {
  it('sends single statements several at once, and a transaction’s alone from BEGIN to COMMIT', async () => {
    const { client, events } = standIn();
    const db = new Kysely<unknown>({ dialect: pgliteDialect(client, 5_000) });
    const singles = (tag: string) => Array.from({ length: 5 }, (_, i) => sql.raw(`select '${tag}${i}'`).execute(db));
    const before = singles('before');
    const transaction = db.transaction().execute(async (trx) => {
      await sql.raw('insert 1').execute(trx);
      await sleep(10);
      await sql.raw('insert 2').execute(trx);
    });
    await sleep(1);
    const during = singles('during');
    await Promise.all([...before, transaction, ...during]);
    await db.destroy();

    // Outside the transaction, statements were in flight together.
    const inFlight = (i: number) => events.slice(0, i + 1).reduce((n, e) => n + (e.at === 'sent' ? 1 : -1), 0);
    expect(Math.max(...events.map((_, i) => inFlight(i)))).toBeGreaterThan(1);
    // BEGIN was sent once everything before it was answered, and nothing else until COMMIT was answered.
    const begin = events.findIndex((e) => e.sql === 'begin');
    const commit = events.findIndex((e) => e.sql === 'commit' && e.at === 'answered');
    expect(inFlight(begin - 1)).toBe(0);
    const inside = events.slice(begin, commit + 1);
    expect(new Set(inside.map((e) => e.session)).size).toBe(1);
    expect(inside.filter((e) => e.at === 'sent').map((e) => e.sql)).toEqual([
      'begin',
      'insert 1',
      'insert 2',
      'commit',
    ]);
    // Everything was answered, those sent during the transaction after it.
    expect(
      events
        .filter((e) => e.at === 'answered')
        .map((e) => e.sql)
        .slice(-5),
    ).toEqual(['during0', 'during1', 'during2', 'during3', 'during4'].map((t) => `select '${t}'`));
  });

  it('lets transactions in one after the other, first come first served', async () => {
    const { client, events } = standIn(1);
    const db = new Kysely<unknown>({ dialect: pgliteDialect(client, 5_000) });
    await Promise.all(
      ['a', 'b', 'c'].map((tag) =>
        db.transaction().execute(async (trx) => {
          await sql.raw(`update ${tag}`).execute(trx);
          await sleep(5);
        }),
      ),
    );
    await db.destroy();
    expect(events.filter((e) => e.at === 'sent').map((e) => e.sql)).toEqual([
      'begin',
      'update a',
      'commit',
      'begin',
      'update b',
      'commit',
      'begin',
      'update c',
      'commit',
    ]);
  });

  it('fails a wait past the bound with "database unavailable" (53300), and the line moves on', async () => {
    const { client } = standIn(1);
    const db = new Kysely<unknown>({ dialect: pgliteDialect(client, 100) });
    const holder = db.transaction().execute(async (trx) => {
      await sql.raw('select 1').execute(trx);
      await sleep(300);
    });
    await sleep(5);
    const outcomes = await Promise.allSettled([
      sql.raw('select 2').execute(db),
      db.transaction().execute(async (trx) => sql.raw('select 3').execute(trx)),
    ]);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      const error = (outcome as PromiseRejectedResult).reason as Error & { code: string };
      expect([error.code, error.message]).toEqual([
        '53300',
        'the embedded database is busy: no turn on its connection within 100 ms',
      ]);
      expect(isDatabaseUnavailable(error)).toBe(true);
    }
    await holder;
    await expect(sql.raw('select 4').execute(db)).resolves.toBeDefined();
    await db.destroy();
  });

  it('fails those waiting when it is closed', async () => {
    const { client } = standIn(1);
    const db = new Kysely<unknown>({ dialect: pgliteDialect(client, 5_000) });
    let release!: () => void;
    const holder = db.transaction().execute(() => new Promise<void>((resolve) => (release = resolve)));
    await sleep(5);
    const waiting = sql.raw('select 1').execute(db);
    await sleep(5);
    const closing = db.destroy();
    await expect(waiting).rejects.toMatchObject({ code: '08003' });
    release();
    await holder.catch(() => undefined);
    await closing;
  });
});
