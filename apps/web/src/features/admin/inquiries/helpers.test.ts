import { documentTypeLabel } from '../DocumentList';
import { i18nObject, loadAllLocales } from '@wholesale/i18n/sync';
import { describe, expect, it } from 'vitest';
import {
  buildReplyInput,
  cartRows,
  composeReply,
  countInquiries,
  filterInquiries,
  inquiryAddress,
  inquiryDateText,
  replyProblem,
  responseTypeLabel,
  type ReplyDraft,
  type ReplyMail,
} from './helpers';
import type { AdminInquiry } from './queries';
import { INQUIRY_REPLY_SENT as SENT, INQUIRY_REPLY_SENT_NO_NAME_EN as SENT_NO_NAME_EN } from '@wholesale/i18n/samples';

loadAllLocales();

function inquiry(over: Partial<AdminInquiry> = {}): AdminInquiry {
  return {
    id: 7,
    name: 'Min Park',
    email: 'min@diner.test',
    company: 'Seoul Diner',
    phone: null,
    license_number: null,
    california_resale: null,
    company_address_1: '12 Main St',
    company_address_2: null,
    city: 'Los Angeles',
    state: 'CA',
    zip_code: '90012',
    message: 'Do you deliver?\nWe need 40 boxes.',
    timestamp: '2025-01-05T23:04:00.000Z',
    status: 'unresolved',
    locale: 'ko',
    cart_items: [],
    cart_total: null,
    item_id: null,
    items: [],
    documents: [],
    replies: [],
    ...over,
  };
}

const draft = (over: Partial<ReplyDraft> = {}): ReplyDraft => ({
  email: 'min@diner.test',
  message: 'Pickup only for now.',
  type: 'general',
  locale: 'ko',
  ...over,
});

/** Fails unless every text of the preview is in the sent text, in the same order (the quote with its '> '). */
function expectInOrder(preview: ReplyMail, sentText: string): void {
  let from = 0;
  for (const text of previewTexts(preview)) {
    const expected = text === preview.quote?.text ? `> ${text.replace(/\n/g, '\n> ')}` : text;
    const at = sentText.indexOf(expected, from);
    expect(at, expected).toBeGreaterThanOrEqual(from);
    from = at + expected.length;
  }
}

/** The preview's texts in reading order. */
function previewTexts(m: ReplyMail): string[] {
  return [
    m.paragraphs.greeting,
    m.paragraphs.intro,
    m.message,
    ...(m.quote ? [m.quote.head, m.quote.text] : []),
    m.followUp,
    ...m.signature,
    ...m.footer,
  ];
}

describe('the list', () => {
  const list = [inquiry({ id: 3 }), inquiry({ id: 2, status: 'resolved' }), inquiry({ id: 1 })];

  it('counts and filters in the server’s order, keeping the ones just toggled in view', () => {
    expect(countInquiries(list)).toEqual({ all: 3, unresolved: 2, resolved: 1 });
    expect(filterInquiries(list, 'all').map((i) => i.id)).toEqual([3, 2, 1]);
    expect(filterInquiries(list, 'unresolved').map((i) => i.id)).toEqual([3, 1]);
    expect(filterInquiries(list, 'resolved').map((i) => i.id)).toEqual([2]);
    expect(filterInquiries(list, 'resolved', new Set([1])).map((i) => i.id)).toEqual([2, 1]);
  });

  it('writes the address on one line and the cart with its total', () => {
    expect(inquiryAddress(inquiry())).toBe('12 Main St, Los Angeles, CA 90012');
    expect(inquiryAddress(inquiry({ company_address_1: null, city: null, state: null, zip_code: null }))).toBe('');
    const withCart = inquiry({
      cart_items: [
        { id: 1, name: 'Galbi', quantity: 2, price: 100, discounted_price: 90 },
        { id: 2, name: 'Brisket', quantity: 3, price: 10.1 },
      ],
      cart_total: 210.3,
    });
    const { rows, total } = cartRows(withCart, new Map([[1, '갈비']]));
    expect(rows).toEqual([
      { id: 1, name: '갈비', quantity: 2, unitPrice: 90, amount: 180 },
      { id: 2, name: 'Brisket', quantity: 3, unitPrice: 10.1, amount: 30.3 },
    ]);
    expect(total).toBe(210.3);
    // an inquiry stored without the server's total: the lines' sum, in cents
    expect(cartRows({ ...withCart, cart_total: null }, new Map()).total).toBe(210.3);
    expect(cartRows(inquiry(), new Map())).toEqual({ rows: [], total: null });
  });

  it('names document and response types, unknown ones as they are', () => {
    const A = i18nObject('en').admin;
    expect(documentTypeLabel(A, 'business-license')).toBe('Business license');
    expect(documentTypeLabel(A, 'resale-certificate')).toBe('California resale certificate');
    expect(documentTypeLabel(A, 'tax-form')).toBe('tax-form');
    expect(responseTypeLabel(A.inquiries, 'quote')).toBe('Price quote');
    expect(responseTypeLabel(A.inquiries, 'answer')).toBe('answer');
    expect(responseTypeLabel(A.inquiries, null)).toBeNull();
  });
});

