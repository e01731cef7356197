// The launch deal's free line in the new-order mails: under the items, in the reader's language,
// at $0, escaped in HTML; a mail without it says nothing of the deal.
import { describe, expect, it } from 'vitest';
import { renderMail } from './templates';
import { BOX_LINE, EVIL, EVIL_HTML, MONEY, ORDERS_URL, WED_PICKUP } from './testing';

const base = {
  orderNumber: 'WS-100200',
  orderDate: '2026-11-24T23:12:00.000Z',
  buyerName: 'Jane Kim',
  pickup: WED_PICKUP,
  lines: [BOX_LINE],
  ...MONEY,
  ordersUrl: ORDERS_URL,
};
const free = { name: 'Pork belly', spec: '30 lb - 5 lb x 6 packs' };

describe('the free line in the order mails', () => {
  it('says it in English, text and HTML', () => {
    const mail = renderMail({ template: 'order-received', locale: 'en', data: { ...base, freeItem: free } });
    expect(mail.text).toContain('Launch deal: 1 × Pork belly');
    expect(mail.text).toContain('free ($0.00)');
    expect(mail.html).toContain('Launch deal: 1 × Pork belly');
  });

  it('says it in Korean', () => {
    const mail = renderMail({
      template: 'order-received',
      locale: 'ko',
      data: { ...base, freeItem: { ...free, name: '삼겹살' } },
    });
    expect(mail.text).toContain('오픈 기념 혜택: 삼겹살');
    expect(mail.text).toContain('1개 무료 ($0.00)');
  });

  it('tells the business inbox too, and escapes the name in HTML', () => {
    const { ordersUrl: _url, ...rest } = base;
    const mail = renderMail({
      template: 'order-notice',
      locale: 'en',
      data: {
        ...rest,
        freeItem: { ...free, name: EVIL },
        buyerEmail: 'jane@example.com',
        adminUrl: 'https://shop.example.com/admin',
      },
    });
    expect(mail.text).toContain(`Launch deal: 1 × ${EVIL}`);
    expect(mail.html).toContain(EVIL_HTML);
    expect(mail.html).not.toContain(EVIL);
  });

  it('says nothing of the deal without a free line', () => {
    const mail = renderMail({ template: 'order-received', locale: 'en', data: base });
    expect(mail.text).not.toContain('Launch deal');
  });
});
