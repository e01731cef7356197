import { describe, expect, it } from 'vitest';
import { renderMail } from './templates';
import { orderCancelledData, type OrderCancelledInput } from './templates/order-cancelled';
import { orderChangeNoticeData, type OrderChangeNoticeInput } from './templates/order-change-notice';
import { orderChangedData, type OrderChangedInput } from './templates/order-changed';
import { BOX_LINE, CW_LINE, EVIL, EVIL_HTML, ORDERS_URL, WED_PICKUP } from './testing';

// The mails of a pending order changed or cancelled before its cutoff: the buyer's
// 'order-changed' and 'order-cancelled' in both languages, and the business inbox's
// 'order-change-notice'. Every expected figure and time is written out by hand, never computed
// with the code under test (PST = UTC−8 in November 2026).

const ADMIN_URL = 'https://shop.example.com/admin/orders/123';

// Friday 2026-11-27, 10:00 AM–12:00 PM PST
const FRI_PICKUP = { start: '2026-11-27T18:00:00.000Z', end: '2026-11-27T20:00:00.000Z' };
// 5:00 PM PST on Wednesday 2026-11-25 (the last open day before Friday: Thursday is Thanksgiving)
const CUTOFF = '2026-11-26T01:00:00.000Z';

// The short rib went from 2 to 3 boxes, pork belly was added (4 packs), the chicken thigh removed,
// the pickup moved from Wednesday morning to Friday late morning and a note was added.
const CHANGES = {
  lines: [
    { name: 'Beef short rib', spec: '30 lb - 5 lb x 6 packs', fromQuantity: 2, toQuantity: 3 },
    { name: 'Pork belly', spec: 'C.W. (Catch Weights)', fromQuantity: null, toQuantity: 4 },
    { name: 'Chicken thigh', spec: '20 lb - 10 lb x 2 packs', fromQuantity: 2, toQuantity: null },
  ],
  pickup: { from: WED_PICKUP, to: FRI_PICKUP },
  note: { from: null, to: 'Please pack on ice' },
};

// The order as it now stands: 3 boxes × $189.99 = $569.97; 4 packs × ~12.35 lb × $4.99/lb =
// 49.4 lb × $4.99 = $246.506 → $246.51 (estimated). Subtotal $816.48, no fee; 50% = $408.24 each;
// 5% of the balance = $20.41.
const changed: OrderChangedInput = {
  orderNumber: 'WS-100123',
  buyerName: 'Jane Kim',
  byStaff: false,
  changes: CHANGES,
  pickup: FRI_PICKUP,
  cutoff: CUTOFF,
  lines: [
    { ...BOX_LINE, quantity: 3, lineTotalCents: 56_997 },
    { ...CW_LINE, quantity: 4, lineTotalCents: 24_651 },
  ],
  subtotalCents: 81_648,
  feeCents: 0,
  totalCents: 81_648,
  prepaymentCents: 40_824,
  balanceCents: 40_824,
  cashDiscountMaxCents: 2_041,
  estimated: true,
  ordersUrl: ORDERS_URL,
};

// ---------------------------------------------------------------- order-changed

