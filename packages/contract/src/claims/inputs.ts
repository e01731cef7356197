// The zod schemas of claims and credit memos, parsed once at the door (REST and tRPC alike);
// services receive the parsed value. A claim arrives as multipart form fields (its photos beside
// them): the REST door hands the fields over as text, and `claimInput` reads the numbers from it.
import { ORDER_MAX_TOTAL_CENTS } from '@wholesale/rules';
import { z } from 'zod';
import { body, idInput, pageInput, text, textError, wholeNumberInput } from '../inputs';
import {
  CLAIM_CODES,
  CLAIM_NOTE_MAX,
  CLAIM_QUANTITY_MAX,
  CLAIM_REASONS,
  CLAIM_REFUSAL_MAX,
  CLAIM_STATUSES,
  CLAIM_UNITS,
} from './messages';

/** A number sent as a form field: its canonical digits (at most two decimals), or a number. */
const formNumber = (code: string, pattern: RegExp) =>
  z.union(
    [
      z.number({ error: code }),
      z.string({ error: code }).max(10, { error: code, abort: true }).regex(pattern, { error: code }).transform(Number),
    ],
    { error: code },
  );

/**
 * POST /api/orders/:id/claims (multipart: these fields and up to five files `photos`): the line the
 * problem is with, what is wrong, how many pounds or boxes, and a note.
 */
export const claimInput = body({
  order_item_id: idInput(CLAIM_CODES.line),
  reason: z.enum(CLAIM_REASONS, { error: CLAIM_CODES.reason }),
  quantity: formNumber(CLAIM_CODES.quantity, /^\d{1,4}(\.\d{1,2})?$/).pipe(
    z
      .number({ error: CLAIM_CODES.quantity })
      .gt(0, { error: CLAIM_CODES.quantity })
      .max(CLAIM_QUANTITY_MAX, { error: CLAIM_CODES.quantity })
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { error: CLAIM_CODES.quantity }),
  ),
  unit: z.enum(CLAIM_UNITS, { error: CLAIM_CODES.unit }),
  note: text({ error: CLAIM_CODES.note }, { multiline: true })
    .max(CLAIM_NOTE_MAX, { error: CLAIM_CODES.note, abort: true })
    .trim()
    .optional(),
});
export type ClaimInput = z.output<typeof claimInput>;

/** A claim's id in a path (/api/claims/:claimId/…), or tRPC's input. */
export const claimRef = z.object({ claimId: idInput(CLAIM_CODES.claimNotFound) });
/** A photo of a claim: /api/claims/:claimId/photos/:photoId. */
export const claimPhotoRef = z.object({
  claimId: idInput(CLAIM_CODES.claimNotFound),
  photoId: idInput(CLAIM_CODES.claimNotFound),
});
/** A credit memo's id: /api/credit-memos/:memoId.pdf. */
export const creditMemoRef = z.object({ memoId: idInput(CLAIM_CODES.creditMemoNotFound) });

/**
 * POST /api/claims/:id/decision and tRPC admin.claims.decide: approve (in full or in part) with
 * the credit in cents, or refuse with a reason; exactly one of the two.
 */
export const claimDecisionInput = body({
  approve_cents: wholeNumberInput(CLAIM_CODES.approveAmount, 1, ORDER_MAX_TOTAL_CENTS).optional(),
  refuse_reason: text({ error: textError(CLAIM_CODES.refuseReason) }, { multiline: true })
    .max(CLAIM_REFUSAL_MAX, { error: CLAIM_CODES.refuseReason, abort: true })
    .trim()
    .min(1, { error: CLAIM_CODES.refuseReason })
    .optional(),
}).refine((d) => (d.approve_cents === undefined) !== (d.refuse_reason === undefined), {
  error: CLAIM_CODES.decision,
});
export type ClaimDecisionInput = z.output<typeof claimDecisionInput>;

/**
 * GET /api/claims?status=&page= and tRPC claims.list: staff see every company's, newest open first;
 * a buyer their company's.
 */
export const claimsQuery = z
  .object({
    status: z.enum(CLAIM_STATUSES, { error: CLAIM_CODES.status }).optional(),
    page: pageInput,
  })
  .default({ page: 1 });
export type ClaimsQuery = z.output<typeof claimsQuery>;

/** Claims per page of the queue. */
export const CLAIMS_PAGE_SIZE = 50;
