// The zod schemas of order guides, parsed once at the door (REST and tRPC alike).
import { ORDER_GUIDE_MAX_LINES, ORDER_GUIDE_MAX_PAR, ORDER_GUIDE_NAME_MAX } from '@wholesale/rules';
import { z } from 'zod';
import { itemIdInput } from '../catalogue/inputs';
import { body, idInput, text, textError, wholeNumberInput } from '../inputs';
import { GUIDE_CODES } from './messages';

export const orderGuideRef = z.object({ guideId: idInput(GUIDE_CODES.notFound) });

const guideName = text({ error: textError(GUIDE_CODES.name) }, { tooLong: GUIDE_CODES.name })
  .trim()
  .min(1, { error: GUIDE_CODES.name })
  .max(ORDER_GUIDE_NAME_MAX, { error: GUIDE_CODES.name });

const parInput = wholeNumberInput(GUIDE_CODES.par, 1, ORDER_GUIDE_MAX_PAR);

/** The whole list of a guide's products, in the order shown; a product appears once. */
const guideLines = z
  .array(z.object({ item_id: itemIdInput, par: parInput }, { error: GUIDE_CODES.lines }), {
    error: GUIDE_CODES.lines,
  })
  .max(ORDER_GUIDE_MAX_LINES, { error: GUIDE_CODES.lines, abort: true })
  .refine((lines) => new Set(lines.map((l) => l.item_id)).size === lines.length, { error: GUIDE_CODES.lines });

/** POST /api/order-guides and tRPC orderGuides.create: a name, and its products (none yet by default). */
export const createOrderGuideInput = body({ name: guideName, lines: guideLines.default([]) });
export type CreateOrderGuideInput = z.output<typeof createOrderGuideInput>;

/** PUT /api/order-guides/:id and tRPC orderGuides.update: a new name, the whole list of lines, or both. */
export const updateOrderGuideInput = body({ name: guideName.optional(), lines: guideLines.optional() });
export type UpdateOrderGuideInput = z.output<typeof updateOrderGuideInput>;
