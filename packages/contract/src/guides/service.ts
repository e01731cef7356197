// What order guides answer, and their service interface. A guide belongs to the company: every
// member reads the company's guides; the owner and orderers write them; a viewer only reads.
import type { Actor } from '../actor';
import type { CreateOrderGuideInput, UpdateOrderGuideInput } from './inputs';

/** A product on a guide, with its names as the catalogue has them now. */
export interface OrderGuideLine {
  item_id: number;
  /** the par level, in the product's ordering unit (boxes, or packs of a catch-weight product) */
  par: number;
  name: string;
  name_ko: string;
  spec: string;
  /** false: no longer sold; kept on the guide, skipped when the guide goes to the cart */
  available: boolean;
}

export interface OrderGuide {
  id: number;
  name: string;
  lines: OrderGuideLine[];
  /** whether the asking member may change it (the owner and orderers; not a viewer) */
  can_edit: boolean;
  /** ISO 8601 */
  created_at: string;
  /** ISO 8601 */
  updated_at: string;
}

export interface OrderGuidesService {
  /** The company's guides, by name. */
  list(actor: Actor): Promise<OrderGuide[]>;
  create(actor: Actor, input: CreateOrderGuideInput): Promise<OrderGuide>;
  update(actor: Actor, guideId: number, input: UpdateOrderGuideInput): Promise<OrderGuide>;
  remove(actor: Actor, guideId: number): Promise<void>;
}

export interface OrderGuidesDomain {
  orderGuides: OrderGuidesService;
}
