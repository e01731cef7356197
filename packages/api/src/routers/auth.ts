import { forgotPasswordInput, loginInput, resetPasswordInput } from '@wholesale/contract';
import { publicProcedure, router, sessionOf, signedInProcedure } from '../trpc';

// The input shapes are shared with the REST door (services' accounts/inputs.ts); the service checks
// the rules (e-mail shape, lengths) with the spec's messages, so both doors refuse bad input alike.
export const authRouter = router({
  /** Sets the session cookie (through ctx.session) and returns the user; the token never reaches browser code. */
  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const session = sessionOf(ctx);
    const { token, user } = await ctx.services.accounts.auth.login(ctx.actor, input, session.clientKey);
    session.set(token);
    return { success: true as const, user };
  }),

  /** Always clears the cookie, even for an expired session. */
  logout: publicProcedure.mutation(async ({ ctx }) => {
    const session = sessionOf(ctx);
    if (ctx.actor.kind !== 'guest') await ctx.services.accounts.auth.logout(ctx.actor, session.token);
    session.clear();
    return { success: true as const };
  }),

  logoutEverywhere: signedInProcedure.mutation(async ({ ctx }) => {
    await ctx.services.accounts.auth.logoutEverywhere(ctx.actor);
    sessionOf(ctx).clear();
    return { success: true as const };
  }),

  me: signedInProcedure.query(({ ctx }) => ctx.services.accounts.auth.me(ctx.actor)),

  /**
   * The storefront's start-up probe: the signed-in user, or null for a guest. A guest is the
   * normal case, not a failure, so it answers 200 and the browser logs no failed request on every
   * page load; `me` keeps answering 401 to a guest for clients that need a session.
   */
  session: publicProcedure.query(({ ctx }) =>
    ctx.actor.kind === 'guest' ? null : ctx.services.accounts.auth.me(ctx.actor),
  ),
});

export const passwordResetRouter = router({
  request: publicProcedure
    .input(forgotPasswordInput)
    .mutation(({ ctx, input }) =>
      ctx.services.accounts.passwordReset.requestReset(ctx.actor, input, sessionOf(ctx).clientKey),
    ),

  reset: publicProcedure
    .input(resetPasswordInput)
    .mutation(({ ctx, input }) =>
      ctx.services.accounts.passwordReset.reset(ctx.actor, input, sessionOf(ctx).clientKey),
    ),
});
