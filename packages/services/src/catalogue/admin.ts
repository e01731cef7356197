import { sql, type Database, type Kysely } from '@wholesale/db';
import {
  IMAGE_EXTENSIONS,
  fromCents,
  productImagePath,
  toCents,
  type CatalogueItem,
  type Style,
} from '@wholesale/rules';
import {
  CATALOGUE_ERRORS,
  ConflictError,
  NotFoundError,
  PHOTO_ERRORS,
  PHOTO_MESSAGES,
  requireAdmin,
  ValidationError,
  type CatalogueService,
  type ItemPage,
  type ItemPageQuery,
} from '@wholesale/contract';
import { containing, searchBoxWords } from '../kernel/text-search';
import { BUYER_COLUMNS } from './columns';
import { imageUrls, type ItemRow } from './reads';
import type { CatalogueCache } from './cache';
import { productPhotoPair } from './photos';
import { contentTypeFromKey } from '../storage/content-types';
import type { ObjectStorage } from '../storage/types';
import { rowOrNotFound } from '../kernel/common';

// The Item List's writes: edits, new products and their photos. Every write drops the cached
// storefront reads of this process at once; other processes hear of it from the database
// (migration 0004's trigger).

type CatalogueAdmin = Pick<CatalogueService, 'adminList' | 'adminPage' | 'updateItem' | 'createItem' | 'addPhoto'>;

export const PHOTO_LIMIT_MESSAGES = {
  tooMany: PHOTO_MESSAGES.tooMany,
  badPosition: PHOTO_MESSAGES.badPosition,
} as const;
const MAX_PHOTOS = 12;

/** Served like the other product images: replaced in place, so revalidated rather than immutable. */
const PHOTO_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/** An item as the Item List shows it: its own discount (0 when none), not the buyer's price. */
function adminItem(row: ItemRow): CatalogueItem {
  const cents = row.discounted_price;
  row.price = fromCents(row.price);
  row.avg_weight = Number(row.avg_weight);
  row.discounted_price = cents != null && cents > 0 ? fromCents(cents) : 0;
  row.image_urls = imageUrls(row);
  return row as CatalogueItem;
}

/** The slug a name gives ("Beef Short Rib (LA)" → "beef-short-rib-la"); Korean-only names give "item". */
export function slugFrom(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug === '' ? 'item' : slug;
}

const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';

