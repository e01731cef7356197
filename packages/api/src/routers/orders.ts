import {
  cancelOrderInput,
  changeOrderFields,
  checkOrderChange,
  declineOrderInput,
  orderRef,
  placeOrderInput,
  repeatOrderInput,
  standingOrderRef,
  standingOrderUpdateInput,
  userOrdersRef,
} from '@wholesale/contract';
import { z } from 'zod';
import { buyerProcedure, publicProcedure, router, signedInProcedure } from '../trpc';

// The orders domain's door. Placing an order is for approved buyers; reading records is for any
// signed-in account, and the service decides whose records (the owner's, or any for an admin).
export const ordersRouter = router({
  pickupSlots: buyerProcedure.query(({ ctx }) => ctx.services.orders.pickupSlots(ctx.actor)),
  /** How the 50% deposit is collected, in both languages (the page shows its own): public, like the policy pages. */
  depositTerms: publicProcedure.query(({ ctx }) => ctx.services.orders.deposit.terms()),
  /** One `idempotency_key` per checkout attempt: a retry returns the first order. */
  place: buyerProcedure.input(placeOrderInput).mutation(async ({ ctx, input }) => {
    const { replayed: _replayed, ...order } = await ctx.services.orders.placeOrder(ctx.actor, input);
    return order;
  }),
  /** "Repeat this order every week (or every 2 weeks)": a standing order of the buyer's. */
  repeat: buyerProcedure
    .input(z.object({ ...orderRef.shape, ...repeatOrderInput.shape }))
    .mutation(({ ctx, input: { orderId, ...repeat } }) =>
      ctx.services.orders.standing.repeat(ctx.actor, orderId, repeat),
    ),
  standing: router({
    list: buyerProcedure.query(({ ctx }) => ctx.services.orders.standing.list(ctx.actor)),
    update: buyerProcedure
      .input(z.object({ ...standingOrderRef.shape, ...standingOrderUpdateInput.shape }))
      .mutation(({ ctx, input: { standingOrderId, ...update } }) =>
        ctx.services.orders.standing.update(ctx.actor, standingOrderId, update),
      ),
    end: buyerProcedure
      .input(standingOrderRef)
      .mutation(({ ctx, input }) => ctx.services.orders.standing.end(ctx.actor, input.standingOrderId)),
    skip: buyerProcedure
      .input(standingOrderRef)
      .mutation(({ ctx, input }) => ctx.services.orders.standing.skip(ctx.actor, input.standingOrderId)),
    unskip: buyerProcedure
      .input(standingOrderRef)
      .mutation(({ ctx, input }) => ctx.services.orders.standing.unskip(ctx.actor, input.standingOrderId)),
  }),
  list: signedInProcedure
    .input(userOrdersRef)
    .query(({ ctx, input }) => ctx.services.orders.orders(ctx.actor, input.userId)),
  detail: signedInProcedure
    .input(orderRef)
    .query(({ ctx, input }) => ctx.services.orders.order(ctx.actor, input.orderId)),
  /**
   * The order's lines as they should be, and optionally its pickup window and note: the owner
   * before the cutoff, an admin until it is complete. One `idempotency_key` per change.
   */
  change: signedInProcedure
    .input(z.object({ ...orderRef.shape, ...changeOrderFields }).superRefine(checkOrderChange))
    .mutation(
      async ({ ctx, input: { orderId, ...change } }) =>
        (await ctx.services.orders.changeOrder(ctx.actor, orderId, change)).order,
    ),
  cancel: signedInProcedure
    .input(z.object({ ...orderRef.shape, ...cancelOrderInput.shape }))
    .mutation(({ ctx, input: { orderId, ...cancel } }) => ctx.services.orders.cancelOrder(ctx.actor, orderId, cancel)),
  /** The company's owner approves an order awaiting approval: it becomes pending. */
  approve: signedInProcedure
    .input(orderRef)
    .mutation(({ ctx, input }) => ctx.services.orders.approveOrder(ctx.actor, input.orderId)),
  /** The company's owner declines an order awaiting approval, with an optional reason. */
  decline: signedInProcedure
    .input(z.object({ ...orderRef.shape, ...declineOrderInput.shape }))
    .mutation(({ ctx, input: { orderId, ...decline } }) =>
      ctx.services.orders.declineOrder(ctx.actor, orderId, decline),
    ),
  lines: signedInProcedure
    .input(orderRef)
    .query(({ ctx, input }) => ctx.services.orders.orderLines(ctx.actor, input.orderId)),
  usualItems: signedInProcedure
    .input(userOrdersRef)
    .query(({ ctx, input }) => ctx.services.orders.usualItems(ctx.actor, input.userId)),
  points: signedInProcedure
    .input(userOrdersRef)
    .query(({ ctx, input }) => ctx.services.orders.points(ctx.actor, input.userId)),
  pointsTotal: signedInProcedure
    .input(userOrdersRef)
    .query(({ ctx, input }) => ctx.services.orders.pointsTotal(ctx.actor, input.userId)),
});
