import type { Insertable, Selectable, Updateable } from 'kysely';
import type {
  AddressesTable,
  PasswordResetTokensTable,
  RevokedSessionsTable,
  SignupRequestsTable,
  UsersTable,
} from './schema/accounts';
import type { ItemsTable } from './schema/catalogue';
import type { CompanyInvitationsTable } from './schema/company';
import type { DocumentRemindersTable, UploadTokensTable, UserDocumentsTable } from './schema/documents';
import type { InquiriesTable, InquiryDocumentsTable, InquiryRepliesTable } from './schema/inquiries';
import type { MailOutboxTable } from './schema/mail';
import type {
  IdempotencyKeysTable,
  OrderChangeKeysTable,
  OrderItemsTable,
  OrderRevisionsTable,
  OrderStatusHistoryTable,
  OrdersTable,
  PointsTable,
} from './schema/orders';
import type {
  CreditMovesTable,
  DocumentNumbersTable,
  InvoicesTable,
  OrderPaymentsTable,
  OrderRefundsTable,
  StatementMailingsTable,
  OverdueRemindersTable,
  FinanceChargesTable,
} from './schema/payments';
import type { ClaimPhotosTable, ClaimsTable, CreditMemosTable } from './schema/claims';
import type { StaffNotesTable } from './schema/notes';
import type { OrderGuidesTable } from './schema/order-guides';
import type { LotsTable } from './schema/lots';
import type { RecallLotsTable, RecallNoticesTable, RecallsTable } from './schema/recalls';
import type { OrderCasesTable, ShipmentsTable } from './schema/cases';
import type { BuyerPricesTable, PriceChangesTable, PriceListItemsTable, PriceListsTable } from './schema/prices';
import type { BusinessSettingsTable, PickupClosedDaysTable, PickupSpecialHoursTable } from './schema/settings';
import type { StandingOrderCyclesTable, StandingOrdersTable } from './schema/standing-orders';
import type { CutoffReminderMailingsTable, CutoffRemindersTable } from './schema/cutoff-reminders';
import type { LaunchDealItemsTable, LaunchDealPlacesTable, LaunchDealTable } from './schema/launch-deal';

// The Kysely view of the tables created by src/migrations. Conventions:
// - money is integer cents (`*_cents`, int4); the API converts to dollars at the edge;
// - every timestamp is timestamptz, read as a JS Date by both drivers;
// - numeric and int8 (counts, sums) are read as JS numbers by both drivers (see create-db.ts);
// - jsonb columns are written as a JSON string (JSON.stringify) and read back parsed: the `pg`
//   driver would turn a JS array into a Postgres array literal, so a string is the one form
//   both drivers accept (see `toJson`).
//
// One file per table family under schema/; this file gathers them into the Database interface
// (which schema-drift.int.test.ts reads) and the row types.

export * from './schema/columns';
export * from './schema/catalogue';
export * from './schema/accounts';
export * from './schema/company';
export * from './schema/documents';
export * from './schema/orders';
export * from './schema/payments';
export * from './schema/standing-orders';
export * from './schema/prices';
export * from './schema/inquiries';
export * from './schema/mail';
export * from './schema/settings';
export * from './schema/order-guides';
export * from './schema/cutoff-reminders';
export * from './schema/launch-deal';

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
  order_refunds: OrderRefundsTable;
  credit_moves: CreditMovesTable;
  statement_mailings: StatementMailingsTable;
  overdue_reminders: OverdueRemindersTable;
  claims: ClaimsTable;
  staff_notes: StaffNotesTable;
  order_guides: OrderGuidesTable;
  lots: LotsTable;
  order_cases: OrderCasesTable;
  shipments: ShipmentsTable;
  recalls: RecallsTable;
  recall_lots: RecallLotsTable;
  recall_notices: RecallNoticesTable;
  launch_deal: LaunchDealTable;
  launch_deal_items: LaunchDealItemsTable;
  launch_deal_places: LaunchDealPlacesTable;
  claim_photos: ClaimPhotosTable;
  credit_memos: CreditMemosTable;
  finance_charges: FinanceChargesTable;
  document_numbers: DocumentNumbersTable;
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
  cutoff_reminders: CutoffRemindersTable;
  cutoff_reminder_mailings: CutoffReminderMailingsTable;
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
