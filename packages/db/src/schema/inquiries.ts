// Inquiries from the contact page: the message with its cart, the replies sent, the files attached.
import type { ColumnType, Generated } from 'kysely';
import type { InquiryStatus, Locale } from '@wholesale/rules';
import type { CreatedAt, JsonWithDefault, NullableTimestamp } from './columns';
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
