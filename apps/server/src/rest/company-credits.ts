// REST door to a company's credit: staff move what one order holds above what it owes to another
// open order of the same company. The same service function as tRPC admin.books.applyCredit.
import type { FastifyInstance } from 'fastify';
import { creditApplyInput, requireAdmin, type BooksService } from '@wholesale/contract';
import { actorOf } from '../auth/session';
import { objectBody, parse, withIdempotencyKey } from './common';

export async function companyCreditRoutes(app: FastifyInstance, { books }: { books: BooksService }): Promise<void> {
  // POST /api/company-credits/apply { from_order_id, to_order_id, amount } + Idempotency-Key
  // → 201 { success, data: { from, to } } where both orders' money stands
  app.post('/apply', async (request, reply) => {
    const actor = requireAdmin(await actorOf(request));
    const body = parse(
      creditApplyInput,
      withIdempotencyKey(objectBody(request.body), request.headers['idempotency-key']),
    );
    return reply.code(201).send({ success: true, data: await books.applyCredit(actor, body) });
  });
}
