// What the catalogue (items, search, the Item List) answers (output types) and the service
// interface @wholesale/services implements.
import type { CatalogueItem, Style } from '@wholesale/rules';
import type { Actor } from '../actor';
import type { ItemCreate, ItemPageQuery, ItemUpdate, SearchQuery } from './inputs';

/** One page of the Item List, and the whole catalogue's counts (the Dashboard shows them). */
export interface ItemPage {
  items: CatalogueItem[];
  page: number;
  page_size: number;
  has_more: boolean;
  counts: { all: number; active: number; hidden: number };
  /** item id → how many customers have a special price for it (their own or their list's); none: absent */
  special_prices: Record<string, number>;
}

export interface CatalogueService {
  /** Visible items, optionally of one style, in catalogue order. */
  list(actor: Actor, options?: { style?: Style | undefined }): Promise<CatalogueItem[]>;
  /** One visible item. */
  byId(actor: Actor, id: number): Promise<CatalogueItem>;
  /** Visible items among `ids`, in the order asked, each once; unknown and hidden ids are skipped. */
  byIds(actor: Actor, ids: readonly number[]): Promise<CatalogueItem[]>;
  /** Visible items matching every word of `q` in English or Korean, best matches first. */
  search(actor: Actor, query: SearchQuery): Promise<CatalogueItem[]>;
  /** Every item, hidden ones included, with its own discount (0 when none): the Item List (admins). */
  adminList(actor: Actor): Promise<CatalogueItem[]>;
  /** The Item List, a page at a time (admins): every item, hidden ones included, as adminList shows it. */
  adminPage(actor: Actor, query: ItemPageQuery): Promise<ItemPage>;
  /** Changes an item's fields (admins); answers the item as adminList shows it. */
  updateItem(actor: Actor, id: number, update: ItemUpdate): Promise<CatalogueItem>;
  /** Adds a product (admins), with no photo yet; answers it as adminList shows it. */
  createItem(actor: Actor, input: ItemCreate): Promise<CatalogueItem>;
  /**
   * Stores an uploaded photo as the storefront's AVIF + JPEG pair (admins): appended after the
   * item's photos, or in place of photo `replace` (1-based). Answers the item as adminList shows it.
   */
  addPhoto(
    actor: Actor,
    id: number,
    photo: { bytes: Uint8Array; replace?: number | undefined },
  ): Promise<CatalogueItem>;
}
