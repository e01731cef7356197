import { gtinWithCheckDigit } from '@wholesale/rules';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { demoItems } from './catalogue-data';

// An arbitrary constant for pg_advisory_xact_lock: two processes starting at once on the same
// PostgreSQL must not both decide the table is empty and insert.
const SEED_LOCK = 7_310_001;

export interface SeedResult {
  inserted: number;
}

/** The demo catalogue's GTIN of item `id`: prefix 1 085000, the id on six digits, the check digit. */
export const demoGtin = (id: number): string => gtinWithCheckDigit(`1085000${String(id).padStart(6, '0')}`);

/**
 * Loads the demo catalogue when the items table is empty; does nothing otherwise (so it is safe
 * at every start and never overwrites an admin's edits). Ids are explicit (1..N, item 1 = the
 * "Only Here" product) and the identity sequence is moved past them afterwards.
 */
export async function seedDemoCatalogue(db: Kysely<Database>): Promise<SeedResult> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const existing = await trx.selectFrom('items').select('id').limit(1).executeTakeFirst();
    if (existing) return { inserted: 0 };

    await trx
      .insertInto('items')
      .values(
        demoItems.map((item, index) => ({
          ...item,
          // Arrays are copied: the exported data is frozen and must stay so.
          ingredients: [...item.ingredients],
          ingredients_ko: [...item.ingredients_ko],
          allergens: [...item.allergens],
          allergens_ko: [...item.allergens_ko],
          sort_order: index + 1,
          // The GTIN its case labels carry (a demo company prefix), so cases can be scanned at once.
          gtin: demoGtin(index + 1),
        })),
      )
      .execute();
    await sql`SELECT setval(pg_get_serial_sequence('items', 'id'), (SELECT max(id) FROM items))`.execute(trx);
    return { inserted: demoItems.length };
  });
}
