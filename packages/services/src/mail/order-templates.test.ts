import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMail, type MailContent, type MailLocale } from './templates';
import { escapeHtml } from './html';
import { orderConfirmedData, type OrderConfirmedInput } from './templates/order-confirmed';
import { orderNoticeData, type OrderNoticeInput } from './templates/order-notice';
import { orderReceivedData, type OrderReceivedInput } from './templates/order-received';
import { formatPacificDateTime, formatPickupDay, formatPickupSlot } from './templates/pickup-slot';
import { BOX_LINE, CW_LINE, EVIL, EVIL_HTML, MONEY, WED_PICKUP } from './testing';

// Every expected time below is written out by hand (PST = UTC−8, PDT = UTC−7; in 2026 PDT runs
// from Sunday 03-08 to Sunday 11-01), never computed with the code under test.

const received: OrderReceivedInput = {
  orderNumber: 'WS-100123',
  orderDate: '2026-11-24T23:12:00.000Z', // Tuesday 3:12 PM PST
  buyerName: 'Jane Kim',
  company: 'Seoul BBQ LLC',
  pickup: WED_PICKUP,
  note: 'Please slice the short rib thin.\nI will come with a van.',
  lines: [BOX_LINE, CW_LINE],
  ...MONEY,
  ordersUrl: 'https://shop.example.com/profile?tab=orders',
};

const { ordersUrl: _ordersUrl, ...receivedWithoutLink } = received;
const notice: OrderNoticeInput = {
  ...receivedWithoutLink,
  buyerEmail: 'jane@example.com',
  phone: '213-555-0100',
  licenseNumber: 'CA-LIC-778899',
  adminUrl: 'https://shop.example.com/admin/dashboard',
};

const confirmed: OrderConfirmedInput = {
  orderNumber: 'WS-100123',
  buyerName: 'Jane Kim',
  pickup: WED_PICKUP,
  lines: [BOX_LINE, CW_LINE],
  ...MONEY,
  ordersUrl: 'https://shop.example.com/profile?tab=orders',
};

/** A box-only order: nothing is estimated. */
const BOX_ONLY_MONEY = {
  subtotalCents: 37_998,
  feeCents: 0,
  totalCents: 37_998,
  prepaymentCents: 18_999,
  balanceCents: 18_999,
  cashDiscountMaxCents: 949,
  estimated: false,
};

// ---------------------------------------------------------------- the pickup slot

const SLOT_CASES: ReadonlyArray<{ what: string; locale: MailLocale; start: string; end: string; expected: string }> = [
  {
    what: 'a morning window in November (PST)',
    locale: 'en',
    start: '2026-11-25T16:00:00Z',
    end: '2026-11-25T18:00:00Z',
    expected: 'Wednesday, November 25, 2026, 8:00–10:00 AM (Pacific time)',
  },
  {
    what: 'the same window in Korean',
    locale: 'ko',
    start: '2026-11-25T16:00:00Z',
    end: '2026-11-25T18:00:00Z',
    expected: '2026년 11월 25일 수요일 오전 8:00–10:00 (태평양 시간)',
  },
  {
    what: 'the Monday after the fall-back change (PST, UTC−8)',
    locale: 'en',
    start: '2026-11-02T16:00:00Z',
    end: '2026-11-02T18:00:00Z',
    expected: 'Monday, November 2, 2026, 8:00–10:00 AM (Pacific time)',
  },
  {
    what: 'the Friday before the fall-back change (PDT, UTC−7)',
    locale: 'en',
    start: '2026-10-30T15:00:00Z',
    end: '2026-10-30T17:00:00Z',
    expected: 'Friday, October 30, 2026, 8:00–10:00 AM (Pacific time)',
  },
  {
    what: 'the Friday before the fall-back change, in Korean',
    locale: 'ko',
    start: '2026-10-30T15:00:00Z',
    end: '2026-10-30T17:00:00Z',
    expected: '2026년 10월 30일 금요일 오전 8:00–10:00 (태평양 시간)',
  },
  {
    what: 'the Monday after the spring-forward change (PDT)',
    locale: 'en',
    start: '2026-03-09T15:00:00Z',
    end: '2026-03-09T17:00:00Z',
    expected: 'Monday, March 9, 2026, 8:00–10:00 AM (Pacific time)',
  },
  {
    what: 'a window across noon names both halves of the day',
    locale: 'en',
    start: '2026-11-25T18:00:00Z',
    end: '2026-11-25T20:00:00Z',
    expected: 'Wednesday, November 25, 2026, 10:00 AM–12:00 PM (Pacific time)',
  },
  {
    what: 'a window across noon in Korean',
    locale: 'ko',
    start: '2026-11-25T18:00:00Z',
    end: '2026-11-25T20:00:00Z',
    expected: '2026년 11월 25일 수요일 오전 10:00–오후 12:00 (태평양 시간)',
  },
  {
    what: 'the last window of the day, whose UTC end is the next UTC day in Seoul',
    locale: 'en',
    start: '2026-11-25T22:00:00Z',
    end: '2026-11-25T23:30:00Z',
    expected: 'Wednesday, November 25, 2026, 2:00–3:30 PM (Pacific time)',
  },
  {
    what: 'the last window of the day in Korean',
    locale: 'ko',
    start: '2026-11-25T22:00:00Z',
    end: '2026-11-25T23:30:00Z',
    expected: '2026년 11월 25일 수요일 오후 2:00–3:30 (태평양 시간)',
  },
  {
    what: 'the last window of a summer day (PDT)',
    locale: 'en',
    start: '2026-07-10T21:00:00Z',
    end: '2026-07-10T22:30:00Z',
    expected: 'Friday, July 10, 2026, 2:00–3:30 PM (Pacific time)',
  },
];

