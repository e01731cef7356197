// The zod schemas of orders (checkout, a buyer's records, the Orders page, weighing, the pick
// list), parsed once at the door (REST and tRPC alike); services receive the parsed value.
import {
  ADMIN_ORDER_STATUSES,
  ORDER_LINE_MAX_QUANTITY,
  ORDER_MAX_LINES,
  ORDER_MAX_TOTAL_CENTS,
  ORDER_STATUSES,
  ORDER_TYPES,
  PAYMENT_KINDS,
  PAYMENT_METHODS,
} from '@wholesale/rules';
import { z } from 'zod';
import { userIdInput } from '../accounts/inputs';
import { itemIdInput } from '../catalogue/inputs';
import { body, calendarDayInput, INPUT_CODES, idInput, pageInput, text, wholeNumberInput } from '../inputs';
import { ORDER_CODES } from './messages';
import { orderIdsQuery } from './order-ids';

export const orderIdInput = idInput(ORDER_CODES.orderNotFound);
export const orderRef = z.object({ orderId: orderIdInput });
export const userOrdersRef = z.object({ userId: userIdInput });

/** Boxes, or packs of a catch-weight item: a whole number from 1 to 999. */
export const quantityInput = wholeNumberInput(ORDER_CODES.quantity, 1, ORDER_LINE_MAX_QUANTITY);

/**
 * One key per checkout attempt: a retry of the same attempt (a double tap, a network retry)
 * returns the first order. Header `Idempotency-Key` on REST, this field on tRPC.
 */
export const idempotencyKeyInput = z
  .string({ error: ORDER_CODES.idempotencyKey })
  .max(200, { error: ORDER_CODES.idempotencyKey, abort: true })
  .regex(/^[A-Za-z0-9_-]{8,200}$/, { error: ORDER_CODES.idempotencyKey });

/**
 * POST /api/orders (catalogue spec section 7) and tRPC `orders.place`. What the client says about
 * money (`total_amount`, each line's `price`, `discountedPrice`, `itemTotal`) and whose order it is
 * (`user_id`) are accepted for the documented client and never read: the order belongs to the
 * caller and is priced from the items table.
 */
/** A cart line as the storefront sends it: the item and how many; its name and price are ignored. */
export const cartLineInput = z.object({
  id: itemIdInput,
  quantity: quantityInput,
  name: z.unknown().optional(),
  price: z.unknown().optional(),
});

/** A pickup window as the buyer gives it (its id or its instant): checked against the calendar later. */
export const pickupText = text({ error: ORDER_CODES.pickupUnavailable }).max(40, {
  error: ORDER_CODES.pickupUnavailable,
});

/** An order's lines: at least one (else `empty`, the field's own words), at most ORDER_MAX_LINES. */
export const orderLinesInput = <Line extends z.ZodType>(line: Line, empty: string) =>
  z.array(line, { error: empty }).min(1, { error: empty }).max(ORDER_MAX_LINES, { error: ORDER_CODES.tooManyLines });

/** The buyer's note for the warehouse, line breaks kept. */
export const orderNoteInput = text(undefined, { multiline: true }).trim().max(500, { error: ORDER_CODES.noteTooLong });

export const placeOrderInput = body({
  user_id: z.unknown().optional(),
  total_amount: z.unknown().optional(),
  order_type: z.enum(ORDER_TYPES, { error: ORDER_CODES.deliveryUnavailable }).default('pickup'),
  cart_items: orderLinesInput(
    cartLineInput.extend({ discountedPrice: z.unknown().optional(), itemTotal: z.unknown().optional() }),
    ORDER_CODES.emptyCart,
  ),
  /** the pickup window's id ('2026-11-25T08:00'); the earliest one when left out */
  pickup_slot: pickupText.optional(),
  note: orderNoteInput.optional(),
  idempotency_key: idempotencyKeyInput.optional(),
  /**
   * The total, in cents, the buyer saw when placing (an order kept on the phone while
   * offline): a total that differs at the server refuses the order (orders.totalChanged) rather
   * than place it at prices the buyer never saw. Left out, the order is priced as it arrives.
   */
  expected_total_cents: wholeNumberInput(ORDER_CODES.expectedTotal, 0, ORDER_MAX_TOTAL_CENTS).optional(),
  /**
   * The launch deal's free item the buyer chose in the cart (one of the deal's products); left out,
   * a company with an unused place gets the first of them. Ignored without a place.
   */
  free_item_id: itemIdInput.optional(),
});
export type PlaceOrderInput = z.output<typeof placeOrderInput>;

