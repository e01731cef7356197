// Which products carry a GTIN on their case labels: listed for the Lots page, given or taken away
// by staff. A GTIN names one product, so a scanned case always names the product it is.
import { CASE_ERRORS, CATALOGUE_ERRORS, NotFoundError, type ProductGtin } from '@wholesale/contract';
import { refusingTaken, type Db } from '../kernel/common';

const COLUMNS = ['id', 'name', 'name_ko', 'slug', 'gtin'] as const;

export async function productGtins(db: Db): Promise<ProductGtin[]> {
  return db.selectFrom('items').select(COLUMNS).orderBy('sort_order').orderBy('id').execute();
}

export async function setGtin(db: Db, itemId: number, gtin: string | null): Promise<ProductGtin> {
  const row = await refusingTaken(CASE_ERRORS.gtinTaken, () =>
    db.updateTable('items').set({ gtin }).where('id', '=', itemId).returning(COLUMNS).executeTakeFirst(),
  );
  if (!row) throw new NotFoundError(CATALOGUE_ERRORS.productNotFound);
  return row;
}
