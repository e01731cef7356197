import type { RouterOutputs } from '@wholesale/api';
import { trpc } from '../../../lib/trpc';
import { ADMIN_STALE_MS } from '../queries';

// The Calendar page's data, through the tRPC integration. Its keys are under the 'admin' path, so
// the header's Refresh Data refetches them with the rest of the back office; a change invalidates
// `trpc.admin.calendar.pathFilter()`.

export type ClosedDay = RouterOutputs['admin']['calendar']['closedDays'][number];
export type AffectedOrder = RouterOutputs['admin']['calendar']['affectedOrders'][number];

const fresh = { staleTime: ADMIN_STALE_MS };

export function closedDaysQuery() {
  return trpc.admin.calendar.closedDays.queryOptions(undefined, fresh);
}

export function affectedOrdersQuery() {
  return trpc.admin.calendar.affectedOrders.queryOptions(undefined, fresh);
}

export function orderCountsQuery() {
  return trpc.admin.calendar.orderCounts.queryOptions(undefined, fresh);
}

export type SpecialHours = RouterOutputs['admin']['calendar']['specialHours'][number];
export type OrderOutsideHours = RouterOutputs['admin']['calendar']['ordersOutsideHours'][number];

export function specialHoursQuery() {
  return trpc.admin.calendar.specialHours.queryOptions(undefined, fresh);
}

export function ordersOutsideHoursQuery() {
  return trpc.admin.calendar.ordersOutsideHours.queryOptions(undefined, fresh);
}
