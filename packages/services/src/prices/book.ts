// A signed-in buyer's prices on the storefront's reads: the catalogue's cached
// answers carry the member price, shared by every buyer; a buyer with their own prices or a price
// list gets those items as copies with their price in `discounted_price` (and the list's quantity
// tiers in `price_tiers`), and every other item as it is. What a buyer's prices are is read once
// and kept in the catalogue's cache beside the listings (dropped with them on any price change):
// per company, its list and its own prices; per list, its prices. A buyer with neither costs one
// cache lookup. Nothing here is ever shared between buyers' answers: the copies are made per request.
import { sql } from 'kysely';
import { buyerPrice, fromCents, toCents, type CatalogueItem, type PriceTier } from '@wholesale/rules';
import type { Actor } from '@wholesale/contract';
import type { CatalogueCache } from '../catalogue/cache';
import type { Db } from '../kernel/common';
import { companyOf } from './sources';

/** A company's prices: the list it buys at and its own prices (item id → cents). */
interface CompanyPrices {
  listId: number | null;
  own: Record<string, number>;
}

/** A list's prices: item id → its tiers, smallest minimum first. */
type ListPrices = Record<string, PriceTier[]>;

const NONE: CompanyPrices = Object.freeze({ listId: null, own: Object.freeze({}) as Record<string, number> });

export interface PriceBook {
  /** `items` as `actor` pays for them: unchanged for a guest, an admin, or a buyer with nothing of their own. */
  priced<T extends CatalogueItem>(actor: Actor, items: readonly T[]): Promise<T[]>;
}

export function createPriceBook({ db, cache }: { db: Db; cache?: CatalogueCache | undefined }): PriceBook {
  const kept = <T extends object>(key: string, load: () => Promise<T>) => (cache ? cache.get(key, load) : load());

  const companyPrices = (userId: number) =>
    kept(`prices:user:${userId}`, async (): Promise<CompanyPrices> => {
      const { rows } = await sql<{ price_list_id: number | null; own: Record<string, number> | null }>`
        SELECT c.price_list_id, (SELECT jsonb_object_agg(b.item_id, b.price_cents) FROM buyer_prices b WHERE b.user_id = c.id) AS own
        FROM users c WHERE c.id = ${companyOf(userId)}
      `.execute(db);
      const row = rows[0];
      if (!row || (row.price_list_id === null && row.own === null)) return NONE;
      return { listId: row.price_list_id, own: row.own ?? {} };
    });

  const listPrices = (listId: number) =>
    kept(`prices:list:${listId}`, async (): Promise<ListPrices> => {
      const { rows } = await sql<{ item_id: number; tiers: PriceTier[] }>`
        SELECT item_id, jsonb_agg(jsonb_build_object('minQuantity', min_quantity, 'priceCents', price_cents) ORDER BY min_quantity) AS tiers
        FROM price_list_items WHERE price_list_id = ${listId} GROUP BY item_id
      `.execute(db);
      const out: ListPrices = {};
      for (const r of rows) out[r.item_id] = r.tiers;
      return out;
    });

  /** The item with this buyer's price, or the item itself when they have none of their own for it. */
  function withBuyerPrice<T extends CatalogueItem>(
    item: T,
    own: number | undefined,
    tiers: PriceTier[] | undefined,
  ): T {
    if (own === undefined && tiers === undefined) return item;
    // The cached item's discounted_price is the member price, or the list price when it has none.
    const member = toCents(item.discounted_price ?? item.price);
    const cents = buyerPrice(
      { listPriceCents: toCents(item.price), memberPriceCents: member, ownPriceCents: own ?? null, tiers: tiers ?? [] },
      1,
    ).cents;
    const copy: T = { ...item, discounted_price: fromCents(cents) };
    if (own === undefined && tiers)
      copy.price_tiers = tiers.map((t) => ({ min_quantity: t.minQuantity, price: fromCents(t.priceCents) }));
    return copy;
  }

  return {
    async priced<T extends CatalogueItem>(actor: Actor, items: readonly T[]): Promise<T[]> {
      if (actor.kind !== 'buyer' || items.length === 0) return items as T[];
      const company = await companyPrices(actor.userId);
      if (company === NONE) return items as T[];
      const list = company.listId === null ? null : await listPrices(company.listId);
      return items.map((item) => withBuyerPrice(item, company.own[item.id], list?.[item.id]));
    },
  };
}

/** The `priced` of a single item. */
export async function pricedOne<T extends CatalogueItem>(book: PriceBook, actor: Actor, item: T): Promise<T> {
  const [one] = await book.priced(actor, [item]);
  return one!;
}
