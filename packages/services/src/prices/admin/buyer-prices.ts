// A buyer's prices: their own price of a product, and the price list they buy at.
import { sql } from 'kysely';
import { fromCents, toCents } from '@wholesale/rules';
import {
  ACCOUNT_ERRORS,
  NotFoundError,
  PRICE_ERRORS,
  requireAdmin,
  ValidationError,
  type AssignPriceListInput,
  type BuyerPrices,
  type PriceListAssignment,
  type PricesService,
} from '@wholesale/contract';
import { assignedList, AUDIT_DOLLARS, requireItems, type PricesDeps } from './rows';
import { rowOrNotFound, type Db } from '../../kernel/common';

/** The buyer, locked for the change in `trx`: 404 for no such user, 400 for an admin. */
async function lockBuyer(trx: Db, userId: number): Promise<{ id: number; price_list_id: number | null }> {
  const user = await rowOrNotFound(
    trx.selectFrom('users').select(['id', 'is_admin', 'price_list_id']).where('id', '=', userId).forUpdate(),
    ACCOUNT_ERRORS.userNotFound,
  );
  if (user.is_admin) throw new ValidationError(PRICE_ERRORS.notABuyer);
  return user;
}

async function readBuyerPrices(from: Db, userId: number): Promise<BuyerPrices> {
  const user = await rowOrNotFound(
    from
      .selectFrom('users')
      .leftJoin('price_lists', 'price_lists.id', 'users.price_list_id')
      .select(['users.id', 'users.is_admin', 'price_lists.id as list_id', 'price_lists.name as list_name'])
      .where('users.id', '=', userId),
    ACCOUNT_ERRORS.userNotFound,
  );
  if (user.is_admin) throw new ValidationError(PRICE_ERRORS.notABuyer);
  const rows = await from
    .selectFrom('buyer_prices')
    .innerJoin('items', 'items.id', 'buyer_prices.item_id')
    .select([
      'items.id',
      'items.name',
      'items.name_ko',
      'items.price_cents',
      'items.discounted_price_cents',
      'buyer_prices.price_cents as own',
    ])
    .where('buyer_prices.user_id', '=', userId)
    .orderBy('items.sort_order')
    .orderBy('items.id')
    .execute();
  return {
    user_id: user.id,
    price_list: assignedList(user),
    prices: rows.map((r) => ({
      item_id: r.id,
      name: r.name,
      name_ko: r.name_ko,
      price: fromCents(r.own),
      list_price: fromCents(r.price_cents),
      member_price: fromCents(
        r.discounted_price_cents && r.discounted_price_cents > 0 ? r.discounted_price_cents : r.price_cents,
      ),
    })),
  };
}

export function createBuyerPrices(
  deps: PricesDeps,
): Pick<PricesService, 'buyerPrices' | 'setBuyerPrices' | 'assignPriceList'> {
  const { db } = deps;
  const changed = () => deps.onPricesChanged?.();

  return {
    async buyerPrices(actor, userId) {
      requireAdmin(actor);
      return readBuyerPrices(db, userId);
    },

    async setBuyerPrices(actor, userId, input) {
      const admin = requireAdmin(actor);
      const answer = await db.transaction().execute(async (trx) => {
        await lockBuyer(trx, userId);
        const set = input.prices.filter((p): p is { item_id: number; price: number } => p.price !== null);
        await requireItems(
          trx,
          set.map((p) => p.item_id),
        );
        const ids = input.prices.map((p) => p.item_id);
        if (ids.length > 0) {
          const wanted = JSON.stringify(
            input.prices.map((p) => ({ item_id: p.item_id, price_cents: p.price === null ? null : toCents(p.price) })),
          );
          await sql`
            WITH wanted AS (
              SELECT * FROM jsonb_to_recordset(${wanted}::jsonb) AS x(item_id int, price_cents int)
            ),
            diff AS (
              SELECT w.item_id, b.price_cents AS old_cents, w.price_cents AS new_cents
              FROM wanted w LEFT JOIN buyer_prices b ON b.user_id = ${userId} AND b.item_id = w.item_id
              WHERE b.price_cents IS DISTINCT FROM w.price_cents
            ),
            removed AS (
              DELETE FROM buyer_prices b USING diff d WHERE b.user_id = ${userId} AND b.item_id = d.item_id AND d.new_cents IS NULL
              RETURNING 1
            ),
            written AS (
              INSERT INTO buyer_prices (user_id, item_id, price_cents, updated_at)
              SELECT ${userId}, item_id, new_cents, now() FROM diff WHERE new_cents IS NOT NULL
              ON CONFLICT (user_id, item_id) DO UPDATE SET price_cents = EXCLUDED.price_cents, updated_at = now()
              RETURNING 1
            ),
            recorded AS (
              INSERT INTO price_changes (admin_id, action, user_id, item_id, old_value, new_value)
              SELECT ${admin.userId}, 'own-price', ${userId}, item_id, ${AUDIT_DOLLARS('old_cents')}, ${AUDIT_DOLLARS('new_cents')} FROM diff
              RETURNING 1
            )
            SELECT (SELECT count(*) FROM removed) AS removed, (SELECT count(*) FROM written) AS written, (SELECT count(*) FROM recorded) AS recorded
          `.execute(trx);
        }
        return readBuyerPrices(trx, userId);
      });
      changed();
      return answer;
    },

    async assignPriceList(actor, userId, input: AssignPriceListInput): Promise<PriceListAssignment> {
      const admin = requireAdmin(actor);
      const answer = await db.transaction().execute(async (trx) => {
        const user = await lockBuyer(trx, userId);
        const list =
          input.price_list_id === null
            ? null
            : await trx
                .selectFrom('price_lists')
                .select(['id', 'name'])
                .where('id', '=', input.price_list_id)
                .executeTakeFirst();
        if (input.price_list_id !== null && !list) throw new NotFoundError(PRICE_ERRORS.listNotFound);
        if (user.price_list_id !== (list?.id ?? null)) {
          const old =
            user.price_list_id === null
              ? null
              : await trx
                  .selectFrom('price_lists')
                  .select('name')
                  .where('id', '=', user.price_list_id)
                  .executeTakeFirst();
          await trx
            .updateTable('users')
            .set({ price_list_id: list?.id ?? null })
            .where('id', '=', userId)
            .execute();
          await trx
            .insertInto('price_changes')
            .values({
              admin_id: admin.userId,
              action: 'list-assigned',
              user_id: userId,
              price_list_id: list?.id ?? null,
              old_price_list_id: user.price_list_id,
              old_value: old?.name ?? null,
              new_value: list?.name ?? null,
            })
            .execute();
        }
        return { user_id: userId, price_list: list ? { id: list.id, name: list.name } : null };
      });
      changed();
      return answer;
    },
  };
}
