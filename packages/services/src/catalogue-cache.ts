import { CATALOGUE_CHANNEL, sql, type Database, type Kysely, type Listen, type Unlisten } from '@wholesale/db';
import { ReadCache } from './read-cache';

// The storefront's catalogue reads (listings and product pages) change only when an admin edits
// the catalogue, and are read on every page view: they are kept in memory and dropped on every
// change. A change made by this process drops them at once (so the admin's next read sees it);
// a change made by another process on the same PostgreSQL arrives as a notification (migration
// 0004's trigger); while that notification feed is down nothing is cached, because a missed
// change would stay stale with no end.

/** The storefront's catalogue reads: kept until a change, announced by this process or the database. */
export class CatalogueCache extends ReadCache {}

/**
 * Keeps `cache` in step with changes from every process: listens on the catalogue channel for
 * this database schema's notifications. Answers the function that stops listening.
 */
export async function followCatalogueChanges(db: Kysely<Database>, listen: Listen, cache: CatalogueCache): Promise<Unlisten> {
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const schema = rows[0]?.schema ?? 'public';
  const unlisten = await listen(CATALOGUE_CHANNEL, {
    message: (payload) => {
      if (payload === schema) cache.invalidate();
    },
    gap: (connected) => cache.setTrusted(connected),
  });
  cache.setTrusted(true);
  return async () => {
    cache.setTrusted(false);
    await unlisten();
  };
}
