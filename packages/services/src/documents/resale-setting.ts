// The business's choice whether an expired resale certificate still lets a company order, kept
// in business_settings and cached per process (a save here drops the cache at once).
import { requireAdmin, type DocumentsService, type ResaleSetting } from '@wholesale/contract';
import { RESALE_SETTING_KEY } from '../accounts/document-expiry';
import { readSetting, saveSetting } from '../kernel/business-settings';
import { iso, type Db } from '../kernel/common';
import type { ReadCache } from '../kernel/read-cache';

export async function readResaleSetting(db: Db): Promise<ResaleSetting> {
  const row = await readSetting(db, RESALE_SETTING_KEY);
  if (!row) return { allow_expired: false, is_default: true, updated_at: null };
  const value = row.value as { allow_expired?: unknown } | null;
  return { allow_expired: value?.allow_expired === true, is_default: false, updated_at: iso(row.updated_at) };
}

export function createResaleSetting(
  db: Db,
  settings: ReadCache,
): Pick<DocumentsService, 'resaleSetting' | 'setResaleSetting'> {
  return {
    async resaleSetting(actor) {
      requireAdmin(actor);
      return readResaleSetting(db);
    },

    async setResaleSetting(actor, input) {
      const admin = requireAdmin(actor);
      await saveSetting(db, RESALE_SETTING_KEY, { allow_expired: input.allow_expired }, admin.userId);
      settings.invalidate();
      return readResaleSetting(db);
    },
  };
}
