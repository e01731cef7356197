import { describe, expect, it } from 'vitest';
import { ADMIN_ORDER_STATUSES } from './order-constants';
import { buyerMailOnStatus, optionalStatusMail } from './status-mail';

const fresh = { confirmed: false, ever_declined: false, ever_completed: false };

describe('buyerMailOnStatus', () => {
  it("mails on a new order's 'order placed', 'declined' and 'complete', and on nothing else", () => {
    const mails = Object.fromEntries(ADMIN_ORDER_STATUSES.map((s) => [s, buyerMailOnStatus(fresh, s)]));
    expect(mails).toEqual({
      contacted: null,
      'quote sent': null,
      'order placed': 'order-confirmed',
      declined: 'order-declined',
      pending: null,
      complete: 'order-complete',
      'ready for pickup': null,
      'missed pickup': null,
    });
    expect(buyerMailOnStatus(fresh, 'completed')).toBe('order-complete');
  });

  it('sends each mail once per order', () => {
    expect(buyerMailOnStatus({ ...fresh, confirmed: true }, 'order placed')).toBeNull();
    expect(buyerMailOnStatus({ ...fresh, ever_declined: true }, 'declined')).toBeNull();
    expect(buyerMailOnStatus({ ...fresh, ever_completed: true }, 'complete')).toBeNull();
    // one mail having gone does not stop the others
    expect(buyerMailOnStatus({ confirmed: true, ever_declined: true, ever_completed: false }, 'complete')).toBe(
      'order-complete',
    );
  });

  it('does not tell a buyer who had the goods that we cannot fill the order', () => {
    expect(buyerMailOnStatus({ ...fresh, confirmed: true, ever_completed: true }, 'declined')).toBeNull();
  });
});

describe('optionalStatusMail', () => {
  it('offers the ready and missed-pickup mails, sent only when staff ask', () => {
    expect(optionalStatusMail('ready for pickup')).toBe('order-ready');
    expect(optionalStatusMail('missed pickup')).toBe('order-missed-pickup');
    expect(optionalStatusMail('order placed')).toBeNull();
  });
});
