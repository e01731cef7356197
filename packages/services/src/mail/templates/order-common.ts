// What the pickup-order e-mails (order-received, order-notice, order-confirmed and the others) share:
// the data of an order line, of the amounts, of the pickup window and of a change to an order, and
// how they are written out in text and HTML (the parts made of them: order-parts.ts). Amounts are
// integer cents computed by the server (@wholesale/rules orderAmounts).
import { z } from 'zod';
import { isCatchWeight, nameWithSpec, specInWords } from '@wholesale/rules';
import { dataTable, escapeHtml } from '../html';
import { formatCents, type TemplateContext } from './common';
import { formatPacificDateTime, formatPickupSlot } from './pickup-slot';

export const cents = z.number().int().nonnegative();

const orderLine = z.object({
  name: z.string().trim().min(1).max(300),
  /** pack spec, e.g. '30 lb - 5 lb x 6 packs' or 'C.W. (Catch Weights)' */
  spec: z.string().max(100),
  /** boxes, or packs for a catch-weight line */
  quantity: z.number().int().positive(),
  /** per box, or per lb for a catch-weight line */
  unitPriceCents: cents,
  lineTotalCents: cents,
  /** a catch-weight line not weighed yet: packs × avg lbs × price per lb */
  estimated: z.boolean(),
  /** lbs per pack */
  avgWeight: z.number().nonnegative(),
  /** a catch-weight line's weighed pounds, once weighed */
  weighedLbs: z.number().nonnegative().nullish(),
});
export type OrderLine = z.infer<typeof orderLine>;

export const orderLines = z.array(orderLine).min(1).max(200);

/** The launch deal's free line of a new order: one unit of the product, at $0. */
export const freeItem = z.object({ name: z.string().trim().min(1).max(300), spec: z.string().max(100) });
export type FreeItem = z.infer<typeof freeItem>;

/** The figures of an order (see orderAmounts in @wholesale/rules). */
export const orderMoney = {
  subtotalCents: cents,
  feeCents: cents,
  totalCents: cents,
  /** the 50% paid before pickup */
  prepaymentCents: cents,
  /** what is left to pay at pickup */
  balanceCents: cents,
  /** the most a cash balance saves (up to 5%) */
  cashDiscountMaxCents: cents,
  /** true while any line is a catch-weight estimate */
  estimated: z.boolean(),
};
export type OrderMoney = { [K in keyof typeof orderMoney]: z.infer<(typeof orderMoney)[K]> };

/** A pickup window, as UTC instants. */
export const pickupWindow = z
  .object({ start: z.iso.datetime(), end: z.iso.datetime() })
  .refine((p) => Date.parse(p.end) > Date.parse(p.start), {
    message: 'the pickup window must end after it starts',
    path: ['end'],
  });
export type PickupWindowData = z.infer<typeof pickupWindow>;

export const orderNumber = z.string().min(1).max(40);
/** A link into the site: http(s) only, since it becomes an href. */
export const webUrl = z.url({ protocol: /^https?$/ });
export const buyerName = z.string().trim().min(1).max(200);
/** An order as the buyer's mails show it: its number, the buyer's name, its lines and its figures. */
export const shownOrder = { orderNumber, buyerName, lines: orderLines, ...orderMoney };

/**
 * How the 50% deposit is collected (the back office's setting, in the reader's language) and the
 * Los Angeles day it is due.
 */
export const depositTerms = z.object({ text: z.string().trim().min(1).max(1000), due: z.iso.date() });
export type DepositTerms = z.infer<typeof depositTerms>;

// ---------------------------------------------------------------- lines

function isCatchWeightLine(line: OrderLine): boolean {
  return line.estimated || isCatchWeight(line.spec);
}

const pounds = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** '1 box', '3 boxes', '1 pack', '3 packs' / '3박스', '3팩': a catch-weight line is counted in packs. */
export function unitCount(ctx: TemplateContext, catchWeight: boolean, count: number): string {
  const t = ctx.LL.mail.order;
  if (catchWeight) return count === 1 ? t.pack({ count: 1 }) : t.packs({ count });
  return count === 1 ? t.box({ count: 1 }) : t.boxes({ count });
}

/**
 * '2 boxes × $189.99', '3 packs × ~12.35 lb × $4.99/lb' or, once weighed, '3 packs, weighed
 * 38.20 lb × $4.99/lb' ('3 packs × $4.99/lb (weighed)' when the pounds are not given).
 */
function lineQuantity(ctx: TemplateContext, line: OrderLine): string {
  const t = ctx.LL.mail.order;
  const price = formatCents(line.unitPriceCents);
  if (!isCatchWeightLine(line)) return t.boxLine({ quantity: unitCount(ctx, false, line.quantity), price });
  const packs = unitCount(ctx, true, line.quantity);
  return line.estimated
    ? t.catchWeightLine({ packs, lbs: pounds.format(line.avgWeight), price })
    : line.weighedLbs != null
      ? t.weighedLbsLine({ packs, lbs: line.weighedLbs.toFixed(2), price })
      : t.weighedLine({ packs, price });
}

/**
 * 'Beef short rib · 30 lb - 5 lb x 6 packs', '소갈비 · 30파운드 박스 (5파운드 × 6팩)': a known spec
 * in the mail's language, as the product page writes it; one an admin typed, as stored. Never in
 * brackets around brackets (rules' nameWithSpec).
 */
export function lineItem(ctx: TemplateContext, line: Pick<OrderLine, 'name' | 'spec'>): string {
  return nameWithSpec(line.name, specInWords(ctx.LL.catalogue.specText, line.spec.trim()));
}