describe('order-changed', () => {
  it('lists what the buyer changed, the order as it now stands and until when it can still change (English)', () => {
    const m = renderMail({ template: 'order-changed', locale: 'en', data: changed });
    expect(m.subject).toBe('Your order WS-100123 was changed');
    for (const line of [
      'Hello Jane Kim,',
      'Your order WS-100123 was changed as you asked. Here is what changed and the order as it now stands.',
      [
        'What changed',
        '- Beef short rib · 30 lb - 5 lb x 6 packs: 2 boxes → 3 boxes',
        '- Added: Pork belly · C.W. (Catch Weights): 4 packs',
        '- Removed: Chicken thigh · 20 lb - 10 lb x 2 packs: 2 boxes',
        '- Pickup: Wednesday, November 25, 2026, 8:00–10:00 AM (Pacific time) → Friday, November 27, 2026, 10:00 AM–12:00 PM (Pacific time)',
        '- Note for the warehouse: (none) → Please pack on ice',
      ].join('\n'),
      'Order number: WS-100123\nPickup time: Friday, November 27, 2026, 10:00 AM–12:00 PM (Pacific time)',
      '- Beef short rib · 30 lb - 5 lb x 6 packs: 3 boxes × $189.99 = $569.97',
      '- Pork belly · C.W. (Catch Weights): 4 packs × ~12.35 lb × $4.99/lb = $246.51 (estimated)',
      'Subtotal: $816.48\nPickup fee: $0.00\nTotal (estimated): $816.48\nPrepayment (50%): $408.24\nBalance due at pickup (estimated): $408.24',
      'get up to 5% off the balance (up to $20.41)',
      'You can change or cancel this order online until Wednesday, November 25, 2026, 5:00 PM (Pacific time).',
      `View your orders: ${ORDERS_URL}`,
      'Questions? Contact us during business hours',
    ]) {
      expect(m.text).toContain(line);
    }
    // the buyer made the change: nothing to object to
    expect(m.text).not.toContain('If this change does not work for you');
    expect(m.text).not.toContain('Our warehouse changed');
    expect(m.html).toContain('>What changed</h2>');
    expect(m.html).toContain('Added: Pork belly · C.W. (Catch Weights): 4 packs');
    expect(m.html).toContain(
      'You can change or cancel this order online until Wednesday, November 25, 2026, 5:00 PM (Pacific time).',
    );
    expect(m.html).toContain(`href="${ORDERS_URL.replace(/&/g, '&amp;')}"`);
  });

  it('says our warehouse made the change and how to object to it; no cutoff sentence once it has passed', () => {
    const { cutoff: _cutoff, ...afterCutoff } = changed;
    const m = renderMail({ template: 'order-changed', locale: 'en', data: { ...afterCutoff, byStaff: true } });
    expect(m.subject).toBe('Your order WS-100123 was changed');
    expect(m.text).toContain(
      'Our warehouse changed your order WS-100123. Here is what changed and the order as it now stands.',
    );
    expect(m.text).toContain(
      'If this change does not work for you, reply to this e-mail or call us during business hours.',
    );
    expect(m.html).toContain(
      'If this change does not work for you, reply to this e-mail or call us during business hours.',
    );
    expect(m.text).not.toContain('was changed as you asked');
    expect(m.text).not.toContain('You can change or cancel');
    expect(m.html).not.toContain('You can change or cancel');
  });

  it('in Korean, both variants', () => {
    const m = renderMail({ template: 'order-changed', locale: 'ko', data: changed });
    expect(m.subject).toBe('주문 WS-100123 변경 안내');
    for (const line of [
      'Jane Kim님, 안녕하세요.',
      '요청하신 대로 주문하신 WS-100123 건이 변경되었습니다. 변경 내용과 현재 주문 내용은 아래와 같습니다.',
      [
        '변경 내용',
        '- Beef short rib · 30파운드 박스 (5파운드 × 6팩): 2박스 → 3박스',
        '- Pork belly · 실중량(C.W.), 파운드당 가격: 4팩 추가',
        '- Chicken thigh · 20파운드 박스 (10파운드 × 2팩): 2박스 삭제',
        '- 픽업 시간: 2026년 11월 25일 수요일 오전 8:00–10:00 (태평양 시간) → 2026년 11월 27일 금요일 오전 10:00–오후 12:00 (태평양 시간)',
        '- 요청 사항: (없음) → Please pack on ice',
      ].join('\n'),
      '주문 번호: WS-100123\n픽업 시간: 2026년 11월 27일 금요일 오전 10:00–오후 12:00 (태평양 시간)',
      '- Beef short rib · 30파운드 박스 (5파운드 × 6팩): 3박스 × $189.99 = $569.97',
      '합계 (예상): $816.48',
      '2026년 11월 25일 수요일 오후 5:00 (태평양 시간)까지 온라인에서 이 주문을 변경하거나 취소하실 수 있습니다.',
      `주문 내역 보기: ${ORDERS_URL}`,
    ]) {
      expect(m.text).toContain(line);
    }
    expect(m.text).not.toContain('변경된 내용에 문제가 있으시면');
    expect(m.html).toContain('<html lang="ko">');

    const { cutoff: _cutoff, ...afterCutoff } = changed;
    const staff = renderMail({ template: 'order-changed', locale: 'ko', data: { ...afterCutoff, byStaff: true } });
    expect(staff.text).toContain('저희 창고에서 주문하신 WS-100123 건의 내용을 변경했습니다.');
    expect(staff.text).toContain('변경된 내용에 문제가 있으시면 이 메일에 회신하시거나 영업시간에 전화해 주세요.');
    expect(staff.text).not.toContain('까지 온라인에서 이 주문을 변경하거나 취소하실 수 있습니다');
  });

  it('words a substitution as a removed line and an added one, and a cleared note as none', () => {
    const m = renderMail({
      template: 'order-changed',
      locale: 'en',
      data: {
        ...changed,
        byStaff: true,
        changes: {
          lines: [
            { name: 'Beef short rib', spec: '30 lb - 5 lb x 6 packs', fromQuantity: 1, toQuantity: null },
            { name: 'Beef chuck flap', spec: '30 lb - 5 lb x 6 packs', fromQuantity: null, toQuantity: 1 },
          ],
          note: { from: 'Call when\nready', to: '  ' },
        },
      },
    });
    expect(m.text).toContain(
      'What changed\n- Removed: Beef short rib · 30 lb - 5 lb x 6 packs: 1 box\n- Added: Beef chuck flap · 30 lb - 5 lb x 6 packs: 1 box\n- Note for the warehouse: Call when ready → (none)\n',
    );
    expect(m.text).not.toContain('- Pickup:');
  });

  it('leaves out the section when nothing is listed, and the pickup time for an order without a window', () => {
    const { pickup: _pickup, ...noWindow } = changed;
    const m = renderMail({ template: 'order-changed', locale: 'en', data: { ...noWindow, changes: { lines: [] } } });
    expect(m.text).not.toContain('What changed');
    expect(m.html).not.toContain('What changed');
    expect(m.text).not.toContain('Pickup time:');
    expect(m.text).toContain('Pickup place: DTLA warehouse');
  });

  it('keeps HTML out of the page: the name, the item and the note are escaped', () => {
    const m = renderMail({
      template: 'order-changed',
      locale: 'en',
      data: {
        ...changed,
        buyerName: EVIL,
        changes: { lines: [{ name: EVIL, spec: '', fromQuantity: 1, toQuantity: 2 }], note: { from: null, to: EVIL } },
      },
    });
    expect(m.html).not.toContain('<b>');
    expect(m.html).toContain(`Hello ${EVIL_HTML},`);
    expect(m.html).toContain(`${EVIL_HTML}: 1 box → 2 boxes`);
    expect(m.html).toContain(`Note for the warehouse: (none) → ${EVIL_HTML}`);
    expect(m.text).toContain(`- ${EVIL}: 1 box → 2 boxes`);
  });

  it('refuses data that does not fit', () => {
    expect(orderChangedData.safeParse(changed).success).toBe(true);
    const line = { name: 'Beef short rib', spec: '', fromQuantity: null, toQuantity: null };
    expect(orderChangedData.safeParse({ ...changed, changes: { lines: [line] } }).success).toBe(false);
    expect(
      orderChangedData.safeParse({ ...changed, changes: { lines: [{ ...line, fromQuantity: 0, toQuantity: 1 }] } })
        .success,
    ).toBe(false);
    expect(
      orderChangedData.safeParse({ ...changed, changes: { lines: [], note: { from: null, to: 'x'.repeat(501) } } })
        .success,
    ).toBe(false);
    expect(
      orderChangedData.safeParse({
        ...changed,
        changes: { lines: [], pickup: { from: FRI_PICKUP, to: { start: FRI_PICKUP.end, end: FRI_PICKUP.start } } },
      }).success,
    ).toBe(false);
    expect(orderChangedData.safeParse({ ...changed, cutoff: 'tomorrow at five' }).success).toBe(false);
    expect(orderChangedData.safeParse({ ...changed, byStaff: undefined }).success).toBe(false);
    expect(() =>
      renderMail({ template: 'order-changed', locale: 'en', data: { ...changed, ordersUrl: 'javascript:alert(1)' } }),
    ).toThrow();
  });
});

