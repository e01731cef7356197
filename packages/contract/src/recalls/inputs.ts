// The zod schemas of recalls, parsed once at the door (REST and tRPC alike): the lots named one by
// one, or a product with its production dates, and a reason; the acknowledgement link's token.
import { z } from 'zod';
import { itemIdInput } from '../catalogue/inputs';
import { calendarDayInput, idInput, INPUT_CODES, text, textError } from '../inputs';
import { lotIdInput } from '../lots/inputs';
import { RECALL_CODES, RECALL_LOTS_MAX } from './messages';

export const recallIdInput = idInput(RECALL_CODES.recallNotFound);
export const recallRef = z.object({ recallId: recallIdInput });

/** POST /api/recalls and tRPC admin.recalls.create. */
export const recallInput = z
  .object(
    {
      lot_ids: z
        .array(lotIdInput, { error: RECALL_CODES.lotIds })
        .min(1, { error: RECALL_CODES.lotIds })
        .max(RECALL_LOTS_MAX, { error: RECALL_CODES.lotIds })
        .optional(),
      item_id: itemIdInput.optional(),
      produced_from: calendarDayInput(RECALL_CODES.producedFrom).optional(),
      produced_to: calendarDayInput(RECALL_CODES.producedTo).optional(),
      reason: text({ error: textError(RECALL_CODES.reason) }, { multiline: true, tooLong: RECALL_CODES.reason })
        .trim()
        .min(1, { error: RECALL_CODES.reason, abort: true })
        .max(500, { error: RECALL_CODES.reason, abort: true }),
    },
    { error: INPUT_CODES.bodyNotObject },
  )
  .superRefine((v, ctx) => {
    const byLots = v.lot_ids !== undefined;
    const byRange = v.item_id !== undefined || v.produced_from !== undefined || v.produced_to !== undefined;
    if (byLots === byRange) {
      ctx.addIssue({ code: 'custom', path: ['lot_ids'], message: RECALL_CODES.scope });
      return;
    }
    if (byRange) {
      if (v.item_id === undefined) ctx.addIssue({ code: 'custom', path: ['item_id'], message: RECALL_CODES.scope });
      if (v.produced_from === undefined)
        ctx.addIssue({ code: 'custom', path: ['produced_from'], message: RECALL_CODES.producedFrom });
      if (v.produced_to === undefined)
        ctx.addIssue({ code: 'custom', path: ['produced_to'], message: RECALL_CODES.producedTo });
      else if (v.produced_from !== undefined && v.produced_to < v.produced_from)
        ctx.addIssue({ code: 'custom', path: ['produced_to'], message: RECALL_CODES.producedTo });
    }
  });
export type RecallInput = z.output<typeof recallInput>;

/** The acknowledgement link's token (43 base64url characters as issued; the length first). */
export const recallTokenInput = z.object({
  token: text({ error: textError(RECALL_CODES.noticeLink) })
    .min(20, { error: RECALL_CODES.noticeLink, abort: true })
    .max(100, { error: RECALL_CODES.noticeLink, abort: true })
    .regex(/^[A-Za-z0-9_-]+$/, { error: RECALL_CODES.noticeLink }),
});
