export { appRouter, createCaller, type AppRouter } from './root';
export {
  adminProcedure,
  buyerProcedure,
  createContext,
  publicProcedure,
  router,
  signedInProcedure,
  toTRPCError,
  type Context,
} from './trpc';
