import { CATALOGUE_CHANNEL, type Database, type Kysely, type Listen, type Unlisten } from '@wholesale/db';
import { followChanges, ReadCache } from './read-cache';

// The storefront's catalogue reads (listings and product pages) and the Item List's pages change
// only when an admin edits the catalogue, and are read on every page view: they are kept in memory
// and dropped on every change. A change made by this process drops them at once (so the admin's
// next read sees it); a change made by another process on the same PostgreSQL arrives as a
// notification (migration 0004's trigger); while that notification feed is down nothing is
// cached, because a missed change would stay stale with no end.

/** The storefront's catalogue reads: kept until a change, announced by this process or the database. */
export class CatalogueCache extends ReadCache {}

/** Keeps `cache` in step with catalogue changes from every process (see followChanges). */
export function followCatalogueChanges(db: Kysely<Database>, listen: Listen, cache: CatalogueCache): Promise<Unlisten> {
  return followChanges(db, listen, CATALOGUE_CHANNEL, cache);
}
