import { useQueryClient } from '@tanstack/react-query';
import type { RouterOutputs } from '@wholesale/api';
import { useCallback } from 'react';
import { trpc } from '../../../lib/trpc';
import { ADMIN_STALE_MS } from '../queries';
import { importCsvPath } from './href';
import { invalidateCatalogue } from '../../catalogue/queries';

// The prices' calls, shared by the Price lists page and a customer's page, through the
// tRPC integration: keys under the 'admin' path, so Refresh Data refetches them. Their answers name
// the products they price or change, so no page here loads the catalogue. The CSV import goes over
// REST (a file may be larger than tRPC's body limit).

export type PriceListSummary = RouterOutputs['admin']['prices']['lists'][number];
export type PriceList = RouterOutputs['admin']['prices']['list'];
export type PriceChange = RouterOutputs['admin']['prices']['listChanges'][number];
export type BuyerPrices = RouterOutputs['admin']['prices']['buyerPrices'];

const fresh = { staleTime: ADMIN_STALE_MS };

export function priceListsQuery() {
  return trpc.admin.prices.lists.queryOptions(undefined, fresh);
}

export function priceListQuery(priceListId: number) {
  return trpc.admin.prices.list.queryOptions({ priceListId }, fresh);
}

export function listChangesQuery(priceListId: number) {
  return trpc.admin.prices.listChanges.queryOptions({ priceListId }, fresh);
}

export function buyerChangesQuery(userId: number) {
  return trpc.admin.prices.buyerChanges.queryOptions({ userId }, fresh);
}

export function buyerPricesQuery(userId: number) {
  return trpc.admin.prices.buyerPrices.queryOptions({ userId }, fresh);
}

/**
 * After any price change: the prices' and customers' data (counts, lists, histories), the Item
 * List's special-price counts, and the storefront's catalogue if this tab holds it.
 */
export function usePricesChanged(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries(trpc.admin.prices.pathFilter());
    void queryClient.invalidateQueries(trpc.admin.customers.pathFilter());
    void queryClient.invalidateQueries(trpc.admin.items.page.pathFilter());
    void queryClient.invalidateQueries(trpc.catalogue.pathFilter());
    invalidateCatalogue(); // the storefront's own reads (lib/readCache.ts)
  }, [queryClient]);
}

/** A refused REST call, shaped as a tRPC client error is, so the guard, the toasts and readFailure read both alike. */
export class RestRefusal extends Error {
  readonly data: {
    httpStatus: number;
    code: string | null;
    errorCode: string | null;
    params: unknown;
    fields: unknown;
  };
  constructor(
    status: number,
    body: { error?: unknown; message?: unknown; code?: unknown; params?: unknown; fields?: unknown } | null,
  ) {
    const message =
      typeof body?.message === 'string'
        ? body.message
        : typeof body?.error === 'string'
          ? body.error
          : `HTTP ${status}`;
    super(message);
    this.data = {
      httpStatus: status,
      code: status === 401 ? 'UNAUTHORIZED' : status === 403 ? 'FORBIDDEN' : null,
      errorCode: typeof body?.code === 'string' ? body.code : null,
      params: body?.params ?? null,
      fields: body?.fields ?? null,
    };
  }
}

/**
 * Replaces the list's prices with a CSV file's (POST /api/price-lists/:id/import, with the session
 * cookie): the list after the change and how many prices changed. A refusal throws RestRefusal;
 * prices.csvRows carries each refused line in its `fields` ('line 3': its reason).
 */
export async function importPriceListCsv(priceListId: number, csv: string): Promise<PriceList & { changes: number }> {
  const res = await fetch(importCsvPath(priceListId), {
    method: 'POST',
    credentials: 'same-origin',
    cache: 'no-store',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ csv }),
  });
  const body = (await res.json().catch(() => null)) as { data?: PriceList & { changes: number } } | null;
  if (!res.ok || !body?.data) throw new RestRefusal(res.status, body as ConstructorParameters<typeof RestRefusal>[1]);
  return body.data;
}
