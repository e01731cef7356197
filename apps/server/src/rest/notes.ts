// REST door to staff's internal notes, admins only: an order's, a customer's, and a new one. Each
// route calls the same service function as its tRPC twin (admin.notes.*); who may is decided there.
import type { FastifyInstance } from 'fastify';
import { addNoteInput, customerNotesRef, orderNotesRef, requireAdmin, type NotesService } from '@wholesale/contract';
import { actorOf } from '../auth/session';
import { objectBody, parse } from './common';

export async function noteRoutes(app: FastifyInstance, { notes }: { notes: NotesService }): Promise<void> {
  // GET /api/admin/orders/:orderId/notes → { success, data: [{ id, order_id, body, on_pick_list, written_by, written_at }] }
  app.get('/orders/:orderId/notes', async (request) => {
    const actor = requireAdmin(await actorOf(request));
    const { orderId } = parse(orderNotesRef, request.params);
    return { success: true, data: await notes.forOrder(actor, orderId) };
  });

  // GET /api/admin/customers/:customerId/notes → { success, data: [...] }
  app.get('/customers/:customerId/notes', async (request) => {
    const actor = requireAdmin(await actorOf(request));
    const { customerId } = parse(customerNotesRef, request.params);
    return { success: true, data: await notes.forCustomer(actor, customerId) };
  });

  // POST /api/admin/notes { order_id | customer_id, body, on_pick_list? } → 201 { success, data: note }
  app.post('/notes', async (request, reply) => {
    const actor = requireAdmin(await actorOf(request));
    const input = parse(addNoteInput, objectBody(request.body));
    return reply.code(201).send({ success: true, data: await notes.add(actor, input) });
  });
}
