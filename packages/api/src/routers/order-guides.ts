import { createOrderGuideInput, orderGuideRef, updateOrderGuideInput } from '@wholesale/contract';
import { z } from 'zod';
import { buyerProcedure, router } from '../trpc';

// Order guides' door (the REST twin is /api/order-guides): the company's guides, read by every
// member; the service decides who writes them (the owner and orderers, not a viewer).
export const orderGuidesRouter = router({
  list: buyerProcedure.query(({ ctx }) => ctx.services.orderGuides.list(ctx.actor)),
  create: buyerProcedure
    .input(createOrderGuideInput)
    .mutation(({ ctx, input }) => ctx.services.orderGuides.create(ctx.actor, input)),
  update: buyerProcedure
    .input(z.object({ ...orderGuideRef.shape, ...updateOrderGuideInput.shape }))
    .mutation(({ ctx, input: { guideId, ...update } }) => ctx.services.orderGuides.update(ctx.actor, guideId, update)),
  remove: buyerProcedure.input(orderGuideRef).mutation(async ({ ctx, input }) => {
    await ctx.services.orderGuides.remove(ctx.actor, input.guideId);
    return { success: true as const };
  }),
});
