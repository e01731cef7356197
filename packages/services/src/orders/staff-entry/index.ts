// Orders sent as text (KakaoTalk, SMS), read into proposed lines for staff (admins only); nothing
// is ordered. The catalogue is read into an in-memory index (catalogue-index.ts) kept in the
// catalogue's cache, so a message costs no query per line: dropped on every item change, in this
// process at once and in others by notification (catalogue/cache.ts), like the storefront's reads.
import { requireAdmin, type OrderTextService } from '@wholesale/contract';
import type { Db } from '../../kernel/common';
import type { ReadCache } from '../../kernel/read-cache';
import { buildCatalogueIndex, type CatalogueIndex } from './catalogue-index';
import { parseOrderText } from './parse';

export { parseOrderText } from './parse';
export { buildCatalogueIndex, type CatalogueRow } from './catalogue-index';

/** The cache key of the index: the catalogue cache's other keys are 'g:…' and 'b:…' (reads.ts). */
const INDEX_KEY = 'staff-entry:index';

export function createOrderText(deps: { db: Db; catalogueCache?: ReadCache | undefined }): OrderTextService {
  const { db, catalogueCache } = deps;
  // The items a buyer can order: hidden ones are not proposed.
  const load = async (): Promise<CatalogueIndex> =>
    buildCatalogueIndex(
      await db
        .selectFrom('items')
        .select(['id', 'slug', 'name', 'name_ko', 'type', 'type_ko', 'species', 'spec', 'avg_weight'])
        .where('show', '=', true)
        .orderBy('sort_order')
        .orderBy('id')
        .execute(),
    );
  return {
    async parse(actor, input) {
      requireAdmin(actor);
      const index = catalogueCache ? await catalogueCache.get(INDEX_KEY, load) : await load();
      return parseOrderText(input.text, index);
    },
  };
}
