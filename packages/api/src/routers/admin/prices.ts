import { z } from 'zod';
import {
  assignPriceListInput,
  buyerPricesInput,
  priceListImportInput,
  priceListInput,
  priceListRef,
  userIdInput,
} from '@wholesale/contract';
import { adminProcedure, router } from '../../trpc';

const ofBuyer = z.object({ userId: userIdInput });

/**
 * The back office's prices: a buyer's own prices and list, and the price lists. REST
 * twins under /api/users/:id/prices, /api/users/:id/price-list and /api/price-lists.
 */
export const adminPricesRouter = router({
  buyerPrices: adminProcedure
    .input(ofBuyer)
    .query(({ ctx, input }) => ctx.services.prices.buyerPrices(ctx.actor, input.userId)),
  setBuyerPrices: adminProcedure
    .input(ofBuyer.extend(buyerPricesInput.shape))
    .mutation(({ ctx, input }) =>
      ctx.services.prices.setBuyerPrices(ctx.actor, input.userId, { prices: input.prices }),
    ),
  assignPriceList: adminProcedure
    .input(ofBuyer.extend(assignPriceListInput.shape))
    .mutation(({ ctx, input }) =>
      ctx.services.prices.assignPriceList(ctx.actor, input.userId, { price_list_id: input.price_list_id }),
    ),
  lists: adminProcedure.query(({ ctx }) => ctx.services.prices.priceLists(ctx.actor)),
  list: adminProcedure
    .input(priceListRef)
    .query(({ ctx, input }) => ctx.services.prices.priceList(ctx.actor, input.priceListId)),
  createList: adminProcedure
    .input(priceListInput)
    .mutation(({ ctx, input }) => ctx.services.prices.createPriceList(ctx.actor, input)),
  updateList: adminProcedure
    .input(priceListRef.extend(priceListInput.shape))
    .mutation(({ ctx, input }) =>
      ctx.services.prices.updatePriceList(ctx.actor, input.priceListId, { name: input.name, prices: input.prices }),
    ),
  exportList: adminProcedure
    .input(priceListRef)
    .query(({ ctx, input }) => ctx.services.prices.exportPriceList(ctx.actor, input.priceListId)),
  importList: adminProcedure
    .input(priceListRef.extend(priceListImportInput.shape))
    .mutation(({ ctx, input }) =>
      ctx.services.prices.importPriceList(ctx.actor, input.priceListId, { csv: input.csv }),
    ),
  deleteList: adminProcedure
    .input(priceListRef)
    .mutation(({ ctx, input }) => ctx.services.prices.deletePriceList(ctx.actor, input.priceListId)),
  buyerChanges: adminProcedure
    .input(ofBuyer)
    .query(({ ctx, input }) => ctx.services.prices.priceChanges(ctx.actor, { userId: input.userId })),
  listChanges: adminProcedure
    .input(priceListRef)
    .query(({ ctx, input }) => ctx.services.prices.priceChanges(ctx.actor, { priceListId: input.priceListId })),
});
