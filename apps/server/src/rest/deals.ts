// REST door to the launch deal. The storefront's reads: the Deals page's places left (anyone) and
// the signed-in buyer's own place (the cart). The back office's settings: the products that
// qualify, the start and the early end, admins only. Each route calls the same service function
// as its tRPC twin (deals.*, admin.settings.*LaunchDeal*); who may is decided there.
import type { FastifyInstance } from 'fastify';
import { launchDealItemsInput, requireAdmin, type DealsService } from '@wholesale/contract';
import { actorOf } from '../auth/session';
import { objectBody, parse } from './common';

type Deps = { deals: DealsService };

export async function dealRoutes(app: FastifyInstance, { deals }: Deps): Promise<void> {
  // GET /api/deals/launch (public) → { success, data: { state, capacity, places_left } }
  app.get('/launch', async () => ({ success: true, data: await deals.status() }));

  // GET /api/deals/launch/mine → { success, data: { slot, products } | null }
  app.get('/launch/mine', async (request) => ({ success: true, data: await deals.mine(await actorOf(request)) }));
}

export async function launchDealSettingsRoutes(app: FastifyInstance, { deals }: Deps): Promise<void> {
  // GET /api/settings/launch-deal → { success, data: { state, capacity, places_left, started_at, ended_at, items, places } }
  app.get('/', async (request) => ({ success: true, data: await deals.adminView(await actorOf(request)) }));

  // PUT /api/settings/launch-deal/items { item_ids } → { success, data: the same view }
  app.put('/items', async (request) => {
    // Who asks first: a guest is told to log in (401), a buyer is refused (403), whatever the body.
    const actor = requireAdmin(await actorOf(request));
    const body = parse(launchDealItemsInput, objectBody(request.body));
    return { success: true, data: await deals.setItems(actor, body) };
  });

  // POST /api/settings/launch-deal/start → { success, data }; started before → 409 deals.alreadyStarted
  app.post('/start', async (request) => ({ success: true, data: await deals.start(await actorOf(request)) }));

  // POST /api/settings/launch-deal/end → { success, data }; not running → 409 deals.notRunning
  app.post('/end', async (request) => ({ success: true, data: await deals.end(await actorOf(request)) }));
}
