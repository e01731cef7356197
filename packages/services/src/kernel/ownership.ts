import { ForbiddenError, requireSignedIn, type Actor } from '@wholesale/contract';

/**
 * Refuses unless the actor may act on user `userId`'s own records: signed in first, then self or
 * an admin. The id (parsed at the door) is never proof of who is asking; the actor is. Used by
 * every "a user's own records" use case (profile, addresses, orders, points).
 */
export function requireSelfOrAdmin(actor: Actor, userId: number): void {
  const me = requireSignedIn(actor);
  if (me.kind !== 'admin' && me.userId !== userId) throw new ForbiddenError();
}
