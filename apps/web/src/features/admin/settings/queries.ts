import type { RouterOutputs } from '@wholesale/api';
import { trpc } from '../../../lib/trpc';
import { ADMIN_STALE_MS } from '../queries';

// The Settings page's data, through the tRPC integration. Its key is under the 'admin' path, so the
// header's Refresh Data refetches it with the rest of the back office.

export type DepositSetting = RouterOutputs['admin']['settings']['deposit'];

export function depositSettingQuery() {
  return trpc.admin.settings.deposit.queryOptions(undefined, { staleTime: ADMIN_STALE_MS });
}

export type ResaleSetting = RouterOutputs['admin']['settings']['resaleCertificate'];

/** Whether a company may order with an expired resale certificate. */
export function resaleSettingQuery() {
  return trpc.admin.settings.resaleCertificate.queryOptions(undefined, { staleTime: ADMIN_STALE_MS });
}

export type BooksSetting = RouterOutputs['admin']['settings']['books'];

/** What the invoices print of the seller (the seller's permit number). */
export function booksSettingQuery() {
  return trpc.admin.settings.books.queryOptions(undefined, { staleTime: ADMIN_STALE_MS });
}

export type LaunchDealSetting = RouterOutputs['admin']['settings']['launchDeal'];

/** The launch deal: its state, products and places. */
export function launchDealQuery() {
  return trpc.admin.settings.launchDeal.queryOptions(undefined, { staleTime: ADMIN_STALE_MS });
}
