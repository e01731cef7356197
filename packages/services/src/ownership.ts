import { requireSignedIn, type Actor } from './actor';
import { ForbiddenError } from './errors';
import { parseInput } from './error-codes';
import { userIdInput } from './accounts/schemas';

/**
 * The user id a request names, once the actor may act on it: signed in first (a guest learns
 * nothing, not even that the id is malformed), then a well-formed id, then self or admin. An id in
 * a URL or body is never proof of who is asking; the actor is. Used by every "a user's own
 * records" use case (profile, addresses, orders, points).
 */
export function ownUserId(actor: Actor, rawUserId: unknown): number {
  const me = requireSignedIn(actor);
  const userId = parseInput(userIdInput, rawUserId);
  if (me.kind !== 'admin' && me.userId !== userId) throw new ForbiddenError();
  return userId;
}
