// All documented /api REST routes, one module per resource. Unknown /api paths fall through to
// the server's not-found handler (JSON 404).
import type { FastifyInstance } from 'fastify';
import type { CatalogueService } from '@wholesale/services';
import { itemRoutes } from './items';

export interface RestDeps {
  catalogue: CatalogueService;
}

export async function restRoutes(app: FastifyInstance, deps: RestDeps): Promise<void> {
  // API answers depend on who asks (discounted prices): never stored by shared caches.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
    return payload;
  });
  await app.register(itemRoutes, { prefix: '/items', catalogue: deps.catalogue });
}
