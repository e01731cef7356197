// The launch deal (migration 0044): the deal's one row with its counter, the products that qualify,
// and each company's place with the order that used it.
import type { Generated } from 'kysely';
import type { CreatedAt, Nullable, NullableTimestamp } from './columns';
import type { Spec } from '@wholesale/rules';

export interface LaunchDealTable {
  /** always 1: there is one launch deal */
  id: Generated<number>;
  /** how many companies get a place (50) */
  capacity: Generated<number>;
  /** places given so far; never above capacity */
  taken: Generated<number>;
  started_at: NullableTimestamp;
  /** staff ended it early (a full deal needs no end: it has no place left) */
  ended_at: NullableTimestamp;
  updated_by: Nullable<number>;
  updated_at: CreatedAt;
}

export interface LaunchDealItemsTable {
  item_id: number;
  added_at: CreatedAt;
}

export interface LaunchDealPlacesTable {
  /** the company's owner (a company is named by its owner's id) */
  company_id: number;
  /** 1 for the first company approved, and so on */
  slot: number;
  granted_at: CreatedAt;
  /** the order whose free line used the place, with the item given as it was that day */
  order_id: Nullable<number>;
  used_at: NullableTimestamp;
  item_id: Nullable<number>;
  item_name: Nullable<string>;
  item_name_ko: Nullable<string>;
  spec: Nullable<Spec>;
}
