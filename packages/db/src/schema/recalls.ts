// Recalls (migration 0041): the lots named, and each affected company's notice and its acknowledgement.
import type { Generated } from 'kysely';
import type { CreatedAt, Nullable, NullableTimestamp } from './columns';

export interface RecallsTable {
  id: Generated<number>;
  reason: string;
  /** the product and production dates staff named, when they named lots that way */
  item_id: Nullable<number>;
  produced_from: Nullable<string>;
  produced_to: Nullable<string>;
  created_by: Nullable<number>;
  created_at: CreatedAt;
  /** the first time staff sent the notices */
  notices_sent_at: NullableTimestamp;
  /** closed: its lots no longer hold an order's completion */
  closed_at: NullableTimestamp;
}

export interface RecallLotsTable {
  recall_id: number;
  lot_id: number;
}

export interface RecallNoticesTable {
  id: Generated<number>;
  recall_id: number;
  /** the company's owner (a company is named by its owner's id) */
  user_id: number;
  /** the company's name when the notice was sent */
  company: Nullable<string>;
  email: string;
  locale: 'en' | 'ko';
  /** sha256 of the notice's link token */
  token_hash: string;
  /** sha256 of the reminder's link token */
  reminder_token_hash: Nullable<string>;
  sent_at: CreatedAt;
  acknowledged_at: NullableTimestamp;
  reminded_at: NullableTimestamp;
}
