// Inquiries from the contact page: the message with its cart, the replies sent, the files attached.
import type { Generated } from 'kysely';
import type { InquiryStatus, Locale } from '@wholesale/rules';
import type { CreatedAt, JsonWithDefault, Nullable, NullableTimestamp } from './columns';
import type { DocumentColumns } from './documents';

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
  user_id: Nullable<number>;
  /** the product carried in from a product page, if any */
  item_id: Nullable<number>;
  name: string;
  email: string;
  phone: Nullable<string>;
  company: Nullable<string>;
  license_number: Nullable<string>;
  california_resale: Nullable<string>;
  company_address_1: Nullable<string>;
  company_address_2: Nullable<string>;
  city: Nullable<string>;
  state: Nullable<string>;
  zip_code: Nullable<string>;
  message: Nullable<string>;
  cart_items: JsonWithDefault<InquiryCartLine[]>;
  cart_total_cents: Nullable<number>;
  status: Generated<InquiryStatus>;
  /** last time an admin replied by e-mail */
  responded_at: NullableTimestamp;
  /** the language of the contact page it was sent from: the language of the reply */
  locale: Generated<Locale>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** A reply an admin sent to an inquiry (through the outbox), kept for the next admin. */
export interface InquiryRepliesTable {
  id: Generated<number>;
  inquiry_id: number;
  to_address: string;
  message: string;
  response_type: Nullable<string>;
  sent_by: Nullable<number>;
  sent_at: CreatedAt;
}

export interface InquiryDocumentsTable extends DocumentColumns {
  id: Generated<number>;
  inquiry_id: number;
}
