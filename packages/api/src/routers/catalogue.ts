import { catalogueListInput, itemIdsInput, itemRef, searchInput } from '@wholesale/contract';
import { publicProcedure, router } from '../trpc';

// The inputs are the catalogue's own schemas (@wholesale/contract's catalogue/inputs.ts), shared with the
// REST door and the service, so a bad call fails the same way through either door.
export const catalogueRouter = router({
  list: publicProcedure
    .input(catalogueListInput.optional())
    .query(({ ctx, input }) => ctx.services.catalogue.list(ctx.actor, { style: input?.style })),

  byId: publicProcedure.input(itemRef).query(({ ctx, input }) => ctx.services.catalogue.byId(ctx.actor, input.id)),

  byIds: publicProcedure
    .input(itemIdsInput)
    .query(({ ctx, input }) => ctx.services.catalogue.byIds(ctx.actor, input.ids)),

  search: publicProcedure.input(searchInput).query(({ ctx, input }) => ctx.services.catalogue.search(ctx.actor, input)),
});
