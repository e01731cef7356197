// What a signed-in actor may read and do for a company. Orders, points,
// standing orders and invoices belong to the company (its owner's id names it), whichever member
// placed them: every member reads them all; the owner changes any of them, an orderer the ones
// they placed, a viewer none. An admin reads and changes everything. One read of the actor's row
// per call: the role can change at any moment and is never taken from the session.
import { sql, type RawBuilder } from 'kysely';
import {
  ACCOUNT_ERRORS,
  ForbiddenError,
  NotFoundError,
  requireSignedIn,
  UnauthorizedError,
  type Actor,
} from '@wholesale/contract';
import type { CompanyRole } from '@wholesale/db';
import type { Db } from './common';

export type Access = { kind: 'admin' } | { kind: 'member'; userId: number; companyId: number; role: CompanyRole };

/** The actor's access: an admin's, or their company and role (a guest: 401). */
export async function accessOf(db: Db, actor: Actor): Promise<Access> {
  const me = requireSignedIn(actor);
  if (me.kind === 'admin') return { kind: 'admin' };
  const row = await db
    .selectFrom('users')
    .select(['id', 'owner_id', 'company_role'])
    .where('id', '=', me.userId)
    .executeTakeFirst();
  if (!row) throw new UnauthorizedError();
  return { kind: 'member', userId: row.id, companyId: row.owner_id ?? row.id, role: row.company_role };
}

/** The company a user buys for (their owner's id, or their own), as SQL. */
export function companyIdSql(userId: RawBuilder<number> | number): RawBuilder<number> {
  return sql<number>`(SELECT coalesce(m.owner_id, m.id) FROM users m WHERE m.id = ${userId})`;
}

/**
 * Every user of a company (its owner and its members), as SQL for `user_id IN (...)`. Written as
 * the owner's row or a member's (not `coalesce(owner_id, id) = …`) so it is two index look-ups
 * (the primary key, users_owner_idx), not a scan of every user.
 */
export function companyUsers(companyId: number): RawBuilder<number> {
  return sql<number>`(SELECT m.id FROM users m WHERE (m.id = ${companyId} AND m.owner_id IS NULL) OR m.owner_id = ${companyId})`;
}

/**
 * The company of the customer `userId` that staff name (its owner's id, asked for any member); a
 * user that is not there, or is staff, has no account: 404.
 */
export async function customerCompany(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'owner_id', 'is_admin'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row || row.is_admin) throw new NotFoundError(ACCOUNT_ERRORS.userNotFound);
  return row.owner_id ?? row.id;
}

/** Whether the actor reads what belongs to `companyId`. */
export function readsCompany(access: Access, companyId: number): boolean {
  return access.kind === 'admin' || access.companyId === companyId;
}

/** Whether the actor may change or cancel an order of `companyId` placed by `placedBy`. */
export function changesOrderOf(access: Access, companyId: number, placedBy: number): boolean {
  if (access.kind === 'admin') return true;
  if (access.companyId !== companyId) return false;
  return access.role === 'owner' || (access.role === 'orderer' && access.userId === placedBy);
}

/**
 * The company a path's user id names (`/api/orders/user/:id`: the owner's id, or any member's) when
 * the actor may read it: a user of another company is 403, as before teams.
 */
export async function companyToRead(
  db: Db,
  actor: Actor,
  userId: number,
): Promise<{ access: Access; companyId: number }> {
  const access = await accessOf(db, actor);
  if (access.kind === 'member' && userId === access.userId) return { access, companyId: access.companyId };
  const row = await db.selectFrom('users').select(['id', 'owner_id']).where('id', '=', userId).executeTakeFirst();
  if (!row) {
    // An admin asking for a user that is not there reads nothing; anyone else is refused.
    if (access.kind === 'admin') return { access, companyId: userId };
    throw new ForbiddenError();
  }
  const companyId = row.owner_id ?? row.id;
  if (!readsCompany(access, companyId)) throw new ForbiddenError();
  return { access, companyId };
}

/**
 * Orders (`o`) with the member who placed them (`u`) and their company, its owner's account (`c`):
 * what the books read an order's money under (receivables, reminders, the accounting export).
 */
export function ordersWithCompany(db: Db) {
  return db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .innerJoin('users as c', (join) => join.on(sql<boolean>`c.id = coalesce(u.owner_id, u.id)`));
}
