// POST /api/inquiries (storefront spec section 7): the contact form as JSON. Stores the inquiry,
// e-mails the business (through the outbox) and returns an upload token for the form's files,
// which follow to POST /api/inquiries/:id/documents (uploads.ts).
import type { FastifyInstance } from 'fastify';
import type { InquiriesAdminService, InquiryService } from '@wholesale/contract';
import { inquiryAdminRef, inquiryDocumentRef, inquiryInput, inquiryReplyInput } from '@wholesale/contract';
import { actorOf } from '../auth/session';
import { anyActor, jsonRoutes } from './answer';
import { objectBody, parse } from './common';

export async function inquiryRoutes(
  app: FastifyInstance,
  opts: { inquiries: InquiryService; admin: InquiriesAdminService },
): Promise<void> {
  const rest = jsonRoutes(app);

  // GET /api/inquiries → { success, data } unresolved first, newest first (admin)
  rest.get('/', anyActor, {}, (actor) => opts.admin.list(actor));

  // PUT /api/inquiries/:id/status (no body) → { success, data: { id, status } }: the new value (admin;
  // the spec shows no bearer, it is admin only all the same)
  rest.put('/:id/status', anyActor, { params: inquiryAdminRef }, (actor, { params }) =>
    opts.admin.toggleStatus(actor, params.id),
  );

  // POST /api/inquiries → 201 { success, data: { id }, uploadToken }
  app.post('/', async (request, reply) => {
    const body = parse(inquiryInput, objectBody(request.body));
    const { id, uploadToken } = await opts.inquiries.createInquiry(await actorOf(request), body, request.ip);
    return reply.code(201).send({ success: true, data: { id }, uploadToken });
  });
}

// GET /api/admin/inquiries/:id/documents/:documentId/download → { downloadUrl } (a 5-minute link; admin)
export async function inquiryDocumentRoutes(
  app: FastifyInstance,
  opts: { admin: InquiriesAdminService },
): Promise<void> {
  app.get('/:id/documents/:documentId/download', async (request) => {
    const actor = await actorOf(request);
    const { id, documentId } = parse(inquiryDocumentRef, request.params);
    return opts.admin.documentLink(actor, id, documentId);
  });
}

// POST /api/email/send-inquiry-response { email, customerName, responseMessage, ... } → { success } (admin)
export async function emailRoutes(app: FastifyInstance, opts: { admin: InquiriesAdminService }): Promise<void> {
  jsonRoutes(app).post('/send-inquiry-response', anyActor, { body: inquiryReplyInput }, async (actor, { body }) => {
    await opts.admin.reply(actor, body);
  });
}
