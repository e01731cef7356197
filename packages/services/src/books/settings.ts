// The books' settings: what the invoices print of the seller (the seller's permit number) and the
// hours a buyer has to report a problem with a completed order (claims), kept
// as the 'books' row of business_settings. An invoice copies them when it is issued, so a later
// change reaches the invoices issued after it and never an issued one.
import { CLAIM_WINDOW_DEFAULT_HOURS, requireAdmin, type BooksService, type BooksSettings } from '@wholesale/contract';
import { readSetting, saveSetting } from '../kernel/business-settings';
import { iso, type Db } from '../kernel/common';

const KEY = 'books';

/** The settings as stored; a value of another shape (edited by hand) reads as none set. */
export async function readBooksSettings(db: Db): Promise<BooksSettings> {
  const row = await readSetting(db, KEY);
  if (!row) return { seller_permit: null, claim_window_hours: CLAIM_WINDOW_DEFAULT_HOURS, updated_at: null };
  const value = row.value as { seller_permit?: unknown; claim_window_hours?: unknown } | null;
  const permit = typeof value?.seller_permit === 'string' && value.seller_permit !== '' ? value.seller_permit : null;
  const hours = value?.claim_window_hours;
  const window = typeof hours === 'number' && Number.isInteger(hours) && hours > 0 ? hours : CLAIM_WINDOW_DEFAULT_HOURS;
  return { seller_permit: permit, claim_window_hours: window, updated_at: iso(row.updated_at) };
}

export function createBooksSettings(db: Db): Pick<BooksService, 'settings' | 'setSettings'> {
  return {
    async settings(actor) {
      requireAdmin(actor);
      return readBooksSettings(db);
    },
    async setSettings(actor, input) {
      const admin = requireAdmin(actor);
      // A claim window left out keeps the one saved.
      const current = await readBooksSettings(db);
      const claimWindow = input.claim_window_hours ?? current.claim_window_hours;
      await saveSetting(db, KEY, { seller_permit: input.seller_permit, claim_window_hours: claimWindow }, admin.userId);
      return readBooksSettings(db);
    },
  };
}
