// REST door to the Orders page's bulk work and the packing slips (staff only; the service checks
// again): one status for many orders, "select all in this filter", and the slips as PDFs. Each
// route reads its input with the contract's schema and calls the same service function as tRPC's
// `admin.orders.bulkStatus` / `selectAll` (the PDFs are files, so REST only, like the invoice).
import type { FastifyInstance } from 'fastify';
import {
  adminOrderExportInput,
  bulkStatusInput,
  orderRef,
  packingSlipsQuery,
  requireAdmin,
  type OrdersService,
} from '@wholesale/contract';
import { jsonRoutes } from './answer';
import { pdfFile } from './common';

type Deps = { orders: OrdersService };

/** Under /api/admin/orders. */
export async function adminOrderBulkRoutes(app: FastifyInstance, { orders }: Deps): Promise<void> {
  const rest = jsonRoutes(app);

  // POST /api/admin/orders/bulk-status { order_ids: number[] (1..500, distinct), status: 'order
  // placed' | 'ready for pickup', notify } → { success, data: { results: [{ order_id, ok: true,
  // status, mail_sent } | { order_id, ok: false, code, message }] } }; over 500 → 400 orders.bulkTooMany
  rest.post('/bulk-status', requireAdmin, { body: bulkStatusInput }, (actor, { body }) =>
    orders.admin.bulkStatus(actor, body),
  );

  // GET /api/admin/orders/selection(?type&status&q&pickup_from&pickup_to) → { success, data } every
  // order of the filter (newest first); more than 500 → 400 orders.selectTooMany
  rest.get('/selection', requireAdmin, { query: adminOrderExportInput }, (actor, { query }) =>
    orders.admin.selectAll(actor, query),
  );

  // GET /api/admin/orders/:orderId/packing-slip.pdf → application/pdf, in the buyer's language,
  // inline (opened in a tab to print), named and never cached like the invoice;
  // 409 orders.slipNone for a declined, cancelled, missed or unapproved order
  rest.download('/:orderId/packing-slip.pdf', requireAdmin, { params: orderRef }, async (actor, { params }) =>
    pdfFile(await orders.admin.packingSlip(actor, params.orderId), 'inline'),
  );
}

/** Under /api/admin. */
export async function packingSlipRoutes(app: FastifyInstance, { orders }: Deps): Promise<void> {
  // GET /api/admin/packing-slips.pdf?date=YYYY-MM-DD | ?ids=1,2,3 (≤ 500) → application/pdf, a
  // page per order (the day's sales orders, as the pick list counts them, or the chosen ones),
  // each in its buyer's language; 404 orders.slipsNone when none has a slip
  jsonRoutes(app).download('/packing-slips.pdf', requireAdmin, { query: packingSlipsQuery }, async (actor, { query }) =>
    pdfFile(await orders.admin.packingSlips(actor, query), 'inline'),
  );
}
