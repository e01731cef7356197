// The back office's prices (issue 21, items 2 and 3): price lists (a name and item prices, each
// from a minimum quantity), the list a buyer buys at, and a buyer's own prices. Admins only. Every
// change is one transaction that also writes its record in price_changes (who, when, before and
// after), and drops the catalogue's prices kept in memory (this process at once; the others by
// the catalogue channel, which the price tables' triggers notify).
import { sql } from 'kysely';
import { fromCents, toCents } from '@wholesale/rules';
import {
  ACCOUNT_ERRORS,
  ConflictError,
  NotFoundError,
  PRICE_ERRORS,
  requireAdmin,
  ValidationError,
  type AssignPriceListInput,
  type BuyerPrices,
  type PriceChange,
  type PriceList,
  type PriceListAssignment,
  type PriceListImportInput,
  type PriceListInput,
  type PriceListSummary,
  type PricesService,
} from '@wholesale/contract';
import { iso, isUniqueViolation, type Db } from '../kernel/common';
import {
  CSV_ERRORS_SHOWN,
  parsePriceCsv,
  WHOLE_FILE_ERRORS,
  writePriceCsv,
  type CsvLineError,
  type ParsedPrice,
} from './csv';

export interface PricesDeps {
  db: Db;
  /** called after every committed change: the catalogue's cached prices are dropped */
  onPricesChanged?: () => void;
}

/** Cents as the audit keeps them: dollars with two decimals ("12.50"), as SQL. */
const AUDIT_DOLLARS = (column: string) => sql.raw(`to_char(${column} / 100.0, 'FM9999990.00')`);

