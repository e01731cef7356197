// The zod schemas of standing orders: repeating an order, and the buyer's changes to one.
import { PICKUP_WEEKDAYS } from '@wholesale/rules';
import { z } from 'zod';
import { body, INPUT_CODES, idInput, wholeNumberInput } from '../inputs';
import { cartLineInput, orderLinesInput } from './inputs';
import { ORDER_CODES } from './messages';

const everyWeeksInput = z.union([z.literal(1), z.literal(2)], { error: ORDER_CODES.everyWeeks });

/** POST /api/orders/:id/repeat: repeat this order every week or every 2 weeks. */
export const repeatOrderInput = body({ every_weeks: everyWeeksInput.default(1) });
export type RepeatOrderInput = z.output<typeof repeatOrderInput>;

export const standingOrderRef = z.object({ standingOrderId: idInput(ORDER_CODES.standingNotFound) });

/**
 * PATCH /api/standing-orders/:id: pause or resume it, repeat it every 1 or 2 weeks, change its
 * products (the whole list, as the cart sends it) or its pickup weekday (1 Monday .. 5 Friday).
 */
export const standingOrderUpdateInput = body({
  paused: z.boolean({ error: INPUT_CODES.required }).optional(),
  every_weeks: everyWeeksInput.optional(),
  lines: orderLinesInput(cartLineInput, ORDER_CODES.standingEmpty).optional(),
  weekday: wholeNumberInput(
    ORDER_CODES.standingWeekday,
    Math.min(...PICKUP_WEEKDAYS),
    Math.max(...PICKUP_WEEKDAYS),
  ).optional(),
});
export type StandingOrderUpdate = z.output<typeof standingOrderUpdateInput>;
