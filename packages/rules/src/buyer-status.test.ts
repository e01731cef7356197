import { describe, expect, it } from 'vitest';
import { BUYER_ORDER_STATUSES, buyerOrderStatus } from './buyer-status';
import { ADMIN_ORDER_STATUSES, REACHABLE_ORDER_STATUSES } from './order-constants';

describe('a buyer’s order status', () => {
  it.each([
    ['contacted', 'order placed'],
    ['quote sent', 'order placed'],
    ['completed', 'complete'],
  ])('reads the staff step %s as %s', (stored, shown) => {
    expect(buyerOrderStatus(stored)).toBe(shown);
  });

  it('leaves the buyer-facing statuses as they are', () => {
    for (const s of ['awaiting approval', 'pending', 'order placed', 'ready for pickup', 'complete', 'cancelled'])
      expect(buyerOrderStatus(s)).toBe(s);
    expect(buyerOrderStatus('something imported')).toBe('something imported');
  });

  it('offers a buyer no staff step, in the order of an order’s life', () => {
    expect(BUYER_ORDER_STATUSES).not.toContain('contacted');
    expect(BUYER_ORDER_STATUSES).not.toContain('quote sent');
    const staffSteps: readonly string[] = ['contacted', 'quote sent'];
    expect(BUYER_ORDER_STATUSES).toEqual(REACHABLE_ORDER_STATUSES.filter((s) => !staffSteps.includes(s)));
    // every status staff can set reads as one of them
    for (const s of [...ADMIN_ORDER_STATUSES, ...REACHABLE_ORDER_STATUSES])
      expect(BUYER_ORDER_STATUSES).toContain(buyerOrderStatus(s));
  });
});
