import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable, Updateable } from 'kysely';
import type {
  DocumentType,
  InquiryStatus,
  Locale,
  OrderStatus,
  OrderType,
  SignupStatus,
  Spec,
  Species,
  Style,
  UploadMimeType,
} from '@wholesale/rules';

// The Kysely view of the tables created by src/migrations. Conventions:
// - money is integer cents (`*_cents`, int4); the API converts to dollars at the edge;
// - every timestamp is timestamptz, read as a JS Date by both drivers;
// - numeric and int8 (counts, sums) are read as JS numbers by both drivers (see create-db.ts);
// - jsonb columns are written as a JSON string (JSON.stringify) and read back parsed: the `pg`
//   driver would turn a JS array into a Postgres array literal, so a string is the one form
//   both drivers accept (see `toJson`).

/** A timestamptz with a database default (now()). */
export type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** A nullable timestamptz without default. */
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A required timestamptz without default. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** jsonb: read as T, written as a JSON string (see `toJson`). */
export type Json<T> = ColumnType<T, string, string>;
/** jsonb with a database default. */
export type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;
/** text[] with default '{}'. */
export type TextList = ColumnType<string[], string[] | undefined, string[]>;

export interface ItemsTable {
  id: Generated<number>;
  /** url-safe, unique; also the image folder name under /products/{style}/ */
  slug: string;
  name: string;
  name_ko: string;
  type: string;
  type_ko: string;
  description: ColumnType<string, string | undefined, string>;
  description_ko: ColumnType<string, string | undefined, string>;
  species: Species;
  style: Style;
  spec: Spec;
  /** list price in cents; for C.W. (catch weight) items the price is per lb */
  price_cents: number;
  /** buyer price in cents; null or 0 means "no discount, charge the list price" */
  discounted_price_cents: ColumnType<number | null, number | null | undefined, number | null>;
  brand: ColumnType<string, string | undefined, string>;
  grade: ColumnType<string, string | undefined, string>;
  origin: ColumnType<string, string | undefined, string>;
  /** lbs per pack, numeric(8,2) */
  avg_weight: ColumnType<number, number | undefined, number>;
  /** number of images 01..NN; 0 = placeholder */
  images: Generated<number>;
  show: Generated<boolean>;
  ingredients: TextList;
  ingredients_ko: TextList;
  allergens: TextList;
  allergens_ko: TextList;
  sort_order: Generated<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /**
   * Computed by the database (migration 0008, generated columns): the name, the cut, and all the
   * searchable text as a search compares them (lower case, no spaces or punctuation, plus the
   * Korean initial consonants). Read only by the storefront search; never written or selected.
   * NULL-able to the database (a generated column without NOT NULL), so `| null` here, although
   * their expressions over NOT NULL columns never give null (schema-drift.int.test.ts).
   */
  search_name: GeneratedAlways<string | null>;
  search_type: GeneratedAlways<string | null>;
  search_text: GeneratedAlways<string | null>;
  /** Every character and character pair of search_text (GIN-indexed): a search's candidates. */
  search_grams: GeneratedAlways<string[] | null>;
}

