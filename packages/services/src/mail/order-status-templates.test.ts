import { describe, expect, it } from 'vitest';
import { renderMail } from './templates';
import type { OrderCompleteInput } from './templates/order-complete';
import type { OrderDeclinedInput } from './templates/order-declined';
import { BOX_LINE, CW_LINE, EVIL, EVIL_HTML, ORDERS_URL, WED_PICKUP } from './testing';

// The buyer's mails on a status change staff make: 'declined' and 'complete', in both
// languages. Every expected figure and time is written out by hand, never computed with the code
// under test (PST = UTC−8 on 2026-11-25).

// ---------------------------------------------------------------- order-declined

const declined: OrderDeclinedInput = {
  orderNumber: 'WS-100123',
  buyerName: 'Jane Kim',
  pickup: WED_PICKUP,
  ordersUrl: ORDERS_URL,
};

describe('order-declined', () => {
  it('says we cannot fill the order, that nothing is due and a deposit paid is refunded, and how to reach us (English)', () => {
    const m = renderMail({ template: 'order-declined', locale: 'en', data: declined });
    expect(m.subject).toBe('We cannot fill your order WS-100123');
    for (const line of [
      'Hello Jane Kim,',
      'We are sorry, but we cannot fill your order WS-100123. It will not be prepared for pickup.',
      'Nothing is due for this order. If you paid a deposit for this order, we will refund it.',
      'Order number: WS-100123',
      'Pickup you had chosen: Wednesday, November 25, 2026, 8:00–10:00 AM (Pacific time)',
      'reply to this e-mail or call us during business hours.',
      `View your orders: ${ORDERS_URL}`,
    ]) {
      expect(m.text).toContain(line);
    }
    expect(m.html).toContain('If you paid a deposit for this order, we will refund it.');
    expect(m.html).toContain(`href="${ORDERS_URL}"`);
    // no amounts and no payment or pickup instructions for an order that will not be filled
    expect(m.text).not.toMatch(/\$\d/);
    expect(m.text).not.toContain('Payment and pickup');
  });

  it('in Korean', () => {
    const m = renderMail({ template: 'order-declined', locale: 'ko', data: declined });
    expect(m.subject).toBe('주문 WS-100123 처리 불가 안내');
    for (const line of [
      'Jane Kim님, 안녕하세요.',
      '주문하신 WS-100123 건은 처리해 드릴 수 없게 되었습니다.',
      '이 주문의 선결제 금액을 결제하셨다면 환불해 드리겠습니다.',
      '주문 번호: WS-100123',
      '선택하셨던 픽업 시간: 2026년 11월 25일 수요일 오전 8:00–10:00 (태평양 시간)',
      '이 메일에 회신하시거나 영업시간에 전화해 주세요.',
      `주문 내역 보기: ${ORDERS_URL}`,
    ]) {
      expect(m.text).toContain(line);
    }
    expect(m.html).toContain('<html lang="ko">');
  });

  it('leaves the pickup out for an order without a window, and keeps HTML out of the page', () => {
    const { pickup: _pickup, ...noWindow } = declined;
    const m = renderMail({ template: 'order-declined', locale: 'en', data: { ...noWindow, buyerName: EVIL } });
    expect(m.text).not.toContain('Pickup you had chosen');
    expect(m.html).not.toContain('<b>');
    expect(m.html).toContain(`Hello ${EVIL_HTML},`);
  });

  it('refuses data that does not fit', () => {
    expect(() =>
      renderMail({ template: 'order-declined', locale: 'en', data: { ...declined, ordersUrl: 'javascript:alert(1)' } }),
    ).toThrow();
    expect(() =>
      renderMail({ template: 'order-declined', locale: 'en', data: { ...declined, orderNumber: '' } }),
    ).toThrow();
  });
});

// ---------------------------------------------------------------- order-complete

// 2 boxes × $189.99 = $379.98; the catch-weight line weighed: 40 lb × $4.99 = $199.60.
// Subtotal $579.58, no fee, total $579.58: 579 points (1 per whole dollar of goods).
const complete: OrderCompleteInput = {
  orderNumber: 'WS-100123',
  buyerName: 'Jane Kim',
  lines: [BOX_LINE, { ...CW_LINE, lineTotalCents: 19_960, estimated: false, weighedLbs: 40 }],
  subtotalCents: 57_958,
  feeCents: 0,
  totalCents: 57_958,
  estimated: false,
  pointsEarned: 579,
  ordersUrl: ORDERS_URL,
};

