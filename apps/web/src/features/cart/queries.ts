import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ABORT_ON_UNMOUNT, trpc } from '../../lib/trpc';

/**
 * Items by id, visible ones only, at the buyer's price (catalogue.byIds): the cart's lines, and
 * the products of past orders ("order again", "my usual items"), under one key so the cart and
 * the profile share answers. The ids are sorted in the input, so plus and minus do not ask again.
 */
export const itemsByIdsQuery = (ids: readonly number[]) => {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return trpc.catalogue.byIds.queryOptions({ ids: sorted }, { ...ABORT_ON_UNMOUNT, enabled: sorted.length > 0 });
};

/**
 * The items of the cart's ids (the cart tab, the checkout); while a changed set of ids loads, the
 * previous answer stays on screen.
 */
export function useCartItems(ids: readonly number[]) {
  return useQuery({ ...itemsByIdsQuery(ids), placeholderData: keepPreviousData });
}
