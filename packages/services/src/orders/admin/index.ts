// The back office's order work: the Orders page's list and filters, one order with its
// buyer and status history, the one status-change function with its effects, weighing catch-weight
// lines, the warehouse's pick list with its production sheet, the week by pickup day, the
// standing orders' forecast, and the CSV exports (orders, and their lines). Admins only.
//
// One file per family: list.ts (the list, its pages and every line), detail.ts, status.ts (the
// status change and its effects), weighing.ts, pick-list.ts, week.ts, csv-export.ts; rows.ts is
// what they share. Payments and statements are payments.ts's and statement.ts's; the forecast is
// the standing orders' (standing/forecast.ts).
import type { AdminOrdersService } from '@wholesale/contract';
import { createPayments } from '../payments';
import { createStatements } from '../statement';
import { createBulkStatus } from './bulk-status';
import { createCsvExports } from './csv-export';
import { createOrderDetail } from './detail';
import { createOrderLists } from './list';
import { createPackingSlips } from './packing-slips';
import { createPickList } from './pick-list';
import { adminOrderReads, type AdminOrderDeps } from './rows';
import { createForecast } from '../standing/forecast';
import { createStatusChange } from './status';
import { createWeek } from './week';
import { createWeighing } from './weighing';

export type { AdminOrderDeps } from './rows';

export function createAdminOrders(deps: AdminOrderDeps): Omit<AdminOrdersService, 'placeForCustomer'> {
  const reads = adminOrderReads(deps.db);
  const lists = createOrderLists(deps, reads);
  const { detail } = createOrderDetail(deps, reads);
  const { recordPayment } = createPayments({ ...deps, terms: deps.paymentTerms });
  const { statement } = createStatements(deps);
  const { setStatus } = createStatusChange(deps, reads);

  return {
    list: lists.list,
    page: lists.page,
    detail,
    recordPayment,
    statement,
    setStatus,
    ...createBulkStatus(reads, setStatus),
    ...createPackingSlips(deps, reads),
    ...createWeighing(deps, detail),
    ...createPickList(deps, reads),
    ...createWeek(deps),
    ...createForecast({ ...deps, leadDays: deps.standingLeadDays }),
    ...createCsvExports(reads),
    allLines: lists.allLines,
  };
}
