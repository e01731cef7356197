// Order guides: a company's lists of products with a par level each (migration 0042).
import type { Generated } from 'kysely';
import type { CreatedAt, JsonWithDefault, Nullable } from './columns';

/** A product on a guide and its par level, in the product's ordering unit (boxes, or packs). */
export interface OrderGuideLine {
  item_id: number;
  par: number;
}

export interface OrderGuidesTable {
  id: Generated<number>;
  /** the company's owner's user id */
  company_id: number;
  name: string;
  lines: JsonWithDefault<OrderGuideLine[]>;
  created_by: Nullable<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}
