import { describe, expect, it } from 'vitest';
import {
  MAIL_LOCALES,
  MAIL_TEMPLATE_NAMES,
  SEALED_MAIL_TEMPLATES,
  renderMail,
  type MailContent,
  type MailLocale,
  type MailTemplateData,
  type MailTemplateName,
} from './templates';
import { escapeHtml } from './html';
import type { StandingOrderChangeInput } from './templates/standing-order-change';
import { BOX_LINE, CW_LINE, MONEY, WED_PICKUP } from './testing';

const PUBLIC_URL = 'https://shop.example.com';

// A pickup order: one box line and one catch-weight line (3 packs × 12.35 lb × $4.99/lb ≈ $184.88).
const ORDER = {
  orderNumber: 'WS-100123',
  buyerName: 'Jane Kim',
  pickup: WED_PICKUP,
  lines: [BOX_LINE, CW_LINE],
  ...MONEY,
};

const ORDERS_PAGE = `${PUBLIC_URL}/profile?tab=orders`;

/** What the order's status mails name: the order, its buyer, its pickup, and where to read it. */
const ORDER_REF = {
  orderNumber: ORDER.orderNumber,
  buyerName: ORDER.buyerName,
  pickup: ORDER.pickup,
  ordersUrl: ORDERS_PAGE,
};

