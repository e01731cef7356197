// The zod schemas of the books (its settings; voids, refunds and credit moves), parsed once at the
// door (REST and tRPC alike); services receive the parsed value.
import { PAYMENT_METHODS, PAYMENT_TERMS_CODES } from '@wholesale/rules';
import { z } from 'zod';
import { body, idInput, INPUT_CODES, optionalText, pageInput, text, textError, wholeNumberInput } from '../inputs';
import { dollarsInput, moneyKeyInput, orderRef } from '../orders/inputs';
import { ORDER_CODES } from '../orders/messages';
import { BOOKS_CODES, MISSED_PICKUPS_FLAG_MAX, MONEY_REASON_MAX, SELLER_PERMIT_MAX } from './messages';
import { CLAIM_CODES, CLAIM_WINDOW_MAX_HOURS } from '../claims/messages';

/** A percent above 0 and at most `max`, to two decimals. */
const percentInput = (code: string, max: number) =>
  z
    .number({ error: code })
    .gt(0, { error: code })
    .max(max, { error: code })
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { error: code });

/** A seller's permit number: letters, digits, spaces and hyphens (read after its length is checked). */
const PERMIT_CHARACTERS = /^[A-Za-z0-9 -]*$/;

/**
 * PUT /api/settings/books and tRPC admin.settings.setBooks. A blank permit number clears it (the
 * invoices then print none); the length is checked before the character rule reads the text.
 */
export const booksSettingsInput = body({
  seller_permit: text({ error: INPUT_CODES.expectedText })
    .max(SELLER_PERMIT_MAX, { error: BOOKS_CODES.sellerPermitTooLong, abort: true })
    .regex(PERMIT_CHARACTERS, { error: BOOKS_CODES.sellerPermitCharacters })
    .trim()
    .nullable()
    .transform((value) => (value === null || value === '' ? null : value)),
  /** hours after completion a buyer may report a problem (claims); unchanged when left out */
  claim_window_hours: wholeNumberInput(CLAIM_CODES.claimWindow, 1, CLAIM_WINDOW_MAX_HOURS).optional(),
  /** the missed pickups at which a customer's page flags them; unchanged when left out */
  missed_pickups_flag: wholeNumberInput(BOOKS_CODES.missedPickupsFlag, 1, MISSED_PICKUPS_FLAG_MAX).optional(),
  /** late payment interest; unchanged when left out */
  finance_charges: z
    .object(
      {
        enabled: z.boolean({ error: BOOKS_CODES.financeEnabled }),
        monthly_rate_percent: percentInput(BOOKS_CODES.financeRate, 10),
        annual_max_percent: percentInput(BOOKS_CODES.financeMax, 100),
        grace_days: wholeNumberInput(BOOKS_CODES.financeGrace, 0, 90),
      },
      { error: BOOKS_CODES.financeEnabled },
    )
    .optional(),
});
export type BooksSettingsInput = z.output<typeof booksSettingsInput>;

// --- voids, refunds and credit (staff) ---

/** A reason staff give, kept in the order's history: required, one paragraph. */
const reasonInput = (code: string) =>
  text({ error: textError(code) }, { multiline: true })
    .max(MONEY_REASON_MAX, { error: code, abort: true })
    .trim()
    .min(1, { error: code });

/** POST /api/orders/:id/payments/:paymentId/void { reason } and tRPC admin.books.voidPayment. */
export const paymentVoidInput = body({ reason: reasonInput(BOOKS_CODES.voidReason) });
export type PaymentVoidInput = z.output<typeof paymentVoidInput>;

/**
 * POST /api/orders/:id/refunds { amount, method, reason } with an Idempotency-Key, and tRPC
 * admin.books.refund: `amount` is what the order's settled amount loses, in dollars; a card refund
 * hands the card's sales tax on it back too.
 */
export const refundInput = body({
  amount: dollarsInput(BOOKS_CODES.refundAmount),
  method: z.enum(PAYMENT_METHODS, { error: BOOKS_CODES.refundMethod }),
  reason: reasonInput(BOOKS_CODES.refundReason),
  idempotency_key: moneyKeyInput(BOOKS_CODES.moneyKey),
});
export type RefundInput = z.output<typeof refundInput>;