describe('the reply', () => {
  it('checks the message first, then the recipient (spec §5)', () => {
    expect(replyProblem({ email: '', message: '  \n ' })).toBe('responseRequired');
    expect(replyProblem({ email: '  ', message: 'Hi' })).toBe('recipientMissing');
    expect(replyProblem({ email: 'not-an-address', message: 'Hi' })).toBe('invalidEmail');
    expect(replyProblem({ email: ' min@diner.test ', message: 'Hi' })).toBeNull();
  });

  it('sends the trimmed draft with the inquiry’s id, name, company, message and date', () => {
    const input = buildReplyInput(
      inquiry(),
      draft({ email: ' other@diner.test ', message: '  Pickup only.  ', type: 'quote' }),
      'Jan 5',
    );
    expect(input).toEqual({
      inquiryId: 7,
      email: 'other@diner.test',
      customerName: 'Min Park',
      responseMessage: 'Pickup only.',
      responseType: 'quote',
      originalMessage: 'Do you deliver?\nWe need 40 boxes.',
      companyName: 'Seoul Diner',
      inquiryDate: 'Jan 5',
      locale: 'ko',
    });
    const bare = buildReplyInput(inquiry({ message: '   ', company: null }), draft(), 'Jan 5');
    expect(bare).not.toHaveProperty('originalMessage');
    expect(bare).not.toHaveProperty('companyName');
  });

  it('dates the customer’s message on the warehouse clock in the e-mail’s language', () => {
    expect(inquiryDateText(i18nObject('en'), '2025-01-05T23:04:00.000Z', 'en').replace(/\u00a0/g, ' ')).toMatch(
      /^Sun, Jan 5(, 2025)? · 3:04 PM PT$/,
    );
    expect(inquiryDateText(i18nObject('ko'), '2025-01-05T23:04:00.000Z', 'ko').replace(/\u00a0/g, ' ')).toContain(
      '오후 3:04 태평양 시간',
    );
  });

  for (const locale of ['en', 'ko'] as const) {
    it(`previews what the server's template sends (${locale})`, () => {
      const M = i18nObject(locale);
      const i = inquiry();
      const input = buildReplyInput(
        i,
        draft({ locale, message: 'Pickup only for now.\nSee you soon.' }),
        inquiryDateText(M, i.timestamp, locale),
      );
      const preview = composeReply(M, input);
      expect(preview.subject).toBe(SENT[locale].subject);
      expect(preview.paragraphs.greeting).toContain('Min Park');
      expect(preview.quote?.text).toBe(i.message);
      // Every text of the preview is in the e-mail, in the same order (the quote with its '> ').
      expectInOrder(preview, SENT[locale].text.replace('{date}', input.inquiryDate ?? ''));
    });
  }

  it('greets without a name and leaves the quote out when the customer wrote nothing', () => {
    const M = i18nObject('en');
    const preview = composeReply(
      M,
      buildReplyInput(inquiry({ name: ' ', message: null }), draft({ locale: 'en' }), 'Jan 5'),
    );
    expect(preview.paragraphs.greeting).toBe('Hello,');
    expect(preview.quote).toBeNull();
    expectInOrder(preview, SENT_NO_NAME_EN);
  });
});

describe('the inquiries dictionary', () => {
  it('uses the spec’s words for the reply’s toasts', () => {
    const T = i18nObject('en').admin.inquiries.toast;
    expect(`${T.responseRequired()} - ${T.responseRequiredText()}`).toBe(
      'Response Required - Please enter a response message before sending.',
    );
    expect(T.recipientMissing()).toBe('Recipient email is missing');
    expect(T.sent()).toBe('Response Sent!');
    expect(`${T.sendFailed()} - ${T.sendFailedText()}`).toBe('Failed to Send - Failed to send email');
    expect(i18nObject('ko').admin.inquiries.toast.sent()).toBe('답변을 보냈습니다!');
  });
});