/** Data every template renders with, in either language. */
const SAMPLE_DATA: MailTemplateData = {
  'signup-received': { name: 'Jane Kim', company: 'Seoul BBQ LLC' },
  'signup-approved': { name: 'Jane Kim', publicUrl: PUBLIC_URL },
  'signup-notice': {
    name: 'Jane Kim',
    company: 'Seoul BBQ LLC',
    email: 'jane@example.com',
    phone: '213-555-0100',
    licenseNumber: 'LA-1234567',
    reviewUrl: `${PUBLIC_URL}/admin/dashboard?page=signup-requests`,
  },
  'signup-rejected': { name: 'Jane Kim', reason: 'License number could not be verified.' },
  'password-reset': { email: 'jane@example.com', token: 'a'.repeat(43), publicUrl: PUBLIC_URL },
  'company-invitation': {
    company: 'Seoul BBQ LLC',
    email: 'chef@example.com',
    role: 'orderer',
    token: 'c'.repeat(43),
    publicUrl: PUBLIC_URL,
  },
  'document-expiring': {
    name: 'Jane',
    company: 'Seoul BBQ LLC',
    documentType: 'resale-certificate',
    expiresOn: '2026-04-09',
    daysLeft: 30,
    documentsUrl: `${PUBLIC_URL}/profile/user/abc#documents`,
  },
  'claim-decided': {
    name: 'Jane',
    order: 'WS-100042',
    item: 'Beef short rib (C.W.)',
    reason: 'short_weight',
    decision: { kind: 'approved', amount: 24.5, memo: 'CM-001001' },
    orderUrl: `${PUBLIC_URL}/profile/user/abc?view=order&order=42`,
  },
  'document-renewal-refused': {
    name: 'Jane',
    company: 'Seoul BBQ LLC',
    documentType: 'resale-certificate',
    filename: 'resale 2030.pdf',
    reason: 'The file is not a resale certificate.',
    documentsUrl: `${PUBLIC_URL}/profile/user/abc#documents`,
  },
  'payment-overdue': {
    name: 'Jane',
    company: 'Seoul BBQ LLC',
    invoice: 'INV-001042',
    order: 'WS-1042',
    dueOn: '2026-11-25',
    daysOverdue: 8,
    dueCents: 30000,
    number: 2,
    accountUrl: `${PUBLIC_URL}/profile/user/abc?view=account`,
  },
  'recall-notice': {
    name: 'Jane',
    company: 'Seoul BBQ LLC',
    reminder: false,
    reason: 'Possible foreign material',
    lots: [
      {
        product: 'Beef brisket',
        product_ko: '양지',
        lot_code: 'L2611-07',
        produced_on: '2026-11-20',
        packed_on: '2026-11-21',
        use_by: null,
      },
    ],
    cases: 3,
    lbs: 182.4,
    pickupDates: ['2026-11-24'],
    token: 'r'.repeat(43),
    publicUrl: PUBLIC_URL,
  },
  'cutoff-reminder': {
    name: 'Jane',
    pickupStart: '2026-11-30T16:00:00.000Z',
    cutoff: '2026-11-26T01:00:00.000Z',
    orderBy: '2026-11-26T01:00:00.000Z',
    hours: 24,
    token: `7.1790000000.${'s'.repeat(43)}`,
    profileUrl: `${PUBLIC_URL}/profile/user/abc`,
    publicUrl: PUBLIC_URL,
  },
  'statement-ready': {
    name: 'Jane',
    company: 'Seoul BBQ LLC',
    month: '2026-11',
    accountUrl: `${PUBLIC_URL}/profile/user/abc?view=account`,
  },
  'email-changed': { name: 'Jane Kim', newEmail: 'jane.new@example.com' },
  'inquiry-received': {
    inquiryId: 42,
    name: 'Jane Kim',
    email: 'jane@example.com',
    phone: '213-555-0100',
    company: 'Seoul BBQ LLC',
    message: 'Do you deliver to Koreatown?\nWe need 10 boxes a week.',
    address: { line1: '100 Main St', city: 'Los Angeles', state: 'CA', zip: '90012' },
    cartLines: [
      {
        name: 'Beef short rib',
        spec: '30 lb - 5 lb x 6 packs',
        quantity: 2,
        unitPriceCents: 18_999,
        lineTotalCents: 37_998,
      },
      { name: 'Pork belly', quantity: 1, unitPriceCents: 9_550, lineTotalCents: 9_550 },
    ],
    cartTotalCents: 47_548,
  },
  'inquiry-response': {
    customerName: 'Jane Kim',
    companyName: 'Seoul BBQ LLC',
    responseMessage: 'Yes: pickup only for now, and 10 boxes a week is no problem.',
    originalMessage: 'Do you deliver to Koreatown?',
    inquiryDate: 'Nov 20, 2026',
  },
  'order-received': {
    ...ORDER,
    orderDate: '2026-11-24T23:12:00.000Z',
    company: 'Seoul BBQ LLC',
    ordersUrl: ORDERS_PAGE,
  },
  'order-notice': {
    ...ORDER,
    orderDate: '2026-11-24T23:12:00.000Z',
    company: 'Seoul BBQ LLC',
    buyerEmail: 'jane@example.com',
    phone: '213-555-0100',
    adminUrl: `${PUBLIC_URL}/admin/dashboard`,
  },
  'order-confirmed': { ...ORDER, ordersUrl: ORDERS_PAGE },
  'order-declined': { ...ORDER_REF, reason: 'Short rib is out this week' },
  'order-ready': ORDER_REF,
  'order-missed-pickup': ORDER_REF,
  'order-complete': {
    orderNumber: ORDER.orderNumber,
    buyerName: ORDER.buyerName,
    lines: ORDER.lines,
    subtotalCents: ORDER.subtotalCents,
    feeCents: ORDER.feeCents,
    totalCents: ORDER.totalCents,
    estimated: ORDER.estimated,
    pointsEarned: 564,
    ordersUrl: ORDERS_PAGE,
  },
  'order-changed': {
    ...ORDER,
    byStaff: true,
    changes: {
      lines: [{ name: 'Beef short rib', spec: '30 lb - 5 lb x 6 packs', fromQuantity: 1, toQuantity: 2 }],
      note: { from: null, to: 'Please pack on ice' },
    },
    cutoff: '2026-11-25T01:00:00.000Z',
    ordersUrl: ORDERS_PAGE,
  },
  'order-cancelled': { ...ORDER_REF, byStaff: false },
  'order-approval': {
    kind: 'requested',
    orderNumber: ORDER.orderNumber,
    readerName: 'Jane Kim',
    orderer: 'Minho Park',
    owner: 'Jane Kim',
    limitCents: 50_000,
    pickup: ORDER.pickup,
    lines: ORDER.lines,
    subtotalCents: ORDER.subtotalCents,
    feeCents: ORDER.feeCents,
    totalCents: ORDER.totalCents,
    prepaymentCents: ORDER.prepaymentCents,
    balanceCents: ORDER.balanceCents,
    cashDiscountMaxCents: ORDER.cashDiscountMaxCents,
    estimated: ORDER.estimated,
    orderUrl: `${PUBLIC_URL}/profile/user/x?view=order&order=1`,
  },
  'order-change-notice': {
    orderNumber: ORDER.orderNumber,
    kind: 'change',
    byStaff: false,
    changedBy: ORDER.buyerName,
    buyerName: ORDER.buyerName,
    company: 'Seoul BBQ LLC',
    buyerEmail: 'jane@example.com',
    phone: '213-555-0100',
    changes: { lines: [{ name: 'Pork belly', spec: 'C.W. (Catch Weights)', fromQuantity: null, toQuantity: 3 }] },
    pickup: ORDER.pickup,
    totalBeforeCents: 37_998,
    totalAfterCents: ORDER.totalCents,
    adminUrl: `${PUBLIC_URL}/admin/dashboard`,
  },
  'standing-order-made': {
    ...ORDER,
    everyWeeks: 1,
    pickup: ORDER.pickup,
    cutoff: '2026-11-25T01:00:00.000Z',
    leftOut: ['Beef tongue'],
    changeUrl: `${PUBLIC_URL}/profile/user/abc?view=order&order=7`,
    skipUrl: `${PUBLIC_URL}/profile/user/abc?view=order&order=7&skip=1`,
  },
  'standing-order-nothing': {
    buyerName: 'Jane Kim',
    pickupDate: '2026-12-03',
    leftOut: ['Beef tongue'],
    standingUrl: `${PUBLIC_URL}/profile/user/abc?view=standing`,
  },
  'standing-order-change': {
    change: 'set up',
    buyerName: 'Jane Kim',
    changedBy: 'Min Park',
    everyWeeks: 2,
    lines: [{ name: 'Beef short rib', name_ko: '소갈비', quantity: 3 }],
    nextPickupDate: '2026-12-03',
    nextMadeAt: '2026-12-01T16:00:00.000Z',
    standingUrl: `${PUBLIC_URL}/profile/user/abc?view=standing`,
  },
  'pickup-day-closed': {
    orderNumber: 'WS-100123',
    buyerName: 'Jane Kim',
    pickup: { start: '2026-11-26T16:00:00.000Z', end: '2026-11-26T18:00:00.000Z' },
    holiday: 'thanksgiving',
    ordersUrl: ORDERS_PAGE,
  },
};

