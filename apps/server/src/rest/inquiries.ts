// POST /api/inquiries (storefront spec section 7): the contact form as JSON. Stores the inquiry,
// e-mails the business (through the outbox) and returns an upload token for the form's files,
// which follow to POST /api/inquiries/:id/documents (uploads.ts).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { InquiryService } from '@wholesale/services';
import { actorFor } from '../auth/actor';
import { jsonObject, objectBody, parse } from './common';

const optional = (max: number) => z.string({ error: 'Expected text' }).max(max).optional();

/** The inquiry payload's shape (storefront spec section 3); the service applies the rules and prices the cart. */
const inquiryBody = z.object({
  name: z.string({ error: 'Name is required' }).max(500),
  email: z.string({ error: 'Email is required' }).max(320),
  phone: optional(50),
  company: optional(300),
  license_number: optional(100),
  message: optional(10_000),
  cart_items: z
    .array(
      z.object({
        id: z.number().int(),
        quantity: z.number(),
        name: z.string().max(300).optional(),
        price: z.number().optional(),
        discounted_price: z.number().optional(),
      }),
    )
    .max(200)
    .optional(),
  cart_total: z.number().optional(),
  company_address_1: optional(300),
  company_address_2: optional(300),
  city: optional(200),
  state: optional(100),
  zip_code: optional(30),
  business_license: optional(300),
  california_resale: optional(200),
  item_id: z.number().int().optional(),
  locale: z.enum(['en', 'ko']).optional(),
});

export async function inquiryRoutes(app: FastifyInstance, opts: { inquiries: InquiryService }): Promise<void> {
  // POST /api/inquiries → 201 { success, data: { id }, uploadToken }
  app.post('/', async (request, reply) => {
    const body = parse(inquiryBody, parse(jsonObject, objectBody(request.body)));
    const { id, uploadToken } = await opts.inquiries.createInquiry(await actorFor(request), body);
    return reply.code(201).send({ success: true, data: { id }, uploadToken });
  });
}
