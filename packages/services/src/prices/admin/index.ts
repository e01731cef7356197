// The back office's prices: price lists (a name and item prices, each from a minimum quantity),
// the list a buyer buys at, and a buyer's own prices. Admins only. Every change is one
// transaction that also writes its record in price_changes (who, when, before and after), and
// drops the catalogue's prices kept in memory (this process at once; the others by the catalogue
// channel, which the price tables' triggers notify).
//
// buyer-prices.ts: a buyer's own prices and list; lists.ts: the lists themselves; list-csv.ts: a
// list as a file; history.ts: the record; rows.ts: what they share.
import type { PricesService } from '@wholesale/contract';
import { createBuyerPrices } from './buyer-prices';
import { createPriceHistory } from './history';
import { createPriceListCsv } from './list-csv';
import { createPriceLists } from './lists';
import type { PricesDeps } from './rows';

export type { PricesDeps } from './rows';

export function createPricesAdmin(deps: PricesDeps): PricesService {
  return {
    ...createBuyerPrices(deps),
    ...createPriceLists(deps),
    ...createPriceListCsv(deps),
    ...createPriceHistory(deps),
  };
}
