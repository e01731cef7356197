import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './create-db';
import { toJson } from './json';
import { migrate, migrations } from './migrations';
import { createTestDb, currentSchema } from './testing';
import { insertItem, insertUser, pgliteWorkerScript } from './test-helpers';

const tmpDirs: string[] = [];
afterAll(() => {
  for (const dir of tmpDirs) rmSync(dir, { recursive: true, force: true });
});

/** One row of every type the schema uses, read through the real tables and through casts. */
async function sampleRow(handle: DbHandle) {
  await migrate(handle.db);
  const userId = await insertUser(handle.db, `shape-${Math.random().toString(36).slice(2)}@x.co`);
  const itemId = await insertItem(handle.db, {
    avg_weight: 12.5,
    ingredients: ['Beef short rib', 'Soy sauce (soybeans, wheat)'],
    allergens_ko: ['대두', '밀', '참깨'],
  });
  await handle.db
    .insertInto('inquiries')
    .values({
      name: 'n',
      email: 'e@x.co',
      user_id: userId,
      cart_items: toJson([{ id: itemId, name: '갈비', quantity: 2, price: 10.5 }]),
    })
    .execute();
  const item = await handle.db
    .selectFrom('items')
    .select([
      'id',
      'price_cents',
      'discounted_price_cents',
      'avg_weight',
      'show',
      'ingredients',
      'allergens',
      'allergens_ko',
      'created_at',
    ])
    .where('id', '=', itemId)
    .executeTakeFirstOrThrow();
  const inquiry = await handle.db
    .selectFrom('inquiries')
    .select(['cart_items', 'cart_total_cents'])
    .executeTakeFirstOrThrow();
  const agg = await handle.db
    .selectFrom('items')
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('price_cents').as('sum_int4'),
      eb.fn.sum<number>(sql`price_cents::int8`).as('sum_int8'),
      eb.fn.avg<number>('price_cents').as('avg'),
    ])
    .executeTakeFirstOrThrow();
  const { rows } = await sql<{ d: string; big: number; n: number }>`
    SELECT DATE '2026-03-01' AS d, 9007199254740991::int8 AS big, 1.25::numeric AS n`.execute(handle.db);
  return { item, inquiry, agg, cast: rows[0] };
}

function shapeOf(value: unknown): unknown {
  if (value === null) return 'null';
  if (value instanceof Date) return 'Date';
  if (Array.isArray(value)) return value.map(shapeOf);
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, shapeOf(v)]));
  }
  return typeof value;
}

