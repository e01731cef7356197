import { profileUpdateInput, userRef } from '@wholesale/contract';
import { z } from 'zod';
import { router, signedInProcedure } from '../trpc';

// Signed-in only at the door; whose records the actor may see is decided by the service.
export const accountRouter = router({
  profile: signedInProcedure
    .input(userRef)
    .query(({ ctx, input }) => ctx.services.accounts.profile.getUser(ctx.actor, input.userId)),

  update: signedInProcedure
    .input(z.object({ ...userRef.shape, ...profileUpdateInput.shape }))
    .mutation(({ ctx, input: { userId, ...update } }) =>
      ctx.services.accounts.profile.updateProfile(ctx.actor, userId, update),
    ),

  addresses: signedInProcedure
    .input(userRef)
    .query(({ ctx, input }) => ctx.services.accounts.profile.addresses(ctx.actor, input.userId)),
});