/** POST /api/order-items (catalogue spec section 7): the documented client's line-by-line follow-up. */
export const addOrderLineInput = body({
  order_id: orderIdInput,
  item_id: itemIdInput,
  quantity: quantityInput,
  unit_price: z.unknown().optional(),
});
export type AddOrderLineInput = z.output<typeof addOrderLineInput>;

// --- the back office ---

// --- changes and cancellation ---

/**
 * The revision of the order the caller is looking at (the order's `revision`): with it, a change
 * or a status change of an order that changed meanwhile is refused (409) instead of applied to a
 * version nobody saw.
 */
export const revisionInput = wholeNumberInput(ORDER_CODES.revision, 0, 1_000_000);

/** One key per change (header `Idempotency-Key` on REST, this field on tRPC): a retry answers the first change. */
export const changeKeyInput = z
  .string({ error: ORDER_CODES.changeKey })
  .max(200, { error: ORDER_CODES.changeKey, abort: true })
  .regex(/^[A-Za-z0-9_-]{8,200}$/, { error: ORDER_CODES.changeKey });

/**
 * PATCH /api/orders/:id and tRPC `orders.change`: the order's lines as they should be (every line:
 * one left out is removed, a new product is added), and optionally another pickup window and the
 * note. `pickup_start` names a window on offer, as checkout's `pickup_slot` ('2026-11-27T10:00',
 * Los Angeles) or as the instant the order reads ('2026-11-27T18:00:00.000Z'). An empty
 * `cart_items` or a quantity of 0 is refused: cancelling is its own call. Without `cart_items` the
 * lines stay as they are (staff moving an order to another day send only `pickup_start`); a change
 * of lines needs its key, since a retried one must not be applied twice, while a move or a note is
 * the same however often it is sent. `notify: false` (staff only: a change agreed on the phone)
 * keeps the buyer's mail back; the order's revisions say so.
 */
export const changeOrderFields = {
  cart_items: orderLinesInput(cartLineInput, ORDER_CODES.changeEmpty).optional(),
  pickup_start: pickupText.optional(),
  /** '' clears the note */
  note: orderNoteInput.optional(),
  revision: revisionInput.optional(),
  idempotency_key: changeKeyInput.optional(),
  notify: z.boolean({ error: ORDER_CODES.notify }).optional(),
};

/** What a change must hold beside its fields' own checks: something to change, and a key for new lines. */
export function checkOrderChange(
  v: { cart_items?: unknown; pickup_start?: unknown; note?: unknown; idempotency_key?: unknown },
  ctx: z.RefinementCtx,
): void {
  if (v.cart_items === undefined && v.pickup_start === undefined && v.note === undefined)
    ctx.addIssue({ code: 'custom', path: ['cart_items'], message: ORDER_CODES.changeEmpty });
  else if (v.cart_items !== undefined && v.idempotency_key === undefined)
    ctx.addIssue({ code: 'custom', path: ['idempotency_key'], message: ORDER_CODES.changeKey });
}

export const changeOrderInput = body(changeOrderFields).superRefine(checkOrderChange);
export type ChangeOrderInput = z.output<typeof changeOrderInput>;

/** POST /api/orders/:id/cancel and tRPC `orders.cancel`: an optional reason. */
export const cancelOrderInput = body({
  reason: text(undefined, { multiline: true }).trim().max(500, { error: ORDER_CODES.reasonTooLong }).optional(),
  revision: revisionInput.optional(),
});
export type CancelOrderInput = z.output<typeof cancelOrderInput>;

/** POST /api/orders/:id/decline and tRPC `orders.decline`: the owner's optional reason. */
export const declineOrderInput = body({
  reason: text(undefined, { multiline: true }).trim().max(500, { error: ORDER_CODES.declineReasonTooLong }).optional(),
});
export type DeclineOrderInput = z.output<typeof declineOrderInput>;

// --- payments ---

/**
 * Dollars with at most two decimals, more than 0 (or from 0, `zero: true`) and at most what one
 * order may total, refused with `code`: a payment's, a refund's, a credit move's amount, a credit
 * limit.
 */
export function dollarsInput(code: string, options: { zero?: boolean } = {}) {
  const dollars = z.number({ error: code });
  return (options.zero ? dollars.min(0, { error: code }) : dollars.gt(0, { error: code }))
    .max(ORDER_MAX_TOTAL_CENTS / 100, { error: code })
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { error: code });
}

const paymentAmountInput = dollarsInput(ORDER_CODES.paymentAmount);

/**
 * POST /api/orders/:id/payments (admin): money received. `amount` is the part of the order it
 * settles, in dollars (the figures the order shows); the cash discount and the card tax follow
 * from it. `received_at` defaults to now.
 */
