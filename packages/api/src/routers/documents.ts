import { companyDocumentsInput } from '@wholesale/contract';
import { router, signedInProcedure } from '../trpc';

/**
 * A company's documents that expire: its current business license and resale
 * certificate with their expiry dates, and what checkout makes of them (any member; an admin
 * names the company). REST twin: GET /api/company/documents. The upload is multipart, REST only
 * (POST /api/company/documents), like the signup's files and the item photos.
 */
export const documentsRouter = router({
  current: signedInProcedure
    .input(companyDocumentsInput.default({}))
    .query(({ ctx, input }) => ctx.services.documents.current(ctx.actor, input.companyId)),
});
