import { describe, expect, it } from 'vitest';
import { buyerPrice, tierFor } from './buyer-price';

// An item listed at $200.00, member price $180.00.
const item = { listPriceCents: 20_000, memberPriceCents: 18_000 };

describe('buyerPrice: the one price rule', () => {
  it('is the member price, falling back to the list price when there is none (0 or missing)', () => {
    expect(buyerPrice(item)).toEqual({ cents: 18_000, source: 'member' });
    expect(buyerPrice({ ...item, memberPriceCents: 0 })).toEqual({ cents: 20_000, source: 'list' });
    expect(buyerPrice({ ...item, memberPriceCents: null })).toEqual({ cents: 20_000, source: 'list' });
  });

  it('takes the price list before the member price, by the quantity reached', () => {
    const tiers = [
      { minQuantity: 1, priceCents: 17_500 },
      { minQuantity: 10, priceCents: 16_900 },
      { minQuantity: 50, priceCents: 16_000 },
    ];
    expect(buyerPrice({ ...item, tiers }, 1)).toEqual({ cents: 17_500, source: 'price-list' });
    expect(buyerPrice({ ...item, tiers }, 9)).toEqual({ cents: 17_500, source: 'price-list' });
    expect(buyerPrice({ ...item, tiers }, 10)).toEqual({ cents: 16_900, source: 'price-list' });
    expect(buyerPrice({ ...item, tiers }, 999)).toEqual({ cents: 16_000, source: 'price-list' });
  });

  it('falls back to the member price below a list\u2019s smallest minimum', () => {
    const tiers = [{ minQuantity: 10, priceCents: 16_900 }];
    expect(buyerPrice({ ...item, tiers }, 3)).toEqual({ cents: 18_000, source: 'member' });
    expect(buyerPrice({ ...item, tiers }, 10)).toEqual({ cents: 16_900, source: 'price-list' });
  });

  it('takes the buyer\u2019s own price before anything, even above the others', () => {
    const tiers = [{ minQuantity: 1, priceCents: 16_000 }];
    expect(buyerPrice({ ...item, tiers, ownPriceCents: 19_000 }, 50)).toEqual({ cents: 19_000, source: 'own' });
    expect(buyerPrice({ ...item, ownPriceCents: 0 })).toEqual({ cents: 0, source: 'own' });
    expect(buyerPrice({ ...item, tiers, ownPriceCents: null }, 1)).toEqual({ cents: 16_000, source: 'price-list' });
  });

  it('picks the largest minimum reached, whatever the tiers\u2019 order', () => {
    const tiers = [
      { minQuantity: 50, priceCents: 1 },
      { minQuantity: 1, priceCents: 3 },
      { minQuantity: 10, priceCents: 2 },
    ];
    expect([1, 10, 49, 50].map((q) => tierFor(tiers, q)?.priceCents)).toEqual([3, 2, 2, 1]);
    expect(tierFor([], 5)).toBeNull();
  });
});
