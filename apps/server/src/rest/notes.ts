// REST door to staff's internal notes, admins only: an order's, a customer's, and a new one. Each
// route calls the same service function as its tRPC twin (admin.notes.*); who may is decided there.
import type { FastifyInstance } from 'fastify';
import { addNoteInput, customerNotesRef, orderNotesRef, requireAdmin, type NotesService } from '@wholesale/contract';
import { jsonRoutes } from './answer';

export async function noteRoutes(app: FastifyInstance, { notes }: { notes: NotesService }): Promise<void> {
  const rest = jsonRoutes(app);

  // GET /api/admin/orders/:orderId/notes → { success, data: [{ id, order_id, body, on_pick_list, written_by, written_at }] }
  rest.get('/orders/:orderId/notes', requireAdmin, { params: orderNotesRef }, (actor, { params }) =>
    notes.forOrder(actor, params.orderId),
  );

  // GET /api/admin/customers/:customerId/notes → { success, data: [...] }
  rest.get('/customers/:customerId/notes', requireAdmin, { params: customerNotesRef }, (actor, { params }) =>
    notes.forCustomer(actor, params.customerId),
  );

  // POST /api/admin/notes { order_id | customer_id, body, on_pick_list? } → 201 { success, data: note }
  rest.create('/notes', requireAdmin, { body: addNoteInput }, (actor, { body }) => notes.add(actor, body));
}
