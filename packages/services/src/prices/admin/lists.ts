// Price lists: the list of them, one list, and creating, renaming or repricing, and deleting one.
import { sql } from 'kysely';
import {
  ConflictError,
  PRICE_ERRORS,
  requireAdmin,
  type PriceListSummary,
  type PricesService,
} from '@wholesale/contract';
import { iso, refusingTaken, rowOrNotFound, type Db } from '../../kernel/common';
import { readList, replaceListPrices, requireItems, type PricesDeps } from './rows';

/** The name is free (case-insensitively), or the list already has it. */
/** The price list, locked for this transaction (a rename, a delete); 404 when there is none. */
async function lockList(trx: Db, id: number): Promise<{ id: number; name: string }> {
  return rowOrNotFound(
    trx.selectFrom('price_lists').select(['id', 'name']).where('id', '=', id).forUpdate(),
    PRICE_ERRORS.listNotFound,
  );
}

async function requireFreeName(trx: Db, name: string, listId: number | null): Promise<void> {
  const taken = await trx
    .selectFrom('price_lists')
    .select('id')
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .$if(listId !== null, (q) => q.where('id', '<>', listId!))
    .executeTakeFirst();
  if (taken) throw new ConflictError(PRICE_ERRORS.nameTaken);
}

/** A unique name taken by a create or rename that committed meanwhile reads as the same 409. */
const nameGuard = <T>(work: () => Promise<T>) => refusingTaken(PRICE_ERRORS.nameTaken, work);

export function createPriceLists(
  deps: PricesDeps,
): Pick<PricesService, 'priceLists' | 'priceList' | 'createPriceList' | 'updatePriceList' | 'deletePriceList'> {
  const { db } = deps;
  const changed = () => deps.onPricesChanged?.();

  return {
    async priceLists(actor): Promise<PriceListSummary[]> {
      requireAdmin(actor);
      const rows = await db
        .selectFrom('price_lists as l')
        .select((eb) => [
          'l.id',
          'l.name',
          'l.updated_at',
          eb
            .selectFrom('price_list_items as p')
            .select((e) => e.fn.countAll<number>().as('n'))
            .whereRef('p.price_list_id', '=', 'l.id')
            .as('prices'),
          eb
            .selectFrom('users as u')
            .select((e) => e.fn.countAll<number>().as('n'))
            .whereRef('u.price_list_id', '=', 'l.id')
            .as('customers'),
        ])
        .orderBy(sql`lower(l.name)`)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        prices: Number(r.prices ?? 0),
        customers: Number(r.customers ?? 0),
        updated_at: iso(r.updated_at),
      }));
    },

    async priceList(actor, priceListId) {
      requireAdmin(actor);
      return readList(db, priceListId);
    },

    async createPriceList(actor, input) {
      const admin = requireAdmin(actor);
      const answer = await nameGuard(() =>
        db.transaction().execute(async (trx) => {
          await requireFreeName(trx, input.name, null);
          await requireItems(
            trx,
            input.prices.map((p) => p.item_id),
          );
          const { id } = await trx
            .insertInto('price_lists')
            .values({ name: input.name })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('price_changes')
            .values({ admin_id: admin.userId, action: 'list-created', price_list_id: id, new_value: input.name })
            .execute();
          await replaceListPrices(trx, id, admin.userId, input.prices);
          return readList(trx, id);
        }),
      );
      changed();
      return answer;
    },

    async updatePriceList(actor, priceListId, input) {
      const admin = requireAdmin(actor);
      const answer = await nameGuard(() =>
        db.transaction().execute(async (trx) => {
          const list = await lockList(trx, priceListId);
          await requireItems(
            trx,
            input.prices.map((p) => p.item_id),
          );
          if (list.name !== input.name) {
            await requireFreeName(trx, input.name, list.id);
            await trx.updateTable('price_lists').set({ name: input.name }).where('id', '=', list.id).execute();
            await trx
              .insertInto('price_changes')
              .values({
                admin_id: admin.userId,
                action: 'list-renamed',
                price_list_id: list.id,
                old_value: list.name,
                new_value: input.name,
              })
              .execute();
          }
          await replaceListPrices(trx, list.id, admin.userId, input.prices);
          await trx
            .updateTable('price_lists')
            .set({ updated_at: sql`now()` })
            .where('id', '=', list.id)
            .execute();
          return readList(trx, list.id);
        }),
      );
      changed();
      return answer;
    },

    async deletePriceList(actor, priceListId) {
      const admin = requireAdmin(actor);
      await db.transaction().execute(async (trx) => {
        const list = await lockList(trx, priceListId);
        // Its buyers fall back to the member price: each one's record says so.
        await sql`
          INSERT INTO price_changes (admin_id, action, user_id, price_list_id, old_price_list_id, old_value, new_value)
          SELECT ${admin.userId}, 'list-assigned', u.id, NULL, ${list.id}, ${list.name}, NULL FROM users u WHERE u.price_list_id = ${list.id}
        `.execute(trx);
        await trx
          .insertInto('price_changes')
          .values({ admin_id: admin.userId, action: 'list-deleted', price_list_id: list.id, old_value: list.name })
          .execute();
        await trx.updateTable('users').set({ price_list_id: null }).where('price_list_id', '=', list.id).execute();
        await trx.deleteFrom('price_lists').where('id', '=', list.id).execute();
      });
      changed();
      return { id: priceListId };
    },
  };
}
