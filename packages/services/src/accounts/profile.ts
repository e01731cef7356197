import { requireAdmin } from '../actor';
import { ConflictError, NotFoundError } from '../errors';
import { ownUserId } from '../ownership';
import { blankToNull, isUniqueViolation, parseInput, systemClock, toAccountUser, type Clock, type Db } from './common';
import { ACCOUNT_MESSAGES, type ProfileService } from './contract';
import { profileUpdateInput } from './schemas';

/** Reads and changes of a user's own profile: the user themself or an admin (see ownUserId). */
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
      const update = parseInput(profileUpdateInput, rawUpdate ?? {});
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
              ...(update.locale !== undefined ? { locale: update.locale } : {}),
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


    async listUsers(actor) {
      requireAdmin(actor);
      const rows = await db.selectFrom('users').selectAll().orderBy('id').limit(10_000).execute();
      return rows.map(toAccountUser);
    },

    async allAddresses(actor) {
      requireAdmin(actor);
      return db
        .selectFrom('addresses')
        .select(['id', 'user_id', 'address_line_1', 'address_line_2', 'city', 'state', 'zip_code'])
        .orderBy('user_id')
        .orderBy('id')
        .limit(10_000)
        .execute();
    },
  };
}

/** "Alice Mae Park" → first "Alice", last "Mae Park"; a one-word name (e.g. 김민지) is all first name. */
export function splitName(name: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
}
