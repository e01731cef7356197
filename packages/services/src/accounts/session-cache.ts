import { SESSIONS_CHANNEL, type Database, type Kysely, type Listen, type Unlisten } from '@wholesale/db';
import { followChanges, ReadCache } from '../kernel/read-cache';

// The state behind a verified session (its user's session version and role, and whether the
// session was ended by logout) was read from the database on every signed-in request: a round
// trip a guest's request does not make, half of a cached product page's time under load
// (bench/prices.mjs). It is kept in memory and dropped on every change that can end a session:
// this process's own at once (tokens.ts), any other's by the database's notification (migration
// 0019's triggers). While that feed is down nothing is kept, so a session ended elsewhere can never
// stay usable here; and no answer is kept past READ_CACHE_MAX_AGE_MS in any case.

/** The sessions' state, kept until a change that can end one (announced by this process or the database). */
export class SessionCache extends ReadCache {}

/** Keeps `cache` in step with sessions ended in every process (see followChanges). */
export function followSessionChanges(db: Kysely<Database>, listen: Listen, cache: SessionCache): Promise<Unlisten> {
  return followChanges(db, listen, SESSIONS_CHANNEL, cache);
}
