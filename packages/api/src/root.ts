import { accountRouters, adminAccountRouters } from './routers/accounts-index';
import { catalogueRouter } from './routers/catalogue';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  catalogue: catalogueRouter,
  ...accountRouters,
  admin: router({ ...adminAccountRouters }),
});

/** The router's type: the web client imports this (types only) and infers every call from it. */
export type AppRouter = typeof appRouter;

/** Server-side calls without HTTP (tests, server-rendered data). */
export const createCaller = createCallerFactory(appRouter);
