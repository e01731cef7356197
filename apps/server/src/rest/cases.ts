// REST door to cases weighed at the scale (traceability), staff only: add a scanned or typed case
// to an order line, remove one, list an order's cases, and check a label. Each route calls the
// same service function as its tRPC twin (admin.cases.*).
import type { FastifyInstance } from 'fastify';
import {
  caseAddInput,
  caseRemoveCall,
  gs1ParseInput,
  gtinItemRef,
  gtinSetInput,
  orderCasesCall,
  orderRef,
  requireAdmin,
  type CasesService,
} from '@wholesale/contract';
import { jsonRoutes } from './answer';

export async function caseRoutes(app: FastifyInstance, { cases }: { cases: CasesService }): Promise<void> {
  const rest = jsonRoutes(app);

  // POST /api/orders/:orderId/cases { line_id, barcode } | { line_id, lot_id, net_lbs } → 201 { success, data: { case, order } }
  rest.create('/:orderId/cases', requireAdmin, { params: orderRef, body: caseAddInput }, (actor, { params, body }) =>
    cases.add(actor, params.orderId, body),
  );

  // GET /api/orders/:orderId/cases → { success, data: order's lines with their cases }
  rest.get('/:orderId/cases', requireAdmin, { params: orderCasesCall }, (actor, { params }) =>
    cases.list(actor, params.orderId),
  );

  // DELETE /api/orders/:orderId/cases/:caseId → { success, data: order's lines with their cases }
  rest.delete('/:orderId/cases/:caseId', requireAdmin, { params: caseRemoveCall }, (actor, { params }) =>
    cases.remove(actor, params.orderId, params.caseId),
  );
}

export async function gs1Routes(app: FastifyInstance, { cases }: { cases: CasesService }): Promise<void> {
  const rest = jsonRoutes(app);

  // POST /api/gs1/parse { barcode } → { success, data: { label, product, lot } } (nothing written)
  rest.post('/parse', requireAdmin, { body: gs1ParseInput }, (actor, { body }) => cases.parse(actor, body.barcode));

  // GET /api/gs1/products → { success, data: every product with its GTIN (or null) }
  rest.get('/products', requireAdmin, {}, (actor) => cases.productGtins(actor));

  // PUT /api/gs1/products/:itemId { gtin } → { success, data: the product with its GTIN }; null takes it away
  rest.put('/products/:itemId', requireAdmin, { params: gtinItemRef, body: gtinSetInput }, (actor, { params, body }) =>
    cases.setGtin(actor, params.itemId, body.gtin),
  );
}