function checkSlots() {
  for (const c of SLOT_CASES) {
    expect(formatPickupSlot(c.locale, c.start, c.end), c.what).toBe(c.expected);
  }
  expect(formatPickupSlot('en', new Date('2026-11-25T16:00:00Z'), new Date('2026-11-25T18:00:00Z'))).toBe(
    SLOT_CASES[0]?.expected,
  );
  expect(formatPacificDateTime('en', '2026-11-24T23:12:00Z')).toBe(
    'Tuesday, November 24, 2026, 3:12 PM (Pacific time)',
  );
  expect(formatPacificDateTime('ko', '2026-11-24T23:12:00Z')).toBe('2026년 11월 24일 화요일 오후 3:12 (태평양 시간)');
  expect(formatPacificDateTime('en', '2026-11-25T08:05:00Z')).toBe(
    'Wednesday, November 25, 2026, 12:05 AM (Pacific time)',
  );
  expect(formatPacificDateTime('ko', '2026-11-25T08:05:00Z')).toBe('2026년 11월 25일 수요일 오전 12:05 (태평양 시간)');
  expect(formatPickupDay('en', '2026-11-25T22:00:00Z')).toBe('Wed, Nov 25');
  expect(formatPickupDay('ko', '2026-11-25T22:00:00Z')).toBe('11월 25일 (수)');
}

describe('formatPickupSlot: the pickup window on the warehouse clock', () => {
  it('writes explicit Pacific times across daylight-saving changes, in both languages', () => {
    checkSlots();
  });

  it('names the end date of a window that runs past midnight (not a real window, but readable)', () => {
    expect(formatPickupSlot('en', '2026-11-26T07:00:00Z', '2026-11-26T09:00:00Z')).toBe(
      'Wednesday, November 25, 2026, 11:00 PM – Thursday, November 26, 2026 1:00 AM (Pacific time)',
    );
  });

  it('refuses an instant that is not a date', () => {
    expect(() => formatPickupSlot('en', 'tomorrow', '2026-11-25T18:00:00Z')).toThrow(RangeError);
  });

  describe('on a server whose zone is Asia/Seoul', () => {
    const original = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = 'Asia/Seoul';
    });
    afterAll(() => {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    });

    it('gives the same strings', () => {
      // the zone change took effect: Seoul is UTC+9 all year
      expect(new Date('2026-11-25T22:00:00Z').getTimezoneOffset()).toBe(-540);
      expect(new Date('2026-11-25T22:00:00Z').getDate()).toBe(26);
      checkSlots();
      const mail = renderMail({ template: 'order-received', locale: 'en', data: received });
      expect(mail.text).toContain('Pickup time: Wednesday, November 25, 2026, 8:00–10:00 AM (Pacific time)');
    });
  });
});

