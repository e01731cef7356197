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
import { actorOf } from '../auth/session';
import { objectBody, parse, sendPdf } from './common';

export async function recallRoutes(app: FastifyInstance, { recalls }: { recalls: RecallsService }): Promise<void> {
  // POST /api/recalls { lot_ids } | { item_id, produced_from, produced_to }, with { reason } → 201 { success, data: recall }
  app.post('/', async (request, reply) => {
    const actor = requireAdmin(await actorOf(request));
    const input = parse(recallInput, objectBody(request.body));
    return reply.code(201).send({ success: true, data: await recalls.create(actor, input) });
  });

  // GET /api/recalls → { success, data: recalls } newest first
  app.get('/', async (request) => {
    const actor = requireAdmin(await actorOf(request));
    return { success: true, data: await recalls.list(actor) };
  });

  // GET /api/recalls/notice?token= (public) → { success, data: notice }: what the mail's link shows
  app.get('/notice', async (request) => {
    const { token } = parse(recallTokenInput, request.query ?? {});
    return { success: true, data: await recalls.notice(token) };
  });

  // POST /api/recalls/acknowledge?token= (public) → { success, data: notice }; twice → 409 recalls.alreadyAcknowledged
  app.post('/acknowledge', async (request) => {
    const { token } = parse(recallTokenInput, request.query ?? {});
    return { success: true, data: await recalls.acknowledge(token) };
  });

  // GET /api/recalls/:recallId → { success, data: recall } (lots, companies, notices)
  app.get('/:recallId', async (request) => {
    const actor = requireAdmin(await actorOf(request));
    const { recallId } = parse(recallRef, request.params);
    return { success: true, data: await recalls.byId(actor, recallId) };
  });

  // POST /api/recalls/:recallId/notices → { success, data: { sent, recall } }: each company mailed once
  app.post('/:recallId/notices', async (request) => {
    const actor = requireAdmin(await actorOf(request));
    const { recallId } = parse(recallRef, request.params);
    return { success: true, data: await recalls.sendNotices(actor, recallId) };
  });

  // POST /api/recalls/:recallId/close → { success, data: recall }
  app.post('/:recallId/close', async (request) => {
    const actor = requireAdmin(await actorOf(request));
    const { recallId } = parse(recallRef, request.params);
    return { success: true, data: await recalls.close(actor, recallId) };
  });

  // GET /api/recalls/:recallId/report.pdf?lang=en|ko → application/pdf
  app.get('/:recallId/report.pdf', async (request, reply) => {
    const actor = requireAdmin(await actorOf(request));
    const { recallId } = parse(recallRef, request.params);
    const { lang } = parse(invoiceQuery, request.query ?? {});
    return sendPdf(reply, await recalls.reportPdf(actor, recallId, lang ?? 'en'));
  });

  // GET /api/recalls/:recallId/report.csv → text/csv (a byte order mark first, for Excel)
  app.get('/:recallId/report.csv', async (request, reply) => {
    const actor = requireAdmin(await actorOf(request));
    const { recallId } = parse(recallRef, request.params);
    const csv = await recalls.reportCsv(actor, recallId);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="recall-${recallId}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(csv);
  });
}
