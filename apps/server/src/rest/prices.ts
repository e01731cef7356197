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
import { objectBody, parse } from './common';

type Deps = { prices: PricesService };

/** Under /api/users. */
export async function buyerPriceRoutes(app: FastifyInstance, { prices }: Deps): Promise<void> {
  // GET /api/users/:id/prices → { success, data: { user_id, price_list: {id, name}|null, prices: [{ item_id, name, name_ko, price, list_price, member_price }] } }
  app.get('/:userId/prices', async (request) => {
    const actor = requireAdmin(await actorOf(request));
    const { userId } = parse(userRef, request.params);
    return { success: true, data: await prices.buyerPrices(actor, userId) };
  });

  // PUT /api/users/:id/prices { prices: [{ item_id, price|null }] } → the same as the GET, after the change
  app.put('/:userId/prices', async (request) => {
    const actor = requireAdmin(await actorOf(request));
    const { userId } = parse(userRef, request.params);
    const body = parse(buyerPricesInput, objectBody(request.body));
    return { success: true, data: await prices.setBuyerPrices(actor, userId, body) };
  });

  // GET /api/users/:id/price-changes → { success, data: [{ id, changed_at, admin, action, item_id, old_value, new_value, ... }] } newest first
  app.get('/:userId/price-changes', async (request) => {
    const actor = requireAdmin(await actorOf(request));
    const { userId } = parse(userRef, request.params);
    return { success: true, data: await prices.priceChanges(actor, { userId }) };
  });

  // PUT /api/users/:id/price-list { price_list_id|null } → { success, data: { user_id, price_list } }
  app.put('/:userId/price-list', async (request) => {
    const actor = requireAdmin(await actorOf(request));
    const { userId } = parse(userRef, request.params);
    const body = parse(assignPriceListInput, objectBody(request.body));
    return { success: true, data: await prices.assignPriceList(actor, userId, body) };
  });
}

/** Under /api/price-lists. */
export async function priceListRoutes(app: FastifyInstance, { prices }: Deps): Promise<void> {
  // GET /api/price-lists → { success, data: [{ id, name, prices, customers, updated_at }] }
  app.get('/', async (request) => ({ success: true, data: await prices.priceLists(await actorOf(request)) }));

  // POST /api/price-lists { name, prices: [{ item_id, price, min_quantity? }] } → 201 { success, data: { id, name, prices, customers, ... } }
  app.post('/', async (request, reply) => {
    const actor = requireAdmin(await actorOf(request));
    const body = parse(priceListInput, objectBody(request.body));
    return reply.code(201).send({ success: true, data: await prices.createPriceList(actor, body) });
  });

  // GET /api/price-lists/:id → { success, data: { id, name, prices, customers, created_at, updated_at } }
  app.get('/:priceListId', async (request) => {
    const actor = requireAdmin(await actorOf(request));
    const { priceListId } = parse(priceListRef, request.params);
    return { success: true, data: await prices.priceList(actor, priceListId) };
  });

  // PUT /api/price-lists/:id { name, prices } → the list after the change (its prices replaced)
  app.put('/:priceListId', async (request) => {
    const actor = requireAdmin(await actorOf(request));
    const { priceListId } = parse(priceListRef, request.params);
    const body = parse(priceListInput, objectBody(request.body));
    return { success: true, data: await prices.updatePriceList(actor, priceListId, body) };
  });

  // GET /api/price-lists/:id/changes → { success, data: [the list's recorded changes, newest first] }
  app.get('/:priceListId/changes', async (request) => {
    const actor = requireAdmin(await actorOf(request));
    const { priceListId } = parse(priceListRef, request.params);
    return { success: true, data: await prices.priceChanges(actor, { priceListId }) };
  });

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
  app.post('/:priceListId/import', { bodyLimit: PRICE_CSV_MAX_CHARS * 2 }, async (request) => {
    const actor = requireAdmin(await actorOf(request));
    const { priceListId } = parse(priceListRef, request.params);
    const body = parse(priceListImportInput, objectBody(request.body));
    return { success: true, data: await prices.importPriceList(actor, priceListId, body) };
  });

  // DELETE /api/price-lists/:id → { success, data: { id } }; its buyers fall back to the member price
  app.delete('/:priceListId', async (request) => {
    const actor = requireAdmin(await actorOf(request));
    const { priceListId } = parse(priceListRef, request.params);
    return { success: true, data: await prices.deletePriceList(actor, priceListId) };
  });
}

/** Under /api/admin/customers: the back office's customers. */
export async function customerRoutes(
  app: FastifyInstance,
  { customers }: { customers: CustomersService },
): Promise<void> {
  // GET /api/admin/customers?q= → { success, data: [{ id, name, company, email, price_list, own_prices, orders, owed, last_order_at }] }
  app.get('/', async (request) => {
    const actor = requireAdmin(await actorOf(request));
    const input = parse(customerListInput, request.query ?? {});
    return { success: true, data: await customers.list(actor, input) };
  });

  // GET /api/admin/customers/:id → { success, data: { ...the summary, phone_number, license_number, california_resale, locale, created_at, recent_orders } }
  app.get('/:userId', async (request) => {
    const actor = requireAdmin(await actorOf(request));
    const { userId } = parse(userRef, request.params);
    return { success: true, data: await customers.detail(actor, userId) };
  });

  // PUT /api/admin/customers/:id/ordering { suspended } → { success, data: { ordering_suspended: { at, by } | null } }
  app.put('/:userId/ordering', async (request) => {
    const actor = requireAdmin(await actorOf(request));
    const { userId } = parse(userRef, request.params);
    const input = parse(customerOrderingInput, objectBody(request.body));
    return { success: true, data: await customers.setOrdering(actor, userId, input) };
  });
}
