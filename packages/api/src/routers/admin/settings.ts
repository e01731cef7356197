import { depositTermsInput } from '@wholesale/contract';
import { adminProcedure, router } from '../../trpc';

/**
 * The back office's Settings page (issue 18): how the 50% deposit is collected, in English and
 * Korean. REST twins: GET and PUT /api/settings/deposit.
 */
export const adminSettingsRouter = router({
  deposit: adminProcedure.query(({ ctx }) => ctx.services.orders.deposit.setting(ctx.actor)),
  setDeposit: adminProcedure.input(depositTermsInput).mutation(({ ctx, input }) => ctx.services.orders.deposit.setTerms(ctx.actor, input)),
});
