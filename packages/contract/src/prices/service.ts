// What buyers' prices and price lists answer (output types) and the service interface
// @wholesale/services implements. Money is in US dollars, as the catalogue's.
import type { Actor } from '../actor';
import type { AssignPriceListInput, BuyerPricesInput, PriceListImportInput, PriceListInput } from './inputs';

/** One of a buyer's own prices, with the item's other prices beside it for comparison. */
export interface OwnPrice {
  item_id: number;
  name: string;
  name_ko: string;
  /** the buyer's own price */
  price: number;
  /** the item's list price */
  list_price: number;
  /** the item's member price (its list price when it has none) */
  member_price: number;
}

/** GET /api/users/:id/prices: the buyer's list (if any) and own prices. */
export interface BuyerPrices {
  user_id: number;
  price_list: { id: number; name: string } | null;
  prices: OwnPrice[];
}

/** A list's price for an item from a minimum quantity (an input carries item_id, price, min_quantity). */
export interface PriceListPrice {
  item_id: number;
  price: number;
  min_quantity: number;
}

/** A list's price as answered: with the product's names, spec and its other prices, for the editor. */
export interface PriceListEntry extends PriceListPrice {
  name: string;
  name_ko: string;
  spec: string;
  /** the item's list price */
  list_price: number;
  /** the item's member price (its list price when it has none) */
  member_price: number;
}

/** GET /api/price-lists: each list with how many prices and customers it has. */
export interface PriceListSummary {
  id: number;
  name: string;
  prices: number;
  customers: number;
  updated_at: string;
}

/** GET /api/price-lists/:id and the answer of its create and update. */
export interface PriceList {
  id: number;
  name: string;
  prices: PriceListEntry[];
  /** the buyers who buy at this list */
  customers: { id: number; name: string; company: string | null; email: string }[];
  created_at: string;
  updated_at: string;
}

/** PUT /api/users/:id/price-list's answer. */
export interface PriceListAssignment {
  user_id: number;
  price_list: { id: number; name: string } | null;
}

/** One recorded price change: who, when, what, before and after. */
export interface PriceChange {
  id: number;
  changed_at: string;
  admin: { id: number; name: string } | null;
  action:
    'own-price' | 'list-price' | 'list-assigned' | 'list-created' | 'list-renamed' | 'list-deleted' | 'list-imported';
  user_id: number | null;
  price_list_id: number | null;
  /** a 'list-assigned' change's list before it */
  old_price_list_id: number | null;
  item_id: number | null;
  /** the product's names, when the change is about one that still exists */
  item_name: string | null;
  item_name_ko: string | null;
  min_quantity: number | null;
  /**
   * Before and after: dollars ("12.50") for a price; list names for 'list-assigned' and
   * 'list-renamed'; for 'list-imported', new_value is JSON `{ "prices": n, "changed": n }`.
   */
  old_value: string | null;
  new_value: string | null;
}

export interface PricesService {
  /** A buyer's list and own prices (admin). */
  buyerPrices(actor: Actor, userId: number): Promise<BuyerPrices>;
  /** Sets or removes (null) a buyer's own prices for the given items (admin); one transaction, audited. */
  setBuyerPrices(actor: Actor, userId: number, input: BuyerPricesInput): Promise<BuyerPrices>;
  /** Gives a buyer a price list, or takes it away (null) (admin); audited. */
  assignPriceList(actor: Actor, userId: number, input: AssignPriceListInput): Promise<PriceListAssignment>;
  /** Every price list (admin). */
  priceLists(actor: Actor): Promise<PriceListSummary[]>;
  /** One price list with its prices and customers (admin). */
  priceList(actor: Actor, priceListId: number): Promise<PriceList>;
  /** A new price list (admin); audited. */
  createPriceList(actor: Actor, input: PriceListInput): Promise<PriceList>;
  /** Renames a list and replaces its prices (admin); one transaction, each difference audited. */
  updatePriceList(actor: Actor, priceListId: number, input: PriceListInput): Promise<PriceList>;
  /** Deletes a list (admin): its buyers fall back to the member price; audited. */
  deletePriceList(actor: Actor, priceListId: number): Promise<{ id: number }>;
  /** The list as a CSV file (admin). */
  exportPriceList(actor: Actor, priceListId: number): Promise<{ filename: string; csv: string }>;
  /**
   * Replaces the list's prices with a CSV file's (admin): every line checked first; any refused
   * line (ValidationError prices.csvRows, each as `fields['line N']`) leaves the list as it was.
   */
  importPriceList(
    actor: Actor,
    priceListId: number,
    input: PriceListImportInput,
  ): Promise<PriceList & { changes: number }>;
  /** The recorded changes of a buyer's prices or of a list, newest first (admin). */
  priceChanges(actor: Actor, of: { userId?: number; priceListId?: number }): Promise<PriceChange[]>;
}

export interface PricesDomain {
  prices: PricesService;
}
