// REST door to a company's documents that expire: what the company has on file
// and what checkout makes of it (any member; an admin names the company with ?company=ID), and the
// admin's expiry date on a license or resale certificate. The upload itself is multipart, in
// uploads.ts (POST /api/company/documents). An owner's upload waits for staff: the admin lists the
// renewals to review, accepts one with the date read on it or refuses it with a reason. Each route
// calls the same service function as its tRPC twin (documents.current, admin.documents.*); who may
// is decided there.
import type { FastifyInstance } from 'fastify';
import {
  acceptRenewalInput,
  companyQuery,
  companyDocumentRef,
  documentExpiryInput,
  refuseRenewalInput,
  requireAdmin,
  requireSignedIn,
  type DocumentsService,
} from '@wholesale/contract';
import { jsonRoutes } from './answer';

type Deps = { documents: DocumentsService };

/** Under /api/company. */
export async function companyDocumentRoutes(app: FastifyInstance, { documents }: Deps): Promise<void> {
  // GET /api/company/documents(?company=ID: the company an admin asks about; a buyer's own is always theirs)
  // → { success, data: { company_id, company, today, can_upload, license, resale_certificate, resale_check } }
  jsonRoutes(app).get('/documents', requireSignedIn, { query: companyQuery }, (actor, { query }) =>
    documents.current(actor, query.company),
  );
}

/** Under /api/admin/documents. */
export async function adminDocumentRoutes(app: FastifyInstance, { documents }: Deps): Promise<void> {
  const rest = jsonRoutes(app);

  // PUT /api/admin/documents/:documentId/expiry { expires_on: 'YYYY-MM-DD' | null } → { success, data: document }
  rest.put(
    '/:documentId/expiry',
    requireAdmin,
    { params: companyDocumentRef, body: documentExpiryInput },
    (actor, { params, body }) => documents.setExpiry(actor, params.documentId, body.expires_on),
  );

  // GET /api/admin/documents/renewals → { success, data: [renewal to review], the oldest first }
  rest.get('/renewals', requireAdmin, {}, (actor) => documents.renewals(actor));

  // POST /api/admin/documents/:documentId/accept { expires_on: 'YYYY-MM-DD' } → { success, data: document }
  rest.post(
    '/:documentId/accept',
    requireAdmin,
    { params: companyDocumentRef, body: acceptRenewalInput },
    (actor, { params, body }) => documents.acceptRenewal(actor, params.documentId, body),
  );

  // POST /api/admin/documents/:documentId/refuse { reason } → { success, data: renewal } (the owner is mailed the reason)
  rest.post(
    '/:documentId/refuse',
    requireAdmin,
    { params: companyDocumentRef, body: refuseRenewalInput },
    (actor, { params, body }) => documents.refuseRenewal(actor, params.documentId, body),
  );
}