/** The amount, marked when it is an estimate. */
function estimatedIf(ctx: TemplateContext, value: string, estimated: boolean): string {
  return estimated ? ctx.LL.mail.order.estimated({ value }) : value;
}

function lineAmount(ctx: TemplateContext, line: OrderLine): string {
  return estimatedIf(ctx, formatCents(line.lineTotalCents), line.estimated);
}

export function linesText(ctx: TemplateContext, lines: readonly OrderLine[]): string {
  const rows = lines.map((line) => `- ${lineItem(ctx, line)}: ${lineQuantity(ctx, line)} = ${lineAmount(ctx, line)}`);
  return `${ctx.LL.mail.order.itemsHeading()}\n${rows.join('\n')}`;
}

export function linesHtml(ctx: TemplateContext, lines: readonly OrderLine[]): string {
  const c = ctx.LL.mail.order.columns;
  return dataTable({
    headers: [c.item(), c.quantity(), c.amount()],
    numeric: [2],
    rows: lines.map((line) => [lineItem(ctx, line), lineQuantity(ctx, line), lineAmount(ctx, line)]),
  });
}

// ---------------------------------------------------------------- amounts

/**
 * Subtotal, pickup fee, total, prepayment and balance. `prepaymentDueNow` words the prepayment
 * for the buyer right after checkout; the total and the balance are marked while estimated.
 */
export function amountRows(
  ctx: TemplateContext,
  money: OrderMoney,
  options: { prepaymentDueNow: boolean },
): Array<readonly [label: string, value: string, strong: boolean]> {
  const t = ctx.LL.mail.order;
  return [
    [t.subtotal(), formatCents(money.subtotalCents), false],
    [t.pickupFee(), formatCents(money.feeCents), false],
    [estimatedIf(ctx, t.total(), money.estimated), formatCents(money.totalCents), true],
    [
      options.prepaymentDueNow ? t.prepaymentNow() : t.prepayment(),
      formatCents(money.prepaymentCents),
      options.prepaymentDueNow,
    ],
    [estimatedIf(ctx, t.balance(), money.estimated), formatCents(money.balanceCents), false],
  ];
}

export type AmountRows = ReadonlyArray<readonly [label: string, value: string, strong: boolean]>;

export function amountsText(ctx: TemplateContext, rows: AmountRows): string {
  return `${ctx.LL.mail.order.amountsHeading()}\n${rows.map(([label, value]) => `${label}: ${value}`).join('\n')}`;
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222222;';

/** Label / amount rows, amounts aligned right; the strong rows in bold. */
export function amountsHtml(rows: AmountRows): string {
  const cells = rows.map(([label, value, strong]) => {
    const weight = strong ? 'font-weight:bold;' : '';
    return (
      `<tr><td style="padding:4px 12px 4px 0;${FONT}${weight}">${escapeHtml(label)}</td>` +
      `<td align="right" style="padding:4px 0;${FONT}${weight}white-space:nowrap;">${escapeHtml(value)}</td></tr>`
    );
  });
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="margin:0 0 16px 0;">\n${cells.join('\n')}\n</table>`;
}

// ---------------------------------------------------------------- pickup and notes

/** The pickup time (when the order has a window: orders from before pickup windows have none) and place. */
export function pickupRows(
  ctx: TemplateContext,
  pickup: PickupWindowData | undefined,
): Array<readonly [string, string]> {
  const t = ctx.LL.mail.order;
  return [
    ...(pickup ? ([[t.fields.pickupTime(), formatPickupSlot(ctx.locale, pickup.start, pickup.end)]] as const) : []),
    [t.fields.pickupPlace(), t.pickupPlace({ address: ctx.LL.company.address() })],
  ];
}

function hasCatchWeight(lines: readonly OrderLine[], money: OrderMoney): boolean {
  return money.estimated || lines.some(isCatchWeightLine);
}

/** The payment and pickup policy, as the buyer agreed to it at checkout. */
export function policyNotes(ctx: TemplateContext, lines: readonly OrderLine[], money: OrderMoney): string[] {
  const t = ctx.LL.mail.order;
  return [
    t.cashDiscount({ amount: formatCents(money.cashDiscountMaxCents) }),
    t.cardTax(),
    t.methods(),
    ...(hasCatchWeight(lines, money) ? [t.catchWeight()] : []),
    t.noShow(),
  ];
}

/** A free-text note from the buyer: line breaks kept in text, shown on one field. */
export function presentNote(note: string | undefined): string | undefined {
  const trimmed = note?.trim();
  return trimmed ? trimmed : undefined;
}

// ---------------------------------------------------------------- rows

/** The order's number, when it was placed (when given), and its pickup time and place. */
export function orderRows(
  ctx: TemplateContext,
  orderNumber: string,
  pickup: PickupWindowData | undefined,
  orderDate?: string,
): Array<readonly [string, string]> {
  const f = ctx.LL.mail.order.fields;
  return [
    [f.orderNumber(), orderNumber],
    ...(orderDate ? ([[f.orderDate(), formatPacificDateTime(ctx.locale, orderDate)]] as const) : []),
    ...pickupRows(ctx, pickup),
  ];
}

/** The pickup window the buyer had chosen, under the mail's own label; nothing for an order without one. */
export function chosenPickupRows(
  ctx: TemplateContext,
  label: string,
  pickup: PickupWindowData | undefined,
): Array<readonly [string, string]> {
  return pickup ? [[label, formatPickupSlot(ctx.locale, pickup.start, pickup.end)]] : [];
}