describe('createDb', () => {
  it('reads every column type the same way on both drivers, and on PGlite in a worker thread', async () => {
    // PGlite in this thread first, in a worker thread second (the server's): what crosses the
    // thread must read exactly as what does not.
    const handles: DbHandle[] = [await createDb(), await createDb({ pgliteWorker: await pgliteWorkerScript() })];
    const url = process.env.DATABASE_URL;
    let testDb: Awaited<ReturnType<typeof createTestDb>> | undefined;
    if (url) {
      testDb = await createTestDb();
      handles.push(testDb);
    }
    try {
      const samples: Awaited<ReturnType<typeof sampleRow>>[] = [];
      for (const h of handles) samples.push(await sampleRow(h));
      for (const s of samples) {
        expect(s.item.avg_weight).toBe(12.5);
        expect(s.item.show).toBe(true);
        expect(s.item.ingredients).toEqual(['Beef short rib', 'Soy sauce (soybeans, wheat)']);
        expect(s.item.allergens).toEqual([]);
        expect(s.item.allergens_ko).toEqual(['대두', '밀', '참깨']);
        expect(s.item.created_at).toBeInstanceOf(Date);
        expect(s.inquiry.cart_items).toEqual([{ id: s.item.id, name: '갈비', quantity: 2, price: 10.5 }]);
        expect(s.inquiry.cart_total_cents).toBeNull();
        expect(s.agg).toEqual({ count: 1, sum_int4: 10000, sum_int8: 10000, avg: 10000 });
        expect(s.cast).toEqual({ d: '2026-03-01', big: 9007199254740991, n: 1.25 });
        expect(shapeOf(s)).toEqual({
          item: {
            id: 'number',
            price_cents: 'number',
            discounted_price_cents: 'number',
            avg_weight: 'number',
            show: 'boolean',
            ingredients: ['string', 'string'],
            allergens: [],
            allergens_ko: ['string', 'string', 'string'],
            created_at: 'Date',
          },
          inquiry: {
            cart_items: [{ id: 'number', name: 'string', quantity: 'number', price: 'number' }],
            cart_total_cents: 'null',
          },
          agg: { count: 'number', sum_int4: 'number', sum_int8: 'number', avg: 'number' },
          cast: { d: 'string', big: 'number', n: 'number' },
        });
      }
      // Same shapes, and the same values apart from ids and clocks.
      const strip = (s: (typeof samples)[number]) => ({
        ...s,
        item: { ...s.item, id: 0, created_at: 0 },
        inquiry: { ...s.inquiry, cart_items: [] },
      });
      for (const other of samples.slice(1)) {
        expect(shapeOf(other)).toEqual(shapeOf(samples[0]));
        expect(strip(other)).toEqual(strip(samples[0]!));
      }
    } finally {
      await handles[0]!.close();
      await handles[1]!.close();
      await testDb?.close();
    }
  });

  it('keeps data when a PGlite data directory is reopened (in a worker thread, as the server opens it)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'wholesale-db-'));
    tmpDirs.push(dataDir);
    // A persisted database is a server's: never on the event loop.
    await expect(createDb({ dataDir })).rejects.toThrow(/worker thread: pass pgliteWorker/);
    const pgliteWorker = await pgliteWorkerScript();
    const first = await createDb({ dataDir, pgliteWorker });
    expect(first.kind).toBe('pglite');
    expect(await migrate(first.db)).toEqual(Object.keys(migrations));
    await insertUser(first.db, 'persist@x.co');
    await first.close();
    await first.close(); // idempotent

    const second = await createDb({ dataDir, pgliteWorker });
    try {
      expect(await migrate(second.db)).toEqual([]);
      const row = await second.db.selectFrom('users').select('email').executeTakeFirst();
      expect(row?.email).toBe('persist@x.co');
    } finally {
      await second.close();
    }
  });

  it('connects to PostgreSQL when given a URL, and fails fast on a bad one', async () => {
    const url = process.env.DATABASE_URL;
    if (url) {
      const h = await createDb({ databaseUrl: url });
      try {
        expect(h.kind).toBe('postgres');
        const { rows } = await sql<{ one: number }>`SELECT 1 AS one`.execute(h.db);
        expect(rows).toEqual([{ one: 1 }]);
      } finally {
        await h.close();
      }
    }
    // Port 1 on loopback: nothing listens there, so the connection is refused at once.
    await expect(createDb({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none' })).rejects.toThrow();
    await expect(createDb({ databaseUrl: 'postgres://x@127.0.0.1:1/y', schema: 'bad; drop' })).rejects.toThrow(
      /invalid schema/,
    );
  });
});

describe('affected row counts', () => {
  it('report 0 and 1 the same way on the configured driver', async () => {
    const h = await createTestDb();
    try {
      const id = await insertUser(h.db, 'count@x.co');
      const none = await h.db
        .updateTable('users')
        .set({ name: 'x' })
        .where('id', '=', id + 1000)
        .executeTakeFirst();
      expect(none.numUpdatedRows).toBe(0n);
      const one = await h.db.updateTable('users').set({ name: 'x' }).where('id', '=', id).executeTakeFirst();
      expect(one.numUpdatedRows).toBe(1n);
      const deleted = await h.db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
      expect(deleted.numDeletedRows).toBe(1n);
    } finally {
      await h.close();
    }
  });
});

describe('createTestDb', () => {
  it('gives each caller an isolated, migrated database', async () => {
    const a = await createTestDb();
    const b = await createTestDb();
    try {
      await insertUser(a.db, 'only-in-a@x.co');
      const inB = await b.db.selectFrom('users').select('id').execute();
      expect(inB).toEqual([]);
      expect(await currentSchema(a)).toBe(a.schema);
      if (process.env.DATABASE_URL) expect(a.schema).not.toBe(b.schema);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('can start from the seeded catalogue', async () => {
    const h = await createTestDb({ seedCatalogue: true });
    try {
      const first = await h.db.selectFrom('items').select(['id', 'slug']).orderBy('id').executeTakeFirstOrThrow();
      expect(first).toEqual({ id: 1, slug: 'signature-la-galbi' });
    } finally {
      await h.close();
    }
  });
});
