// Prices beyond the list price: price lists, a buyer's own prices, and the record of every change.
import type { Generated } from 'kysely';
import type { CreatedAt, Nullable } from './columns';

export interface PriceListsTable {
  id: Generated<number>;
  /** unique case-insensitively (unique index on lower(name)) */
  name: string;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** A list's price for an item from a minimum quantity (1: any quantity). */
export interface PriceListItemsTable {
  price_list_id: number;
  item_id: number;
  min_quantity: Generated<number>;
  price_cents: number;
}

/** A buyer's own price for an item, set by an admin: it wins over every other price. */
export interface BuyerPricesTable {
  user_id: number;
  item_id: number;
  price_cents: number;
  updated_at: CreatedAt;
}

export type PriceChangeAction =
  'own-price' | 'list-price' | 'list-assigned' | 'list-created' | 'list-renamed' | 'list-deleted' | 'list-imported';

/** The back office's record of every price change: who, when, before and after. */
export interface PriceChangesTable {
  id: Generated<number>;
  changed_at: CreatedAt;
  admin_id: number | null;
  action: PriceChangeAction;
  user_id: Nullable<number>;
  price_list_id: Nullable<number>;
  /** a 'list-assigned' change's list before it (a buyer leaving a list shows in that list's history) */
  old_price_list_id: Nullable<number>;
  item_id: Nullable<number>;
  min_quantity: Nullable<number>;
  old_value: Nullable<string>;
  new_value: Nullable<string>;
}
