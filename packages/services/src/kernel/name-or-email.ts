import { sql } from 'kysely';

/**
 * How the back office names the user behind `alias` (the staff member who recorded a lot, wrote a
 * note, opened a recall): their name, or their e-mail when the name is blank; null when the row
 * names no one (a left join that found nobody).
 */
export function nameOrEmail(alias: string) {
  return sql<string | null>`coalesce(nullif(${sql.ref(`${alias}.name`)}, ''), ${sql.ref(`${alias}.email`)})`;
}