export function createPricesAdmin(deps: PricesDeps): PricesService {
  const { db } = deps;
  const changed = () => deps.onPricesChanged?.();

  /** The buyer, locked for the change in `trx`: 404 for no such user, 400 for an admin. */
  async function lockBuyer(trx: Db, userId: number): Promise<{ id: number; price_list_id: number | null }> {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'is_admin', 'price_list_id'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!user) throw new NotFoundError(ACCOUNT_ERRORS.userNotFound);
    if (user.is_admin) throw new ValidationError(PRICE_ERRORS.notABuyer);
    return user;
  }

  /** Refuses prices for products that do not exist (a hidden product may still be priced). */
  async function requireItems(trx: Db, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    const { rows } = await sql<{ missing: number }>`
      SELECT count(*)::int AS missing FROM (SELECT DISTINCT (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::int AS id) x
      WHERE NOT EXISTS (SELECT 1 FROM items i WHERE i.id = x.id)
    `.execute(trx);
    if ((rows[0]?.missing ?? 0) > 0)
      throw new ValidationError(PRICE_ERRORS.unknownItems, { prices: PRICE_ERRORS.unknownItems });
  }

  async function readBuyerPrices(from: Db, userId: number): Promise<BuyerPrices> {
    const user = await from
      .selectFrom('users')
      .leftJoin('price_lists', 'price_lists.id', 'users.price_list_id')
      .select(['users.id', 'users.is_admin', 'price_lists.id as list_id', 'price_lists.name as list_name'])
      .where('users.id', '=', userId)
      .executeTakeFirst();
    if (!user) throw new NotFoundError(ACCOUNT_ERRORS.userNotFound);
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
      price_list: user.list_id !== null && user.list_name !== null ? { id: user.list_id, name: user.list_name } : null,
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

  async function readList(from: Db, id: number): Promise<PriceList> {
    const list = await from.selectFrom('price_lists').selectAll().where('id', '=', id).executeTakeFirst();
    if (!list) throw new NotFoundError(PRICE_ERRORS.listNotFound);
    // One after the other: `from` may be a transaction's single connection.
    const prices = await from
      .selectFrom('price_list_items as p')
      .innerJoin('items as i', 'i.id', 'p.item_id')
      .select([
        'p.item_id',
        'p.min_quantity',
        'p.price_cents',
        'i.name',
        'i.name_ko',
        'i.spec',
        'i.price_cents as list_cents',
        'i.discounted_price_cents',
      ])
      .where('p.price_list_id', '=', id)
      .orderBy('p.item_id')
      .orderBy('p.min_quantity')
      .execute();
    const customers = await from
      .selectFrom('users')
      .select(['id', 'name', 'company', 'email'])
      .where('price_list_id', '=', id)
      .orderBy('company')
      .orderBy('id')
      .execute();
    return {
      id: list.id,
      name: list.name,
      prices: prices.map((p) => ({
        item_id: p.item_id,
        price: fromCents(p.price_cents),
        min_quantity: p.min_quantity,
        name: p.name,
        name_ko: p.name_ko,
        spec: p.spec,
        list_price: fromCents(p.list_cents),
        member_price: fromCents(
          p.discounted_price_cents && p.discounted_price_cents > 0 ? p.discounted_price_cents : p.list_cents,
        ),
      })),
      customers,
      created_at: iso(list.created_at),
      updated_at: iso(list.updated_at),
    };
  }

  /**
   * Makes the list's prices exactly `prices`, in one statement that also records each difference
   * (a price added, changed or removed) with its value before and after.
   */
  async function replaceListPrices(
    trx: Db,
    listId: number,
    adminId: number,
    prices: PriceListInput['prices'],
  ): Promise<number> {
    const wanted = JSON.stringify(
      prices.map((p) => ({ item_id: p.item_id, min_quantity: p.min_quantity, price_cents: toCents(p.price) })),
    );
    const { rows } = await sql<{ changes: number }>`
      WITH wanted AS (
        SELECT * FROM jsonb_to_recordset(${wanted}::jsonb) AS x(item_id int, min_quantity int, price_cents int)
      ),
      now_held AS (
        SELECT item_id, min_quantity, price_cents FROM price_list_items WHERE price_list_id = ${listId}
      ),
      diff AS (
        SELECT coalesce(w.item_id, h.item_id) AS item_id, coalesce(w.min_quantity, h.min_quantity) AS min_quantity, h.price_cents AS old_cents, w.price_cents AS new_cents
        FROM wanted w FULL JOIN now_held h ON h.item_id = w.item_id AND h.min_quantity = w.min_quantity
        WHERE h.price_cents IS DISTINCT FROM w.price_cents
      ),
      removed AS (
        DELETE FROM price_list_items p USING diff d
        WHERE p.price_list_id = ${listId} AND p.item_id = d.item_id AND p.min_quantity = d.min_quantity AND d.new_cents IS NULL
        RETURNING 1
      ),
      written AS (
        INSERT INTO price_list_items (price_list_id, item_id, min_quantity, price_cents)
        SELECT ${listId}, item_id, min_quantity, new_cents FROM diff WHERE new_cents IS NOT NULL
        ON CONFLICT (price_list_id, item_id, min_quantity) DO UPDATE SET price_cents = EXCLUDED.price_cents
        RETURNING 1
      ),
      recorded AS (
        INSERT INTO price_changes (admin_id, action, price_list_id, item_id, min_quantity, old_value, new_value)
        SELECT ${adminId}, 'list-price', ${listId}, item_id, min_quantity, ${AUDIT_DOLLARS('old_cents')}, ${AUDIT_DOLLARS('new_cents')} FROM diff
        RETURNING 1
      )
      SELECT (SELECT count(*) FROM recorded)::int AS changes, (SELECT count(*) FROM removed) AS removed, (SELECT count(*) FROM written) AS written
    `.execute(trx);
    return rows[0]?.changes ?? 0;
  }

  /** The file's products by id or slug, found in one query; a line naming none is refused. */
  async function resolveCsvItems(
    trx: Db,
    parsed: readonly ParsedPrice[],
  ): Promise<{ prices: PriceListInput['prices']; errors: CsvLineError[] }> {
    const ids = [...new Set(parsed.flatMap((p) => (p.item_id !== null ? [p.item_id] : [])))];
    const slugs = [...new Set(parsed.flatMap((p) => (p.slug !== null ? [p.slug] : [])))];
    const { rows } = await sql<{ id: number; slug: string }>`
      SELECT id, slug FROM items
      WHERE id IN (SELECT (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::int)
         OR slug IN (SELECT jsonb_array_elements_text(${JSON.stringify(slugs)}::jsonb))
    `.execute(trx);
    const byId = new Set(rows.map((r) => r.id));
    const bySlug = new Map(rows.map((r) => [r.slug, r.id]));
    const seen = new Set<string>();
    const prices: PriceListInput['prices'] = [];
    const errors: CsvLineError[] = [];
    for (const p of parsed) {
      const id = p.item_id !== null ? (byId.has(p.item_id) ? p.item_id : null) : (bySlug.get(p.slug ?? '') ?? null);
      if (id === null) {
        errors.push({ line: p.line, reason: PRICE_ERRORS.csvItem });
        continue;
      }
      const key = `${id}:${p.min_quantity}`;
      if (seen.has(key)) {
        errors.push({ line: p.line, reason: PRICE_ERRORS.twice });
        continue;
      }
      seen.add(key);
      prices.push({ item_id: id, min_quantity: p.min_quantity, price: fromCents(p.price_cents) });
    }
    return { prices, errors };
  }

  /** The name is free (case-insensitively), or the list already has it. */
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
  async function nameGuard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throw new ConflictError(PRICE_ERRORS.nameTaken);
      throw err;
    }
  }

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
          const list = await trx
            .selectFrom('price_lists')
            .select(['id', 'name'])
            .where('id', '=', priceListId)
            .forUpdate()
            .executeTakeFirst();
          if (!list) throw new NotFoundError(PRICE_ERRORS.listNotFound);
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
        const list = await trx
          .selectFrom('price_lists')
          .select(['id', 'name'])
          .where('id', '=', priceListId)
          .forUpdate()
          .executeTakeFirst();
        if (!list) throw new NotFoundError(PRICE_ERRORS.listNotFound);
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

    async exportPriceList(actor, priceListId) {
      requireAdmin(actor);
      const list = await db
        .selectFrom('price_lists')
        .select(['id', 'name'])
        .where('id', '=', priceListId)
        .executeTakeFirst();
      if (!list) throw new NotFoundError(PRICE_ERRORS.listNotFound);
      const rows = await db
        .selectFrom('price_list_items as p')
        .innerJoin('items as i', 'i.id', 'p.item_id')
        .select(['p.item_id', 'i.slug', 'i.name', 'i.name_ko', 'p.min_quantity', 'p.price_cents'])
        .where('p.price_list_id', '=', list.id)
        .orderBy('i.sort_order')
        .orderBy('i.id')
        .orderBy('p.min_quantity')
        .execute();
      // A file name of plain letters, digits and dashes, whatever the list is called.
      const stem =
        list.name
          .toLowerCase()
          .normalize('NFKD')
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-+|-+$/g, '') || `list-${list.id}`;
      return { filename: `price-list-${stem}.csv`, csv: writePriceCsv(rows) };
    },

    async importPriceList(actor, priceListId, input: PriceListImportInput) {
      const admin = requireAdmin(actor);
      const parsed = parsePriceCsv(input.csv);
      const answer = await db.transaction().execute(async (trx) => {
        const list = await trx
          .selectFrom('price_lists')
          .select(['id'])
          .where('id', '=', priceListId)
          .forUpdate()
          .executeTakeFirst();
        if (!list) throw new NotFoundError(PRICE_ERRORS.listNotFound);
        // A file that cannot be read as a price list at all says why in its own words.
        const whole = parsed.errors.find((e) => WHOLE_FILE_ERRORS.has(e.reason.code));
        if (whole) throw new ValidationError(whole.reason, { [`line ${whole.line}`]: whole.reason });
        // Otherwise every refused line at once, the products looked up too, so one fix-up round does.
        const resolved = await resolveCsvItems(trx, parsed.prices);
        const errors = [...parsed.errors, ...resolved.errors]
          .sort((a, b) => a.line - b.line)
          .slice(0, CSV_ERRORS_SHOWN);
        if (errors.length > 0) {
          throw new ValidationError(
            PRICE_ERRORS.csvRows,
            Object.fromEntries(errors.map((e) => [`line ${e.line}`, e.reason])),
          );
        }
        const changes = await replaceListPrices(trx, list.id, admin.userId, resolved.prices);
        await trx
          .insertInto('price_changes')
          .values({
            admin_id: admin.userId,
            action: 'list-imported',
            price_list_id: list.id,
            new_value: JSON.stringify({ prices: resolved.prices.length, changed: changes }),
          })
          .execute();
        await trx
          .updateTable('price_lists')
          .set({ updated_at: sql`now()` })
          .where('id', '=', list.id)
          .execute();
        return { ...(await readList(trx, list.id)), changes };
      });
      changed();
      return answer;
    },

    async priceChanges(actor, of): Promise<PriceChange[]> {
      requireAdmin(actor);
      const rows = await db
        .selectFrom('price_changes as c')
        .leftJoin('users as a', 'a.id', 'c.admin_id')
        .leftJoin('items as i', 'i.id', 'c.item_id')
        .select([
          'c.id',
          'c.changed_at',
          'c.admin_id',
          'a.name as admin_name',
          'c.action',
          'c.user_id',
          'c.price_list_id',
          'c.old_price_list_id',
          'c.item_id',
          'i.name as item_name',
          'i.name_ko as item_name_ko',
          'c.min_quantity',
          'c.old_value',
          'c.new_value',
        ])
        .$if(of.userId !== undefined, (q) => q.where('c.user_id', '=', of.userId!))
        // A list's history: its own changes, and its buyers given to it or taken from it.
        .$if(of.priceListId !== undefined, (q) =>
          q.where((eb) =>
            eb.or([eb('c.price_list_id', '=', of.priceListId!), eb('c.old_price_list_id', '=', of.priceListId!)]),
          ),
        )
        .orderBy('c.changed_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(200)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        changed_at: iso(r.changed_at),
        admin: r.admin_id !== null ? { id: r.admin_id, name: r.admin_name ?? '' } : null,
        action: r.action,
        user_id: r.user_id,
        price_list_id: r.price_list_id,
        old_price_list_id: r.old_price_list_id,
        item_id: r.item_id,
        item_name: r.item_name,
        item_name_ko: r.item_name_ko,
        min_quantity: r.min_quantity,
        old_value: r.old_value,
        new_value: r.new_value,
      }));
    },
  };
}
