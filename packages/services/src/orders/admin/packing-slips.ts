// Packing slips: one order's, a day's sales orders (those the pick list counts), or the orders
// staff chose on the Orders page, each slip in its buyer's stored language, drawn where the
// server's PDFs are drawn (worker threads). No prices: the slip travels with the goods.
import { addDays, NOT_SALES_ORDER_STATUSES, startOfBusinessDay, type OrderStatus } from '@wholesale/rules';
import {
  ConflictError,
  NotFoundError,
  ORDER_ERRORS,
  requireAdmin,
  type AdminOrdersService,
  type InvoiceFile,
} from '@wholesale/contract';
import { withLineLots } from '../../cases/line-lots';
import { ordersFreeLines } from '../../deals/places';
import type { PackingSlip } from '../../pdf/packing-slip-data';
import { packingSlipFileName, packingSlipsFileName } from '../../pdf/packing-slip-data';
import { inlinePdfRenderer } from '../../pdf/renderer';
import type { AdminOrderDeps, AdminOrderReads } from './rows';
import { rowOrNotFound } from '../../kernel/common';

/** Orders with nothing for the warehouse to pack (the pick list leaves them out). */
const NOT_PACKED: readonly OrderStatus[] = NOT_SALES_ORDER_STATUSES;
const isNotPacked = (status: string) => (NOT_PACKED as readonly string[]).includes(status);

export function createPackingSlips(
  deps: AdminOrderDeps,
  reads: AdminOrderReads,
): Pick<AdminOrdersService, 'packingSlip' | 'packingSlips'> {
  const renderPdf = deps.renderPdf ?? inlinePdfRenderer;
  const { withBuyer, linesOfOrders } = reads;
  const slipRows = () => withBuyer().select('users.locale');
  type SlipRow = Awaited<ReturnType<ReturnType<typeof slipRows>['execute']>>[number];

  /** The slips of `rows`, their lines read in one query. */
  async function slipsOf(rows: readonly SlipRow[]): Promise<PackingSlip[]> {
    const ids = rows.map((r) => r.id);
    const [lines, free] = await Promise.all([
      linesOfOrders(ids).then((byOrder) => withLineLots(deps.db, ids, byOrder)),
      ordersFreeLines(deps.db, ids),
    ]);
    return rows.map((r) => ({
      locale: r.locale === 'ko' ? 'ko' : 'en',
      order_number: r.order_number,
      pickup:
        r.pickup_start && r.pickup_end
          ? { start: r.pickup_start.toISOString(), end: r.pickup_end.toISOString() }
          : null,
      buyer: { name: r.buyer_name || r.email, company: r.company, phone: r.phone_number },
      note: r.note,
      lines: (lines.get(r.id) ?? []).map((l) => ({
        name: l.name,
        name_ko: l.name_ko,
        spec: l.spec,
        quantity: l.quantity,
        weighed_lbs: l.weighed_lbs,
        lots: (l.lots ?? []).map((lot) => ({ lot_code: lot.lot_code, packed_on: lot.packed_on, cases: lot.cases })),
      })),
      free_line: freeOf(free.get(r.id)),
    }));
  }

  const freeOf = (l: { name: string; name_ko: string; spec: string } | undefined): PackingSlip['free_line'] =>
    l ? { name: l.name, name_ko: l.name_ko, spec: l.spec, quantity: 1 } : null;

  async function file(filename: string, slips: PackingSlip[]): Promise<InvoiceFile> {
    const content = await renderPdf({ kind: 'packing-slips', data: { slips } });
    return { number: null, filename, content };
  }

  return {
    async packingSlip(actor, orderId) {
      requireAdmin(actor);
      const row = await rowOrNotFound(slipRows().where('orders.id', '=', orderId), ORDER_ERRORS.orderNotFound);
      if (isNotPacked(row.order_status)) throw new ConflictError(ORDER_ERRORS.slipNone);
      return file(packingSlipFileName(row.order_number), await slipsOf([row]));
    },

    async packingSlips(actor, query) {
      requireAdmin(actor);
      // The pick list's order: by pickup window, then number, so the pages follow the day.
      let q = slipRows().where('orders.order_status', 'not in', NOT_PACKED);
      if (query.date !== undefined)
        q = q
          .where('orders.pickup_start', '>=', startOfBusinessDay(query.date))
          .where('orders.pickup_start', '<', startOfBusinessDay(addDays(query.date, 1)));
      else q = q.where('orders.id', 'in', query.ids ?? []);
      const rows = await q.orderBy('orders.pickup_start').orderBy('orders.order_number').execute();
      if (rows.length === 0) throw new NotFoundError(ORDER_ERRORS.slipsNone);
      const name =
        query.date !== undefined
          ? packingSlipsFileName({ date: query.date })
          : packingSlipsFileName({ count: rows.length });
      return file(name, await slipsOf(rows));
    },
  };
}
