import { itemCreateInput, itemPageInput, itemRef, itemUpdateInput } from '@wholesale/contract';
import { z } from 'zod';
import { adminProcedure, router } from '../../trpc';

/** The back office's Item List. Photos are uploaded over REST (multipart): POST /api/admin/items/:id/images. */
export const adminItemsRouter = router({
  list: adminProcedure.query(({ ctx }) => ctx.services.catalogue.adminList(ctx.actor)),
  /** A page of the Item List, searched and filtered by the server: a catalogue may hold thousands. */
  page: adminProcedure
    .input(itemPageInput.prefault({}))
    .query(({ ctx, input }) => ctx.services.catalogue.adminPage(ctx.actor, input)),
  update: adminProcedure
    .input(z.object({ ...itemRef.shape, update: itemUpdateInput }))
    .mutation(({ ctx, input }) => ctx.services.catalogue.updateItem(ctx.actor, input.id, input.update)),
  create: adminProcedure
    .input(itemCreateInput)
    .mutation(({ ctx, input }) => ctx.services.catalogue.createItem(ctx.actor, input)),
});
