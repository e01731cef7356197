import { orderRef, profileUpdateInput, userRef } from '@wholesale/services/contract';
import { z } from 'zod';
import { router, signedInProcedure } from '../trpc';
import { accountsOf } from './accounts-context';

// Signed-in only at the door; whose records the actor may see is decided by the service.
export const accountRouter = router({
  profile: signedInProcedure.input(userRef).query(({ ctx, input }) => accountsOf(ctx).profile.getUser(ctx.actor, input.userId)),

  update: signedInProcedure
    .input(z.object({ ...userRef.shape, ...profileUpdateInput.shape }))
    .mutation(({ ctx, input: { userId, ...update } }) => accountsOf(ctx).profile.updateProfile(ctx.actor, userId, update)),

  addresses: signedInProcedure.input(userRef).query(({ ctx, input }) => accountsOf(ctx).profile.addresses(ctx.actor, input.userId)),
  points: signedInProcedure.input(userRef).query(({ ctx, input }) => accountsOf(ctx).profile.points(ctx.actor, input.userId)),
  pointsTotal: signedInProcedure.input(userRef).query(({ ctx, input }) => accountsOf(ctx).profile.pointsTotal(ctx.actor, input.userId)),
  orders: signedInProcedure.input(userRef).query(({ ctx, input }) => accountsOf(ctx).profile.orders(ctx.actor, input.userId)),
  orderItems: signedInProcedure
    .input(orderRef)
    .query(({ ctx, input }) => accountsOf(ctx).profile.orderItems(ctx.actor, input.orderId)),
});
