// The Orders page's bulk work: one status for many orders (each changed on its own, each answered
// on its own), and the packing slips of a day's orders or of the chosen ones.
import type { BuyerStatusMail, OptionalStatusMail } from '@wholesale/rules';
import { z } from 'zod';
import type { ErrorParams } from '../errors';
import { body, ID_MAX } from '../inputs';
import { pickupDayInput } from './inputs';
import { ORDER_CODES } from './messages';
import { BULK_MAX_ORDERS, orderIdsQuery } from './order-ids';

export { BULK_MAX_ORDERS, orderIdsQuery };

/** The statuses staff set on many orders at once: confirming them, and marking them packed. */
export const BULK_STATUSES = ['order placed', 'ready for pickup'] as const;
export type BulkStatus = (typeof BULK_STATUSES)[number];

const bulkOrderId = z
  .number({ error: ORDER_CODES.orderIds })
  .int({ error: ORDER_CODES.orderIds })
  .positive({ error: ORDER_CODES.orderIds })
  .max(ID_MAX, { error: ORDER_CODES.orderIds });

/**
 * POST /api/admin/orders/bulk-status and tRPC `admin.orders.bulkStatus`: 1 to BULK_MAX_ORDERS
 * distinct orders, the status, and whether to send the optional mail ('ready for pickup''s).
 */
export const bulkStatusInput = body({
  order_ids: z
    .array(bulkOrderId, { error: ORDER_CODES.orderIds })
    .min(1, { error: ORDER_CODES.bulkEmpty })
    .max(BULK_MAX_ORDERS, { error: ORDER_CODES.bulkTooMany, abort: true })
    .refine((ids) => new Set(ids).size === ids.length, { error: ORDER_CODES.bulkRepeated }),
  status: z.enum(BULK_STATUSES, { error: ORDER_CODES.bulkStatus }),
  notify: z.boolean({ error: ORDER_CODES.notify }),
});
export type BulkStatusInput = z.output<typeof bulkStatusInput>;

/** One order's answer: its new status (and the mail it queued), or why it was refused. */
export type BulkStatusOutcome =
  | { order_id: number; ok: true; status: string; mail_sent: BuyerStatusMail | OptionalStatusMail | null }
  | { order_id: number; ok: false; code: string; message: string; params?: ErrorParams };

export interface BulkStatusResult {
  results: BulkStatusOutcome[];
}

/**
 * GET /api/admin/packing-slips.pdf: the sales orders picked up on a Los Angeles day (the pick
 * list's), or the chosen orders (`ids=1,2,3`), one of the two.
 */
export const packingSlipsQuery = z
  .object({ date: pickupDayInput.optional(), ids: orderIdsQuery.optional() }, { error: ORDER_CODES.slipsWhich })
  .refine((q) => (q.date === undefined) !== (q.ids === undefined), { error: ORDER_CODES.slipsWhich });
export type PackingSlipsQuery = z.output<typeof packingSlipsQuery>;
