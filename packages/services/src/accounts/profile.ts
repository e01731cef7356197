import { z } from 'zod';
import type { Database, Transaction } from '@wholesale/db';
import { requireSignedIn, type Actor } from '../actor';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors';
import { blankToNull, deliverableEmail, iso, isUniqueViolation, parseInput, systemClock, toAccountUser, type Clock, type Db } from './common';
import { ACCOUNT_MESSAGES, type AccountOrder, type ProfileService } from './contract';

const id = (message: string) => z.number({ error: message }).int().positive({ error: message }).max(2_147_483_647, { error: message });
const userIdSchema = id(ACCOUNT_MESSAGES.userNotFound);
const orderIdSchema = id(ACCOUNT_MESSAGES.orderNotFound);

export const PHONE_MESSAGE = 'Phone number may contain only digits, spaces and + - ( ), up to 20 characters';

export const profileUpdateSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters').optional(),
  // deliverable, so that a password-reset mail can always be written to it
  email: deliverableEmail.optional(),
  phone_number: z
    .string()
    .trim()
    .max(20, PHONE_MESSAGE)
    .regex(/^[0-9+\-() ]*$/, PHONE_MESSAGE)
    .nullable()
    .optional(),
});

/**
 * Reads and changes of a user's own records: the user themself or an admin. An id from a URL
 * is never proof of who is asking; the actor is.
 */
/**
 * The user id a request names, once the actor may act on it: signed in first (a guest learns
 * nothing, not even that the id is malformed), then a well-formed id, then self or admin.
 */
function ownUserId(actor: Actor, rawUserId: unknown): number {
  const me = requireSignedIn(actor);
  const userId = parseInput(userIdSchema, rawUserId);
  if (me.kind !== 'admin' && me.userId !== userId) throw new ForbiddenError();
  return userId;
}

/**
 * The points rule (docs/decisions.md): an order earns 1 point per whole US dollar of its goods
 * (the total without the delivery fee), once, when it is marked complete. `points.order_id` is
 * unique, so awarding twice (a status flipped back and forth, two admins at once) is a no-op.
 * Call it in the transaction that marks the order complete. Returns the points awarded now.
 */
export async function awardPointsForCompletedOrder(trx: Transaction<Database>, orderId: number): Promise<number> {
  const order = await trx
    .selectFrom('orders')
    .select(['id', 'user_id', 'total_amount_cents', 'fee_cents', 'order_status'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order || !COMPLETE_STATUSES.has(order.order_status)) return 0;
  const amount = Math.floor(Math.max(0, order.total_amount_cents - order.fee_cents) / 100);
  if (amount <= 0) return 0;
  const inserted = await trx
    .insertInto('points')
    .values({ user_id: order.user_id, amount, order_id: order.id })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted ? amount : 0;
}

/** Statuses that mean the buyer got the goods (both spellings the specs use). */
export const COMPLETE_STATUSES: ReadonlySet<string> = new Set(['complete', 'completed']);

/** "The last month" of the rewards section: the same day of the previous month, this time. */
export function oneMonthBefore(now: Date): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d;
}

export function createProfileService(deps: { db: Db; clock?: Clock }): ProfileService {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;

  async function loadUser(userId: number) {
    const row = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!row) throw new NotFoundError(ACCOUNT_MESSAGES.userNotFound);
    return row;
  }

  return {
    async getUser(actor, rawUserId) {
      const userId = ownUserId(actor, rawUserId);
      return toAccountUser(await loadUser(userId));
    },

    async updateProfile(actor, rawUserId, rawUpdate) {
      const userId = ownUserId(actor, rawUserId);
      const update = parseInput(profileUpdateSchema, rawUpdate ?? {});
      try {
        return await db.transaction().execute(async (trx) => {
          const current = await trx.selectFrom('users').selectAll().where('id', '=', userId).forUpdate().executeTakeFirst();
          if (!current) throw new NotFoundError(ACCOUNT_MESSAGES.userNotFound);
          if (update.email !== undefined && update.email.toLowerCase() !== current.email.toLowerCase()) {
            const taken = await trx
              .selectFrom('users')
              .select('id')
              .where((eb) => eb(eb.fn('lower', ['email']), '=', update.email!.toLowerCase()))
              .where('id', '<>', userId)
              .executeTakeFirst();
            if (taken) throw new ConflictError(ACCOUNT_MESSAGES.emailTaken);
          }
          const row = await trx
            .updateTable('users')
            .set({
              // The drawer greets by first name: a new full name carries a new first and last name.
              ...(update.name !== undefined ? { name: update.name, ...splitName(update.name) } : {}),
              ...(update.email !== undefined ? { email: update.email } : {}),
              ...(update.phone_number !== undefined ? { phone_number: blankToNull(update.phone_number) } : {}),
              updated_at: clock(),
            })
            .where('id', '=', userId)
            .returningAll()
            .executeTakeFirstOrThrow();
          return toAccountUser(row);
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError(ACCOUNT_MESSAGES.emailTaken, { cause: err });
        throw err;
      }
    },

    async addresses(actor, rawUserId) {
      const userId = ownUserId(actor, rawUserId);
      const rows = await db
        .selectFrom('addresses')
        .select(['id', 'address_line_1', 'address_line_2', 'city', 'state', 'zip_code'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();
      // The spec's client reads 404 as "no address".
      if (rows.length === 0) throw new NotFoundError(ACCOUNT_MESSAGES.noAddress);
      return rows;
    },

    async points(actor, rawUserId) {
      const userId = ownUserId(actor, rawUserId);
      const rows = await db
        .selectFrom('points')
        .select(['id', 'amount', 'created_on'])
        .where('user_id', '=', userId)
        .where('created_on', '>=', oneMonthBefore(clock()))
        .orderBy('created_on', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map((r) => ({ id: r.id, amount: r.amount, created_on: iso(r.created_on) }));
    },

    async pointsTotal(actor, rawUserId) {
      const userId = ownUserId(actor, rawUserId);
      const row = await db
        .selectFrom('points')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return { total_points: Number(row?.total ?? 0) };
    },

    async orders(actor, rawUserId) {
      const userId = ownUserId(actor, rawUserId);
      const rows = await db
        .selectFrom('orders')
        .select(['id', 'order_number', 'order_date', 'order_status', 'order_type', 'total_amount_cents'])
        .where('user_id', '=', userId)
        .orderBy('order_date', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(
        (r): AccountOrder => ({
          id: r.id,
          order_number: r.order_number,
          order_date: iso(r.order_date),
          order_status: r.order_status,
          order_type: r.order_type,
          total_amount: r.total_amount_cents / 100,
        }),
      );
    },

    async orderItems(actor, rawOrderId) {
      const me = requireSignedIn(actor);
      const orderId = parseInput(orderIdSchema, rawOrderId);
      const order = await db.selectFrom('orders').select(['id', 'user_id']).where('id', '=', orderId).executeTakeFirst();
      // Someone else's order answers like a missing one: order ids are sequential and guessable.
      if (!order || (me.kind !== 'admin' && order.user_id !== me.userId)) {
        throw new NotFoundError(ACCOUNT_MESSAGES.orderNotFound);
      }
      const rows = await db
        .selectFrom('order_items')
        .select(['id', 'item_id', 'quantity', 'unit_price_cents'])
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute();
      return rows.map((r) => ({ id: r.id, item_id: r.item_id, quantity: r.quantity, unit_price: r.unit_price_cents / 100 }));
    },
  };
}

/** "Alice Mae Park" → first "Alice", last "Mae Park"; a one-word name (e.g. 김민지) is all first name. */
export function splitName(name: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
}
