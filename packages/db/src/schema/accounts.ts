// Accounts: the users (buyers, team members and staff), their addresses, the signups waiting for
// review, password resets and ended sessions.
import type { Generated } from 'kysely';
import type { Locale, PaymentTermsCode, SignupStatus } from '@wholesale/rules';
import type { CreatedAt, Nullable, NullableTimestamp, Timestamp } from './columns';
import type { CompanyRole } from './company';

export interface UsersTable {
  id: Generated<number>;
  /** display name ("name or username" in the admin view); first + last for approved buyers */
  name: Generated<string>;
  first_name: Generated<string>;
  last_name: Generated<string>;
  /** unique case-insensitively (unique index on lower(email)); look up with lower(email) */
  email: string;
  phone_number: Nullable<string>;
  company: Nullable<string>;
  license_number: Nullable<string>;
  california_resale: Nullable<string>;
  password_hash: string;
  is_admin: Generated<boolean>;
  /** bumped by a password reset or logout-everywhere; tokens carry it and must match */
  session_version: Generated<number>;
  /** the language of the mails this user receives */
  locale: Generated<Locale>;
  /** the approved signup request this account came from, if any */
  signup_request_id: Nullable<number>;
  /** the price list the buyer's company buys at, if any */
  price_list_id: Nullable<number>;
  /** a team member's company: its owner's id (null for an owner, an admin or a buyer on their own) */
  owner_id: Nullable<number>;
  /** 'owner' for every account that is not a member of someone's company */
  company_role: Generated<CompanyRole>;
  /** an orderer's orders above this many cents wait for the owner's approval; null: none do */
  order_limit_cents: Nullable<number>;
  /** a company's payment terms, on its owner's account (migration 0026): 'pickup' until staff grant net days */
  payment_terms: Generated<PaymentTermsCode>;
  /** a company's credit limit in cents, on its owner's account; null: none */
  credit_limit_cents: Nullable<number>;
  /** staff paused the company's overdue reminders (migration 0028; on its owner's account) */
  overdue_reminders_paused: Generated<boolean>;
  /** staff paused the company's ordering (after missed pickups; migration 0033; on its owner's account) */
  ordering_suspended_at: NullableTimestamp;
  /** the admin who paused it; null when not paused or once that account is deleted */
  ordering_suspended_by: Nullable<number>;
  /** a member the owner removed: cannot sign in; their orders stay */
  disabled_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  address_line_1: string;
  address_line_2: Nullable<string>;
  city: Generated<string>;
  state: Generated<string>;
  zip_code: Generated<string>;
  created_at: CreatedAt;
}

export interface SignupRequestsTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  company: string;
  /** lookups use lower(email); at most one *pending* request per email (partial unique index) */
  email: string;
  password_hash: string;
  license_number: string;
  california_resale: Nullable<string>;
  phone: Nullable<string>;
  company_address_1: Nullable<string>;
  company_address_2: Nullable<string>;
  company_address_3: Nullable<string>;
  city: Nullable<string>;
  state: Nullable<string>;
  zip_code: Nullable<string>;
  /** the `timestamp` the client sent with the payload (informational; created_at is authoritative) */
  client_timestamp: NullableTimestamp;
  status: Generated<SignupStatus>;
  /** the language of the page at signup: the language of the mails that follow */
  locale: Generated<Locale>;
  /** false = rejected and hidden unless "Show Rejected"; revert sets it back to true */
  show: Generated<boolean>;
  reject_reason: Nullable<string>;
  reviewed_by: Nullable<number>;
  reviewed_at: NullableTimestamp;
  /** the account created on approval */
  user_id: Nullable<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  /** sha-256 (hex) of the token sent by e-mail; the token itself is never stored */
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** Sessions ended by logout, until they would have ended anyway. */
export interface RevokedSessionsTable {
  /**
   * The session's id: the `sid` claim its tokens carry, which is the `jti` of the session's
   * sign-in token (for a token issued before sessions had ids, its own `jti`).
   */
  jti: string;
  expires_at: Timestamp;
}
