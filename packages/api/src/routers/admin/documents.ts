import { acceptRenewalInput, companyDocumentRef, documentExpiryInput, refuseRenewalInput } from '@wholesale/contract';
import { adminProcedure, router } from '../../trpc';

/**
 * The admin's expiry dates on companies' business licenses and resale certificates,
 * from the customer's page, and the renewals owners uploaded, which wait for staff.
 * REST twins: PUT /api/admin/documents/:documentId/expiry, GET /api/admin/documents/renewals,
 * POST /api/admin/documents/:documentId/accept and /refuse.
 */
export const adminDocumentsRouter = router({
  setExpiry: adminProcedure
    .input(companyDocumentRef.extend(documentExpiryInput.shape))
    .mutation(({ ctx, input }) => ctx.services.documents.setExpiry(ctx.actor, input.documentId, input.expires_on)),
  renewals: adminProcedure.query(({ ctx }) => ctx.services.documents.renewals(ctx.actor)),
  acceptRenewal: adminProcedure
    .input(companyDocumentRef.extend(acceptRenewalInput.shape))
    .mutation(({ ctx, input }) =>
      ctx.services.documents.acceptRenewal(ctx.actor, input.documentId, { expires_on: input.expires_on }),
    ),
  refuseRenewal: adminProcedure
    .input(companyDocumentRef.extend(refuseRenewalInput.shape))
    .mutation(({ ctx, input }) =>
      ctx.services.documents.refuseRenewal(ctx.actor, input.documentId, { reason: input.reason }),
    ),
});
