import { describe, expect, it } from 'vitest';
import { priceAt } from './priceAt';

const BOX = '30 lb - 5 lb x 6 packs' as const;
const CW = 'C.W. (Catch Weights)' as const;
const box = { price: 279, discounted_price: 279, spec: BOX, avg_weight: 5 };

describe('the product page’s price at the chosen quantity', () => {
  const tiered = {
    ...box,
    price: 300,
    price_tiers: [
      { min_quantity: 5, price: 265 },
      { min_quantity: 10, price: 250 },
    ],
  };

  it('is the tier the quantity reaches, not the 1-box price', () => {
    expect(priceAt(tiered, 1)).toMatchObject({ unitCents: 27_900, tierMin: null });
    expect(priceAt(tiered, 4)).toMatchObject({ unitCents: 27_900, tierMin: null });
    expect(priceAt(tiered, 5)).toMatchObject({ unitCents: 26_500, tierMin: 5 });
    expect(priceAt(tiered, 9)).toMatchObject({ unitCents: 26_500, tierMin: 5 });
    expect(priceAt(tiered, 12)).toMatchObject({ unitCents: 25_000, tierMin: 10 });
  });

  it('saves against the list price at that quantity', () => {
    expect(priceAt(tiered, 1).saving).toEqual({ cents: 2_100, percent: 7 });
    expect(priceAt(tiered, 5).saving).toEqual({ cents: 3_500, percent: 12 });
  });

  it('reads an odd quantity as 1', () => {
    expect(priceAt(tiered, 0).unitCents).toBe(27_900);
    expect(priceAt(tiered, Number.NaN).unitCents).toBe(27_900);
  });

  it('has no saving for a guest (no discounted price) or a discount that is not lower', () => {
    expect(priceAt({ price: 120, spec: BOX, avg_weight: 5 }, 1).saving).toBeNull();
    expect(priceAt({ price: 120, discounted_price: 0, spec: BOX, avg_weight: 5 }, 1).saving).toBeNull();
    expect(priceAt({ price: 120, discounted_price: 130, spec: BOX, avg_weight: 5 }, 1).saving).toBeNull();
    expect(priceAt({ price: 12.99, discounted_price: 11.99, spec: CW, avg_weight: 10 }, 1).saving).toEqual({
      cents: 100,
      percent: 8,
    });
  });
});

describe('a catch-weight product’s estimate', () => {
  it('is packs × average lb × the price per lb at that quantity', () => {
    const cw = { price: 5.99, discounted_price: 5.49, spec: CW, avg_weight: 13.5 };
    expect(priceAt(cw, 1).estimate).toEqual({ cents: 7_412, packs: 1, lbs: 13.5 });
    expect(priceAt(cw, 2).estimate).toEqual({ cents: 14_823, packs: 2, lbs: 13.5 });
    const tiered = { ...cw, price_tiers: [{ min_quantity: 3, price: 5 }] };
    expect(priceAt(tiered, 3).estimate).toEqual({ cents: 20_250, packs: 3, lbs: 13.5 });
  });

  it('is none for a box product or an unknown pack weight', () => {
    expect(priceAt(box, 3).estimate).toBeNull();
    expect(priceAt({ price: 5, spec: CW, avg_weight: 0 }, 3).estimate).toBeNull();
  });
});
