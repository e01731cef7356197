// What claims answer (output types) and the service interface @wholesale/services implements.
import type { Actor } from '../actor';
import type { InvoiceFile } from '../orders/service';
import type { ClaimDecisionInput, ClaimInput, ClaimsQuery } from './inputs';
import type { ClaimReason, ClaimStatus, ClaimUnit } from './messages';

/** A photo as the REST door hands it over: checked by the service (size, type by its bytes). */
export interface ClaimPhotoUpload {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

/** A buyer's report of a problem with a line of a completed order, and staff's decision (US dollars). */
export interface Claim {
  id: number;
  order_id: number;
  order_number: string;
  company_id: number;
  company: string | null;
  /** the line as ordered: its names, quantity in boxes or packs, and its total */
  line: { order_item_id: number; name: string; name_ko: string; spec: string; quantity: number; total: number };
  reason: ClaimReason;
  quantity: number;
  unit: ClaimUnit;
  note: string | null;
  status: ClaimStatus;
  claimed_at: string;
  claimed_by: string;
  /** each photo's address (GET /api/claims/:id/photos/:photoId, for whoever may read the claim) */
  photos: { id: number; url: string; content_type: string }[];
  decided_at: string | null;
  decided_by: string | null;
  /** the credit approved (dollars); null unless approved */
  approved: number | null;
  refuse_reason: string | null;
  /** the credit memo an approval issued */
  credit_memo: { id: number; number: string; url: string } | null;
}

export interface ClaimsPage {
  claims: Claim[];
  page: number;
  page_size: number;
  count: number;
  /** how many wait for a decision, on every page (the queue's badge) */
  open: number;
}

/** An order's claims and whether the buyer can still report a problem (the window after completion). */
export interface OrderClaims {
  claims: Claim[];
  window: {
    hours: number;
    /** ISO 8601: when reporting closes; null while the order is not complete */
    closes_at: string | null;
    /** reporting is possible now (complete, within the window) */
    open: boolean;
    /** whom to call after the window: the business's phone */
    phone: string;
  };
  /** whether the actor may report (the owner, or the orderer who placed it; not a viewer) */
  can_claim: boolean;
}

export interface ClaimsService {
  /**
   * A buyer (the company's owner, or the orderer who placed the order) reports a problem with a
   * line of a completed order, within the window; photos stored with the documents' storage.
   * Another company's order: 404. A viewer: 403.
   */
  create(actor: Actor, orderId: number, input: ClaimInput, photos: ClaimPhotoUpload[]): Promise<Claim>;
  /** Staff: every claim; a buyer: their company's. Open claims first, then newest. */
  list(actor: Actor, query: ClaimsQuery): Promise<ClaimsPage>;
  /** An order's claims and its window, for whoever reads the order. */
  forOrder(actor: Actor, orderId: number): Promise<OrderClaims>;
  /**
   * Staff approve (issuing a credit memo that credits the order, so the company) or refuse (with
   * a reason); the buyer is mailed the decision in their language. The same decision again
   * answers the decided claim; another one is refused (409).
   */
  decide(actor: Actor, claimId: number, input: ClaimDecisionInput): Promise<Claim>;
  /** Where a claim's photo is stored, for whoever may read the claim (the server streams it). */
  photo(actor: Actor, claimId: number, photoId: number): Promise<{ key: string; content_type: string }>;
  /** A credit memo's PDF (staff, or the company's members), in `lang` or the claimant's language. */
  creditMemoPdf(actor: Actor, memoId: number, lang?: 'en' | 'ko'): Promise<InvoiceFile>;
}

/** What DomainServices gains from this context. */
export interface ClaimsDomain {
  claims: ClaimsService;
}
