import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepared, registerDirectRead } from './prepared';
import { createTestDb, type TestDbHandle } from './testing';

let testDb: TestDbHandle;
beforeAll(async () => {
  testDb = await createTestDb({ seedCatalogue: true });
});
afterAll(async () => {
  await testDb.close();
});

const byStyle = (handle: TestDbHandle) =>
  prepared(
    handle.db,
    (style: 'marinated' | 'processed' | 'unprocessed' | 'premium') =>
      handle.db
        .selectFrom('items')
        .select(['id', 'name', 'style'])
        .where((eb) => eb('show', '=', eb.lit(true)))
        .where('style', '=', style)
        .orderBy('id'),
    'marinated',
  );

describe('prepared queries', () => {
  it('run the compiled SQL with each call’s own arguments, as the builder would', async () => {
    const read = byStyle(testDb);
    for (const style of ['marinated', 'premium', 'processed'] as const) {
      const expected = await testDb.db
        .selectFrom('items')
        .select(['id', 'name', 'style'])
        .where('show', '=', true)
        .where('style', '=', style)
        .orderBy('id')
        .execute();
      expect(expected.length, style).toBeGreaterThan(0);
      expect(await read(style)).toEqual(expected);
    }
  });

  it('refuse a query whose parameters are not its arguments in order (a constant passed as a value)', async () => {
    const read = prepared(
      testDb.db,
      (id: number) => testDb.db.selectFrom('items').select('id').where('show', '=', true).where('id', '=', id),
      1,
    );
    await expect(read(1)).rejects.toThrow(/parameters \(\[true,1\]\) are not its arguments in order/);
  });

  it('go through the registered direct reader when the database has one', async () => {
    const calls: { sql: string; parameters: readonly unknown[] }[] = [];
    const other = await createTestDb({ seedCatalogue: true });
    try {
      registerDirectRead(other.db, async (sql, parameters) => {
        calls.push({ sql, parameters });
        return [{ id: 99, name: 'from the direct reader', style: 'premium' }];
      });
      const rows = await byStyle(other)('premium');
      expect(rows).toEqual([{ id: 99, name: 'from the direct reader', style: 'premium' }]);
      expect(calls).toHaveLength(1);
      expect(calls[0]!.parameters).toEqual(['premium']);
      expect(calls[0]!.sql).toMatch(/where "show" = true and "style" = \$1 order by "id"$/);
    } finally {
      await other.close();
    }
  });
});
