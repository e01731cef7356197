// An order staff enter for a customer: one taken by phone or a text message. The customer's own
// prices, price list, limits and terms apply as at their own checkout (the same use case places
// it); what differs is who may do it (staff) and that the order records it was entered by staff.
import { z } from 'zod';
import { userIdInput } from '../accounts/inputs';
import { itemIdInput } from '../catalogue/inputs';
import { body } from '../inputs';
import { idempotencyKeyInput, orderLinesInput, orderNoteInput, pickupText, quantityInput } from './inputs';
import { ORDER_CODES } from './messages';

/** POST /api/admin/orders and tRPC `admin.orders.placeForCustomer`. */
export const staffOrderInput = body({
  /** the customer the order is for: a buyer's account (an owner, or an orderer of a company) */
  user_id: userIdInput,
  cart_items: orderLinesInput(z.object({ id: itemIdInput, quantity: quantityInput }), ORDER_CODES.emptyCart),
  /** the pickup window's id ('2026-11-25T08:00'); the earliest one when left out */
  pickup_slot: pickupText.optional(),
  note: orderNoteInput.optional(),
  /** one per entered order (the form makes it): a double click places one order */
  idempotency_key: idempotencyKeyInput.optional(),
});

export type StaffOrderInput = z.output<typeof staffOrderInput>;
