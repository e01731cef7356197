// POST /api/inquiries (storefront spec section 7): the contact form as JSON. Stores the inquiry,
// e-mails the business (through the outbox) and returns an upload token for the form's files,
// which follow to POST /api/inquiries/:id/documents (uploads.ts).
import type { FastifyInstance } from 'fastify';
import type { InquiryService } from '@wholesale/services';
import { inquiryInput } from '@wholesale/services/contract';
import { actorFor } from '../auth/actor';
import { objectBody, parse } from './common';

export async function inquiryRoutes(app: FastifyInstance, opts: { inquiries: InquiryService }): Promise<void> {
  // POST /api/inquiries → 201 { success, data: { id }, uploadToken }
  app.post('/', async (request, reply) => {
    const body = parse(inquiryInput, objectBody(request.body));
    const { id, uploadToken } = await opts.inquiries.createInquiry(await actorFor(request), body);
    return reply.code(201).send({ success: true, data: { id }, uploadToken });
  });
}
