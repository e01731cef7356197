import { ForbiddenError, UnauthorizedError } from './errors';

/**
 * Who is acting (docs/contracts.md). The server derives it from the verified session for each
 * request; services never trust an id from a URL or body as proof of who the caller is.
 * A `buyer` actor is only ever built for an approved account (pending accounts cannot log in).
 */
export type Actor = { kind: 'guest' } | { kind: 'buyer'; userId: number } | { kind: 'admin'; userId: number };

export type BuyerActor = Extract<Actor, { kind: 'buyer' }>;
export type AdminActor = Extract<Actor, { kind: 'admin' }>;
export type SignedInActor = BuyerActor | AdminActor;

export const GUEST: Actor = Object.freeze({ kind: 'guest' });

export function isSignedIn(actor: Actor): actor is SignedInActor {
  return actor.kind !== 'guest';
}

/** Guests never receive discounted prices, from any endpoint. */
export function canSeeDiscounts(actor: Actor): boolean {
  return actor.kind === 'buyer' || actor.kind === 'admin';
}

export function requireSignedIn(actor: Actor): SignedInActor {
  if (!isSignedIn(actor)) throw new UnauthorizedError();
  return actor;
}

export function requireBuyer(actor: Actor): BuyerActor {
  if (actor.kind === 'guest') throw new UnauthorizedError();
  if (actor.kind !== 'buyer') throw new ForbiddenError();
  return actor;
}

export function requireAdmin(actor: Actor): AdminActor {
  if (actor.kind === 'guest') throw new UnauthorizedError();
  if (actor.kind !== 'admin') throw new ForbiddenError();
  return actor;
}
