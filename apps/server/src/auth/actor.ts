// The one place that turns an HTTP request into the acting user. Every REST route and the tRPC
// context call this, so both doors see the same actor: the verified session (bearer header or
// session cookie, see session.ts) or the guest.
import type { FastifyRequest } from 'fastify';
import type { Actor } from '@wholesale/services';
import { actorOf } from './session';

export async function actorFor(request: FastifyRequest): Promise<Actor> {
  return actorOf(request);
}
