import { prepared, type Database, type Kysely } from '@wholesale/db';
import { STYLES, fromCents, productImagePath, type CatalogueItem, type Style } from '@wholesale/rules';
import {
  canSeeDiscounts,
  CATALOGUE_ERRORS,
  NotFoundError,
  type Actor,
  type CatalogueService,
} from '@wholesale/contract';
import { matchesPlan, planSearch, searchRank, topRankedStatement } from './search';
import type { CatalogueCache } from './cache';
import { createPriceBook, pricedOne } from '../prices/book';
import { BUYER_COLUMNS, PUBLIC_COLUMNS } from './columns';

/**
 * A row as selected: the contract's item it becomes in `finishItem`, but `price` and
 * `discounted_price` still in cents (the latter null when the table has none) and `avg_weight` as
 * the driver reads a numeric.
 */
export type ItemRow = Omit<CatalogueItem, 'discounted_price' | 'price_tiers' | 'avg_weight'> & {
  discounted_price?: number | null;
  avg_weight: number | string;
};

/**
 * Turns a freshly selected row into the contract's item, in place: cents become dollars. The row
 * is not copied into a new object: a listing is 50-odd rows of two dozen fields, and that copy was
 * most of the garbage a listing request made (bench/api.mjs). The `discounted_price` key exists
 * only when `withDiscount` (BUYER_COLUMNS), so a guest's JSON never contains it (not even as null).
 * A buyer whose item has no discount (null or 0 in the table) is shown the list price as their
 * price, which is what checkout charges. Call it once per row.
 */
function finishItem(row: ItemRow, withDiscount: boolean): CatalogueItem {
  row.price = fromCents(row.price);
  row.avg_weight = Number(row.avg_weight);
  row.image_urls = imageUrls(row);
  if (withDiscount) {
    const cents = row.discounted_price;
    row.discounted_price = cents != null && cents > 0 ? fromCents(cents) : row.price;
  }
  return row as CatalogueItem;
}

/** The item's photo files, 01 to `images` (docs/contracts.md: /products/{style}/{slug}/NN.avif|jpg). */
export function imageUrls(item: { style: Style; slug: string; images: number }): { avif: string; jpg: string }[] {
  return Array.from({ length: item.images }, (_, i) => ({
    avif: productImagePath(item, i + 1, 'avif'),
    jpg: productImagePath(item, i + 1, 'jpg'),
  }));
}

type StorefrontReads = Pick<CatalogueService, 'list' | 'byId' | 'byIds' | 'search'>;

/**
 * The storefront's reads. With a `cache`, listings and product pages are answered from memory
 * until the catalogue changes (catalogue-cache.ts); byIds (carts) and search are always read.
 * The answers carry the member price for every signed-in reader; a buyer with their own prices or
 * a price list gets theirs in its place, per request (prices/book.ts).
 */
export function createCatalogueReads({
  db,
  cache,
}: {
  db: Kysely<Database>;
  cache?: CatalogueCache | undefined;
}): StorefrontReads {
  const book = createPriceBook({ db, cache });
  const columnsFor = (actor: Actor) => (canSeeDiscounts(actor) ? BUYER_COLUMNS : PUBLIC_COLUMNS);
  // `show = true` as a literal, not a parameter: the prepared reads below take their arguments as
  // their only parameters.
  const visible = () => db.selectFrom('items').where((eb) => eb('show', '=', eb.lit(true)));

  // The storefront's hot reads (every listing and product page), compiled once per column set:
  // guests' columns never include the discounted price.
  const readsFor = (columns: typeof PUBLIC_COLUMNS | typeof BUYER_COLUMNS) => ({
    all: prepared(db, () => visible().select(columns).orderBy('sort_order').orderBy('id')),
    byStyle: prepared(
      db,
      (style: Style) => visible().select(columns).where('style', '=', style).orderBy('sort_order').orderBy('id'),
      STYLES[0] as Style,
    ),
    byId: prepared(db, (id: number) => visible().select(columns).where('id', '=', id), 1),
  });
  const guestReads = readsFor(PUBLIC_COLUMNS);
  const buyerReads = readsFor(BUYER_COLUMNS);

  return {
    async list(actor, { style } = {}) {
      const withDiscount = canSeeDiscounts(actor);
      const load = async () => {
        const reads = withDiscount ? buyerReads : guestReads;
        const rows: ItemRow[] = style === undefined ? await reads.all() : await reads.byStyle(style);
        for (const row of rows) finishItem(row, withDiscount);
        return rows as CatalogueItem[];
      };
      return book.priced(
        actor,
        await (cache ? cache.get(`${withDiscount ? 'b' : 'g'}:list:${style ?? '*'}`, load) : load()),
      );
    },

    async byId(actor, id) {
      const withDiscount = canSeeDiscounts(actor);
      const load = async () => {
        const [row]: (ItemRow | undefined)[] = await (withDiscount ? buyerReads : guestReads).byId(id);
        if (!row) throw new NotFoundError(CATALOGUE_ERRORS.productNotFound);
        return finishItem(row, withDiscount);
      };
      return pricedOne(book, actor, await (cache ? cache.get(`${withDiscount ? 'b' : 'g'}:item:${id}`, load) : load()));
    },

    async byIds(actor, askedIds) {
      const ids = [...new Set(askedIds)];
      if (ids.length === 0) return [];
      const rows = await visible().select(columnsFor(actor)).where('id', 'in', ids).execute();
      const withDiscount = canSeeDiscounts(actor);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return book.priced(
        actor,
        ids.flatMap((id) => {
          const row = byId.get(id);
          return row ? [finishItem(row, withDiscount)] : [];
        }),
      );
    },

    async search(actor, { q, limit }) {
      // What each word means (its synonyms in both languages, initial consonants, a species):
      // search/plan.ts; matched against columns the database keeps (migration 0008).
      const plan = planSearch(q);
      if (plan.clauses.length === 0) return [];
      const withDiscount = canSeeDiscounts(actor);

      // Most searches name what many products carry in their names (돼지고기, beef, 삼겹살): when
      // `limit` items have the best rank there is, they are the answer, in catalogue order, read
      // by walking that order and stopping there rather than ranking every match (a third of a
      // 10,000-item catalogue for "beef"; bench/search.mjs).
      const { rows: top } = await topRankedStatement<ItemRow>(plan, columnsFor(actor), limit).execute(db);
      const inFirstRows = top.filter((row) => row.part === 0);
      const best = inFirstRows.length === limit ? inFirstRows : top.filter((row) => row.part === 1);
      if (best.length === limit)
        return book.priced(
          actor,
          best.map(({ part: _part, sort_order: _sortOrder, ...row }) => finishItem(row, withDiscount)),
        );

      const rows = await visible()
        .select(columnsFor(actor))
        .where((eb) => matchesPlan(eb, plan))
        .orderBy((eb) => searchRank(eb, plan))
        .orderBy('sort_order')
        .orderBy('id')
        .limit(limit)
        .execute();
      return book.priced(
        actor,
        rows.map((row) => finishItem(row, withDiscount)),
      );
    },
  };
}
