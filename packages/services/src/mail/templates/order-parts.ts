// The parts the order mails share (parts.ts): the order's rows with the buyer's note, its lines
// and amounts, the payment and pickup policy, the deposit and the launch deal's free line; and
// the layout of the short mails that say an order will not go ahead as planned.
import { zonedToUtc } from '@wholesale/rules';
import { heading, noticeHtml, paragraph } from '../html';
import { greeting, oneLine, type RenderedMail, type TemplateContext } from './common';
import {
  amountsHtml,
  amountsText,
  chosenPickupRows,
  lineItem,
  linesHtml,
  linesText,
  policyNotes,
  presentNote,
  type AmountRows,
  type DepositTerms,
  type FreeItem,
  type OrderLine,
  type OrderMoney,
  type PickupWindowData,
} from './order-common';
import { bullets, composeMail, fields, link, paragraphs, type FieldRows, type MailPart } from './parts';
import { formatPacificDate } from './pickup-slot';

/**
 * The order's rows, under a heading when given, then the buyer's note for the warehouse: its own
 * paragraph in the text (line breaks kept), one more row in the HTML. Nothing for an empty note.
 */
export function orderFields(ctx: TemplateContext, rows: FieldRows, note: string | undefined, title?: string): MailPart {
  const kept = presentNote(note);
  const rowsOnly = fields(rows, title);
  if (!kept) return rowsOnly;
  const label = ctx.LL.mail.order.fields.note();
  return {
    text: [...rowsOnly.text, `${label}:\n${kept}`],
    html: fields([...rows, [label, kept]], title).html,
  };
}

/** The order's lines, then its amounts, each under its heading. */
export function summary(ctx: TemplateContext, lines: readonly OrderLine[], amounts: AmountRows): MailPart {
  const o = ctx.LL.mail.order;
  return {
    text: [linesText(ctx, lines), amountsText(ctx, amounts)],
    html: [heading(o.itemsHeading()), linesHtml(ctx, lines), heading(o.amountsHeading()), amountsHtml(amounts)],
  };
}

/** The payment and pickup policy (policyNotes) under its heading. */
export function policy(ctx: TemplateContext, lines: readonly OrderLine[], money: OrderMoney): MailPart {
  return bullets(ctx.LL.mail.order.notesHeading(), policyNotes(ctx, lines, money));
}

/**
 * The day the deposit is due (framed in the HTML) and how it is collected; nothing when the mail
 * has no deposit terms. The day at noon, so the Pacific date written is the day itself whatever
 * the zone arithmetic; staff may write the text in paragraphs, and each is kept.
 */
export function deposit(ctx: TemplateContext, terms: DepositTerms | undefined): MailPart | null {
  if (!terms) return null;
  const o = ctx.LL.mail.order;
  const due = o.depositDue({ day: formatPacificDate(ctx.locale, zonedToUtc(terms.due, '12:00')) });
  const texts = terms.text
    .split(/\r?\n+/)
    .map((p) => p.trim())
    .filter(Boolean);
  return {
    text: [[o.depositHeading(), due, ...texts].join('\n')],
    html: [heading(o.depositHeading()), noticeHtml(due), ...texts.map(paragraph)],
  };
}

/** 'Launch deal: 1 × Beef brisket · 5 lb, free ($0.00)': said under the items, or nothing. */
export function freeLine(ctx: TemplateContext, free: FreeItem | undefined): MailPart | null {
  return free ? paragraphs(ctx.LL.mail.order.freeItem({ item: lineItem(ctx, free) })) : null;
}

/**
 * The short mails that tell buyers their order will not go ahead as planned (cancelled, declined,
 * its pickup day closed): the intro, the order's number and the mail's own rows, how to reach us
 * and the link to their orders. One layout, so that the three read alike.
 */
export function renderOrderSetback(
  ctx: TemplateContext,
  subject: string,
  parts: {
    /** one line already (oneLine) */
    orderNumber: string;
    intro: readonly string[];
    rows: FieldRows;
    contact: string;
    ordersUrl: string;
  },
): RenderedMail {
  const o = ctx.LL.mail.order;
  return composeMail(ctx, subject, [
    paragraphs(...parts.intro),
    fields([[o.fields.orderNumber(), parts.orderNumber], ...parts.rows]),
    paragraphs(parts.contact),
    link(ctx, o.ordersCta(), parts.ordersUrl),
  ]);
}

/** What a setback mail about the window the buyer had chosen takes from its own dictionary. */
interface ChosenWindowWords {
  subject(values: { orderNumber: string }): string;
  contact(): string;
  /** the window's label, and the reason's for a mail that may say why */
  fields: { pickup(): string; reason?(): string };
}

/** The order a setback mail about its chosen window speaks of; `reason` when staff or the buyer said why. */
interface ChosenWindowOrder {
  orderNumber: string;
  buyerName?: string;
  pickup?: PickupWindowData;
  reason?: string;
  ordersUrl: string;
}

/**
 * A setback mail about one order and the window the buyer had chosen (declined, cancelled, ready,
 * missed pickup): the greeting, then what `said` says of the order (given its number on one line),
 * the number, the window and the reason when there is one.
 */
export function renderChosenWindowSetback(
  ctx: TemplateContext,
  t: ChosenWindowWords,
  data: ChosenWindowOrder,
  said: (orderNumber: string) => readonly string[],
): RenderedMail {
  const number = oneLine(data.orderNumber);
  const reasonLabel = t.fields.reason?.();
  const reason = data.reason && reasonLabel ? ([[reasonLabel, data.reason]] as const) : [];
  return renderOrderSetback(ctx, t.subject({ orderNumber: number }), {
    orderNumber: number,
    intro: [greeting(ctx, data.buyerName), ...said(number)],
    rows: [...chosenPickupRows(ctx, t.fields.pickup(), data.pickup), ...reason],
    contact: t.contact(),
    ordersUrl: data.ordersUrl,
  });
}