// ---------------------------------------------------------------- order-received

describe('order-received', () => {
  it('tells the English buyer what was received, that it is not confirmed yet, and what to pay', () => {
    const m = renderMail({ template: 'order-received', locale: 'en', data: received });
    expect(m.subject).toBe('We received your order WS-100123');
    for (const line of [
      'Hello Jane Kim,',
      'Please note: your order is not confirmed yet. Our team reviews every order, and it is confirmed only when you receive our confirmation e-mail.',
      'Order number: WS-100123',
      'Order date: Tuesday, November 24, 2026, 3:12 PM (Pacific time)',
      'Pickup time: Wednesday, November 25, 2026, 8:00–10:00 AM (Pacific time)',
      'Pickup place: DTLA warehouse, 1200 E 14th St, Los Angeles, CA 90021',
      'Note:\nPlease slice the short rib thin.\nI will come with a van.',
      '- Beef short rib · 30 lb - 5 lb x 6 packs: 2 boxes × $189.99 = $379.98',
      '- Pork belly · C.W. (Catch Weights): 3 packs × ~12.35 lb × $4.99/lb = $184.88 (estimated)',
      'Subtotal: $564.86',
      'Pickup fee: $0.00',
      'Total (estimated): $564.86',
      'Deposit: 50% prepayment: $282.43',
      'Balance due at pickup (estimated): $282.43',
      '- Pay the balance in cash at pickup and get up to 5% off the balance (up to $14.12).',
      '- Card payments add sales tax.',
      '- We accept cash and credit cards only. American Express is not accepted.',
      'Their final amount follows the weight measured at pickup',
      '- Two or more missed pickups may lead to the suspension of your account.',
      'View your orders: https://shop.example.com/profile?tab=orders',
      'Monday to Friday, 8:00AM-3:30PM Pacific time',
      'Customer service: Mon-Fri 8:00AM-3:30PM PST',
    ]) {
      expect(m.text).toContain(line);
    }
    expect(m.html).toContain('WS-100123');
    expect(m.html).toContain('Please note: your order is not confirmed yet.');
    expect(m.html).toContain('3 packs × ~12.35 lb × $4.99/lb');
    expect(m.html).toContain('$184.88 (estimated)');
    expect(m.html).toContain('Total (estimated)');
    expect(m.html).toContain('Wednesday, November 25, 2026, 8:00–10:00 AM (Pacific time)');
    expect(m.html).toContain('Please slice the short rib thin.<br>');
    expect(m.html).toContain('href="https://shop.example.com/profile?tab=orders"');
    expect(m.html).toContain('American Express');
  });

  it('reads naturally in Korean', () => {
    const m = renderMail({ template: 'order-received', locale: 'ko', data: received });
    expect(m.subject).toBe('주문 WS-100123 접수 완료');
    for (const line of [
      'Jane Kim님, 안녕하세요.',
      '아직 주문이 확정되지 않았습니다. 담당자가 모든 주문을 직접 검토하며, 주문 확정 안내 메일을 받으신 후에 주문이 확정됩니다.',
      '주문 번호: WS-100123',
      '주문 일시: 2026년 11월 24일 화요일 오후 3:12 (태평양 시간)',
      '픽업 시간: 2026년 11월 25일 수요일 오전 8:00–10:00 (태평양 시간)',
      '픽업 장소: DTLA 창고 (1200 E 14th St, Los Angeles, CA 90021)',
      '- Beef short rib · 30파운드 박스 (5파운드 × 6팩): 2박스 × $189.99 = $379.98',
      '- Pork belly · 실중량(C.W.), 파운드당 가격: 3팩 × 약 12.35파운드 × 파운드당 $4.99 = $184.88 (예상)',
      '소계: $564.86',
      '픽업 수수료: $0.00',
      '합계 (예상): $564.86',
      '선결제 금액 (50%): $282.43',
      '픽업 때 결제하실 잔액 (예상): $282.43',
      '잔액의 최대 5%(최대 $14.12)를 할인해 드립니다.',
      '카드로 결제하시면 판매세가 추가됩니다.',
      'American Express는 받지 않습니다.',
      '최종 금액은 픽업 때 실제로 계량한 무게에 따라 정해지므로',
      '픽업 약속을 두 번 이상 지키지 않으시면 계정 이용이 정지될 수 있습니다.',
      '주문 내역 보기: https://shop.example.com/profile?tab=orders',
    ]) {
      expect(m.text).toContain(line);
    }
    expect(m.html).toContain('<html lang="ko">');
    expect(m.html).toContain('아직 주문이 확정되지 않았습니다.');
  });

  describe('the deposit: how staff collect it and the day it is due', () => {
    // ordered Tuesday Nov 24 for Wednesday Nov 25: the last open day before pickup is the order day
    const DEPOSIT_EN =
      'We call you to take the deposit by card before we prepare your order, or pay it in cash at the counter.';
    const DEPOSIT_KO =
      '주문을 준비하기 전에 저희가 전화를 드려 카드로 선결제를 받습니다. 매장 카운터에서 현금으로 내셔도 됩니다.';
    const withDeposit = (text: string): OrderReceivedInput => ({ ...received, deposit: { text, due: '2026-11-24' } });

    it('writes the English text and its due day in the text and HTML parts', () => {
      const m = renderMail({ template: 'order-received', locale: 'en', data: withDeposit(DEPOSIT_EN) });
      expect(m.text).toContain(`Paying the deposit\nDeposit due by Tuesday, November 24, 2026\n${DEPOSIT_EN}`);
      // after the amounts, before the payment notes
      expect(m.text.indexOf('Paying the deposit')).toBeGreaterThan(m.text.indexOf('Balance due at pickup'));
      expect(m.text.indexOf('Paying the deposit')).toBeLessThan(m.text.indexOf('Payment and pickup'));
      expect(m.html).toContain('>Paying the deposit</h2>');
      expect(m.html).toContain('Deposit due by Tuesday, November 24, 2026');
      expect(m.html).toContain(escapeHtml(DEPOSIT_EN));
    });

    it('writes the Korean text and its due day in the text and HTML parts', () => {
      const m = renderMail({ template: 'order-received', locale: 'ko', data: withDeposit(DEPOSIT_KO) });
      expect(m.text).toContain(`선결제 방법\n선결제 기한: 2026년 11월 24일 화요일까지\n${DEPOSIT_KO}`);
      expect(m.html).toContain('>선결제 방법</h2>');
      expect(m.html).toContain('선결제 기한: 2026년 11월 24일 화요일까지');
      expect(m.html).toContain(DEPOSIT_KO);
    });

    it('keeps the paragraphs staff wrote, escaped in HTML', () => {
      const m = renderMail({
        template: 'order-received',
        locale: 'en',
        data: withDeposit(`Call us first.\n\n${EVIL}`),
      });
      expect(m.text).toContain(`Deposit due by Tuesday, November 24, 2026\nCall us first.\n${EVIL}`);
      expect(m.html).toContain('>Call us first.</p>');
      expect(m.html).toContain(`>${EVIL_HTML}</p>`);
      expect(m.html).not.toContain('<b>');
    });

    it('is left out of a mail queued without it', () => {
      const m = renderMail({ template: 'order-received', locale: 'en', data: received });
      expect(m.text).not.toContain('Paying the deposit');
      expect(m.html).not.toContain('Deposit due by');
    });

    it('refuses a due day that is not a date', () => {
      expect(
        orderReceivedData.safeParse({ ...received, deposit: { text: DEPOSIT_EN, due: '2026-11-31' } }).success,
      ).toBe(false);
      expect(orderReceivedData.safeParse({ ...received, deposit: { text: '  ', due: '2026-11-24' } }).success).toBe(
        false,
      );
    });
  });

  it('marks nothing as estimated for a box-only order, and leaves out the catch-weight note', () => {
    const m = renderMail({
      template: 'order-received',
      locale: 'en',
      data: {
        ...received,
        note: undefined,
        lines: [{ ...BOX_LINE, quantity: 1, lineTotalCents: 18_999 }],
        ...BOX_ONLY_MONEY,
      },
    });
    expect(m.text).toContain('- Beef short rib · 30 lb - 5 lb x 6 packs: 1 box × $189.99 = $189.99');
    expect(m.text).toContain('Total: $379.98');
    expect(m.text).toContain('Balance due at pickup: $189.99');
    expect(m.text).toContain('(up to $9.49)');
    expect(m.text).not.toContain('estimated');
    expect(m.text).not.toContain('catch weight');
    expect(m.text).not.toContain('Note:');
    expect(m.html).not.toContain('estimated');
  });

  it('shows a weighed catch-weight line without the average weight', () => {
    const m = renderMail({
      template: 'order-received',
      locale: 'en',
      data: {
        ...received,
        lines: [{ ...CW_LINE, estimated: false, lineTotalCents: 18_263 }],
        ...MONEY,
        estimated: false,
      },
    });
    expect(m.text).toContain('- Pork belly · C.W. (Catch Weights): 3 packs × $4.99/lb (weighed) = $182.63');
    expect(m.text).not.toContain('(estimated)');
    // the final amount still follows the weight: the note stays
    expect(m.text).toContain('Items sold by catch weight (C.W.)');
  });

  it('escapes the buyer name, company, note and product names in HTML', () => {
    const m = renderMail({
      template: 'order-received',
      locale: 'en',
      data: {
        ...received,
        buyerName: EVIL,
        company: EVIL,
        note: EVIL,
        lines: [{ ...BOX_LINE, name: EVIL, spec: EVIL }, CW_LINE],
      },
    });
    expect(m.html).not.toContain('<b>');
    expect(m.html).toContain(`Hello ${EVIL_HTML},`);
    expect(m.html).toContain(`${EVIL_HTML} · ${EVIL_HTML}`);
    expect(m.text).toContain(`Hello ${EVIL},`);
  });
});

