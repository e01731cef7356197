// REST door to production lots (traceability), staff only: record one, import a CSV, list, read.
// Each route calls the same service function as its tRPC twin (admin.lots.*).
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import {
  lotImportInput,
  lotInput,
  lotListInput,
  lotRef,
  requireAdmin,
  shipmentRecordQuery,
  type LotsService,
} from '@wholesale/contract';
import { actorOf } from '../auth/session';
import { objectBody, parse, sendPdf } from './common';

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

/**
 * Under /api/admin, the shipment record for the inspector (staff only), as downloads (no tRPC twin:
 * a file is not a procedure's answer, as with the other CSVs and PDFs):
 * GET /api/admin/shipments.csv?from=YYYY-MM-DD&to=YYYY-MM-DD → text/csv, streamed as the service
 * reads it a batch at a time (a failure after the first bytes cuts the connection, so a truncated
 * file is never taken for a whole one); GET /api/admin/shipments.pdf?from=&to=&lang= → the PDF
 * (409 lots.shipmentPdfRows past its rows).
 */
export async function shipmentRecordRoutes(app: FastifyInstance, { lots }: { lots: LotsService }): Promise<void> {
  app.get('/shipments.csv', async (request, reply) => {
    const actor = requireAdmin(await actorOf(request));
    const range = parse(shipmentRecordQuery, request.query ?? {});
    const chunks = await lots.shipmentRecordCsv(actor, range);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="shipment-record-${range.from}-${range.to}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(Readable.from(chunks, { objectMode: false }));
  });

  app.get('/shipments.pdf', async (request, reply) => {
    const actor = requireAdmin(await actorOf(request));
    const range = parse(shipmentRecordQuery, request.query ?? {});
    return sendPdf(reply, await lots.shipmentRecordPdf(actor, range));
  });
}
