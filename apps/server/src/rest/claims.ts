// REST doors to claims (a buyer's report of a problem with a completed order; the report itself is
// multipart, in uploads.ts) and credit memos. The same service functions as tRPC claims.list,
// claims.forOrder and admin.claims.decide; who may is decided there.
import type { FastifyInstance } from 'fastify';
import {
  CLAIM_ERRORS,
  NotFoundError,
  claimDecisionInput,
  claimPhotoRef,
  claimRef,
  claimsQuery,
  creditMemoRef,
  invoiceQuery,
  orderRef,
  requireAdmin,
  requireSignedIn,
  type ClaimsService,
} from '@wholesale/contract';
import type { ObjectStorage } from '@wholesale/services';
import { actorOf } from '../auth/session';
import { objectBody, parse, sendPdf } from './common';

type Deps = { claims: ClaimsService; storage: ObjectStorage };

/** Under /api/claims. */
export async function claimRoutes(app: FastifyInstance, { claims, storage }: Deps): Promise<void> {
  // GET /api/claims?status=open|approved|refused&page= → { success, data: ClaimsPage } (staff: all; a buyer: their company's)
  app.get('/', async (request) => {
    const actor = requireSignedIn(await actorOf(request));
    return { success: true, data: await claims.list(actor, parse(claimsQuery, request.query ?? {})) };
  });

  // POST /api/claims/:claimId/decision { approve_cents } | { refuse_reason } → { success, data: Claim }
  app.post('/:claimId/decision', async (request) => {
    const actor = requireAdmin(await actorOf(request));
    const { claimId } = parse(claimRef, request.params);
    const decision = parse(claimDecisionInput, objectBody(request.body));
    return { success: true, data: await claims.decide(actor, claimId, decision) };
  });

  // GET /api/claims/:claimId/photos/:photoId → the photo (whoever reads the claim), never cached by others
  app.get('/:claimId/photos/:photoId', async (request, reply) => {
    const actor = requireSignedIn(await actorOf(request));
    const { claimId, photoId } = parse(claimPhotoRef, request.params);
    const photo = await claims.photo(actor, claimId, photoId);
    const stored = await storage.get(photo.key);
    if (!stored) throw new NotFoundError(CLAIM_ERRORS.claimNotFound);
    return reply
      .type(photo.content_type)
      .header('content-length', String(stored.size))
      .header('cache-control', 'private, max-age=300')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(stored.body);
  });
}

/** Under /api/orders: an order's claims and whether its buyer may still report a problem. */
export async function orderClaimRoutes(app: FastifyInstance, { claims }: Pick<Deps, 'claims'>): Promise<void> {
  // GET /api/orders/:orderId/claims → { success, data: OrderClaims }
  app.get('/:orderId/claims', async (request) => {
    const actor = requireSignedIn(await actorOf(request));
    const { orderId } = parse(orderRef, request.params);
    return { success: true, data: await claims.forOrder(actor, orderId) };
  });
}

/** Under /api/credit-memos. */
export async function creditMemoRoutes(app: FastifyInstance, { claims }: Pick<Deps, 'claims'>): Promise<void> {
  // GET /api/credit-memos/:memoId.pdf?lang=en|ko → application/pdf (staff, the company's members)
  app.get('/:memoId.pdf', async (request, reply) => {
    const actor = requireSignedIn(await actorOf(request));
    const { memoId } = parse(creditMemoRef, request.params);
    const { lang } = parse(invoiceQuery, request.query ?? {});
    return sendPdf(reply, await claims.creditMemoPdf(actor, memoId, lang));
  });
}
