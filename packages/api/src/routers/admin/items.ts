import { itemRef, itemUpdateInput } from '@wholesale/services/contract';
import { z } from 'zod';
import { adminProcedure, router } from '../../trpc';

/** The back office's Item List. */
export const adminItemsRouter = router({
  list: adminProcedure.query(({ ctx }) => ctx.services.catalogue.adminList(ctx.actor)),
  update: adminProcedure
    .input(z.object({ ...itemRef.shape, update: itemUpdateInput }))
    .mutation(({ ctx, input }) => ctx.services.catalogue.updateItem(ctx.actor, input.id, input.update)),
});
