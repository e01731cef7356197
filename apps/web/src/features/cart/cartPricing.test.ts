import { describe, expect, it } from 'vitest';
import { testItem } from '@wholesale/rules/test-item';
import { priceCart } from './cartPricing';

const item = testItem;

describe('cart pricing', () => {
  it('charges the buyer price per box, and estimates a catch-weight line as packs × avg_weight × price per lb', () => {
    const box = item(1, { price: 319, discounted_price: 289 });
    const guestBox = item(2, { price: 50.2 });
    const cw = item(3, { price: 5.99, discounted_price: 5.49, spec: 'C.W. (Catch Weights)', avg_weight: 13.5 });
    const p = priceCart(
      [
        { id: 1, quantity: 2 },
        { id: 2, quantity: 1 },
        { id: 3, quantity: 3 },
      ],
      [cw, box, guestBox],
      true,
    );
    expect(
      p.lines.map((l) => (l.status === 'available' ? [l.unitPriceCents, l.amountCents, l.estimated] : l.status)),
    ).toEqual([
      [28_900, 57_800, false],
      [5020, 5020, false],
      // 3 × 13.5 lb × $5.49 = $222.345 → $222.35
      [549, 22_235, true],
    ]);
    expect(p.totalCents).toBe(57_800 + 5020 + 22_235);
    expect(p.estimated).toBe(true);
    expect(p.available).toBe(3);
  });

  it('leaves items the server did not return out of the total: unavailable, or still loading while an older answer shows', () => {
    const lines = [
      { id: 1, quantity: 1 },
      { id: 9, quantity: 4 },
    ];
    const done = priceCart(lines, [item(1, {})], true);
    expect(done.lines.map((l) => l.status)).toEqual(['available', 'unavailable']);
    expect(done).toMatchObject({ totalCents: 10_000, estimated: false, available: 1, unavailable: 1, loading: 0 });
    const stale = priceCart(lines, [item(1, {})], false);
    expect(stale.lines.map((l) => l.status)).toEqual(['available', 'loading']);
    expect(stale).toMatchObject({ totalCents: 10_000, unavailable: 0, loading: 1 });
    expect(priceCart([], [], true)).toMatchObject({ totalCents: 0, available: 0 });
  });
});

describe('a buyer on a price list', () => {
  it('prices each line at the tier its quantity reaches, as checkout will, and below every tier at the buyer price', () => {
    const tiered = item(7, {
      price: 100,
      discounted_price: 90,
      price_tiers: [
        { min_quantity: 5, price: 80 },
        { min_quantity: 10, price: 70.5 },
      ],
    });
    const at = (quantity: number) => {
      const [line] = priceCart([{ id: 7, quantity }], [tiered], true).lines;
      return line!.status === 'available' ? line!.unitPriceCents : null;
    };
    expect([at(1), at(4), at(5), at(9), at(10), at(999)]).toEqual([9000, 9000, 8000, 8000, 7050, 7050]);
    expect(priceCart([{ id: 7, quantity: 10 }], [tiered], true).totalCents).toBe(70_500);
  });
});
