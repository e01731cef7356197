// REST door to production lots (traceability), staff only: record one, import a CSV, list, read.
// Each route calls the same service function as its tRPC twin (admin.lots.*).
import type { FastifyInstance } from 'fastify';
import { lotImportInput, lotInput, lotListInput, lotRef, requireAdmin, type LotsService } from '@wholesale/contract';
import { actorOf } from '../auth/session';
import { objectBody, parse } from './common';

export async function lotRoutes(app: FastifyInstance, { lots }: { lots: LotsService }): Promise<void> {
  // POST /api/lots { item_id, lot_code, establishment, produced_on, packed_on, use_by?, use_by_kind?, cases, notes? } → 201 { success, data: lot }
  app.post('/', async (request, reply) => {
    const actor = requireAdmin(await actorOf(request));
    const input = parse(lotInput, objectBody(request.body));
    return reply.code(201).send({ success: true, data: await lots.create(actor, input) });
  });

  // POST /api/lots/import { csv } → 201 { success, data: { created, lots } }; any refused line → 400, nothing written
  app.post('/import', async (request, reply) => {
    const actor = requireAdmin(await actorOf(request));
    const input = parse(lotImportInput, objectBody(request.body));
    return reply.code(201).send({ success: true, data: await lots.importCsv(actor, input) });
  });

  // GET /api/lots?item_id=&q= → { success, data: lots } newest first (200 at most)
  app.get('/', async (request) => {
    const actor = requireAdmin(await actorOf(request));
    const input = parse(lotListInput, request.query);
    return { success: true, data: await lots.list(actor, input) };
  });

  // GET /api/lots/:lotId → { success, data: lot }
  app.get('/:lotId', async (request) => {
    const actor = requireAdmin(await actorOf(request));
    const { lotId } = parse(lotRef, request.params);
    return { success: true, data: await lots.byId(actor, lotId) };
  });
}
