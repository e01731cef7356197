// The one place that turns an HTTP request into the acting user. Every REST route and the tRPC
// context call this, so sessions (signed cookie or `Authorization: Bearer`) are added here once,
// with the accounts work, and both doors see the same actor.
import type { FastifyRequest } from 'fastify';
import { GUEST, type Actor } from '@wholesale/services';

export async function actorFor(_request: FastifyRequest): Promise<Actor> {
  return GUEST;
}
