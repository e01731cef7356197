import { companyDocumentRef, documentExpiryInput } from '@wholesale/contract';
import { adminProcedure, router } from '../../trpc';

/**
 * The admin's expiry dates on companies' business licenses and resale certificates (issue 21,
 * item 7), from the customer's page. REST twin: PUT /api/admin/documents/:documentId/expiry.
 */
export const adminDocumentsRouter = router({
  setExpiry: adminProcedure
    .input(companyDocumentRef.extend(documentExpiryInput.shape))
    .mutation(({ ctx, input }) => ctx.services.documents.setExpiry(ctx.actor, input.documentId, input.expires_on)),
});
