// REST door to a buyer's own records (storefront spec section 7): addresses, reward points, orders
// and the items of an order. Whose records the actor may read is decided by the profile service
// (the user themself or an admin); an id in the URL is never proof of ownership.
import type { FastifyInstance } from 'fastify';
import { NotFoundError, type ProfileService } from '@wholesale/services';
import { orderRef, userRef } from '@wholesale/services/contract';
import { actorFor } from '../auth/actor';
import { parse } from './common';

/** The storefront reads a 404 as "no points yet". */
export const NO_POINTS_MESSAGE = 'No points found';

type Deps = { profile: ProfileService };

// GET /api/addresses/user/:userId → { success, data }; 404 when the user has none.
export async function addressRoutes(app: FastifyInstance, { profile }: Deps): Promise<void> {
  app.get('/user/:userId', async (request) => {
    const { userId } = parse(userRef, request.params);
    return { success: true, data: await profile.addresses(await actorFor(request), userId) };
  });
}

export async function pointsRoutes(app: FastifyInstance, { profile }: Deps): Promise<void> {
  // GET /api/points/user/:userId → { success, data }; 404 when there are none.
  app.get('/user/:userId', async (request) => {
    const { userId } = parse(userRef, request.params);
    const data = await profile.points(await actorFor(request), userId);
    if (data.length === 0) throw new NotFoundError(NO_POINTS_MESSAGE);
    return { success: true, data };
  });

  // GET /api/points/user/:userId/total → { success, data: { total_points } }
  app.get('/user/:userId/total', async (request) => {
    const { userId } = parse(userRef, request.params);
    return { success: true, data: await profile.pointsTotal(await actorFor(request), userId) };
  });
}

// GET /api/orders/user/:userId → { success, data }
export async function orderRoutes(app: FastifyInstance, { profile }: Deps): Promise<void> {
  app.get('/user/:userId', async (request) => {
    const { userId } = parse(userRef, request.params);
    return { success: true, data: await profile.orders(await actorFor(request), userId) };
  });
}

// GET /api/order-items/orders/:orderId → { success, data }
export async function orderItemRoutes(app: FastifyInstance, { profile }: Deps): Promise<void> {
  app.get('/orders/:orderId', async (request) => {
    const { orderId } = parse(orderRef, request.params);
    return { success: true, data: await profile.orderItems(await actorFor(request), orderId) };
  });
}