describe('order-complete', () => {
  it('links to the order for its invoice once weighed, in both languages', () => {
    const invoiceUrl = 'https://shop.example.com/profile/user/abc?view=order&order=7';
    const en = renderMail({ template: 'order-complete', locale: 'en', data: { ...complete, invoiceUrl } });
    expect(en.text).toContain(`Download your invoice: ${invoiceUrl}`);
    expect(en.html).toContain(`href="${invoiceUrl.replace(/&/g, '&amp;')}"`);
    expect(renderMail({ template: 'order-complete', locale: 'ko', data: { ...complete, invoiceUrl } }).text).toContain(
      `인보이스 다운로드: ${invoiceUrl}`,
    );
    expect(renderMail({ template: 'order-complete', locale: 'en', data: complete }).text).not.toContain('invoice');
  });

  it('thanks the buyer with the final total, the weighed lines and the points earned (English)', () => {
    const m = renderMail({ template: 'order-complete', locale: 'en', data: complete });
    expect(m.subject).toBe('Thank you: your order WS-100123 is complete');
    for (const line of [
      'Hello Jane Kim,',
      'Your order WS-100123 is complete. Thank you for your business!',
      'Order number: WS-100123\nFinal total: $579.58\nReward points earned: 579 points',
      '- Beef short rib · 30 lb - 5 lb x 6 packs: 2 boxes × $189.99 = $379.98',
      '- Pork belly · C.W. (Catch Weights): 3 packs, weighed 40.00 lb × $4.99/lb = $199.60',
      'Amounts\nSubtotal: $579.58\nPickup fee: $0.00\nFinal total: $579.58',
      'If anything about this order is not right, reply to this e-mail or call us during business hours.',
      `View your orders: ${ORDERS_URL}`,
    ]) {
      expect(m.text).toContain(line);
    }
    expect(m.html).toContain('579 points');
    expect(m.html).toContain('Final total');
    expect(m.html).toContain(`href="${ORDERS_URL}"`);
    // settled: no deposit, balance or payment notes, and nothing marked as an estimate
    expect(m.text).not.toContain('Prepayment');
    expect(m.text).not.toContain('Balance');
    expect(m.text).not.toContain('Payment and pickup');
    expect(m.text).not.toContain('(estimated)');
  });

  it('in Korean', () => {
    const m = renderMail({ template: 'order-complete', locale: 'ko', data: complete });
    expect(m.subject).toBe('주문 WS-100123 완료 안내');
    for (const line of [
      'Jane Kim님, 안녕하세요.',
      '주문하신 WS-100123 건이 완료되었습니다.',
      '최종 합계: $579.58',
      '적립된 포인트: 579포인트',
      '3팩, 계량 40.00파운드 × 파운드당 $4.99 = $199.60',
      `주문 내역 보기: ${ORDERS_URL}`,
    ]) {
      expect(m.text).toContain(line);
    }
  });

  it('says "1 point" for one, and nothing about points when the order earned none', () => {
    expect(
      renderMail({ template: 'order-complete', locale: 'en', data: { ...complete, pointsEarned: 1 } }).text,
    ).toContain('Reward points earned: 1 point\n');
    const none = renderMail({ template: 'order-complete', locale: 'en', data: { ...complete, pointsEarned: 0 } });
    expect(none.text).not.toContain('Reward points');
    expect(none.html).not.toContain('Reward points');
    expect(
      renderMail({ template: 'order-complete', locale: 'ko', data: { ...complete, pointsEarned: 0 } }).text,
    ).not.toContain('포인트');
  });

  it('marks the total as an estimate when a catch-weight line was never weighed, rather than calling it final', () => {
    const cw = { ...complete.lines[1]!, lineTotalCents: 18_488, estimated: true };
    const m = renderMail({
      template: 'order-complete',
      locale: 'en',
      data: {
        ...complete,
        lines: [complete.lines[0]!, cw],
        subtotalCents: 56_486,
        totalCents: 56_486,
        estimated: true,
        pointsEarned: 564,
      },
    });
    expect(m.text).toContain('Total (estimated): $564.86');
    expect(m.text).toContain('3 packs × ~12.35 lb × $4.99/lb = $184.88 (estimated)');
    expect(m.text).not.toContain('Final total');
  });

  it('keeps HTML out of the page and refuses data that does not fit', () => {
    const m = renderMail({ template: 'order-complete', locale: 'en', data: { ...complete, buyerName: EVIL } });
    expect(m.html).not.toContain('<b>');
    expect(m.html).toContain(`Hello ${EVIL_HTML},`);
    expect(() =>
      renderMail({ template: 'order-complete', locale: 'en', data: { ...complete, pointsEarned: -1 } }),
    ).toThrow();
    expect(() => renderMail({ template: 'order-complete', locale: 'en', data: { ...complete, lines: [] } })).toThrow();
  });
});
