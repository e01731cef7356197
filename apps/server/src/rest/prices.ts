// REST door to buyers' prices and price lists, admins only: a buyer's own prices and
// list (under /api/users/:id) and the price lists (/api/price-lists). Each route calls the same
// service function as its tRPC twin (admin.prices.*); who may is decided there, before the body
// is read.
import type { FastifyInstance } from 'fastify';
import {
  assignPriceListInput,
  buyerPricesInput,
  customerListInput,
  customerOrderingInput,
  PRICE_CSV_MAX_CHARS,
  priceListImportInput,
  priceListInput,
  priceListRef,
  requireAdmin,
  userRef,
  type CustomersService,
  type PricesService,
} from '@wholesale/contract';
import { actorOf } from '../auth/session';
import { answer, anyActor, jsonRoutes } from './answer';
import { parse } from './common';

type Deps = { prices: PricesService };

/** Under /api/users. */
export async function buyerPriceRoutes(app: FastifyInstance, { prices }: Deps): Promise<void> {
  const rest = jsonRoutes(app);

  // GET /api/users/:id/prices → { success, data: { user_id, price_list: {id, name}|null, prices: [{ item_id, name, name_ko, price, list_price, member_price }] } }
  rest.get('/:userId/prices', requireAdmin, { params: userRef }, (actor, { params }) =>
    prices.buyerPrices(actor, params.userId),
  );

  // PUT /api/users/:id/prices { prices: [{ item_id, price|null }] } → the same as the GET, after the change
  rest.put('/:userId/prices', requireAdmin, { params: userRef, body: buyerPricesInput }, (actor, { params, body }) =>
    prices.setBuyerPrices(actor, params.userId, body),
  );

  // GET /api/users/:id/price-changes → { success, data: [{ id, changed_at, admin, action, item_id, old_value, new_value, ... }] } newest first
  rest.get('/:userId/price-changes', requireAdmin, { params: userRef }, (actor, { params }) =>
    prices.priceChanges(actor, { userId: params.userId }),
  );

  // PUT /api/users/:id/price-list { price_list_id|null } → { success, data: { user_id, price_list } }
  rest.put(
    '/:userId/price-list',
    requireAdmin,
    { params: userRef, body: assignPriceListInput },
    (actor, { params, body }) => prices.assignPriceList(actor, params.userId, body),
  );
}

/** Under /api/price-lists. */
export async function priceListRoutes(app: FastifyInstance, { prices }: Deps): Promise<void> {
  const rest = jsonRoutes(app);

  // GET /api/price-lists → { success, data: [{ id, name, prices, customers, updated_at }] }
  rest.get('/', anyActor, {}, (actor) => prices.priceLists(actor));

  // POST /api/price-lists { name, prices: [{ item_id, price, min_quantity? }] } → 201 { success, data: { id, name, prices, customers, ... } }
  rest.create('/', requireAdmin, { body: priceListInput }, (actor, { body }) => prices.createPriceList(actor, body));

  // GET /api/price-lists/:id → { success, data: { id, name, prices, customers, created_at, updated_at } }
  rest.get('/:priceListId', requireAdmin, { params: priceListRef }, (actor, { params }) =>
    prices.priceList(actor, params.priceListId),
  );

  // PUT /api/price-lists/:id { name, prices } → the list after the change (its prices replaced)
  rest.put('/:priceListId', requireAdmin, { params: priceListRef, body: priceListInput }, (actor, { params, body }) =>
    prices.updatePriceList(actor, params.priceListId, body),
  );

  // GET /api/price-lists/:id/changes → { success, data: [the list's recorded changes, newest first] }
  rest.get('/:priceListId/changes', requireAdmin, { params: priceListRef }, (actor, { params }) =>
    prices.priceChanges(actor, { priceListId: params.priceListId }),
  );

  // GET /api/price-lists/:id/export.csv → text/csv: item_id, slug, name, name_ko, min_quantity, price
  app.get('/:priceListId/export.csv', async (request, reply) => {
    const actor = requireAdmin(await actorOf(request));
    const { priceListId } = parse(priceListRef, request.params);
    const file = await prices.exportPriceList(actor, priceListId);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .send(file.csv);
  });

  // POST /api/price-lists/:id/import { csv } → the list after its prices were replaced by the file's, and how many changed;
  // 400 prices.csvRows with each refused line in `fields` ('line 3': its reason) and nothing changed.
  // Its own body limit: a 20,000-line file with the products' names is over the server's 1 MB.
  app.post(
    '/:priceListId/import',
    { bodyLimit: PRICE_CSV_MAX_CHARS * 2 },
    answer(requireAdmin, { params: priceListRef, body: priceListImportInput }, (actor, { params, body }) =>
      prices.importPriceList(actor, params.priceListId, body),
    ),
  );

  // DELETE /api/price-lists/:id → { success, data: { id } }; its buyers fall back to the member price
  rest.delete('/:priceListId', requireAdmin, { params: priceListRef }, (actor, { params }) =>
    prices.deletePriceList(actor, params.priceListId),
  );
}

/** Under /api/admin/customers: the back office's customers. */
export async function customerRoutes(
  app: FastifyInstance,
  { customers }: { customers: CustomersService },
): Promise<void> {
  const rest = jsonRoutes(app);

  // GET /api/admin/customers?q= → { success, data: [{ id, name, company, email, price_list, own_prices, orders, owed, last_order_at }] }
  rest.get('/', requireAdmin, { query: customerListInput }, (actor, { query }) => customers.list(actor, query));

  // GET /api/admin/customers/:id → { success, data: { ...the summary, phone_number, license_number, california_resale, locale, created_at, recent_orders } }
  rest.get('/:userId', requireAdmin, { params: userRef }, (actor, { params }) =>
    customers.detail(actor, params.userId),
  );

  // PUT /api/admin/customers/:id/ordering { suspended } → { success, data: { ordering_suspended: { at, by } | null } }
  rest.put(
    '/:userId/ordering',
    requireAdmin,
    { params: userRef, body: customerOrderingInput },
    (actor, { params, body }) => customers.setOrdering(actor, params.userId, body),
  );
}
