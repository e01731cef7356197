import { CATALOGUE_CHANNEL, type Database, type Kysely, type Listen, type Unlisten } from '@wholesale/db';
import { followChanges, ReadCache } from '../kernel/read-cache';

// The storefront's catalogue reads (listings and product pages) and the Item List's pages change
// only when an admin edits the catalogue, and are read on every page view: they are kept in memory
// and dropped on every change. A change made by this process drops them at once (so the admin's
// next read sees it); a change made by another process on the same PostgreSQL arrives as a
// notification (migration 0004's trigger); while that notification feed is down nothing is
// cached, because a missed change would stay stale with no end. The feed's connection is checked
// by a heartbeat (packages/db notifications.ts), so one that goes silent counts as down within
// seconds; and no answer is kept past READ_CACHE_MAX_AGE_MS (60 s) in any case, the backstop for a
// change missed without anyone noticing.

/** The storefront's catalogue reads: kept until a change (announced by this process or the database), 60 s at most. */
export class CatalogueCache extends ReadCache {}

/** Keeps `cache` in step with catalogue changes from every process (see followChanges). */
export function followCatalogueChanges(db: Kysely<Database>, listen: Listen, cache: CatalogueCache): Promise<Unlisten> {
  return followChanges(db, listen, CATALOGUE_CHANNEL, cache);
}
