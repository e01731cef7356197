// What the launch deal answers and its service interface: staff choose the products that qualify,
// start it and may end it early; each of the first companies approved after the start gets a place,
// used by its first order, which holds one of those products free.
import type { Actor } from '../actor';
import type { Spec } from '@wholesale/rules';
import type { LaunchDealItemsInput } from './inputs';

/**
 * 'not_started' (staff have not started it), 'running' (approvals get places), 'full' (every place
 * given), 'ended' (staff ended it early).
 */
export type LaunchDealState = 'not_started' | 'running' | 'full' | 'ended';

/** What anyone may read (the Deals page): no prices, no companies. */
export interface LaunchDealStatus {
  state: LaunchDealState;
  capacity: number;
  places_left: number;
}

/** A product that qualifies, as the cart and the settings show it. */
export interface LaunchDealProduct {
  id: number;
  name: string;
  name_ko: string;
  slug: string;
  spec: Spec;
  /** hidden from the storefront: it cannot be given until shown again */
  show: boolean;
}

/** A company's place, as staff see it. */
export interface LaunchDealPlaceView {
  slot: number;
  company_id: number;
  company: string | null;
  granted_at: string;
  /** the order whose free line used it; null while unused */
  order_number: string | null;
  item_name: string | null;
}

/** The back office's view: the status, when it started and ended, the products and the places. */
export interface LaunchDealAdminView extends LaunchDealStatus {
  started_at: string | null;
  ended_at: string | null;
  items: LaunchDealProduct[];
  places: LaunchDealPlaceView[];
}

/** The buyer's own place: null when their company has none or has used it. */
export interface LaunchDealOffer {
  slot: number;
  /** the products they may choose from (visible ones only); the first is given when none is chosen */
  products: LaunchDealProduct[];
}

/** The free line of an order that used a place, as the order, its invoice and its mails show it. */
export interface LaunchDealLine {
  item_id: number | null;
  name: string;
  name_ko: string;
  spec: Spec;
  quantity: 1;
}

export interface DealsService {
  /** Public: the Deals page's count of places left. */
  status(): Promise<LaunchDealStatus>;
  /** A buyer: their company's unused place and the products to choose from, or null. */
  mine(actor: Actor): Promise<LaunchDealOffer | null>;
  /** Staff. */
  adminView(actor: Actor): Promise<LaunchDealAdminView>;
  setItems(actor: Actor, input: LaunchDealItemsInput): Promise<LaunchDealAdminView>;
  start(actor: Actor): Promise<LaunchDealAdminView>;
  /** Ends it early: no more places are given; places already given still hold. */
  end(actor: Actor): Promise<LaunchDealAdminView>;
}

export interface DealsDomain {
  deals: DealsService;
}
