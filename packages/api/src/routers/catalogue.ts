import { STYLES } from '@wholesale/rules';
import {
  BY_IDS_MAX,
  MAX_ITEM_ID,
  PRODUCTS_FETCH_FAILED,
  PRODUCT_NOT_FOUND,
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MAX_LIMIT,
  SEARCH_MAX_QUERY_LENGTH,
} from '@wholesale/services/contract';
import { z } from 'zod';
import { publicProcedure, router } from '../trpc';

// Inputs mirror the service's own checks, with the spec's messages, so a bad call fails the same
// way through tRPC as through REST. The service still validates: it is the authority.
const itemId = z
  .number({ error: PRODUCT_NOT_FOUND })
  .int({ error: PRODUCT_NOT_FOUND })
  .min(1, { error: PRODUCT_NOT_FOUND })
  .max(MAX_ITEM_ID, { error: PRODUCT_NOT_FOUND });

export const catalogueRouter = router({
  list: publicProcedure
    .input(z.object({ style: z.enum(STYLES, { error: PRODUCTS_FETCH_FAILED }).optional() }).optional())
    .query(({ ctx, input }) => ctx.services.catalogue.list(ctx.actor, { style: input?.style })),

  byId: publicProcedure
    .input(z.object({ id: itemId }))
    .query(({ ctx, input }) => ctx.services.catalogue.byId(ctx.actor, input.id)),

  byIds: publicProcedure
    .input(z.object({ ids: z.array(itemId).max(BY_IDS_MAX) }))
    .query(({ ctx, input }) => ctx.services.catalogue.byIds(ctx.actor, input.ids)),

  search: publicProcedure
    .input(
      z.object({
        q: z.string().max(SEARCH_MAX_QUERY_LENGTH),
        limit: z.number().int().min(1).max(SEARCH_MAX_LIMIT).default(SEARCH_DEFAULT_LIMIT),
      }),
    )
    .query(({ ctx, input }) => ctx.services.catalogue.search(ctx.actor, input)),
});
