import { cutoffReminderInput, reminderStopInput } from '@wholesale/contract';
import { buyerProcedure, publicProcedure, router } from '../trpc';

/**
 * The buyer's reminder before the order cutoff: read and set their own; the mail's stop link turns
 * it off by its signed token alone (no sign-in: the mail may be read on any device).
 */
export const remindersRouter = router({
  cutoff: buyerProcedure.query(({ ctx }) => ctx.services.reminders.cutoff(ctx.actor)),
  setCutoff: buyerProcedure
    .input(cutoffReminderInput)
    .mutation(({ ctx, input }) => ctx.services.reminders.setCutoff(ctx.actor, input)),
  stopCutoff: publicProcedure
    .input(reminderStopInput)
    .mutation(({ ctx, input }) => ctx.services.reminders.stopCutoff(input.token)),
});
