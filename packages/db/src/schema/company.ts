// A company's team: the members' roles, and the invitations to join it.
import type { Generated } from 'kysely';
import type { Locale } from '@wholesale/rules';
import type { CreatedAt, Nullable, NullableTimestamp, Timestamp } from './columns';

export type CompanyRole = 'owner' | 'orderer' | 'viewer';

/** A single-use link for one address to join a company's team, valid 7 days (only its hash kept). */
export interface CompanyInvitationsTable {
  id: Generated<number>;
  owner_id: number;
  invited_by: number | null;
  email: string;
  role: 'orderer' | 'viewer';
  order_limit_cents: Nullable<number>;
  locale: Generated<Locale>;
  token_hash: string;
  expires_at: Timestamp;
  accepted_at: NullableTimestamp;
  user_id: Nullable<number>;
  created_at: CreatedAt;
}
