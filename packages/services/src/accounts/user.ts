import type { AccountUser } from '@wholesale/contract';
import { fromCents } from '@wholesale/rules';
import type { Selectable, UsersTable } from '@wholesale/db';
import type { Db } from '../kernel/common';

/** The spec's User as answered: never the password hash or the session version. */
export function toAccountUser(row: Selectable<UsersTable>): AccountUser {
  return {
    id: row.id,
    name: row.name,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone_number: row.phone_number,
    company: row.company,
    license_number: row.license_number,
    california_resale: row.california_resale,
    is_admin: row.is_admin,
    locale: row.locale,
    company_role: row.company_role,
    // Only an orderer's limit binds (rules: needsOwnerApproval); a role changed away keeps its old one.
    order_limit:
      row.company_role === 'orderer' && row.order_limit_cents !== null ? fromCents(row.order_limit_cents) : null,
  };
}

// An e-mail address names one account and one open signup at most, whatever its case: these are
// the lookups the signup, its review, the profile and the company's invitations check it with.

/** Whether an account has this address (any case); `exceptUserId`'s own does not count. */
export async function accountHasEmail(from: Db, email: string, exceptUserId?: number): Promise<boolean> {
  let query = from
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()));
  if (exceptUserId !== undefined) query = query.where('id', '<>', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Whether a signup waiting for review has this address (any case). */
export async function openSignupHasEmail(from: Db, email: string): Promise<boolean> {
  const open = await from
    .selectFrom('signup_requests')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return open !== undefined;
}
