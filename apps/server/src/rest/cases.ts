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
import { actorOf } from '../auth/session';
import { objectBody, parse } from './common';

export async function caseRoutes(app: FastifyInstance, { cases }: { cases: CasesService }): Promise<void> {
  // POST /api/orders/:orderId/cases { line_id, barcode } | { line_id, lot_id, net_lbs } → 201 { success, data: { case, order } }
  app.post('/:orderId/cases', async (request, reply) => {
    const actor = requireAdmin(await actorOf(request));
    const { orderId } = parse(orderRef, request.params);
    const input = parse(caseAddInput, objectBody(request.body));
    return reply.code(201).send({ success: true, data: await cases.add(actor, orderId, input) });
  });

  // GET /api/orders/:orderId/cases → { success, data: order's lines with their cases }
  app.get('/:orderId/cases', async (request) => {
    const actor = requireAdmin(await actorOf(request));
    const { orderId } = parse(orderCasesCall, request.params);
    return { success: true, data: await cases.list(actor, orderId) };
  });

  // DELETE /api/orders/:orderId/cases/:caseId → { success, data: order's lines with their cases }
  app.delete('/:orderId/cases/:caseId', async (request) => {
    const actor = requireAdmin(await actorOf(request));
    const { orderId, caseId } = parse(caseRemoveCall, request.params);
    return { success: true, data: await cases.remove(actor, orderId, caseId) };
  });
}

export async function gs1Routes(app: FastifyInstance, { cases }: { cases: CasesService }): Promise<void> {
  // POST /api/gs1/parse { barcode } → { success, data: { label, product, lot } } (nothing written)
  app.post('/parse', async (request) => {
    const actor = requireAdmin(await actorOf(request));
    const input = parse(gs1ParseInput, objectBody(request.body));
    return { success: true, data: await cases.parse(actor, input.barcode) };
  });

  // GET /api/gs1/products → { success, data: every product with its GTIN (or null) }
  app.get('/products', async (request) => {
    const actor = requireAdmin(await actorOf(request));
    return { success: true, data: await cases.productGtins(actor) };
  });

  // PUT /api/gs1/products/:itemId { gtin } → { success, data: the product with its GTIN }; null takes it away
  app.put('/products/:itemId', async (request) => {
    const actor = requireAdmin(await actorOf(request));
    const { itemId } = parse(gtinItemRef, request.params);
    const { gtin } = parse(gtinSetInput, objectBody(request.body));
    return { success: true, data: await cases.setGtin(actor, itemId, gtin) };
  });
}
