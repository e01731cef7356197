import type { CatalogueItem } from '@wholesale/rules';
import { describe, expect, it } from 'vitest';
import type { PricedLine } from '../cart/cartPricing';
import { changedTotalCents, priceChanges, seenPrices } from './priceReview';

// A kept order refused because prices changed: the new total read from the refusal, and the lines
// whose price is not the one the buyer saw.
describe('an order refused for a changed total', () => {
  it("reads the server's new total in cents from the refusal", () => {
    expect(changedTotalCents({ code: 'orders.totalChanged', params: { total: '134.00' } })).toBe(13_400);
    expect(changedTotalCents({ code: 'orders.totalChanged', params: { total: '1.25' } })).toBe(125);
    expect(changedTotalCents({ code: 'orders.totalChanged', params: { total: 612 } })).toBe(61_200);
  });

  it('reads nothing from another refusal or a total it cannot read', () => {
    expect(changedTotalCents({ code: 'orders.unavailable', params: { total: '134.00' } })).toBeNull();
    expect(changedTotalCents({ code: 'orders.totalChanged', params: null })).toBeNull();
    expect(changedTotalCents({ code: 'orders.totalChanged', params: { total: '$134' } })).toBeNull();
    expect(changedTotalCents({ code: 'orders.totalChanged', params: { total: '-1.00' } })).toBeNull();
    expect(changedTotalCents({ code: 'orders.totalChanged', params: { total: '1'.repeat(40) + '.00' } })).toBeNull();
    expect(changedTotalCents(null)).toBeNull();
  });

  const item = { id: 1 } as CatalogueItem;
  const line = (id: number, unitPriceCents: number): PricedLine => ({
    status: 'available',
    id,
    quantity: 2,
    item: { ...item, id },
    unitPriceCents,
    amountCents: unitPriceCents * 2,
    estimated: false,
  });

  it('names the lines priced otherwise than the buyer saw them', () => {
    const seen = seenPrices([line(1, 6450), line(2, 1000), { status: 'loading', id: 3, quantity: 1 }]);
    expect([...seen]).toEqual([
      [1, 6450],
      [2, 1000],
    ]);
    expect(priceChanges(seen, [line(1, 6700), line(2, 1000), line(3, 500)])).toEqual([
      { id: 1, wasCents: 6450, nowCents: 6700 },
    ]);
    expect(priceChanges(seen, [line(1, 6450), line(2, 1000)])).toEqual([]);
  });
});