export function createCatalogueAdmin({
  db,
  storage,
  cache,
}: {
  db: Kysely<Database>;
  storage: ObjectStorage;
  cache?: CatalogueCache | undefined;
}): CatalogueAdmin {
  const changed = () => cache?.invalidate();
  const cached = <T extends object>(key: string, load: () => Promise<T>) => (cache ? cache.get(key, load) : load());

  /** One page of the Item List (hidden items included), with the whole catalogue's counts. */
  async function itemPage(f: ItemPageQuery): Promise<ItemPage> {
    let q = db.selectFrom('items').select(BUYER_COLUMNS);
    if (f.style) q = q.where('style', '=', f.style);
    if (f.species) q = q.where('species', '=', f.species);
    if (f.visibility) q = q.where('show', '=', f.visibility === 'active');
    // Every word in a name (either language), the cut, the brand or the slug; a number is also an id.
    for (const word of searchBoxWords(f.q?.normalize('NFC'))) {
      q = q.where((eb) =>
        eb.or([
          ...containing(eb, ['name', 'name_ko', 'type', 'type_ko', 'brand', 'slug'], word),
          ...(/^\d{1,9}$/.test(word) ? [eb('id', '=', Number(word))] : []),
        ]),
      );
    }
    const [rows, counts] = await Promise.all([
      q
        .orderBy('sort_order')
        .orderBy('id')
        .limit(f.pageSize + 1)
        .offset((f.page - 1) * f.pageSize)
        .execute(),
      // The whole catalogue's counts change only with it: kept with the storefront's reads.
      cached('admin:counts', () =>
        db
          .selectFrom('items')
          .select((eb) => [
            eb.fn.countAll<number>().as('all'),
            eb.fn.countAll<number>().filterWhere('show', '=', true).as('active'),
          ])
          .executeTakeFirstOrThrow(),
      ),
    ]);
    const all = Number(counts.all);
    const active = Number(counts.active);
    const items = rows.slice(0, f.pageSize).map((row) => adminItem(row as ItemRow));
    return {
      items,
      page: f.page,
      page_size: f.pageSize,
      has_more: rows.length > f.pageSize,
      counts: { all, active, hidden: all - active },
      special_prices: await specialPriceCounts(items.map((i) => i.id)),
    };
  }

  /**
   * How many customers have a special price (their own, or their price list's) for each of these
   * items; an item without any is left out.
   */
  async function specialPriceCounts(ids: readonly number[]): Promise<Record<string, number>> {
    if (ids.length === 0) return {};
    const list = JSON.stringify(ids);
    const { rows } = await sql<{ item_id: number; n: number }>`
      SELECT item_id, count(DISTINCT user_id)::int AS n FROM (
        SELECT b.item_id, b.user_id FROM buyer_prices b WHERE b.item_id IN (SELECT (jsonb_array_elements_text(${list}::jsonb))::int)
        UNION ALL
        SELECT p.item_id, u.id FROM price_list_items p JOIN users u ON u.price_list_id = p.price_list_id
        WHERE p.item_id IN (SELECT (jsonb_array_elements_text(${list}::jsonb))::int)
      ) s GROUP BY item_id
    `.execute(db);
    return Object.fromEntries(rows.map((r) => [r.item_id, r.n]));
  }

  /** Copies an item's photos to another style's folder (the path names the style), old ones kept until the row moved. */
  async function copyPhotos(slug: string, images: number, from: Style, to: Style): Promise<string[]> {
    const copied: string[] = [];
    for (let n = 1; n <= images; n++) {
      for (const ext of IMAGE_EXTENSIONS) {
        const source = productImagePath({ style: from, slug }, n, ext).slice(1);
        const object = await storage.get(source);
        if (!object) continue;
        const target = productImagePath({ style: to, slug }, n, ext).slice(1);
        await storage.put(target, object.body, { contentType: object.contentType, cacheControl: PHOTO_CACHE_CONTROL });
        copied.push(source);
      }
    }
    return copied;
  }

  return {
    async adminList(actor) {
      requireAdmin(actor);
      const rows = await db.selectFrom('items').select(BUYER_COLUMNS).orderBy('sort_order').orderBy('id').execute();
      return rows.map((row) => adminItem(row as ItemRow));
    },

    async adminPage(actor, f) {
      requireAdmin(actor);
      // A page changes only with the catalogue: kept with the storefront's reads, dropped with them.
      return cached(`admin:page:${JSON.stringify([f.style, f.species, f.visibility, f.q, f.page, f.pageSize])}`, () =>
        itemPage(f),
      );
    },

    async updateItem(actor, id, update) {
      requireAdmin(actor);
      const { id: bodyId, price, discounted_price, ...fields } = update;
      if (bodyId !== undefined && bodyId !== id) throw new ValidationError(CATALOGUE_ERRORS.updateFailed);
      const set = {
        ...fields,
        ...(price !== undefined ? { price_cents: toCents(price) } : {}),
        ...(discounted_price !== undefined
          ? { discounted_price_cents: discounted_price ? toCents(discounted_price) : null }
          : {}),
      };
      const before = await rowOrNotFound(
        db.selectFrom('items').select(['style', 'slug', 'images']).where('id', '=', id),
        CATALOGUE_ERRORS.productNotFound,
      );
      if (Object.keys(set).length === 0) {
        const row = await rowOrNotFound(
          db.selectFrom('items').select(BUYER_COLUMNS).where('id', '=', id),
          CATALOGUE_ERRORS.productNotFound,
        );
        return adminItem(row as ItemRow);
      }
      // A new style moves the photos' folder: copy first, so the storefront never points at nothing.
      const moved = fields.style !== undefined && fields.style !== before.style && before.images > 0;
      const oldKeys = moved ? await copyPhotos(before.slug, before.images, before.style, fields.style as Style) : [];
      const row = await db
        .updateTable('items')
        .set({ ...set, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .returning(BUYER_COLUMNS)
        .executeTakeFirst();
      changed();
      if (!row) throw new NotFoundError(CATALOGUE_ERRORS.productNotFound);
      await Promise.all(oldKeys.map((key) => storage.delete(key)));
      return adminItem(row as ItemRow);
    },

    async createItem(actor, input) {
      requireAdmin(actor);
      const { price, discounted_price, ...fields } = input;
      const base = slugFrom(fields.name);
      const taken = new Set(
        (await db.selectFrom('items').select('slug').where('slug', 'like', `${base}%`).execute()).map((r) => r.slug),
      );
      // Two admins may add "Pork Belly" at the same moment: the unique slug decides, the loser retries.
      for (let attempt = 0; attempt < 5; attempt++) {
        let n = 1;
        while (taken.has(n === 1 ? base : `${base}-${n}`)) n++;
        const slug = n === 1 ? base : `${base}-${n}`;
        try {
          const row = await db
            .insertInto('items')
            .values({
              ...fields,
              slug,
              price_cents: toCents(price),
              discounted_price_cents: discounted_price ? toCents(discounted_price) : null,
              images: 0,
              // Appended at the end of the catalogue's order.
              sort_order: sql<number>`(SELECT coalesce(max(sort_order), 0) + 1 FROM items)`,
            })
            .returning(BUYER_COLUMNS)
            .executeTakeFirstOrThrow();
          changed();
          return adminItem(row as ItemRow);
        } catch (err) {
          if (!isUniqueViolation(err)) throw err;
          taken.add(slug);
        }
      }
      throw new ConflictError(CATALOGUE_ERRORS.updateFailed);
    },

    async addPhoto(actor, id, photo) {
      requireAdmin(actor);
      const { replace } = photo;
      if (replace !== undefined && !(Number.isInteger(replace) && replace >= 1))
        throw new ValidationError(PHOTO_ERRORS.badPosition);
      await rowOrNotFound(
        db.selectFrom('items').select(['images']).where('id', '=', id),
        CATALOGUE_ERRORS.productNotFound,
      );
      // Decode and encode before any lock is taken: it takes a second of CPU.
      const pair = await productPhotoPair(photo.bytes);

      // The row is locked while the files are written, so two uploads never take the same number
      // and the storefront never counts a photo whose files are not there yet.
      const row = await db.transaction().execute(async (trx) => {
        const item = await rowOrNotFound(
          trx.selectFrom('items').select(['style', 'slug', 'images']).where('id', '=', id).forUpdate(),
          CATALOGUE_ERRORS.productNotFound,
        );
        if (replace !== undefined && replace > item.images) throw new ValidationError(PHOTO_ERRORS.badPosition);
        if (replace === undefined && item.images >= MAX_PHOTOS) throw new ValidationError(PHOTO_ERRORS.tooMany);
        const n = replace ?? item.images + 1;
        for (const ext of IMAGE_EXTENSIONS) {
          const key = productImagePath(item, n, ext).slice(1);
          await storage.put(key, ext === 'avif' ? pair.avif : pair.jpg, {
            contentType: contentTypeFromKey(key),
            cacheControl: PHOTO_CACHE_CONTROL,
          });
        }
        return trx
          .updateTable('items')
          .set({ images: Math.max(item.images, n), updated_at: sql<Date>`now()` })
          .where('id', '=', id)
          .returning(BUYER_COLUMNS)
          .executeTakeFirstOrThrow();
      });
      changed();
      return adminItem(row as ItemRow);
    },
  };
}