export interface UsersTable {
  id: Generated<number>;
  /** display name ("name or username" in the admin view); first + last for approved buyers */
  name: ColumnType<string, string | undefined, string>;
  first_name: ColumnType<string, string | undefined, string>;
  last_name: ColumnType<string, string | undefined, string>;
  /** unique case-insensitively (unique index on lower(email)); look up with lower(email) */
  email: string;
  phone_number: ColumnType<string | null, string | null | undefined, string | null>;
  company: ColumnType<string | null, string | null | undefined, string | null>;
  license_number: ColumnType<string | null, string | null | undefined, string | null>;
  california_resale: ColumnType<string | null, string | null | undefined, string | null>;
  password_hash: string;
  is_admin: Generated<boolean>;
  /** bumped by a password reset or logout-everywhere; tokens carry it and must match */
  session_version: Generated<number>;
  /** the language of the mails this user receives */
  locale: ColumnType<Locale, Locale | undefined, Locale>;
  /** the approved signup request this account came from, if any */
  signup_request_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** the price list the buyer's company buys at (issue 21), if any */
  price_list_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** a team member's company: its owner's id (null for an owner, an admin or a buyer on their own) */
  owner_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** 'owner' for every account that is not a member of someone's company */
  company_role: ColumnType<CompanyRole, CompanyRole | undefined, CompanyRole>;
  /** an orderer's orders above this many cents wait for the owner's approval; null: none do */
  order_limit_cents: ColumnType<number | null, number | null | undefined, number | null>;
  /** a member the owner removed: cannot sign in; their orders stay */
  disabled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  address_line_1: string;
  address_line_2: ColumnType<string | null, string | null | undefined, string | null>;
  city: ColumnType<string, string | undefined, string>;
  state: ColumnType<string, string | undefined, string>;
  zip_code: ColumnType<string, string | undefined, string>;
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
  california_resale: ColumnType<string | null, string | null | undefined, string | null>;
  phone: ColumnType<string | null, string | null | undefined, string | null>;
  company_address_1: ColumnType<string | null, string | null | undefined, string | null>;
  company_address_2: ColumnType<string | null, string | null | undefined, string | null>;
  company_address_3: ColumnType<string | null, string | null | undefined, string | null>;
  city: ColumnType<string | null, string | null | undefined, string | null>;
  state: ColumnType<string | null, string | null | undefined, string | null>;
  zip_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** the `timestamp` the client sent with the payload (informational; created_at is authoritative) */
  client_timestamp: NullableTimestamp;
  status: ColumnType<SignupStatus, SignupStatus | undefined, SignupStatus>;
  /** the language of the page at signup: the language of the mails that follow */
  locale: ColumnType<Locale, Locale | undefined, Locale>;
  /** false = rejected and hidden unless "Show Rejected"; revert sets it back to true */
  show: Generated<boolean>;
  reject_reason: ColumnType<string | null, string | null | undefined, string | null>;
  reviewed_by: ColumnType<number | null, number | null | undefined, number | null>;
  reviewed_at: NullableTimestamp;
  /** the account created on approval */
  user_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

interface DocumentColumns {
  document_type: DocumentType;
  /** key in the storage adapter (MinIO or local disk); unique */
  storage_key: string;
  original_filename: string;
  content_type: UploadMimeType;
  /** bytes, 1..10485760 */
  file_size: number;
  uploaded_at: CreatedAt;
}

export interface UserDocumentsTable extends DocumentColumns {
  id: Generated<number>;
  /** at least one of signup_request_id and user_id is set (CHECK) */
  signup_request_id: ColumnType<number | null, number | null | undefined, number | null>;
  user_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** owner e-mail (the upload call names the owner by e-mail; admin lists by e-mail) */
  email: string;
  /**
   * 'YYYY-MM-DD': the day a business license or resale certificate expires (good through that day);
   * null when not known. Only those two types carry one (CHECK; migration 0022).
   */
  expires_on: ColumnType<string | null, string | null | undefined, string | null>;
  /** who entered the expiry date (the owner on upload, an admin) and when */
  expiry_set_by: ColumnType<number | null, number | null | undefined, number | null>;
  expiry_set_at: NullableTimestamp;
  /** who uploaded a file after signup (the company's owner from the profile, or an admin); null for signup files */
  uploaded_by: ColumnType<number | null, number | null | undefined, number | null>;
  /**
   * An owner's renewal waits for staff (migration 0023): 'pending', then 'accepted' or 'refused'.
   * null: no review asked (the signup's files, dated on approval). Only null or 'accepted' can be
   * the company's current document of its type.
   */
  review_status: ColumnType<
    DocumentReviewStatus | null,
    DocumentReviewStatus | null | undefined,
    DocumentReviewStatus | null
  >;
  reviewed_by: ColumnType<number | null, number | null | undefined, number | null>;
  reviewed_at: NullableTimestamp;
  /** a refusal's reason, mailed to the owner (at most 2,000 characters) */
  review_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export type DocumentReviewStatus = 'pending' | 'accepted' | 'refused';

/**
 * A reminder mailed to a company's owner that a document expires (migration 0022): at most one
 * per document, kind (30 or 7 days before) and date reminded of, written with its mail.
 */
export interface DocumentRemindersTable {
  document_id: number;
  kind: 30 | 7;
  /** 'YYYY-MM-DD': the expiry date the mail named */
  expires_on: string;
  sent_at: CreatedAt;
}

export interface OrdersTable {
  id: Generated<number>;
  /** 'WS-' || nextval('order_number_seq'), e.g. WS-100001; assigned by the database */
  order_number: Generated<string>;
  user_id: number;
  order_date: CreatedAt;
  /** items + fee, in cents, computed by the server from the items table */
  total_amount_cents: number;
  /** delivery fee in cents (0 for pickup) */
  fee_cents: ColumnType<number, number | undefined, number>;
  order_type: ColumnType<OrderType, OrderType | undefined, OrderType>;
  order_status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
  /** the pickup window the buyer chose (both set or both null) */
  pickup_start: NullableTimestamp;
  pickup_end: NullableTimestamp;
  /** the buyer's note for the warehouse, at most 500 characters */
  note: ColumnType<string | null, string | null | undefined, string | null>;
  /** when the buyer's confirmation mail was queued (the first 'order placed'); null before */
  confirmed_at: NullableTimestamp;
  /** why the company's owner declined an order awaiting approval, at most 500 characters (migration 0021) */
  decline_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** how many changes (and a cancellation) the order has had: its last order_revisions.revision (migration 0014) */
  revision: ColumnType<number, number | undefined, number>;
  /** what the order's payments settled: the sum of its order_payments.applied_cents (migration 0015) */
  paid_cents: ColumnType<number, number | undefined, number>;
  /** the standing order whose cycle made this order (migration 0017) */
  standing_order_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  item_id: number;
  /** > 0; one line per item per order (unique (order_id, item_id)) */
  quantity: number;
  /** per box, or per lb for a catch-weight item */
  unit_price_cents: number;
  /** what the buyer saw at checkout, kept if the item changes later */
  item_name: ColumnType<string, string | undefined, string>;
  item_name_ko: ColumnType<string, string | undefined, string>;
  spec: ColumnType<string, string | undefined, string>;
  /** lbs per pack at checkout, numeric(8,2) */
  avg_weight: ColumnType<number, number | undefined, number>;
  /** exact for boxes; for catch weight an estimate until weighed_lbs is set */
  line_total_cents: ColumnType<number, number | undefined, number>;
  /** the warehouse's weight of a catch-weight line, numeric(8,2); null until weighed */
  weighed_lbs: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
}

/**
 * An order's history: every change of its status and every weighing of a catch-weight line (kind
 * 'weight', migration 0010): who changed what, when.
 */
export interface OrderStatusHistoryTable {
  id: Generated<number>;
  order_id: number;
  /** 'status' (from_status → to_status) or 'weight' (a line's from_lbs → to_lbs) */
  kind: ColumnType<'status' | 'weight', 'status' | 'weight' | undefined, 'status' | 'weight'>;
  /** null for the first status an order was given, and for a weighing */
  from_status: ColumnType<OrderStatus | null, OrderStatus | null | undefined, OrderStatus | null>;
  /** null for a weighing only */
  to_status: ColumnType<OrderStatus | null, OrderStatus | null | undefined, OrderStatus | null>;
  /** the weighed line; null for a status change, or once the line is gone */
  order_item_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** a weighing's pounds before and after, numeric(8,2); null: not weighed (or cleared) */
  from_lbs: ColumnType<number | null, number | null | undefined, number | null>;
  to_lbs: ColumnType<number | null, number | null | undefined, number | null>;
  /** the admin; null once that account is deleted */
  changed_by: ColumnType<number | null, number | null | undefined, number | null>;
  changed_at: CreatedAt;
}

/** A change or the cancellation of an order, by its buyer or by staff (migration 0014). */
export interface OrderRevisionsTable {
  id: Generated<number>;
  order_id: number;
  /** 1, 2, … per order (unique with order_id) */
  revision: number;
  kind: 'change' | 'cancel';
  by_admin: boolean;
  /** null once that account is deleted */
  changed_by: ColumnType<number | null, number | null | undefined, number | null>;
  changed_at: CreatedAt;
  /** what changed (the services' RevisionChanges), as JSON */
  changes: Json<unknown>;
  /** a cancellation's reason, at most 500 characters */
  reason: ColumnType<string | null, string | null | undefined, string | null>;
  total_before_cents: number;
  total_after_cents: number;
}

/** The first answer of a change of an order, by its Idempotency-Key (migration 0014). */
export interface OrderChangeKeysTable {
  order_id: number;
  key: string;
  request_hash: string;
  response: Json<unknown>;
  created_at: CreatedAt;
}

/** Money received on an order (migration 0015): what it settles, and what changed hands. */
export interface OrderPaymentsTable {
  id: Generated<number>;
  order_id: number;
  kind: 'prepayment' | 'balance';
  method: 'cash' | 'card';
  /** the part of the order it settles, > 0 */
  applied_cents: number;
  /** the cash discount off a balance paid in cash */
  discount_cents: ColumnType<number, number | undefined, number>;
  /** the sales tax a card adds */
  tax_cents: ColumnType<number, number | undefined, number>;
  /** applied − discount + tax (CHECK) */
  collected_cents: number;
  received_at: Timestamp;
  /** the admin; null once that account is deleted */
  recorded_by: ColumnType<number | null, number | null | undefined, number | null>;
  recorded_at: CreatedAt;
}

/** An order's invoice number, given once (migration 0016). */
export interface InvoicesTable {
  order_id: number;
  /** 'INV-001001', from invoice_number_seq */
  number: string;
  issued_at: CreatedAt;
}

/** A line a standing order repeats. */
export interface StandingOrderLine {
  item_id: number;
  quantity: number;
}

/** "Repeat this order every week" (migration 0017). */
export interface StandingOrdersTable {
  id: Generated<number>;
  user_id: number;
  source_order_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** 1 or 2 */
  every_weeks: number;
  /** the window's start, 'HH:MM' Los Angeles */
  window_start: string;
  lines: Json<StandingOrderLine[]>;
  note: ColumnType<string | null, string | null | undefined, string | null>;
  /** 'YYYY-MM-DD' (Los Angeles): the next cycle's pickup date */
  next_pickup_date: ColumnType<string, string, string>;
  paused: ColumnType<boolean, boolean | undefined, boolean>;
  ended_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** One cycle of a standing order: its order, or why it has none (migration 0017). */
export interface StandingOrderCyclesTable {
  standing_order_id: number;
  pickup_date: ColumnType<string, string, string>;
  outcome: 'created' | 'skipped' | 'missed' | 'unavailable';
  order_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** the names of the products left out (no longer sold) */
  left_out: ColumnType<string[], string | undefined, string>;
  created_at: CreatedAt;
}

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
  min_quantity: ColumnType<number, number | undefined, number>;
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
  user_id: ColumnType<number | null, number | null | undefined, number | null>;
  price_list_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** a 'list-assigned' change's list before it (a buyer leaving a list shows in that list's history) */
  old_price_list_id: ColumnType<number | null, number | null | undefined, number | null>;
  item_id: ColumnType<number | null, number | null | undefined, number | null>;
  min_quantity: ColumnType<number | null, number | null | undefined, number | null>;
  old_value: ColumnType<string | null, string | null | undefined, string | null>;
  new_value: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PointsTable {
  id: Generated<number>;
  user_id: number;
  /** may be negative (a correction or a redemption) */
  amount: number;
  /** the order that earned the points; unique, so an order earns points once */
  order_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_on: CreatedAt;
}

/** One cart line as carried by an inquiry (a snapshot, not a reference). */
export interface InquiryCartLine {
  id: number;
  name: string;
  quantity: number;
  price: number;
  discounted_price?: number;
}

export interface InquiriesTable {
  id: Generated<number>;
  /** the signed-in sender, if any */
  user_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** the product carried in from a product page, if any */
  item_id: ColumnType<number | null, number | null | undefined, number | null>;
  name: string;
  email: string;
  phone: ColumnType<string | null, string | null | undefined, string | null>;
  company: ColumnType<string | null, string | null | undefined, string | null>;
  license_number: ColumnType<string | null, string | null | undefined, string | null>;
  california_resale: ColumnType<string | null, string | null | undefined, string | null>;
  company_address_1: ColumnType<string | null, string | null | undefined, string | null>;
  company_address_2: ColumnType<string | null, string | null | undefined, string | null>;
  city: ColumnType<string | null, string | null | undefined, string | null>;
  state: ColumnType<string | null, string | null | undefined, string | null>;
  zip_code: ColumnType<string | null, string | null | undefined, string | null>;
  message: ColumnType<string | null, string | null | undefined, string | null>;
  cart_items: JsonWithDefault<InquiryCartLine[]>;
  cart_total_cents: ColumnType<number | null, number | null | undefined, number | null>;
  status: ColumnType<InquiryStatus, InquiryStatus | undefined, InquiryStatus>;
  /** last time an admin replied by e-mail */
  responded_at: NullableTimestamp;
  /** the language of the contact page it was sent from: the language of the reply */
  locale: ColumnType<Locale, Locale | undefined, Locale>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** A reply an admin sent to an inquiry (through the outbox), kept for the next admin. */
export interface InquiryRepliesTable {
  id: Generated<number>;
  inquiry_id: number;
  to_address: string;
  message: string;
  response_type: ColumnType<string | null, string | null | undefined, string | null>;
  sent_by: ColumnType<number | null, number | null | undefined, number | null>;
  sent_at: CreatedAt;
}

export interface InquiryDocumentsTable extends DocumentColumns {
  id: Generated<number>;
  inquiry_id: number;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  reply_to: ColumnType<string | null, string | null | undefined, string | null>;
  subject: string;
  /** '' when the body is sealed, and once the mail is sent (erased) */
  text_body: string;
  html_body: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * The body (text and HTML) sealed with AES-256-GCM under a key derived from SESSION_SECRET, for
   * mails that carry a credential (the password-reset link); null otherwise and once sent.
   */
  sealed_body: ColumnType<string | null, string | null | undefined, string | null>;
  /** template name (e.g. 'order-confirmation'), for tracing */
  template: ColumnType<string | null, string | null | undefined, string | null>;
  attempts: Generated<number>;
  /** due when sent_at and failed_at are null and next_attempt_at <= now() */
  next_attempt_at: CreatedAt;
  sent_at: NullableTimestamp;
  /** set when the worker gives up after its last attempt */
  failed_at: NullableTimestamp;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
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

export interface IdempotencyKeysTable {
  /** primary key (user_id, key) */
  user_id: number;
  key: string;
  /** hash of the request body, to refuse a reused key with a different body */
  request_hash: ColumnType<string | null, string | null | undefined, string | null>;
  status_code: ColumnType<number | null, number | null | undefined, number | null>;
  response: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface UploadTokensTable {
  id: Generated<number>;
  /** sha-256 (hex) of a token handed to the client that just created the owner below */
  token_hash: string;
  /** exactly one of signup_request_id and inquiry_id is set (CHECK) */
  signup_request_id: ColumnType<number | null, number | null | undefined, number | null>;
  inquiry_id: ColumnType<number | null, number | null | undefined, number | null>;
  expires_at: Timestamp;
  uses: Generated<number>;
  created_at: CreatedAt;
  /** the client (address) that created the owner: its uploads count against that client's daily budget */
  client_key: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A day staff closed for pickup in the back office (migration 0011): a Los Angeles weekday. */
export interface PickupClosedDaysTable {
  /** 'YYYY-MM-DD' (date, read as a string by both drivers) */
  day: string;
  /** the admin; null once that account is deleted */
  closed_by: ColumnType<number | null, number | null | undefined, number | null>;
  closed_at: CreatedAt;
}

/** Days staff open for special hours (issue 18): Los Angeles wall times 'HH:MM'. */
export interface PickupSpecialHoursTable {
  /** 'YYYY-MM-DD' (date, read as a string by both drivers) */
  day: string;
  opens: string;
  closes: string;
  /** the admin; null once that account is deleted */
  set_by: ColumnType<number | null, number | null | undefined, number | null>;
  set_at: CreatedAt;
}

/** A business setting staff edit in the back office (migration 0012): its value parsed by the services. */
export interface BusinessSettingsTable {
  /** 'deposit' */
  key: string;
  value: Json<unknown>;
  /** the admin; null once that account is deleted */
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_at: CreatedAt;
}

/** Sessions ended by logout, until they would have ended anyway (issue 10; issue 17, item 6). */
export interface RevokedSessionsTable {
  /**
   * The session's id: the `sid` claim its tokens carry, which is the `jti` of the session's
   * sign-in token (for a token issued before sessions had ids, its own `jti`).
   */
  jti: string;
  expires_at: Timestamp;
}

export interface Database {
  items: ItemsTable;
  users: UsersTable;
  addresses: AddressesTable;
  signup_requests: SignupRequestsTable;
  user_documents: UserDocumentsTable;
  document_reminders: DocumentRemindersTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_status_history: OrderStatusHistoryTable;
  order_revisions: OrderRevisionsTable;
  order_change_keys: OrderChangeKeysTable;
  order_payments: OrderPaymentsTable;
  invoices: InvoicesTable;
  standing_orders: StandingOrdersTable;
  standing_order_cycles: StandingOrderCyclesTable;
  points: PointsTable;
  company_invitations: CompanyInvitationsTable;
  price_lists: PriceListsTable;
  price_list_items: PriceListItemsTable;
  buyer_prices: BuyerPricesTable;
  price_changes: PriceChangesTable;
  inquiries: InquiriesTable;
  inquiry_documents: InquiryDocumentsTable;
  inquiry_replies: InquiryRepliesTable;
  mail_outbox: MailOutboxTable;
  password_reset_tokens: PasswordResetTokensTable;
  idempotency_keys: IdempotencyKeysTable;
  upload_tokens: UploadTokensTable;
  revoked_sessions: RevokedSessionsTable;
  pickup_closed_days: PickupClosedDaysTable;
  business_settings: BusinessSettingsTable;
  pickup_special_hours: PickupSpecialHoursTable;
}

export type ItemRow = Selectable<ItemsTable>;
export type NewItem = Insertable<ItemsTable>;
export type ItemUpdate = Updateable<ItemsTable>;
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type AddressRow = Selectable<AddressesTable>;
export type NewAddress = Insertable<AddressesTable>;
export type AddressUpdate = Updateable<AddressesTable>;
export type SignupRequestRow = Selectable<SignupRequestsTable>;
export type NewSignupRequest = Insertable<SignupRequestsTable>;
export type SignupRequestUpdate = Updateable<SignupRequestsTable>;
export type UserDocumentRow = Selectable<UserDocumentsTable>;
export type NewUserDocument = Insertable<UserDocumentsTable>;
export type OrderRow = Selectable<OrdersTable>;
export type NewOrder = Insertable<OrdersTable>;
export type OrderUpdate = Updateable<OrdersTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;
export type NewOrderItem = Insertable<OrderItemsTable>;
export type PointsRow = Selectable<PointsTable>;
export type NewPoints = Insertable<PointsTable>;
export type InquiryRow = Selectable<InquiriesTable>;
export type NewInquiry = Insertable<InquiriesTable>;
export type InquiryUpdate = Updateable<InquiriesTable>;
export type InquiryDocumentRow = Selectable<InquiryDocumentsTable>;
export type NewInquiryDocument = Insertable<InquiryDocumentsTable>;
export type MailOutboxRow = Selectable<MailOutboxTable>;
export type NewMailOutbox = Insertable<MailOutboxTable>;
export type MailOutboxUpdate = Updateable<MailOutboxTable>;
export type PasswordResetTokenRow = Selectable<PasswordResetTokensTable>;
export type NewPasswordResetToken = Insertable<PasswordResetTokensTable>;
export type IdempotencyKeyRow = Selectable<IdempotencyKeysTable>;
export type NewIdempotencyKey = Insertable<IdempotencyKeysTable>;
export type UploadTokenRow = Selectable<UploadTokensTable>;
export type NewUploadToken = Insertable<UploadTokensTable>;
