export { appRouter, createCaller, type AppRouter, type RouterInputs, type RouterOutputs } from './root';
export {
  adminProcedure,
  buyerProcedure,
  createContext,
  publicProcedure,
  router,
  sessionOf,
  signedInProcedure,
  toTRPCError,
  type Context,
} from './trpc';
