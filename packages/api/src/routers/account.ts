import { z } from 'zod';
import { router, signedInProcedure } from '../trpc';
import { accountsOf } from './accounts-context';

const id = z.number().int().positive().max(2_147_483_647);
const user = z.object({ userId: id });

// Signed-in only at the door; whose records the actor may see is decided by the service.
export const accountRouter = router({
  profile: signedInProcedure.input(user).query(({ ctx, input }) => accountsOf(ctx).profile.getUser(ctx.actor, input.userId)),

  update: signedInProcedure
    .input(
      z.object({
        userId: id,
        name: z.string().max(500).optional(),
        email: z.string().max(320).optional(),
        phone_number: z.string().max(100).nullable().optional(),
      }),
    )
    .mutation(({ ctx, input: { userId, ...update } }) => accountsOf(ctx).profile.updateProfile(ctx.actor, userId, update)),

  addresses: signedInProcedure.input(user).query(({ ctx, input }) => accountsOf(ctx).profile.addresses(ctx.actor, input.userId)),
  points: signedInProcedure.input(user).query(({ ctx, input }) => accountsOf(ctx).profile.points(ctx.actor, input.userId)),
  pointsTotal: signedInProcedure.input(user).query(({ ctx, input }) => accountsOf(ctx).profile.pointsTotal(ctx.actor, input.userId)),
  orders: signedInProcedure.input(user).query(({ ctx, input }) => accountsOf(ctx).profile.orders(ctx.actor, input.userId)),
  orderItems: signedInProcedure
    .input(z.object({ orderId: id }))
    .query(({ ctx, input }) => accountsOf(ctx).profile.orderItems(ctx.actor, input.orderId)),
});
