// REST door to a buyer's addresses (storefront spec section 7). Whose records the actor may read is
// decided by the profile service (the user themself or an admin); an id in the URL is never proof
// of ownership. Orders and points are the orders domain's (orders.ts).
import type { FastifyInstance } from 'fastify';
import type { ProfileService } from '@wholesale/contract';
import { userRef } from '@wholesale/contract';
import { actorOf } from '../auth/session';
import { parse } from './common';

type Deps = { profile: ProfileService };

// GET /api/addresses/user/:userId → { success, data }; 404 when the user has none.
export async function addressRoutes(app: FastifyInstance, { profile }: Deps): Promise<void> {
  // GET /api/addresses → { success, data } every address with its user_id (admin)
  app.get('/', async (request) => ({ success: true, data: await profile.allAddresses(await actorOf(request)) }));

  app.get('/user/:userId', async (request) => {
    const { userId } = parse(userRef, request.params);
    return { success: true, data: await profile.addresses(await actorOf(request), userId) };
  });
}
