// Claims on completed orders and the credit memos their approvals issue (migration 0029).
import type { Generated } from 'kysely';
import type { CreatedAt, Json, Nullable } from './columns';

/** A buyer's report of a problem with a line of a completed order, and staff's decision. */
export interface ClaimsTable {
  id: Generated<number>;
  order_id: number;
  /** the line; null once a reopened order's change removed it (its copy below stays) */
  order_item_id: Nullable<number>;
  line_name: string;
  line_name_ko: string;
  line_spec: string;
  line_quantity: number;
  line_total_cents: number;
  reason: 'short_weight' | 'damaged' | 'wrong_item' | 'quality' | 'missing';
  /** numeric(8,2): pounds or boxes */
  quantity: number;
  unit: 'lb' | 'box';
  note: Nullable<string>;
  status: Generated<'open' | 'approved' | 'refused'>;
  claimed_by: Nullable<number>;
  claimed_at: CreatedAt;
  decided_by: Nullable<number>;
  decided_at: Nullable<Date>;
  approved_cents: Nullable<number>;
  refuse_reason: Nullable<string>;
}

/** A claim's photo, stored under `documents/claims/…` in the documents' storage. */
export interface ClaimPhotosTable {
  id: Generated<number>;
  claim_id: number;
  storage_key: string;
  content_type: 'image/jpeg' | 'image/png' | 'image/heic' | 'image/webp';
  size_bytes: number;
  /** 1 to 5, in the order the buyer added them */
  position: number;
}

/** A credit memo ('CM-001001', gapless), with what it says as issued. */
export interface CreditMemosTable {
  id: Generated<number>;
  number: string;
  order_id: number;
  claim_id: number;
  amount_cents: number;
  issued_at: CreatedAt;
  /** what the memo says, as issued (services' CreditMemoContent) */
  content: Json<Record<string, unknown>>;
}