function sample(template: MailTemplateName, locale: MailLocale): MailContent {
  return { template, locale, data: SAMPLE_DATA[template] } as MailContent;
}

const HANGUL = /[\uac00-\ud7a3]/;

describe('mail templates', () => {
  for (const template of MAIL_TEMPLATE_NAMES) {
    for (const locale of MAIL_LOCALES) {
      it(`renders ${template} in ${locale}`, () => {
        const mail = renderMail(sample(template, locale));
        expect(mail.subject.trim()).not.toBe('');
        expect(mail.subject).not.toMatch(/[\r\n]/);
        expect(mail.text).toContain('1200 E 14th St, Los Angeles, CA 90021');
        expect(mail.html).toMatch(/^<!DOCTYPE html>/);
        expect(mail.html).toContain(`<html lang="${locale}">`);
        if (locale === 'en') {
          expect(mail.text).toContain('Mon-Fri 8:00AM-3:30PM PST');
          expect(mail.html).toContain('Mon-Fri 8:00AM-3:30PM PST');
          expect(mail.subject).not.toMatch(HANGUL);
        } else {
          expect(mail.subject).toMatch(HANGUL);
          expect(mail.text).toContain('오전 8:00-오후 3:30 (PST');
        }
        // no sentence ends twice ("… with Wholesale Meat Co..": the brand ends with a period)
        expect(mail.text).not.toMatch(/[^.]\.\.(?!\.)/);
        // no unfilled typesafe-i18n placeholders
        expect(mail.text).not.toMatch(/\{\w+\}/);
        expect(mail.html).not.toMatch(/\{\w+\}/);
      });

      it(`stores ${template} in ${locale} sealed exactly when its body carries a token link`, () => {
        const mail = renderMail(sample(template, locale));
        // A link with a token works as a password: such a body must never sit in the outbox in clear.
        const carriesToken = /[?&]token=/.test(mail.text) || /(?:\?|&amp;)token=/.test(mail.html);
        expect(SEALED_MAIL_TEMPLATES.has(template)).toBe(carriesToken);
      });
    }
  }

  it('escapes every user-supplied value in HTML (and keeps it readable in text)', () => {
    const evil = '<script>alert("x")</script> & Co';
    const mail = renderMail({
      template: 'inquiry-received',
      locale: 'en',
      data: {
        name: evil,
        email: 'jane@example.com',
        company: evil,
        message: evil,
        cartLines: [{ name: evil, quantity: 1, unitPriceCents: 100, lineTotalCents: 100 }],
      },
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(mail.text).toContain(evil);

    const others = [
      renderMail({ template: 'signup-received', locale: 'ko', data: { name: evil, company: evil } }),
      renderMail({ template: 'signup-rejected', locale: 'ko', data: { name: evil, reason: evil } }),
      renderMail({ template: 'signup-approved', locale: 'en', data: { name: evil, publicUrl: 'https://x.test' } }),
      renderMail({
        template: 'password-reset',
        locale: 'en',
        data: { name: evil, email: 'a@x.test', token: 't'.repeat(20), publicUrl: 'https://x.test' },
      }),
    ];
    for (const m of others) {
      expect(m.html).not.toContain('<script>');
      expect(m.html).toContain(escapeHtml(evil));
    }
  });

  it('builds the reset link under PUBLIC_URL with the e-mail and token encoded, valid 30 minutes', () => {
    const mail = renderMail({
      template: 'password-reset',
      locale: 'en',
      data: { email: 'a+b@example.com', token: 'tok_tok-tok.tok~tok/tok', publicUrl: 'https://shop.example.com/app/' },
    });
    const link =
      'https://shop.example.com/app/reset-password?email=a%2Bb%40example.com&token=tok_tok-tok.tok%7Etok%2Ftok';
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${escapeHtml(link)}"`);
    expect(mail.text).toContain('30 minutes');
    expect(renderMail({ ...sampleReset(), locale: 'ko' }).text).toContain('30분');
  });

  it('shows the rejection reason only when given', () => {
    const withReason = renderMail({ template: 'signup-rejected', locale: 'en', data: { reason: 'Expired license' } });
    expect(withReason.text).toContain('Reason: Expired license');
    const without = renderMail({ template: 'signup-rejected', locale: 'en', data: {} });
    expect(without.text).not.toContain('Reason:');
    expect(without.text).toContain('Hello,');
  });

  it('lists the inquiry fields and cart lines with dollar amounts', () => {
    const mail = renderMail(sample('inquiry-received', 'en'));
    expect(mail.subject).toBe('New inquiry from Jane Kim (Seoul BBQ LLC)');
    expect(mail.text).toContain('Inquiry no. 42');
    expect(mail.text).toContain('Phone: 213-555-0100');
    expect(mail.text).toContain('Company address: 100 Main St, Los Angeles, CA 90012');
    expect(mail.text).toContain('- Beef short rib · 30 lb - 5 lb x 6 packs: 2 x $189.99 = $379.98');
    expect(mail.text).toContain('Cart total: $475.48');
    expect(mail.html).toContain('Do you deliver to Koreatown?<br>');
    const empty = renderMail({
      template: 'inquiry-received',
      locale: 'ko',
      data: { name: '김민지', email: 'm@example.com' },
    });
    expect(empty.subject).toBe('새 문의: 김민지');
    expect(empty.text).toContain('장바구니에 담긴 상품이 없습니다.');
  });

  it('writes a cart line’s spec after the name, not in brackets around brackets, in both languages', () => {
    const cartLines = [
      { name: 'Brisket', spec: 'C.W. (Catch Weights)', quantity: 2, unitPriceCents: 699, lineTotalCents: 1_398 },
    ];
    const en = renderMail({
      template: 'inquiry-received',
      locale: 'en',
      data: { name: 'Jane Kim', email: 'jane@example.com', cartLines },
    });
    expect(en.text).toContain('- Brisket · C.W. (Catch Weights): 2 x $6.99 = $13.98');
    expect(en.html).toContain('Brisket · C.W. (Catch Weights)');
    const ko = renderMail({
      template: 'inquiry-received',
      locale: 'ko',
      data: { name: '김민지', email: 'm@example.com', cartLines },
    });
    expect(ko.text).toContain('- Brisket · 실중량(C.W.), 파운드당 가격:');
    for (const m of [en, ko]) expect(m.text).not.toContain('Brisket (');
  });

  it('keeps a line break in a name out of the subject', () => {
    const mail = renderMail({
      template: 'inquiry-received',
      locale: 'en',
      data: { name: 'Eve\r\nBcc: x@evil.test', email: 'e@example.com' },
    });
    expect(mail.subject).toBe('New inquiry from Eve Bcc: x@evil.test');
  });

  it("an invitation names the company in the business's own sentence, never a person, never an address", () => {
    for (const locale of MAIL_LOCALES) {
      const mail = renderMail(sample('company-invitation', locale));
      expect(mail.subject).toContain('Seoul BBQ LLC');
      // The company is what the sentence is about, not who speaks: it does not open the subject or the intro.
      expect(mail.subject.startsWith('Seoul BBQ LLC')).toBe(false);
      expect(mail.text).toMatch(
        locale === 'en' ? /You are invited to order for Seoul BBQ LLC, a customer of ours/ : /고객사인 Seoul BBQ LLC의/,
      );
      // A company name on file from before names were checked, carrying a lure: the mail leaves it out.
      const lure = 'Refund desk: visit http://evil.example/claim';
      const old = renderMail({
        template: 'company-invitation',
        locale,
        data: { ...SAMPLE_DATA['company-invitation'], company: lure },
      });
      for (const part of [old.subject, old.text, old.html ?? '']) {
        expect(part).not.toContain('evil.example');
        expect(part).not.toContain('Refund desk');
      }
      expect(old.text).toContain('/accept-invitation?token=');
    }
  });

  it('rejects data that does not fit the template', () => {
    expect(() =>
      renderMail({
        template: 'password-reset',
        locale: 'en',
        data: { email: 'nope', token: 'short', publicUrl: 'javascript:alert(1)' },
      }),
    ).toThrow();
    expect(() =>
      renderMail({ template: 'signup-approved', locale: 'fr' as MailLocale, data: { publicUrl: PUBLIC_URL } }),
    ).toThrow();
  });
});

function sampleReset() {
  return {
    template: 'password-reset' as const,
    data: { email: 'jane@example.com', token: 'b'.repeat(43), publicUrl: PUBLIC_URL },
  };
}

describe('pickup-day-closed', () => {
  const closed = (locale: MailLocale, extra: Record<string, unknown> = {}) =>
    renderMail({
      template: 'pickup-day-closed',
      locale,
      data: {
        orderNumber: 'WS-100123',
        buyerName: 'Jane Kim',
        pickup: { start: '2026-11-26T16:00:00.000Z', end: '2026-11-26T18:00:00.000Z' },
        ordersUrl: `${PUBLIC_URL}/profile?tab=orders`,
        ...extra,
      },
    });

  it('names the closed day and the holiday, and says we will contact the buyer (English)', () => {
    const mail = closed('en', { holiday: 'thanksgiving' });
    expect(mail.subject).toBe('Your pickup day is closed: order WS-100123');
    expect(mail.text).toContain(
      'closed on Thursday, November 26, 2026 (Thanksgiving Day), the pickup day of your order WS-100123',
    );
    expect(mail.text).toContain('We will contact you to choose another pickup day');
    expect(mail.text).toContain('Pickup time (closed): Thursday, November 26, 2026, 8:00–10:00 AM (Pacific time)');
  });

  it('in Korean, with an observed holiday', () => {
    const mail = closed('ko', {
      holiday: 'independence-day',
      observed: true,
      pickup: { start: '2026-07-03T15:00:00.000Z', end: '2026-07-03T17:00:00.000Z' },
    });
    expect(mail.subject).toBe('픽업일 휴무 안내: 주문 WS-100123');
    expect(mail.text).toContain('2026년 7월 3일 금요일 (미국 독립기념일 대체 휴일)에 DTLA 창고가 문을 닫습니다');
    expect(mail.text).toContain('다른 픽업일을 정하실 수 있도록 곧 연락드리겠습니다');
  });

  it('a day staff closed for no holiday is just the day', () => {
    const mail = closed('en');
    expect(mail.text).toContain('closed on Thursday, November 26, 2026, the pickup day');
  });

  it('special hours that leave out the window: the hours and the window, in both languages', () => {
    const hours = { start: '2026-12-24T16:00:00.000Z', end: '2026-12-24T20:00:00.000Z' };
    const pickup = { start: '2026-12-24T22:00:00.000Z', end: '2026-12-24T23:30:00.000Z' };
    const en = closed('en', { hours, pickup });
    expect(en.subject).toBe('Special hours on your pickup day: order WS-100123');
    expect(en.text).toContain(
      'open for special hours on Thursday, December 24, 2026, the pickup day of your order WS-100123',
    );
    expect(en.text).toContain('Special hours: Thursday, December 24, 2026, 8:00 AM–12:00 PM (Pacific time)');
    expect(en.text).toContain(
      'Pickup time (outside the hours): Thursday, December 24, 2026, 2:00–3:30 PM (Pacific time)',
    );
    expect(en.text).toContain('We will contact you to choose another pickup time');
    expect(en.text).not.toContain('is closed');
    const ko = closed('ko', { hours, pickup });
    expect(ko.subject).toBe('픽업일 영업시간 변경 안내: 주문 WS-100123');
    expect(ko.text).toContain('단축 운영되어');
    expect(ko.html).toContain('단축 영업시간');
  });
});

describe('the standing order changed', () => {
  const base = sample('standing-order-change', 'en').data as StandingOrderChangeInput;
  const render = (locale: MailLocale, data: Partial<StandingOrderChangeInput>) =>
    renderMail({ template: 'standing-order-change', locale, data: { ...base, ...data } });

  it('says which change, how often, and while it runs when the next order comes', () => {
    const setUp = render('en', {});
    expect(setUp.subject).toBe('Your standing order is set up');
    expect(setUp.text).toContain('repeats every 2 weeks');
    expect(setUp.text).toContain('Changed by Min Park of your company.');
    expect(setUp.text).toContain('Next pickup: Thursday, December 3, 2026');
    expect(setUp.text).toContain('- Beef short rib × 3');
    const paused = render('en', { change: 'paused', changedBy: undefined });
    expect(paused.subject).toBe('Your standing order is paused');
    expect(paused.text).not.toContain('Next pickup');
    expect(paused.text).not.toContain('Changed by');
    expect(render('en', { change: 'ended' }).subject).toBe('Your standing order has ended');
  });

  it('is in Korean for a Korean buyer, with the products Korean names', () => {
    const resumed = render('ko', { change: 'resumed' });
    expect(resumed.subject).toBe('정기 주문이 다시 시작되었습니다');
    expect(resumed.text).toContain('- 소갈비 × 3');
    expect(resumed.text).toContain('2주마다');
  });
});

describe('links that open a page', () => {
  it('open it in the mail’s language: the invitation and the recall notice', () => {
    for (const locale of MAIL_LOCALES) {
      for (const template of ['company-invitation', 'recall-notice', 'cutoff-reminder'] as const) {
        const { text } = renderMail(sample(template, locale));
        const link = /https?:\/\/\S+token=\S+/.exec(text)?.[0];
        expect(new URL(link!).searchParams.get('lang'), `${template} ${locale}`).toBe(locale);
      }
    }
  });
});