// ---------------------------------------------------------------- order-cancelled

const cancelled: OrderCancelledInput = {
  orderNumber: 'WS-100123',
  buyerName: 'Jane Kim',
  byStaff: false,
  pickup: WED_PICKUP,
  ordersUrl: ORDERS_URL,
};

describe('order-cancelled', () => {
  it('confirms the buyer’s cancellation: nothing is due, a deposit paid is refunded (English)', () => {
    const m = renderMail({ template: 'order-cancelled', locale: 'en', data: cancelled });
    expect(m.subject).toBe('Your order WS-100123 was cancelled');
    for (const line of [
      'Hello Jane Kim,',
      'Your order WS-100123 was cancelled as you asked. It will not be prepared for pickup.',
      'Nothing is due for this order. If you paid a deposit for this order, we will refund it.',
      'Order number: WS-100123\nPickup you had chosen: Wednesday, November 25, 2026, 8:00–10:00 AM (Pacific time)',
      'To order again, visit our online store. If you have questions, reply to this e-mail or call us during business hours.',
      `View your orders: ${ORDERS_URL}`,
    ]) {
      expect(m.text).toContain(line);
    }
    expect(m.text).not.toContain('Reason:');
    expect(m.text).not.toMatch(/\$\d/);
    expect(m.html).toContain('If you paid a deposit for this order, we will refund it.');
  });

  it('says we cancelled it, and why', () => {
    const m = renderMail({
      template: 'order-cancelled',
      locale: 'en',
      data: { ...cancelled, byStaff: true, reason: '  The short rib did not arrive.  ' },
    });
    expect(m.text).toContain('We cancelled your order WS-100123. It will not be prepared for pickup.');
    expect(m.text).toContain('Reason: The short rib did not arrive.\n');
    expect(m.html).toContain('The short rib did not arrive.');
    expect(m.text).not.toContain('as you asked');
  });

  it('in Korean, both variants', () => {
    const m = renderMail({ template: 'order-cancelled', locale: 'ko', data: cancelled });
    expect(m.subject).toBe('주문 WS-100123 취소 안내');
    for (const line of [
      'Jane Kim님, 안녕하세요.',
      '요청하신 대로 주문하신 WS-100123 건이 취소되었습니다. 이 주문은 픽업 준비가 진행되지 않습니다.',
      '이 주문에 대해 결제하실 금액은 없습니다. 이 주문의 선결제 금액을 결제하셨다면 환불해 드리겠습니다.',
      '주문 번호: WS-100123\n선택하셨던 픽업 시간: 2026년 11월 25일 수요일 오전 8:00–10:00 (태평양 시간)',
      '다시 주문하시려면 온라인 스토어를 이용해 주세요.',
      `주문 내역 보기: ${ORDERS_URL}`,
    ]) {
      expect(m.text).toContain(line);
    }
    const staff = renderMail({
      template: 'order-cancelled',
      locale: 'ko',
      data: { ...cancelled, byStaff: true, reason: '재고가 부족합니다.' },
    });
    expect(staff.text).toContain('주문하신 WS-100123 건을 저희 측에서 취소했습니다.');
    expect(staff.text).toContain('사유: 재고가 부족합니다.');
  });

  it('keeps HTML out of the page, leaves out a missing window and refuses data that does not fit', () => {
    const { pickup: _pickup, ...noWindow } = cancelled;
    const m = renderMail({
      template: 'order-cancelled',
      locale: 'en',
      data: { ...noWindow, buyerName: EVIL, byStaff: true, reason: EVIL },
    });
    expect(m.html).not.toContain('<b>');
    expect(m.html).toContain(`Hello ${EVIL_HTML},`);
    expect(m.html).toContain(`>${EVIL_HTML}</td>`);
    expect(m.text).toContain(`Reason: ${EVIL}`);
    expect(m.text).not.toContain('Pickup you had chosen');
    expect(orderCancelledData.safeParse({ ...cancelled, reason: '   ' }).success).toBe(false);
    expect(orderCancelledData.safeParse({ ...cancelled, reason: 'x'.repeat(501) }).success).toBe(false);
    expect(orderCancelledData.safeParse({ ...cancelled, byStaff: 'yes' }).success).toBe(false);
  });
});

