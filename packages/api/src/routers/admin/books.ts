import {
  ACCOUNT_CODES,
  creditApplyInput,
  financeChargeRef,
  financeSettleInput,
  idInput,
  statementMonthRef,
  orderRef,
  paymentRef,
  paymentVoidInput,
  receivablesInput,
  refundInput,
  termsInput,
  userRef,
} from '@wholesale/contract';
import { z } from 'zod';
import { adminProcedure, router } from '../../trpc';

/**
 * Money going back and a company's credit moving, by staff. REST twins:
 * POST /api/orders/:id/payments/:paymentId/void, POST /api/orders/:id/refunds (Idempotency-Key) and
 * POST /api/company-credits/apply, PUT /api/users/:id/terms, GET /api/admin/receivables.
 */
export const adminBooksRouter = router({
  voidPayment: adminProcedure
    .input(z.object({ ...paymentRef.shape, ...paymentVoidInput.shape }))
    .mutation(({ ctx, input: { orderId, paymentId, ...body } }) =>
      ctx.services.books.voidPayment(ctx.actor, orderId, paymentId, body),
    ),
  refund: adminProcedure
    .input(z.object({ ...orderRef.shape, ...refundInput.shape }))
    .mutation(({ ctx, input: { orderId, ...body } }) => ctx.services.books.refund(ctx.actor, orderId, body)),
  applyCredit: adminProcedure
    .input(creditApplyInput)
    .mutation(({ ctx, input }) => ctx.services.books.applyCredit(ctx.actor, input)),
  setTerms: adminProcedure
    .input(z.object({ ...userRef.shape, ...termsInput.shape }))
    .mutation(({ ctx, input: { userId, ...body } }) => ctx.services.books.setTerms(ctx.actor, userId, body)),
  /** REST: POST /api/finance-charges/:id/settle */
  settleFinanceCharge: adminProcedure
    .input(z.object({ ...financeChargeRef.shape, settlement: financeSettleInput }))
    .mutation(({ ctx, input }) => ctx.services.books.settleFinanceCharge(ctx.actor, input.chargeId, input.settlement)),
  /** REST: POST /api/company/statements/:month/mail?company=ID */
  mailStatement: adminProcedure
    .input(z.object({ ...statementMonthRef.shape, companyId: idInput(ACCOUNT_CODES.userNotFound) }))
    .mutation(({ ctx, input }) => ctx.services.books.mailStatement(ctx.actor, input.companyId, input.month)),
  /** REST: POST /api/admin/orders/:id/credit-hold/release */
  releaseCreditHold: adminProcedure
    .input(orderRef)
    .mutation(({ ctx, input }) => ctx.services.books.releaseCreditHold(ctx.actor, input.orderId)),
  receivables: adminProcedure
    .input(receivablesInput)
    .query(({ ctx, input }) => ctx.services.books.receivables(ctx.actor, input)),
});
