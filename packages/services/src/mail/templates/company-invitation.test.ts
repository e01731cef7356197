// A viewer's invitation says what a viewer does (follow the company's orders and invoices), never
// that they are invited to order; an orderer's still invites them to order.
import { describe, expect, it } from 'vitest';
import { MAIL_LOCALES, renderMail } from '../templates';

const data = (role: 'orderer' | 'viewer', company: string | null) => ({
  company,
  email: 'books@example.com',
  role,
  token: 'v'.repeat(43),
  publicUrl: 'https://shop.example.com',
});

describe("a viewer's invitation", () => {
  it('invites to follow the orders, in both languages, with or without a company', () => {
    for (const locale of MAIL_LOCALES) {
      for (const company of ['Seoul BBQ LLC', null]) {
        const mail = renderMail({ template: 'company-invitation', locale, data: data('viewer', company) });
        const order = renderMail({ template: 'company-invitation', locale, data: data('orderer', company) });
        for (const part of [mail.subject, mail.text]) {
          expect(part).not.toMatch(locale === 'en' ? /invit\w* to order/i : /주문 담당으로 초대/);
        }
        expect(mail.subject).not.toBe(order.subject);
        expect(mail.text).toMatch(locale === 'en' ? /follow the orders/ : /조회할 수 있도록 초대/);
        expect(mail.text).toMatch(
          locale === 'en' ? /Placing orders is for the owner and orderers/ : /대표와 주문 담당만/,
        );
        expect(order.text).toMatch(locale === 'en' ? /invited to order/ : /주문 담당으로 초대/);
      }
    }
  });
});
