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
import { jsonRoutes } from './answer';
import { parse, pdfFile } from './common';

type Deps = { claims: ClaimsService; storage: ObjectStorage };

/** Under /api/claims. */
export async function claimRoutes(app: FastifyInstance, { claims, storage }: Deps): Promise<void> {
  const rest = jsonRoutes(app);

  // GET /api/claims?status=open|approved|refused&page= → { success, data: ClaimsPage } (staff: all; a buyer: their company's)
  rest.get('/', requireSignedIn, { query: claimsQuery }, (actor, { query }) => claims.list(actor, query));

  // POST /api/claims/:claimId/decision { approve_cents } | { refuse_reason } → { success, data: Claim }
  rest.post(
    '/:claimId/decision',
    requireAdmin,
    { params: claimRef, body: claimDecisionInput },
    (actor, { params, body }) => claims.decide(actor, params.claimId, body),
  );

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
  jsonRoutes(app).get('/:orderId/claims', requireSignedIn, { params: orderRef }, (actor, { params }) =>
    claims.forOrder(actor, params.orderId),
  );
}

/** Under /api/credit-memos. */
export async function creditMemoRoutes(app: FastifyInstance, { claims }: Pick<Deps, 'claims'>): Promise<void> {
  // GET /api/credit-memos/:memoId.pdf?lang=en|ko → application/pdf (staff, the company's members)
  jsonRoutes(app).download(
    '/:memoId.pdf',
    requireSignedIn,
    { params: creditMemoRef, query: invoiceQuery },
    async (actor, { params, query }) => pdfFile(await claims.creditMemoPdf(actor, params.memoId, query.lang)),
  );
}
