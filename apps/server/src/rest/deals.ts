// REST door to the launch deal. The storefront's reads: the Deals page's places left (anyone) and
// the signed-in buyer's own place (the cart). The back office's settings: the products that
// qualify, the start and the early end, admins only. Each route calls the same service function
// as its tRPC twin (deals.*, admin.settings.*LaunchDeal*); who may is decided there.
import type { FastifyInstance } from 'fastify';
import { launchDealItemsInput, requireAdmin, type DealsService } from '@wholesale/contract';
import { anyActor, jsonRoutes, noSession } from './answer';

type Deps = { deals: DealsService };

export async function dealRoutes(app: FastifyInstance, { deals }: Deps): Promise<void> {
  const rest = jsonRoutes(app);

  // GET /api/deals/launch (public) → { success, data: { state, capacity, places_left } }
  rest.get('/launch', noSession, {}, () => deals.status());

  // GET /api/deals/launch/mine → { success, data: { slot, products } | null }
  rest.get('/launch/mine', anyActor, {}, (actor) => deals.mine(actor));
}

export async function launchDealSettingsRoutes(app: FastifyInstance, { deals }: Deps): Promise<void> {
  const rest = jsonRoutes(app);

  // GET /api/settings/launch-deal → { success, data: { state, capacity, places_left, started_at, ended_at, items, places } }
  rest.get('/', anyActor, {}, (actor) => deals.adminView(actor));

  // PUT /api/settings/launch-deal/items { item_ids } → { success, data: the same view }
  rest.put('/items', requireAdmin, { body: launchDealItemsInput }, (actor, { body }) => deals.setItems(actor, body));

  // POST /api/settings/launch-deal/start → { success, data }; started before → 409 deals.alreadyStarted
  rest.post('/start', anyActor, {}, (actor) => deals.start(actor));

  // POST /api/settings/launch-deal/end → { success, data }; not running → 409 deals.notRunning
  rest.post('/end', anyActor, {}, (actor) => deals.end(actor));
}