// ---------------------------------------------------------------- order-change-notice

const notice: OrderChangeNoticeInput = {
  orderNumber: 'WS-100123',
  kind: 'change',
  byStaff: false,
  changedBy: 'Jane Kim',
  buyerName: 'Jane Kim',
  company: 'Seoul BBQ LLC',
  buyerEmail: 'jane@example.com',
  phone: '213-555-0100',
  changes: CHANGES,
  pickup: FRI_PICKUP,
  // before: 2 × $189.99 short rib + 2 × $95.50 chicken thigh = $379.98 + $191.00 = $570.98
  totalBeforeCents: 57_098,
  totalAfterCents: 81_648,
  adminUrl: ADMIN_URL,
};

describe('order-change-notice', () => {
  it('tells the business inbox the buyer changed the order: who, contact, changes and the total', () => {
    const m = renderMail({ template: 'order-change-notice', locale: 'en', data: notice });
    expect(m.subject).toBe('Order WS-100123 changed by the buyer (Jane Kim, Seoul BBQ LLC)');
    for (const line of [
      'Order WS-100123 was changed by the buyer (Jane Kim, Seoul BBQ LLC). Prepare it as it now stands',
      'Buyer\nName: Jane Kim\nCompany: Seoul BBQ LLC\nE-mail: jane@example.com\nPhone: 213-555-0100',
      [
        'Order',
        'Order number: WS-100123',
        'Changed by: the buyer (Jane Kim, Seoul BBQ LLC)',
        'Pickup time: Friday, November 27, 2026, 10:00 AM–12:00 PM (Pacific time)',
        'Total: $570.98 → $816.48',
      ].join('\n'),
      '- Beef short rib · 30 lb - 5 lb x 6 packs: 2 boxes → 3 boxes',
      '- Added: Pork belly · C.W. (Catch Weights): 4 packs',
      '- Removed: Chicken thigh · 20 lb - 10 lb x 2 packs: 2 boxes',
      '- Pickup: Wednesday, November 25, 2026, 8:00–10:00 AM (Pacific time) → Friday, November 27, 2026, 10:00 AM–12:00 PM (Pacific time)',
      `Open the order in the back office: ${ADMIN_URL}`,
    ]) {
      expect(m.text).toContain(line);
    }
    expect(m.text).not.toContain('Reason:');
    // to the staff: no greeting and no sign-off
    expect(m.text).not.toContain('Hello');
    expect(m.html).toContain(`href="${ADMIN_URL}"`);
    expect(m.html).toContain('Open the order in the back office');
    expect(m.html).toContain('>What changed</h2>');
  });

  it('a cancellation by staff: who, the window it had, the total falling to nothing and the reason', () => {
    const m = renderMail({
      template: 'order-change-notice',
      locale: 'en',
      data: {
        ...notice,
        kind: 'cancel',
        byStaff: true,
        changedBy: 'Mina Lee',
        changes: { lines: [] },
        reason: 'The short rib did not arrive.',
        pickup: WED_PICKUP,
        totalAfterCents: 0,
      },
    });
    expect(m.subject).toBe('Order WS-100123 cancelled by staff (Mina Lee)');
    expect(m.text).toContain(
      'Order WS-100123 was cancelled by staff (Mina Lee). Do not prepare it. If the buyer paid a deposit, refund it',
    );
    expect(m.text).toContain(
      [
        'Cancelled by: staff (Mina Lee)',
        'Pickup time it had: Wednesday, November 25, 2026, 8:00–10:00 AM (Pacific time)',
        'Total: $570.98 → $0.00',
        'Reason: The short rib did not arrive.',
      ].join('\n'),
    );
    expect(m.text).not.toContain('What changed');
    expect(m.text).not.toContain('Changed by');
  });

  it('names a buyer without a company by name, and says when the total did not move', () => {
    const m = renderMail({
      template: 'order-change-notice',
      locale: 'en',
      data: {
        ...notice,
        company: '  ',
        phone: undefined,
        changes: { lines: [], pickup: CHANGES.pickup },
        totalBeforeCents: 81_648,
      },
    });
    expect(m.subject).toBe('Order WS-100123 changed by the buyer (Jane Kim)');
    expect(m.text).toContain('Total: $816.48 (unchanged)');
    expect(m.text).toContain('Buyer\nName: Jane Kim\nE-mail: jane@example.com\n\nOrder\n');
  });

  it('keeps names on one line in the subject and out of the HTML markup', () => {
    const m = renderMail({
      template: 'order-change-notice',
      locale: 'en',
      data: {
        ...notice,
        buyerName: EVIL,
        company: `${EVIL}\r\nBcc: x@evil.test`,
        reason: EVIL,
        changes: { lines: [], note: { from: EVIL, to: null } },
      },
    });
    expect(m.subject).toBe(`Order WS-100123 changed by the buyer (${EVIL}, ${EVIL} Bcc: x@evil.test)`);
    expect(m.html).not.toContain('<b>');
    expect(m.html).toContain(`>${EVIL_HTML}</td>`);
    expect(m.html).toContain(`Note for the warehouse: ${EVIL_HTML} → (none)`);
    expect(m.html).toContain(
      `<title>Order WS-100123 changed by the buyer (${EVIL_HTML}, ${EVIL_HTML} Bcc: x@evil.test)</title>`,
    );

    const staff = renderMail({
      template: 'order-change-notice',
      locale: 'en',
      data: { ...notice, byStaff: true, changedBy: 'Mina\nLee' },
    });
    expect(staff.subject).toBe('Order WS-100123 changed by staff (Mina Lee)');
  });

  it('has Korean texts too', () => {
    const m = renderMail({ template: 'order-change-notice', locale: 'ko', data: notice });
    expect(m.subject).toBe('주문 WS-100123 변경: 구매자 (Jane Kim, Seoul BBQ LLC)');
    expect(m.text).toContain(
      '주문 WS-100123 건이 변경되었습니다. 변경한 사람은 구매자 (Jane Kim, Seoul BBQ LLC)입니다.',
    );
    expect(m.text).toContain('합계: $570.98 → $816.48');
    const cancel = renderMail({
      template: 'order-change-notice',
      locale: 'ko',
      data: { ...notice, kind: 'cancel', byStaff: true, changedBy: 'Mina Lee', reason: '재고 부족' },
    });
    expect(cancel.subject).toBe('주문 WS-100123 취소: 직원 (Mina Lee)');
    expect(cancel.text).toContain('취소한 사람: 직원 (Mina Lee)');
    expect(cancel.text).toContain('사유: 재고 부족');
  });

  it('refuses data that does not fit', () => {
    expect(orderChangeNoticeData.safeParse(notice).success).toBe(true);
    expect(orderChangeNoticeData.safeParse({ ...notice, kind: 'refund' }).success).toBe(false);
    expect(orderChangeNoticeData.safeParse({ ...notice, buyerEmail: 'not-an-email' }).success).toBe(false);
    expect(orderChangeNoticeData.safeParse({ ...notice, changedBy: '  ' }).success).toBe(false);
    expect(orderChangeNoticeData.safeParse({ ...notice, phone: '1'.repeat(41) }).success).toBe(false);
    expect(orderChangeNoticeData.safeParse({ ...notice, totalAfterCents: -1 }).success).toBe(false);
    expect(orderChangeNoticeData.safeParse({ ...notice, adminUrl: 'ftp://x.test/admin' }).success).toBe(false);
  });
});
