import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { usePricesChanged, type BuyerPrices } from '../prices/queries';

export type OwnPrice = BuyerPrices['prices'][number];

/** Sends own prices (null removes one); the answer is the customer's prices after the change. */
export type SendOwnPrices = (list: { item_id: number; price: number | null }[]) => Promise<BuyerPrices>;

/** Sends a customer's own prices, and keeps the page's copies of them and of the price lists current. */
export function useSendOwnPrices(customerId: number): SendOwnPrices {
  const queryClient = useQueryClient();
  const pricesChanged = usePricesChanged();
  const { mutateAsync: setPrices } = useMutation(trpc.admin.prices.setBuyerPrices.mutationOptions());
  return async (list) => {
    const answer = await setPrices({ userId: customerId, prices: list });
    queryClient.setQueryData(trpc.admin.prices.buyerPrices.queryKey({ userId: customerId }), answer);
    pricesChanged();
    return answer;
  };
}
