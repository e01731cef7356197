import { booksSettingsInput, depositTermsInput, launchDealItemsInput, resaleSettingInput } from '@wholesale/contract';
import { adminProcedure, router } from '../../trpc';

/**
 * The back office's Settings page: how the 50% deposit is collected, in English and
 * Korean; whether a company may order with an expired resale certificate; what the invoices print
 * of the seller; the launch deal (its products, its start, its early end). REST twins: GET and PUT
 * /api/settings/deposit, /resale-certificate and /books; GET /api/settings/launch-deal, PUT its
 * /items, POST its /start and /end.
 */
export const adminSettingsRouter = router({
  deposit: adminProcedure.query(({ ctx }) => ctx.services.orders.deposit.setting(ctx.actor)),
  setDeposit: adminProcedure
    .input(depositTermsInput)
    .mutation(({ ctx, input }) => ctx.services.orders.deposit.setTerms(ctx.actor, input)),
  resaleCertificate: adminProcedure.query(({ ctx }) => ctx.services.documents.resaleSetting(ctx.actor)),
  setResaleCertificate: adminProcedure
    .input(resaleSettingInput)
    .mutation(({ ctx, input }) => ctx.services.documents.setResaleSetting(ctx.actor, input)),
  books: adminProcedure.query(({ ctx }) => ctx.services.books.settings(ctx.actor)),
  setBooks: adminProcedure
    .input(booksSettingsInput)
    .mutation(({ ctx, input }) => ctx.services.books.setSettings(ctx.actor, input)),
  launchDeal: adminProcedure.query(({ ctx }) => ctx.services.deals.adminView(ctx.actor)),
  setLaunchDealItems: adminProcedure
    .input(launchDealItemsInput)
    .mutation(({ ctx, input }) => ctx.services.deals.setItems(ctx.actor, input)),
  startLaunchDeal: adminProcedure.mutation(({ ctx }) => ctx.services.deals.start(ctx.actor)),
  endLaunchDeal: adminProcedure.mutation(({ ctx }) => ctx.services.deals.end(ctx.actor)),
});