describe('a line’s spec', () => {
  // "Pork belly (C.W. (Catch Weights))" read as a typo: the spec follows the name, outside brackets.
  const nested = /\([^()]*\(/;
  for (const template of ['order-received', 'order-notice', 'order-confirmed'] as const) {
    for (const locale of ['en', 'ko'] as const) {
      it(`${template} (${locale}) writes it after the name, never in brackets around brackets`, () => {
        const data = template === 'order-received' ? received : template === 'order-notice' ? notice : confirmed;
        const m = renderMail({ template, locale, data } as MailContent);
        const cw = locale === 'en' ? 'Pork belly · C.W. (Catch Weights)' : 'Pork belly · 실중량(C.W.), 파운드당 가격';
        expect(m.text).toContain(cw);
        expect(m.html).toContain(cw);
        for (const line of m.text
          .split('\n')
          .filter((l) => l.startsWith('- Pork belly') || l.startsWith('- Beef short rib'))) {
          expect(line).not.toMatch(nested);
        }
      });
    }
  }
});

// ---------------------------------------------------------------- order-notice

describe('order-notice', () => {
  it('gives staff the buyer, the pickup, the lines and a link to the dashboard', () => {
    const m = renderMail({ template: 'order-notice', locale: 'en', data: notice });
    expect(m.subject).toBe('New pickup order WS-100123 — Seoul BBQ LLC, Wed, Nov 25');
    for (const line of [
      'Name: Jane Kim',
      'Company: Seoul BBQ LLC',
      'E-mail: jane@example.com',
      'Phone: 213-555-0100',
      'Business license no.: CA-LIC-778899',
      'Order number: WS-100123',
      'Order date: Tuesday, November 24, 2026, 3:12 PM (Pacific time)',
      'Pickup time: Wednesday, November 25, 2026, 8:00–10:00 AM (Pacific time)',
      'Note:\nPlease slice the short rib thin.',
      '3 packs × ~12.35 lb × $4.99/lb = $184.88 (estimated)',
      'Total (estimated): $564.86',
      'Prepayment (50%): $282.43',
      'Balance due at pickup (estimated): $282.43',
      'Open the admin dashboard: https://shop.example.com/admin/dashboard',
    ]) {
      expect(m.text).toContain(line);
    }
    expect(m.html).toContain('href="https://shop.example.com/admin/dashboard"');
    // staff mail: no signature for the buyer, no link to the buyer's orders
    expect(m.text).not.toContain('Thank you,');
    expect(m.text).not.toContain('profile?tab=orders');
  });

  it('names the buyer when there is no company and leaves out missing details', () => {
    const m = renderMail({
      template: 'order-notice',
      locale: 'en',
      data: {
        ...notice,
        company: '  ',
        phone: undefined,
        licenseNumber: undefined,
        note: undefined,
        pickup: { start: '2026-10-30T21:00:00Z', end: '2026-10-30T22:30:00Z' },
      },
    });
    expect(m.subject).toBe('New pickup order WS-100123 — Jane Kim, Fri, Oct 30');
    expect(m.text).toContain('Pickup time: Friday, October 30, 2026, 2:00–3:30 PM (Pacific time)');
    expect(m.text).not.toContain('Company:');
    expect(m.text).not.toContain('Phone:');
    expect(m.text).not.toContain('Note:');
  });

  it('renders in Korean too', () => {
    const m = renderMail({ template: 'order-notice', locale: 'ko', data: notice });
    expect(m.subject).toBe('새 픽업 주문 WS-100123 — Seoul BBQ LLC, 11월 25일 (수)');
    expect(m.text).toContain('픽업 시간: 2026년 11월 25일 수요일 오전 8:00–10:00 (태평양 시간)');
    expect(m.text).toContain('합계 (예상): $564.86');
  });

  it('keeps HTML out of the page and line breaks out of the subject', () => {
    const m = renderMail({
      template: 'order-notice',
      locale: 'en',
      data: { ...notice, buyerName: EVIL, company: `${EVIL}\r\nBcc: x@evil.test`, note: EVIL },
    });
    expect(m.subject).toBe(`New pickup order WS-100123 — ${EVIL} Bcc: x@evil.test, Wed, Nov 25`);
    expect(m.html).not.toContain('<b>');
    expect(m.html).toContain(`<title>${escapeHtml(m.subject)}</title>`);
    expect(m.html).toContain(EVIL_HTML);
  });
});

// ---------------------------------------------------------------- order-confirmed

describe('order-confirmed', () => {
  it('confirms the order with the pickup, amounts and notes', () => {
    const m = renderMail({ template: 'order-confirmed', locale: 'en', data: confirmed });
    expect(m.subject).toBe('Your order WS-100123 is confirmed');
    for (const line of [
      'Hello Jane Kim,',
      'Good news: your order WS-100123 is confirmed.',
      'Pickup time: Wednesday, November 25, 2026, 8:00–10:00 AM (Pacific time)',
      'Pickup place: DTLA warehouse, 1200 E 14th St, Los Angeles, CA 90021',
      '3 packs × ~12.35 lb × $4.99/lb = $184.88 (estimated)',
      'Total (estimated): $564.86',
      'Prepayment (50%): $282.43',
      'Balance due at pickup (estimated): $282.43',
      '(up to $14.12)',
      'Items sold by catch weight (C.W.)',
      'View your orders: https://shop.example.com/profile?tab=orders',
    ]) {
      expect(m.text).toContain(line);
    }
    expect(m.text).not.toContain('not confirmed');
  });

  it('confirms the order in Korean', () => {
    const m = renderMail({ template: 'order-confirmed', locale: 'ko', data: { ...confirmed, buyerName: EVIL } });
    expect(m.subject).toBe('주문 WS-100123 확정 안내');
    expect(m.text).toContain('주문하신 WS-100123 건이 확정되었습니다.');
    expect(m.text).toContain('픽업 시간: 2026년 11월 25일 수요일 오전 8:00–10:00 (태평양 시간)');
    expect(m.text).toContain('선결제 금액 (50%): $282.43');
    expect(m.html).not.toContain('<b>');
    expect(m.html).toContain(`${EVIL_HTML}님, 안녕하세요.`);
  });
});

// ---------------------------------------------------------------- the data

describe('order mail data', () => {
  const bad: Array<[string, Partial<Record<string, unknown>>]> = [
    ['no lines', { lines: [] }],
    ['a zero quantity', { lines: [{ ...BOX_LINE, quantity: 0 }] }],
    ['a fractional quantity', { lines: [{ ...BOX_LINE, quantity: 1.5 }] }],
    ['a line without the estimate flag', { lines: [{ ...BOX_LINE, estimated: undefined }] }],
    ['a negative average weight', { lines: [{ ...CW_LINE, avgWeight: -1 }] }],
    ['a blank product name', { lines: [{ ...BOX_LINE, name: '   ' }] }],
    ['fractional cents', { totalCents: 564.86 }],
    ['negative cents', { balanceCents: -1 }],
    ['a missing amount', { prepaymentCents: undefined }],
    ['an empty order number', { orderNumber: '' }],
    ['a blank buyer name', { buyerName: ' ' }],
    ['a local time without zone', { pickup: { start: '2026-11-25T08:00:00', end: '2026-11-25T10:00:00' } }],
    ['a pickup ending before it starts', { pickup: { start: WED_PICKUP.end, end: WED_PICKUP.start } }],
    ['a note over 500 characters', { note: 'x'.repeat(501) }],
    ['a script link', { ordersUrl: 'javascript:alert(1)' }],
    ['no link', { ordersUrl: undefined }],
    ['more than 200 lines', { lines: Array.from({ length: 201 }, () => BOX_LINE) }],
  ];

  it.each(bad)('order-received refuses %s', (_what, change) => {
    expect(orderReceivedData.safeParse({ ...received, ...change }).success).toBe(false);
  });

  it('accepts the realistic samples', () => {
    expect(orderReceivedData.safeParse(received).success).toBe(true);
    expect(orderNoticeData.safeParse(notice).success).toBe(true);
    expect(orderConfirmedData.safeParse(confirmed).success).toBe(true);
  });

  it('order-notice needs the buyer e-mail and the dashboard link, not the buyer link', () => {
    expect(orderNoticeData.safeParse({ ...notice, buyerEmail: 'not-an-email' }).success).toBe(false);
    expect(orderNoticeData.safeParse({ ...notice, buyerEmail: undefined }).success).toBe(false);
    expect(orderNoticeData.safeParse({ ...notice, adminUrl: 'ftp://x.test/admin' }).success).toBe(false);
    expect(orderNoticeData.safeParse({ ...notice, phone: '1'.repeat(51) }).success).toBe(false);
    expect(orderNoticeData.safeParse({ ...notice, lines: [] }).success).toBe(false);
    expect('ordersUrl' in orderNoticeData.parse({ ...notice, ordersUrl: 'https://x.test' })).toBe(false);
  });

  it('order-confirmed refuses incomplete data', () => {
    expect(
      orderConfirmedData.safeParse({
        ...confirmed,
        pickup: { start: confirmed.pickup!.end, end: confirmed.pickup!.start },
      }).success,
    ).toBe(false);
    expect(orderConfirmedData.safeParse({ ...confirmed, estimated: 'yes' }).success).toBe(false);
    expect(orderConfirmedData.safeParse({ ...confirmed, lines: [{ ...CW_LINE, unitPriceCents: -499 }] }).success).toBe(
      false,
    );
  });

  it('order-confirmed of an order from before pickup windows leaves the pickup time out, not the place', () => {
    const { pickup: _pickup, ...withoutWindow } = confirmed;
    const mail = renderMail({ template: 'order-confirmed', locale: 'en', data: withoutWindow });
    expect(mail.text).not.toContain('Pickup time');
    expect(mail.text).toContain('DTLA');
    expect(renderMail({ template: 'order-confirmed', locale: 'en', data: confirmed }).text).toContain('Pickup time');
  });

  it('renderMail throws on bad data instead of sending a broken e-mail', () => {
    expect(() => renderMail({ template: 'order-received', locale: 'en', data: { ...received, lines: [] } })).toThrow();
    expect(() =>
      renderMail({ template: 'order-notice', locale: 'en', data: { ...notice, buyerEmail: 'nope' } }),
    ).toThrow();
    expect(() =>
      renderMail({ template: 'order-confirmed', locale: 'ko', data: { ...confirmed, totalCents: -1 } }),
    ).toThrow();
  });
});
