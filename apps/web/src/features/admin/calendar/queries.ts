import { queryOptions } from '@tanstack/react-query';
import type { RouterOutputs } from '@wholesale/api';
import { loadApi } from '../../../lib/api';
import { ADMIN_STALE_MS } from '../queries';

// The Calendar page's data, through the on-demand tRPC client. Keys start with 'admin', so the
// header's Refresh Data refetches them with the rest of the back office.

export const calendarKeys = {
  all: ['admin', 'calendar'] as const,
  closedDays: ['admin', 'calendar', 'closedDays'] as const,
  affected: ['admin', 'calendar', 'affectedOrders'] as const,
  counts: ['admin', 'calendar', 'orderCounts'] as const,
  hours: ['admin', 'calendar', 'specialHours'] as const,
  outside: ['admin', 'calendar', 'ordersOutsideHours'] as const,
};

export type ClosedDay = RouterOutputs['admin']['calendar']['closedDays'][number];
export type AffectedOrder = RouterOutputs['admin']['calendar']['affectedOrders'][number];
export type ClosedDaysUpdate = RouterOutputs['admin']['calendar']['setClosedDays'];

export function closedDaysQuery() {
  return queryOptions({
    queryKey: calendarKeys.closedDays,
    queryFn: async () => (await loadApi()).admin.calendar.closedDays.query(),
    staleTime: ADMIN_STALE_MS,
  });
}

export function affectedOrdersQuery() {
  return queryOptions({
    queryKey: calendarKeys.affected,
    queryFn: async () => (await loadApi()).admin.calendar.affectedOrders.query(),
    staleTime: ADMIN_STALE_MS,
  });
}

export function orderCountsQuery() {
  return queryOptions({
    queryKey: calendarKeys.counts,
    queryFn: async () => (await loadApi()).admin.calendar.orderCounts.query(),
    staleTime: ADMIN_STALE_MS,
  });
}

/** Replaces the staff's closed days (the full set from today on). */
export async function setClosedDays(dates: string[]): Promise<ClosedDaysUpdate> {
  return (await loadApi()).admin.calendar.setClosedDays.mutate({ dates });
}

export type SpecialHours = RouterOutputs['admin']['calendar']['specialHours'][number];
export type OrderOutsideHours = RouterOutputs['admin']['calendar']['ordersOutsideHours'][number];
export type SpecialHoursUpdate = RouterOutputs['admin']['calendar']['setSpecialHours'];

export function specialHoursQuery() {
  return queryOptions({
    queryKey: calendarKeys.hours,
    queryFn: async () => (await loadApi()).admin.calendar.specialHours.query(),
    staleTime: ADMIN_STALE_MS,
  });
}

export function ordersOutsideHoursQuery() {
  return queryOptions({
    queryKey: calendarKeys.outside,
    queryFn: async () => (await loadApi()).admin.calendar.ordersOutsideHours.query(),
    staleTime: ADMIN_STALE_MS,
  });
}

/** Replaces the special hours (the full set from today on). */
export async function setSpecialHours(hours: SpecialHours[]): Promise<SpecialHoursUpdate> {
  return (await loadApi()).admin.calendar.setSpecialHours.mutate({ hours });
}
