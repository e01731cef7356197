// What cases weighed at the scale answer and their service interface (staff only): each case a
// label scanned (or typed) into an order line, with its lot and net weight; a catch-weight line
// with cases weighs what its cases weigh.
import type { Gs1Case } from '@wholesale/rules';
import type { Actor } from '../actor';
import type { CaseAddInput } from './inputs';

export interface CaseLot {
  id: number;
  lot_code: string;
  establishment: string;
  /** 'YYYY-MM-DD' */
  produced_on: string;
  packed_on: string;
}

export interface OrderCase {
  id: number;
  line_id: number;
  lot: CaseLot;
  net_lbs: number;
  /** null for a case typed by hand */
  gtin: string | null;
  serial: string | null;
  /** ISO 8601 */
  added_at: string;
}

export interface CaseLine {
  line_id: number;
  item_id: number;
  item_name: string;
  item_name_ko: string;
  /** packs (boxes) ordered: at most this many cases */
  quantity: number;
  catch_weight: boolean;
  /** the product's GTIN as it is now; null: its cases carry no label to scan */
  gtin: string | null;
  /** a catch-weight line with cases weighs their sum */
  weighed_lbs: number | null;
  line_total_cents: number;
  cases: OrderCase[];
}

export interface OrderCases {
  order_id: number;
  order_total_cents: number;
  /** complete, declined or cancelled: no case can be added or removed */
  closed: boolean;
  lines: CaseLine[];
}

export interface CaseAdded {
  case: OrderCase;
  order: OrderCases;
}

/** What a label says (POST /api/gs1/parse), with the product and lot it names when the store has them. */
export interface Gs1Check {
  label: Gs1Case;
  product: { id: number; name: string; name_ko: string } | null;
  lot: CaseLot | null;
}

/** A product and the GTIN its case labels carry (the Lots page's list of labelled products). */
export interface ProductGtin {
  id: number;
  name: string;
  name_ko: string;
  slug: string;
  gtin: string | null;
}

export interface CasesService {
  /** Adds a scanned or typed case to a line; a catch-weight line's weight becomes its cases' sum. */
  add(actor: Actor, orderId: number, input: CaseAddInput): Promise<CaseAdded>;
  /** Removes a case (not once the order is complete, declined or cancelled). */
  remove(actor: Actor, orderId: number, caseId: number): Promise<OrderCases>;
  /** An order's lines with their cases: the weigh screen's list. */
  list(actor: Actor, orderId: number): Promise<OrderCases>;
  /** Reads a label without writing anything: refused as a scan would be when it cannot be read. */
  parse(actor: Actor, barcode: string): Promise<Gs1Check>;
  /** Every product with its GTIN (none: null), in the catalogue's order. */
  productGtins(actor: Actor): Promise<ProductGtin[]>;
  /** Gives a product its GTIN (409 cases.gtinTaken when another product has it), or takes it away. */
  setGtin(actor: Actor, itemId: number, gtin: string | null): Promise<ProductGtin>;
}

export interface CasesDomain {
  cases: CasesService;
}
