import type { Locales, TranslationFunctions } from '@wholesale/i18n';
import { isValidEmail } from '@wholesale/rules/checks';
import { cartTotalCents, effectivePrice, fromCents, lineTotalCents } from '@wholesale/rules';
import { formatPacificMoment } from '../../../lib/pickupText';
import { formatAddress } from '../format';
import type { AdminInquiry, InquiryReplyInput } from './queries';

// The Inquiries page's pure parts: the view filter, the cart's lines, the reply's checks and the
// e-mail preview (tested against the server's template in helpers.test.ts).

export const INQUIRY_FILTERS = ['all', 'unresolved', 'resolved'] as const;
export type InquiryFilter = (typeof INQUIRY_FILTERS)[number];

export function countInquiries(list: readonly AdminInquiry[]): Record<InquiryFilter, number> {
  const unresolved = list.filter((i) => i.status === 'unresolved').length;
  return { all: list.length, unresolved, resolved: list.length - unresolved };
}

/**
 * Keeps the server's order (unresolved first, newest first). `stay`: inquiries toggled in this
 * view, kept until the view changes so the button just pressed does not vanish under the focus.
 */
export function filterInquiries(
  list: readonly AdminInquiry[],
  filter: InquiryFilter,
  stay: ReadonlySet<number> = new Set(),
): AdminInquiry[] {
  return filter === 'all' ? [...list] : list.filter((i) => i.status === filter || stay.has(i.id));
}

export function inquiryAddress(i: AdminInquiry): string {
  return formatAddress({ ...i, company_address_3: null });
}

export interface CartRow {
  id: number;
  name: string;
  quantity: number;
  /** dollars, the price the line was priced at (the buyer's price when they had one) */
  unitPrice: number;
  /** dollars */
  amount: number;
}

/**
 * The cart the inquiry was sent with, named in the page's language when the item is still known
 * (`names`), and its total: the server's figure, or the lines' sum for an inquiry stored without one.
 */
export function cartRows(
  i: AdminInquiry,
  names: ReadonlyMap<number, string>,
): { rows: CartRow[]; total: number | null } {
  const rows = i.cart_items.map((line) => ({
    id: line.id,
    name: names.get(line.id) ?? line.name,
    quantity: line.quantity,
    unitPrice: effectivePrice(line),
    amount: fromCents(lineTotalCents(line)),
  }));
  if (rows.length === 0) return { rows, total: i.cart_total };
  return { rows, total: i.cart_total ?? fromCents(cartTotalCents(i.cart_items)) };
}

/** A text of `group` by a key from the data; null for a key the dictionary does not have. */
function known(group: object, key: string): string | null {
  // Translation objects answer every key (an unknown one with ''), so ask the key's own text.
  const fn = (group as Record<string, unknown>)[key];
  const text = typeof fn === 'function' ? (fn as () => unknown)() : null;
  return typeof text === 'string' && text !== '' ? text : null;
}

/** What the reply form offers; kept with the reply so the next admin sees what kind it was. */
export const RESPONSE_TYPES = ['general', 'quote', 'availability', 'account'] as const;
export type ResponseType = (typeof RESPONSE_TYPES)[number];

export function responseTypeLabel(I: TranslationFunctions['admin']['inquiries'], type: string | null): string | null {
  if (type === null) return null;
  return known(I.types, type) ?? type;
}

export interface ReplyDraft {
  email: string;
  message: string;
  type: ResponseType;
  locale: Locales;
}

/** Why the draft cannot be sent yet, checked in the spec's order (§5), or null. */
export function replyProblem(
  d: Pick<ReplyDraft, 'email' | 'message'>,
): 'responseRequired' | 'recipientMissing' | 'invalidEmail' | null {
  if (d.message.trim() === '') return 'responseRequired';
  if (d.email.trim() === '') return 'recipientMissing';
  if (!isValidEmail(d.email)) return 'invalidEmail';
  return null;
}

/** When the customer wrote, on the warehouse's clock, in the e-mail's language (`M`). */
export function inquiryDateText(M: TranslationFunctions, iso: string, locale: Locales): string {
  return formatPacificMoment(iso, locale, M.common.pacificZone());
}

/** The reply as admin.inquiries.reply takes it: the preview is made from this same object. */
export function buildReplyInput(i: AdminInquiry, d: ReplyDraft, inquiryDate: string): InquiryReplyInput {
  const original = i.message?.trim();
  const company = i.company?.trim();
  return {
    inquiryId: i.id,
    email: d.email.trim(),
    customerName: i.name,
    responseMessage: d.message.trim(),
    responseType: d.type,
    ...(original ? { originalMessage: original } : {}),
    ...(company ? { companyName: company } : {}),
    inquiryDate,
    locale: d.locale,
  };
}

export interface ReplyMail {
  subject: string;
  paragraphs: { greeting: string; intro: string };
  message: string;
  /** 'Your message of …:' and what they wrote, when they wrote something */
  quote: { head: string; text: string } | null;
  followUp: string;
  signature: [string, string];
  footer: string[];
}

const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

/**
 * The e-mail the customer receives, in the words of `M` (the e-mail's language). It follows the
 * server's inquiry-response template (packages/services/src/mail/templates/inquiry-response.ts),
 * which the browser cannot import (it loads every dictionary); helpers.test.ts holds them together.
 */
export function composeReply(M: TranslationFunctions, input: InquiryReplyInput): ReplyMail {
  const t = M.mail.inquiryResponse;
  const brand = M.common.brand();
  const name = input.customerName ? oneLine(input.customerName) : '';
  const original = input.originalMessage?.trim();
  const date = input.inquiryDate?.trim();
  return {
    subject: t.subject({ brand }),
    paragraphs: { greeting: name ? M.mail.greeting({ name }) : M.mail.greetingNoName(), intro: t.intro() },
    message: input.responseMessage.trim(),
    quote: original
      ? { head: date ? t.yourMessageOn({ date: oneLine(date) }) : t.yourMessage(), text: original }
      : null,
    followUp: t.followUp(),
    signature: [M.mail.signOff(), M.mail.team({ brand })],
    footer: [brand, M.company.address(), M.mail.hoursLine(), M.mail.automated()],
  };
}
