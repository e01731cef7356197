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
import { actorOf } from '../auth/session';
import { objectBody, parse } from './common';

type Deps = { documents: DocumentsService };

/** ?company=ID: the company an admin asks about (a buyer's own is always theirs). */

/** Under /api/company. */
export async function companyDocumentRoutes(app: FastifyInstance, { documents }: Deps): Promise<void> {
  // GET /api/company/documents → { success, data: { company_id, company, today, can_upload, license, resale_certificate, resale_check } }
  app.get('/documents', async (request) => {
    const actor = requireSignedIn(await actorOf(request));
    const { company } = parse(companyQuery, request.query ?? {});
    return { success: true, data: await documents.current(actor, company) };
  });
}

/** Under /api/admin/documents. */
export async function adminDocumentRoutes(app: FastifyInstance, { documents }: Deps): Promise<void> {
  // PUT /api/admin/documents/:documentId/expiry { expires_on: 'YYYY-MM-DD' | null } → { success, data: document }
  app.put('/:documentId/expiry', async (request) => {
    // Who asks first: a guest is told to log in (401), a buyer is refused (403), whatever the body.
    const actor = requireAdmin(await actorOf(request));
    const { documentId } = parse(companyDocumentRef, request.params);
    const body = parse(documentExpiryInput, objectBody(request.body));
    return { success: true, data: await documents.setExpiry(actor, documentId, body.expires_on) };
  });

  // GET /api/admin/documents/renewals → { success, data: [renewal to review], the oldest first }
  app.get('/renewals', async (request) => {
    const actor = requireAdmin(await actorOf(request));
    return { success: true, data: await documents.renewals(actor) };
  });

  // POST /api/admin/documents/:documentId/accept { expires_on: 'YYYY-MM-DD' } → { success, data: document }
  app.post('/:documentId/accept', async (request) => {
    const actor = requireAdmin(await actorOf(request));
    const { documentId } = parse(companyDocumentRef, request.params);
    const body = parse(acceptRenewalInput, objectBody(request.body));
    return { success: true, data: await documents.acceptRenewal(actor, documentId, body) };
  });

  // POST /api/admin/documents/:documentId/refuse { reason } → { success, data: renewal } (the owner is mailed the reason)
  app.post('/:documentId/refuse', async (request) => {
    const actor = requireAdmin(await actorOf(request));
    const { documentId } = parse(companyDocumentRef, request.params);
    const body = parse(refuseRenewalInput, objectBody(request.body));
    return { success: true, data: await documents.refuseRenewal(actor, documentId, body) };
  });
}
