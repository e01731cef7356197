import type { AccountUser } from '@wholesale/contract';
import type { Selectable, UsersTable } from '@wholesale/db';

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
  };
}