/** POST /api/company-credits/apply { from_order_id, to_order_id, amount } and tRPC admin.books.applyCredit. */
export const creditApplyInput = body({
  from_order_id: idInput(BOOKS_CODES.creditOrder),
  to_order_id: idInput(BOOKS_CODES.creditOrder),
  amount: dollarsInput(BOOKS_CODES.creditAmount),
  idempotency_key: moneyKeyInput(BOOKS_CODES.moneyKey),
});
export type CreditApplyInput = z.output<typeof creditApplyInput>;

/** The path of a payment's void: /api/orders/:orderId/payments/:paymentId/void (tRPC: both ids in the input). */
export const paymentRef = z.object({
  orderId: orderRef.shape.orderId,
  paymentId: idInput(BOOKS_CODES.paymentNotFound),
});

/**
 * PUT /api/users/:id/terms { terms, credit_limit } and tRPC admin.books.setTerms: a company's
 * payment terms and its credit limit in dollars (null: none), set on the company of user :id.
 */
export const termsInput = body({
  terms: z.enum(PAYMENT_TERMS_CODES, { error: BOOKS_CODES.terms }),
  credit_limit: dollarsInput(BOOKS_CODES.creditLimit, { zero: true }).nullable(),
  /** pause (or resume) the company's overdue reminders; unchanged when left out */
  reminders_paused: z.boolean({ error: BOOKS_CODES.remindersPaused }).optional(),
});
export type TermsInput = z.output<typeof termsInput>;

/** How the Receivables page orders its companies: the largest balance, the oldest overdue, or by name. */
export const RECEIVABLES_SORTS = ['balance', 'overdue', 'company'] as const;

/**
 * GET /api/admin/receivables(.csv)?q=&sort=&page= and tRPC admin.books.receivables: every company
 * with a balance, `q` matching its company, owner's name or e-mail; a page at a time.
 */
export const receivablesInput = z
  .object({
    q: optionalText(100),
    sort: z.enum(RECEIVABLES_SORTS, { error: BOOKS_CODES.receivablesSort }).default('balance'),
    page: pageInput,
  })
  .default({ sort: 'balance', page: 1 });
export type ReceivablesInput = z.output<typeof receivablesInput>;

/** Companies per page of the Receivables page (the CSV has them all). */
export const RECEIVABLES_PAGE_SIZE = 100;

/** GET /api/company/statements/:month.pdf: the month, YYYY-MM. */
export const statementMonthRef = z.object({
  month: z
    .string({ error: ORDER_CODES.statementMonth })
    .max(7, { error: ORDER_CODES.statementMonth, abort: true })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: ORDER_CODES.statementMonth }),
});

/** A day of the export's range: the length first, then the one linear pattern. */
const exportDay = z
  .string({ error: BOOKS_CODES.exportRange })
  .length(10, { error: BOOKS_CODES.exportRange, abort: true })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: BOOKS_CODES.exportRange });

/**
 * GET /api/admin/exports/accounting.zip?from=YYYY-MM-DD&to=YYYY-MM-DD: the Los Angeles days whose
 * invoices, payments and refunds the bookkeeper's files hold, both included, at most a year.
 */
export const accountingExportQuery = z
  .object({ from: exportDay, to: exportDay })
  .refine((r) => r.from <= r.to && Date.parse(r.to) - Date.parse(r.from) <= 366 * 86_400_000, {
    error: BOOKS_CODES.exportRange,
  });
export type AccountingExportQuery = z.output<typeof accountingExportQuery>;

/**
 * POST /api/finance-charges/:id/settle and tRPC admin.books.settleFinanceCharge: the charge paid
 * (cash or card) or waived with a reason.
 */
export const financeSettleInput = z.discriminatedUnion(
  'settled',
  [
    body({ settled: z.literal('paid'), method: z.enum(PAYMENT_METHODS, { error: BOOKS_CODES.financeSettle }) }),
    body({ settled: z.literal('waived'), reason: reasonInput(BOOKS_CODES.financeSettle) }),
  ],
  { error: BOOKS_CODES.financeSettle },
);
export type FinanceSettleInput = z.output<typeof financeSettleInput>;
export const financeChargeRef = z.object({ chargeId: idInput(BOOKS_CODES.financeChargeNotFound) });