/**
 * One key per payment (header `Idempotency-Key` on REST, this field on tRPC): a retry answers the
 * first payment. At most 190 characters: it is kept beside the order's change keys, under a prefix.
 */
export const moneyKeyInput = (code: string) =>
  z
    .string({ error: code })
    .max(190, { error: code, abort: true })
    .regex(/^[A-Za-z0-9_-]{8,190}$/, { error: code });

export const paymentKeyInput = moneyKeyInput(ORDER_CODES.paymentKey);

export const paymentInput = body({
  amount: paymentAmountInput,
  method: z.enum(PAYMENT_METHODS, { error: ORDER_CODES.paymentMethod }),
  kind: z.enum(PAYMENT_KINDS, { error: ORDER_CODES.paymentKind }),
  // The length first: the date-time pattern never reads more than 40 characters.
  received_at: z
    .string({ error: ORDER_CODES.receivedAt })
    .max(40, { error: ORDER_CODES.receivedAt, abort: true })
    .pipe(z.iso.datetime({ offset: true, error: ORDER_CODES.receivedAt }))
    .optional(),
  idempotency_key: paymentKeyInput.optional(),
});
export type PaymentInput = z.output<typeof paymentInput>;

/** GET /api/orders/:id/invoice.pdf?lang=: the invoice in English or Korean (the buyer's language without one). */
export const invoiceQuery = z.object({
  lang: z.enum(['en', 'ko'], { error: ORDER_CODES.invoiceLanguage }).optional(),
});

/** GET /api/admin/statements/:userId.pdf?month=YYYY-MM&lang=: a buyer's monthly statement. */
export const statementQuery = z.object({
  month: z
    .string({ error: ORDER_CODES.statementMonth })
    .max(7, { error: ORDER_CODES.statementMonth, abort: true })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: ORDER_CODES.statementMonth })
    // Years the calendar code and the database's dates both read (0000 is no year to PostgreSQL).
    .refine((month) => month >= '2000-01' && month <= '2100-12', { error: ORDER_CODES.statementMonth }),
  lang: z.enum(['en', 'ko'], { error: ORDER_CODES.invoiceLanguage }).optional(),
});
export const statementRef = z.object({ userId: userIdInput });

/** A status an admin may set: the status menu's (catalogue spec section 4). */
export const adminStatusInput = z.enum(ADMIN_ORDER_STATUSES, { error: ORDER_CODES.unknownStatus });
export type AdminStatus = z.output<typeof adminStatusInput>;

/**
 * PUT /api/orders/:id/status's body; tRPC's `admin.orders.setStatus` adds the orderId. With
 * `revision` (the back office sends the one it shows) a buyer's change that landed meanwhile
 * refuses the status change (409) rather than confirming a version the admin has not seen.
 */
export const statusChangeInput = body({
  status: adminStatusInput,
  revision: revisionInput.optional(),
  /**
   * Why: required when the change reopens a closed order (rules' isReopening), kept in the
   * history; a decline's goes into the buyer's decline mail. Blank reads as none.
   */
  reason: text(undefined, { multiline: true })
    .trim()
    .max(500, { error: ORDER_CODES.statusReasonTooLong })
    .optional()
    .transform((r) => (r ? r : undefined)),
  /** mail the buyer the change's optional mail (rules' optionalStatusMail: ready, missed pickup) */
  notify: z.boolean({ error: ORDER_CODES.notify }).optional(),
});

/** The longest pickup-day filter of the Orders page, in days (both ends included). */
export const PICKUP_FILTER_MAX_DAYS = 62;
/** The longest span of the week view, the production sheet and the forecast, in days. */
export const PICKUP_RANGE_MAX_DAYS = 31;

const DAY_MS = 86_400_000;

/** A Los Angeles day, 'YYYY-MM-DD'. */
export const pickupDayInput = calendarDayInput(ORDER_CODES.pickupDay);

/** Days from `from` to `to`, both included. */
export const daysInRange = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;

/** The range's refusal, on `toKey`: reversed, or longer than `maxDays`. */
function rangeCheck(fromKey: string, toKey: string, maxDays: number, spanCode: string) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const from = value[fromKey];
    const to = value[toKey];
    if (typeof from !== 'string' || typeof to !== 'string') return;
    if (to < from) ctx.addIssue({ code: 'custom', path: [toKey], message: ORDER_CODES.pickupRange });
    else if (daysInRange(from, to) > maxDays) ctx.addIssue({ code: 'custom', path: [toKey], message: spanCode });
  };
}
const pickupFilterCheck = rangeCheck('pickup_from', 'pickup_to', PICKUP_FILTER_MAX_DAYS, ORDER_CODES.pickupSpan);

