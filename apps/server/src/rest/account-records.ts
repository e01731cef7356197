// REST door to a buyer's addresses (storefront spec section 7). Whose records the actor may read is
// decided by the profile service (the user themself or an admin); an id in the URL is never proof
// of ownership. Orders and points are the orders domain's (orders.ts).
import type { FastifyInstance } from 'fastify';
import type { ProfileService } from '@wholesale/contract';
import { userRef } from '@wholesale/contract';
import { anyActor, jsonRoutes } from './answer';

type Deps = { profile: ProfileService };

export async function addressRoutes(app: FastifyInstance, { profile }: Deps): Promise<void> {
  const rest = jsonRoutes(app);

  // GET /api/addresses → { success, data } every address with its user_id (admin)
  rest.get('/', anyActor, {}, (actor) => profile.allAddresses(actor));

  // GET /api/addresses/user/:userId → { success, data }; 404 when the user has none.
  rest.get('/user/:userId', anyActor, { params: userRef }, (actor, { params }) =>
    profile.addresses(actor, params.userId),
  );
}
