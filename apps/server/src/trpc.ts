// tRPC at /trpc, for the React client. Registered in its own encapsulated context (NOT wrapped in
// fastify-plugin): the adapter's string JSON parser must not leak into the REST routes.
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import { appRouter, createContext, type AppRouter } from '@wholesale/api';
import type { Services } from '@wholesale/services';
import { actorFor } from './auth/actor';
import { sessionControl } from './auth/session';

export async function trpcRoutes(app: FastifyInstance, opts: { services: Services }): Promise<void> {
  const trpcOptions: FastifyTRPCPluginOptions<AppRouter>['trpcOptions'] = {
    router: appRouter,
    // `session` lets sign-in set (and sign-out clear) the httpOnly cookie on this reply.
    createContext: async ({ req, res }) =>
      createContext({ services: opts.services, actor: await actorFor(req), session: sessionControl(req, res) }),
    onError({ error, path, req }) {
      // Domain errors are mapped to 4xx codes by packages/api; only real failures are logged loudly.
      if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error, path }, 'tRPC procedure failed');
    },
  };
  await app.register(fastifyTRPCPlugin, { trpcOptions });
}
