// A company's team: the members' roles, and the invitations to join it.
import type { ColumnType, Generated } from 'kysely';
import type { Locale } from '@wholesale/rules';
import type { CreatedAt } from './columns';

export type CompanyRole = 'owner' | 'orderer' | 'viewer';

/** A single-use link for one address to join a company's team, valid 7 days (only its hash kept). */
export interface CompanyInvitationsTable {
  id: Generated<number>;
  owner_id: number;
  invited_by: number | null;
  email: string;
  role: 'orderer' | 'viewer';
  order_limit_cents: ColumnType<number | null, number | null | undefined, number | null>;
  locale: ColumnType<Locale, Locale | undefined, Locale>;
  token_hash: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  accepted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  user_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
}
