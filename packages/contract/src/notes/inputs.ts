// The zod schemas of staff's internal notes, parsed once at the door (REST and tRPC alike).
import { z } from 'zod';
import { body, idInput, text, textError } from '../inputs';
import { ORDER_CODES } from '../orders/messages';
import { NOTE_CODES, NOTE_MAX } from './messages';

/** GET /api/admin/orders/:orderId/notes and tRPC admin.notes.forOrder. */
export const orderNotesRef = z.object({ orderId: idInput(ORDER_CODES.orderNotFound) });

/** GET /api/admin/customers/:customerId/notes and tRPC admin.notes.forCustomer. */
export const customerNotesRef = z.object({ customerId: idInput(NOTE_CODES.customerNotFound) });

/**
 * POST /api/admin/notes and tRPC admin.notes.add: a note on one order or one customer (exactly one
 * of the two ids), optionally shown on the pick list (an order's only).
 */
export const addNoteInput = body({
  order_id: idInput(ORDER_CODES.orderNotFound).optional(),
  customer_id: idInput(NOTE_CODES.customerNotFound).optional(),
  body: text({ error: textError(NOTE_CODES.body) }, { multiline: true, tooLong: NOTE_CODES.body })
    .trim()
    .min(1, { error: NOTE_CODES.body })
    .max(NOTE_MAX, { error: NOTE_CODES.body }),
  on_pick_list: z.boolean({ error: NOTE_CODES.pickList }).optional(),
}).superRefine((v, ctx) => {
  if ((v.order_id === undefined) === (v.customer_id === undefined))
    ctx.addIssue({ code: 'custom', path: ['order_id'], message: NOTE_CODES.subject });
  else if (v.on_pick_list && v.order_id === undefined)
    ctx.addIssue({ code: 'custom', path: ['on_pick_list'], message: NOTE_CODES.pickList });
});
export type AddNoteInput = z.output<typeof addNoteInput>;
