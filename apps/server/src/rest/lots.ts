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
import { jsonRoutes } from './answer';
import { csvFile, pdfFile } from './common';

export async function lotRoutes(app: FastifyInstance, { lots }: { lots: LotsService }): Promise<void> {
  const rest = jsonRoutes(app);

  // POST /api/lots { item_id, lot_code, establishment, produced_on, packed_on, use_by?, use_by_kind?, cases, notes? } → 201 { success, data: lot }
  rest.create('/', requireAdmin, { body: lotInput }, (actor, { body }) => lots.create(actor, body));

  // POST /api/lots/import { csv } → 201 { success, data: { created, lots } }; any refused line → 400, nothing written
  rest.create('/import', requireAdmin, { body: lotImportInput }, (actor, { body }) => lots.importCsv(actor, body));

  // GET /api/lots?item_id=&q= → { success, data: lots } newest first (200 at most)
  rest.get('/', requireAdmin, { query: lotListInput }, (actor, { query }) => lots.list(actor, query));

  // GET /api/lots/:lotId → { success, data: lot }
  rest.get('/:lotId', requireAdmin, { params: lotRef }, (actor, { params }) => lots.byId(actor, params.lotId));
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
  const rest = jsonRoutes(app);
  const range = { query: shipmentRecordQuery };

  rest.download('/shipments.csv', requireAdmin, range, async (actor, { query }) => {
    const chunks = await lots.shipmentRecordCsv(actor, query);
    return csvFile(`shipment-record-${query.from}-${query.to}.csv`, Readable.from(chunks, { objectMode: false }));
  });

  rest.download('/shipments.pdf', requireAdmin, range, async (actor, { query }) =>
    pdfFile(await lots.shipmentRecordPdf(actor, query)),
  );
}
