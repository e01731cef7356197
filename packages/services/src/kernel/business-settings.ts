// The business settings staff save in the back office (business_settings, migration 0012): one
// JSON value per key, written by an admin. Each setting's service reads its value's shape; this
// module only reads and writes the row.
import { sql } from 'kysely';
import { toJson } from '@wholesale/db';
import type { Db } from './common';

/** The stored value and when it was saved; undefined while no admin has saved this setting. */
export function readSetting(db: Db, key: string): Promise<{ value: unknown; updated_at: Date } | undefined> {
  return db.selectFrom('business_settings').select(['value', 'updated_at']).where('key', '=', key).executeTakeFirst();
}

/** Saves the setting's value as `adminId`'s (a first save inserts the row). */
export async function saveSetting(db: Db, key: string, value: unknown, adminId: number): Promise<void> {
  const json = toJson(value);
  await db
    .insertInto('business_settings')
    .values({ key, value: json, updated_by: adminId })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ value: json, updated_by: adminId, updated_at: sql<Date>`now()` }),
    )
    .execute();
}