/**
 * The Orders page's filters: type, status, a search over order number, company, buyer and e-mail,
 * and the pickup days (Los Angeles, both included; either end may be left open).
 */
const adminOrderFilterFields = z.object({
  type: z.enum(ORDER_TYPES, { error: ORDER_CODES.unknownType }).optional(),
  status: z.enum(ORDER_STATUSES, { error: ORDER_CODES.unknownStatus }).optional(),
  q: text().trim().max(100, { error: INPUT_CODES.searchTooLong }).optional(),
  pickup_from: pickupDayInput.optional(),
  pickup_to: pickupDayInput.optional(),
  /** at most this many, newest first (the dashboard asks for 6) */
  limit: z.number().int().min(1).max(1000).optional(),
});

export const adminOrderListInput = adminOrderFilterFields.superRefine(pickupFilterCheck);
export type AdminOrderFilter = z.output<typeof adminOrderListInput>;

/** The CSV export: the list's filters, every order (no limit); `ids=1,2,3`: only those (a selection). */
export const adminOrderExportInput = adminOrderFilterFields
  .omit({ limit: true })
  .extend({ ids: orderIdsQuery.optional() })
  .superRefine(pickupFilterCheck);
export type AdminOrderExportFilter = z.output<typeof adminOrderExportInput>;

export const ADMIN_ORDERS_PAGE_SIZE = 50;

/** The Orders page: the list's filters and a page of it (1-based). */
export const adminOrderPageInput = adminOrderFilterFields
  .omit({ limit: true })
  .extend({
    page: pageInput,
    pageSize: z.number().int().min(1).max(200).default(ADMIN_ORDERS_PAGE_SIZE),
  })
  .superRefine(pickupFilterCheck);
export type AdminOrderPageQuery = z.output<typeof adminOrderPageInput>;

/** The week view and the standing-order forecast: the Los Angeles days `from` to `to` (at most 31). */
export const pickupRangeInput = z
  .object({ from: pickupDayInput, to: pickupDayInput })
  .superRefine(rangeCheck('from', 'to', PICKUP_RANGE_MAX_DAYS, ORDER_CODES.weekSpan));
export type PickupRange = z.output<typeof pickupRangeInput>;

/** `true`/`false` from tRPC, or the query-string spellings `true`, `false`, `1`, `0` from REST. */
const showFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: ORDER_CODES.showFlag })
  .transform((v) => v === true || v === 'true' || v === '1');

/**
 * The standing-order forecast: its range, and `cycles_on`, a day whose cycles to list one by one
 * beside the per-day, per-product summary (left out, the answer is the summary alone: a few KB,
 * where every cycle of a week written out was ~1 MB).
 */
export const forecastInput = z
  .object({ from: pickupDayInput, to: pickupDayInput, cycles_on: pickupDayInput.optional() })
  .superRefine(rangeCheck('from', 'to', PICKUP_RANGE_MAX_DAYS, ORDER_CODES.weekSpan));
export type ForecastQuery = z.output<typeof forecastInput>;

/** Weighed pounds of catch-weight lines; null clears a weight. */
export const weighInput = z
  .array(
    z.object({
      line_id: idInput(ORDER_CODES.lineNotFound),
      weighed_lbs: z
        .number({ error: ORDER_CODES.weight })
        .min(0, { error: ORDER_CODES.weight })
        .max(99_999.99, { error: ORDER_CODES.weight })
        .nullable(),
      /** the admin confirmed a weight outside a third to three times the line's estimate */
      confirm_unusual: z.boolean({ error: ORDER_CODES.weight }).optional(),
    }),
    { error: ORDER_CODES.weight },
  )
  .min(1, { error: ORDER_CODES.weight })
  .max(ORDER_MAX_LINES, { error: ORDER_CODES.weight });
export type Weights = z.output<typeof weighInput>;

/** A pick list's day on the warehouse's calendar. */
export const pickDateInput = z
  .string({ error: ORDER_CODES.pickDate })
  .max(10, { error: ORDER_CODES.pickDate, abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: ORDER_CODES.pickDate });

/**
 * The pick list's input: its day (the next day with pickups when left out) and, for a production
 * sheet over several days, the last day (at most 31 days in all).
 */
export const pickListInput = z
  .object({
    date: pickDateInput.optional(),
    to: pickupDayInput.optional(),
    /** with the staff's notes on its orders and on their customers (read in one query) */
    notes: showFlag.optional(),
  })
  .superRefine(rangeCheck('date', 'to', PICKUP_RANGE_MAX_DAYS, ORDER_CODES.weekSpan));
export type PickListQuery = z.output<typeof pickListInput>;
