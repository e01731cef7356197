import { describe, expect, it } from 'vitest';
import { isCatchWeight, lineAmount, orderAmounts } from './order-money';

const CW = 'C.W. (Catch Weights)';

describe('lineAmount', () => {
  it('charges a box item price × boxes, exactly', () => {
    expect(lineAmount({ unitPriceCents: 12_950, spec: '30 lb - 5 lb x 6 packs', avgWeight: 5, quantity: 3 })).toEqual({
      cents: 38_850,
      estimated: false,
    });
  });

  it('estimates a catch-weight line as packs × avg_weight × price per lb, rounded to the cent', () => {
    // 3 packs × 12.35 lb × $4.99/lb = 184.8795 → $184.88
    expect(lineAmount({ unitPriceCents: 499, spec: CW, avgWeight: 12.35, quantity: 3 })).toEqual({
      cents: 18_488,
      estimated: true,
    });
    // binary noise in avg_weight (0.1 + 0.2) does not move a cent
    expect(lineAmount({ unitPriceCents: 1000, spec: CW, avgWeight: 0.1 + 0.2, quantity: 1 })).toEqual({
      cents: 300,
      estimated: true,
    });
  });

  it('makes a catch-weight line final from the weighed pounds', () => {
    expect(lineAmount({ unitPriceCents: 499, spec: CW, avgWeight: 12.35, quantity: 3 }, 36.2)).toEqual({
      cents: 18_064,
      estimated: false,
    });
    expect(lineAmount({ unitPriceCents: 499, spec: CW, avgWeight: 12.35, quantity: 3 }, null).estimated).toBe(true);
  });

  it('knows the catch-weight spec only', () => {
    expect(isCatchWeight(CW)).toBe(true);
    expect(isCatchWeight('20 lb - 10 lb x 2 packs')).toBe(false);
  });
});

describe('orderAmounts', () => {
  it('splits a pickup order into 50% now and the balance at pickup', () => {
    const a = orderAmounts([
      { cents: 10_001, estimated: false },
      { cents: 18_488, estimated: true },
    ]);
    expect(a.subtotalCents).toBe(28_489);
    expect(a.totalCents).toBe(28_489);
    expect(a.prepaymentCents).toBe(14_245); // rounded up: the odd cent is paid now
    expect(a.balanceCents).toBe(14_244);
    expect(a.prepaymentCents + a.balanceCents).toBe(a.totalCents);
    expect(a.cashDiscountMaxCents).toBe(712); // 5% of 142.44, rounded down
    expect(a.estimated).toBe(true);
  });

  it('adds the fee to the total and is all zeros for no lines', () => {
    expect(orderAmounts([{ cents: 1000, estimated: false }], 2500).totalCents).toBe(3500);
    expect(orderAmounts([])).toMatchObject({ totalCents: 0, prepaymentCents: 0, balanceCents: 0, estimated: false });
  });
});
