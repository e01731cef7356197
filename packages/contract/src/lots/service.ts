// What production lots answer and their service interface (staff only): the lots a case's label
// names, kept for the shipment records and a recall.
import type { Actor } from '../actor';
import type { InvoiceFile } from '../orders/service';
import type { LotImportInput, LotInput, LotListInput, ShipmentRecordQuery } from './inputs';

export interface Lot {
  id: number;
  /** `gtin`: what its case labels carry (null: none), for a sample label */
  item: { id: number; name: string; name_ko: string; slug: string; gtin: string | null };
  lot_code: string;
  establishment: string;
  /** 'YYYY-MM-DD': kill or production date */
  produced_on: string;
  packed_on: string;
  use_by: string | null;
  use_by_kind: 'use-by' | 'freeze-by' | null;
  cases: number;
  notes: string | null;
  /** the admin who recorded it; null once that account is gone */
  recorded_by: string | null;
  /** ISO 8601 */
  recorded_at: string;
}

export interface LotsService {
  /** Records one lot (409 lots.lotExists when the product has that code already). */
  create(actor: Actor, input: LotInput): Promise<Lot>;
  /** Every line of a CSV, or none: each refused line is named (line number and why). */
  importCsv(actor: Actor, input: LotImportInput): Promise<{ created: number; lots: Lot[] }>;
  /** Newest first (200 at most): one product's, or matching `q` (lot code, establishment, product). */
  list(actor: Actor, input: LotListInput): Promise<Lot[]>;
  byId(actor: Actor, lotId: number): Promise<Lot>;
  /**
   * The shipment record of a range of days as CSV text (a byte order mark, the header, then a chunk
   * per batch of shipments, read only as the consumer asks): one row per order line and lot.
   */
  shipmentRecordCsv(actor: Actor, range: ShipmentRecordQuery): Promise<AsyncIterable<string>>;
  /** The same rows as a PDF (409 lots.shipmentPdfRows past SHIPMENT_PDF_MAX_ROWS). */
  shipmentRecordPdf(actor: Actor, range: ShipmentRecordQuery): Promise<InvoiceFile>;
}

export interface LotsDomain {
  lots: LotsService;
}
