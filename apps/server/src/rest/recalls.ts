// REST door to recalls: staff open one, read it, send its notices, close it and download its
// report; the notice's link shows and acknowledges it by the token alone. Each route calls the same
// service function as its tRPC twin (admin.recalls.*, recalls.*).
import type { FastifyInstance } from 'fastify';
import {
  invoiceQuery,
  recallInput,
  recallRef,
  recallTokenInput,
  requireAdmin,
  type RecallsService,
} from '@wholesale/contract';
import { jsonRoutes, noSession } from './answer';
import { csvFile, pdfFile } from './common';

export async function recallRoutes(app: FastifyInstance, { recalls }: { recalls: RecallsService }): Promise<void> {
  const rest = jsonRoutes(app);

  // POST /api/recalls { lot_ids } | { item_id, produced_from, produced_to }, with { reason } → 201 { success, data: recall }
  rest.create('/', requireAdmin, { body: recallInput }, (actor, { body }) => recalls.create(actor, body));

  // GET /api/recalls → { success, data: recalls } newest first
  rest.get('/', requireAdmin, {}, (actor) => recalls.list(actor));

  // GET /api/recalls/notice?token= (public) → { success, data: notice }: what the mail's link shows
  rest.get('/notice', noSession, { query: recallTokenInput }, (_, { query }) => recalls.notice(query.token));

  // POST /api/recalls/acknowledge?token= (public) → { success, data: notice }; twice → 409 recalls.alreadyAcknowledged
  rest.post('/acknowledge', noSession, { query: recallTokenInput }, (_, { query }) => recalls.acknowledge(query.token));

  // GET /api/recalls/:recallId → { success, data: recall } (lots, companies, notices)
  rest.get('/:recallId', requireAdmin, { params: recallRef }, (actor, { params }) =>
    recalls.byId(actor, params.recallId),
  );

  // POST /api/recalls/:recallId/notices → { success, data: { sent, recall } }: each company mailed once
  rest.post('/:recallId/notices', requireAdmin, { params: recallRef }, (actor, { params }) =>
    recalls.sendNotices(actor, params.recallId),
  );

  // POST /api/recalls/:recallId/close → { success, data: recall }
  rest.post('/:recallId/close', requireAdmin, { params: recallRef }, (actor, { params }) =>
    recalls.close(actor, params.recallId),
  );

  // GET /api/recalls/:recallId/report.pdf?lang=en|ko → application/pdf
  rest.download(
    '/:recallId/report.pdf',
    requireAdmin,
    { params: recallRef, query: invoiceQuery },
    async (actor, { params, query }) => pdfFile(await recalls.reportPdf(actor, params.recallId, query.lang ?? 'en')),
  );

  // GET /api/recalls/:recallId/report.csv → text/csv (a byte order mark first, for Excel)
  rest.download('/:recallId/report.csv', requireAdmin, { params: recallRef }, async (actor, { params }) =>
    csvFile(`recall-${params.recallId}.csv`, await recalls.reportCsv(actor, params.recallId)),
  );
}
