// REST door to the catalogue (docs/contracts.md, "Catalogue"). Routes only check the shape of
// the input, find the actor and call the catalogue service, which owns visibility, prices (no
// discounted_price for guests) and the limits; tRPC calls the same functions.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CATALOGUE_ERRORS,
  itemCreateInput,
  itemIdsInput,
  itemRef,
  itemUpdateInput,
  requireAdmin,
  styleInput,
  ValidationError,
  type CatalogueService,
} from '@wholesale/contract';
import { objectBody, parse } from './common';
import { actorOf } from '../auth/session';
import { jsonRoutes } from './answer';

// The catalogue's own input schemas (shared with tRPC and the service). `ids` must be one
// comma-separated string here; a repeated `?ids=` (an array) is refused.
const listQuerySchema = z.object({ ids: z.string().optional() });
// Built once: zod compiles a schema on its first use, so a schema made per request is compiled per request.
const styleParamsSchema = z.object({ style: styleInput });

export async function itemRoutes(app: FastifyInstance, opts: { catalogue: CatalogueService }): Promise<void> {
  const { catalogue } = opts;

  // GET /api/items → { data }; GET /api/items?ids=1,2,3 → { success: true, data }
  app.get('/', async (request) => {
    const query = listQuerySchema.safeParse(request.query);
    if (!query.success) throw new ValidationError(CATALOGUE_ERRORS.fetchFailed);
    const actor = await actorOf(request);
    // The admin's Item List (catalogue spec section 7): every item, hidden ones included.
    if (actor.kind === 'admin' && query.data.ids === undefined)
      return { success: true, data: await catalogue.adminList(actor) };
    if (query.data.ids !== undefined) {
      const ids = itemIdsInput.safeParse({ ids: query.data.ids });
      if (!ids.success) throw new ValidationError(CATALOGUE_ERRORS.fetchFailed);
      return { success: true, data: await catalogue.byIds(actor, ids.data.ids) };
    }
    return { data: await catalogue.list(actor) };
  });

  // GET /api/items/style/:style → { data }
  app.get('/style/:style', async (request) => {
    const params = styleParamsSchema.safeParse(request.params);
    if (!params.success) throw new ValidationError(CATALOGUE_ERRORS.fetchFailed);
    return { data: await catalogue.list(await actorOf(request), { style: params.data.style }) };
  });

  // PATCH /api/items/:id { fields… } or { id, show } → { success, data } (admin)
  app.patch('/:id', async (request) => {
    const actor = await actorOf(request);
    requireAdmin(actor);
    const params = itemRef.safeParse(request.params);
    if (!params.success) throw new ValidationError(CATALOGUE_ERRORS.productNotFound);
    return {
      success: true,
      data: await catalogue.updateItem(actor, params.data.id, parse(itemUpdateInput, objectBody(request.body))),
    };
  });

  // POST /api/items { fields… } → 201 { success, data } (admin): a new product, without photos yet.
  jsonRoutes(app).create('/', requireAdmin, { body: itemCreateInput }, (actor, { body }) =>
    catalogue.createItem(actor, body),
  );

  // GET /api/items/:id → { data }; the service answers 404 for a missing or hidden item.
  app.get('/:id', async (request) => {
    const params = itemRef.safeParse(request.params);
    if (!params.success) throw new ValidationError(CATALOGUE_ERRORS.productNotFound);
    return { data: await catalogue.byId(await actorOf(request), params.data.id) };
  });
}
