import { z } from 'zod';
import { publicProcedure, router, signedInProcedure } from '../trpc';
import { accountsOf, sessionOf } from './accounts-context';

// Shapes only: the service checks the rules (e-mail shape, lengths) with the spec's messages,
// so REST and tRPC refuse bad input with the same words.
const text = (max: number) => z.string().max(max);

export const authRouter = router({
  /** Sets the session cookie (through ctx.session) and returns the user; the token never reaches browser code. */
  login: publicProcedure
    .input(z.object({ email: text(320), password: text(1024) }))
    .mutation(async ({ ctx, input }) => {
      const session = sessionOf(ctx);
      const { token, user } = await accountsOf(ctx).auth.login(ctx.actor, input, session.clientKey);
      session.set(token);
      return { success: true as const, user };
    }),

  /** Always clears the cookie, even for an expired session. */
  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.actor.kind !== 'guest') await accountsOf(ctx).auth.logout(ctx.actor);
    sessionOf(ctx).clear();
    return { success: true as const };
  }),

  logoutEverywhere: signedInProcedure.mutation(async ({ ctx }) => {
    await accountsOf(ctx).auth.logoutEverywhere(ctx.actor);
    sessionOf(ctx).clear();
    return { success: true as const };
  }),

  me: signedInProcedure.query(({ ctx }) => accountsOf(ctx).auth.me(ctx.actor)),
});

export const passwordResetRouter = router({
  request: publicProcedure
    .input(z.object({ email: text(320), locale: z.enum(['en', 'ko']).optional() }))
    .mutation(({ ctx, input }) => accountsOf(ctx).passwordReset.requestReset(ctx.actor, input)),

  reset: publicProcedure
    .input(z.object({ email: text(320), token: text(256), newPassword: text(1024) }))
    .mutation(({ ctx, input }) => accountsOf(ctx).passwordReset.reset(ctx.actor, input)),
});
