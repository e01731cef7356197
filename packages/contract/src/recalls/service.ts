// What recalls answer and their service interface: staff name the lots, see every company that
// received them and what is still in the house, mail the notices and follow the acknowledgements;
// a company's owner acknowledges by the mail's link; a buyer sees their own company's notices.
import type { Actor } from '../actor';
import type { InvoiceFile } from '../orders/service';
import type { RecallInput } from './inputs';

export interface RecalledLot {
  id: number;
  item: { id: number; name: string; name_ko: string };
  lot_code: string;
  establishment: string;
  /** 'YYYY-MM-DD' */
  produced_on: string;
  packed_on: string;
  use_by: string | null;
  /** cases the lot recorded */
  cases_produced: number;
  /** cases weighed into orders (shipped or not) */
  cases_weighed: number;
  /** produced minus weighed: never sold, still in the house (0 at least) */
  cases_unsold: number;
}

/** A notice's times (ISO 8601). */
export interface RecallNoticeTimes {
  sent_at: string;
  acknowledged_at: string | null;
  reminded_at: string | null;
}

/** A company that received a recalled lot, or holds one on an order not yet handed over. */
export interface RecallCompany {
  /** the company's owner's user id (what names a company) */
  company_id: number;
  company: string | null;
  /** the owner's name, e-mail and phone */
  contact_name: string;
  email: string;
  phone: string | null;
  /** shipped: cases of the recalled lots on the company's completed orders */
  shipped_cases: number;
  shipped_lbs: number;
  /** the pickup (shipment) dates, 'YYYY-MM-DD', oldest first */
  pickup_dates: string[];
  /** still unshipped: cases on orders neither complete nor cancelled */
  unshipped_cases: number;
  unshipped_lbs: number;
  /** the order numbers holding those unshipped cases */
  unshipped_orders: string[];
  /** the same, lot by lot */
  lots: { lot_id: number; lot_code: string; shipped_cases: number; shipped_lbs: number; unshipped_cases: number }[];
  /** null until the notices are sent (a company with nothing shipped gets none) */
  notice: RecallNoticeTimes | null;
}

export interface RecallSummary {
  id: number;
  reason: string;
  /** ISO 8601 */
  created_at: string;
  created_by: string | null;
  notices_sent_at: string | null;
  closed_at: string | null;
  lots: { id: number; lot_code: string; item_name: string; item_name_ko: string }[];
  notices: number;
  acknowledged: number;
}

export interface RecallDetail extends RecallSummary {
  /** how staff named the lots: a product and its production dates, or null for lots one by one */
  range: { item_id: number; produced_from: string; produced_to: string } | null;
  recalled_lots: RecalledLot[];
  companies: RecallCompany[];
  totals: { shipped_cases: number; shipped_lbs: number; unshipped_cases: number; unsold_cases: number };
}

/** What a notice's link shows (to whoever holds the link: nothing of other companies). */
export interface RecallNoticeView {
  recall_id: number;
  reason: string;
  company: string | null;
  lots: {
    lot_code: string;
    item_name: string;
    item_name_ko: string;
    produced_on: string;
    packed_on: string;
    use_by: string | null;
  }[];
  sent_at: string;
  acknowledged_at: string | null;
}

/** A buyer's own company's notice. */
export interface BuyerRecallNotice extends RecallNoticeView {
  reminded_at: string | null;
}

export interface RecallsService {
  create(actor: Actor, input: RecallInput): Promise<RecallDetail>;
  /** Newest first (200 at most). */
  list(actor: Actor): Promise<RecallSummary[]>;
  byId(actor: Actor, recallId: number): Promise<RecallDetail>;
  /** Mails each company that received the lots, once: a second call sends only to companies not yet mailed. */
  sendNotices(actor: Actor, recallId: number): Promise<{ sent: number; recall: RecallDetail }>;
  /** Its lots no longer hold an order's completion; no more notices or reminders. */
  close(actor: Actor, recallId: number): Promise<RecallDetail>;
  /** What a notice's link names (public, by the token alone). */
  notice(token: string): Promise<RecallNoticeView>;
  /** Marks the notice acknowledged (public, by the token alone); a second time: 409 recalls.alreadyAcknowledged. */
  acknowledge(token: string): Promise<RecallNoticeView>;
  /** The buyer's company's notices, newest first. */
  mine(actor: Actor): Promise<BuyerRecallNotice[]>;
  /** The report for the inspector. */
  reportCsv(actor: Actor, recallId: number): Promise<string>;
  reportPdf(actor: Actor, recallId: number, locale: 'en' | 'ko'): Promise<InvoiceFile>;
  /** The job: one reminder, 24 hours after the notice, to each company that has not acknowledged. */
  mailReminders(): Promise<{ mailed: number }>;
}

export interface RecallsDomain {
  recalls: RecallsService;
}
