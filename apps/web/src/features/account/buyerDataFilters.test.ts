import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { trpc } from '../../lib/trpc';
import { buyerDataFilters } from './session';

describe('the buyer’s own data (dropped at logout, refetched after an order)', () => {
  it('is the profile, addresses, orders, usual items, points and standing orders, the company’s team, documents and claims; not the catalogue, pickup slots or deposit terms', () => {
    const qc = new QueryClient();
    const own = [
      trpc.account.profile.queryKey({ userId: 7 }),
      trpc.account.addresses.queryKey({ userId: 7 }),
      trpc.orders.list.queryKey({ userId: 7 }),
      trpc.orders.detail.queryKey({ orderId: 3 }),
      trpc.orders.usualItems.queryKey({ userId: 7 }),
      trpc.orders.points.queryKey({ userId: 7 }),
      trpc.orders.pointsTotal.queryKey({ userId: 7 }),
      trpc.orders.standing.list.queryKey(),
      trpc.company.team.queryKey({}),
      trpc.documents.current.queryKey({}),
      trpc.claims.forOrder.queryKey({ orderId: 3 }),
    ];
    const shared = [
      trpc.catalogue.byIds.queryKey({ ids: [1] }),
      trpc.orders.pickupSlots.queryKey(),
      trpc.orders.depositTerms.queryKey(),
    ];
    for (const key of [...own, ...shared]) qc.setQueryData(key, [] as never);

    for (const filter of buyerDataFilters(trpc)) qc.removeQueries(filter);
    expect(
      qc
        .getQueryCache()
        .getAll()
        .map((q) => q.queryKey),
    ).toEqual(shared);
  });
});
