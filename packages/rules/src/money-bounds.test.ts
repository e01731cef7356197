// The money functions at their bounds. A seeded loop of random values plus the
// boundary values (no property-testing library: a fixed seed makes every failure reproducible),
// checked against exact integer arithmetic (BigInt). Within the bounds every amount is an exact
// integer of cents that fits the money columns (PostgreSQL `integer`).
import { describe, expect, it } from 'vitest';
import {
  CATCH_WEIGHT_SPEC,
  ITEM_MAX_PRICE_CENTS,
  lineAmount,
  MONEY_COLUMN_MAX_CENTS,
  ORDER_LINE_MAX_QUANTITY,
  ORDER_MAX_LINES,
  ORDER_MAX_TOTAL_CENTS,
  orderAmounts,
  withinOrderTotal,
} from './order-money';
import { cartTotalCents, formatAmount, formatUsd, fromCents, lineTotalCents, toCents } from './price';

const BOX = '30 lb - 5 lb x 6 packs';
/** The editor's largest average weight per pack, and the largest weighed pounds (@wholesale/contract's orders/inputs.ts). */
const AVG_WEIGHT_MAX = 9999.99;
const WEIGHED_LBS_MAX = 99_999.99;
const RUNS = 2000;

/** mulberry32: a small seeded generator, so a failure names a value that can be replayed. */
function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  /** a whole number from `min` to `max`, the bounds themselves drawn often */
  const int = (min: number, max: number): number => {
    const r = next();
    if (r < 0.05) return min;
    if (r < 0.1) return max;
    return min + Math.floor(next() * (max - min + 1));
  };
  return { next, int };
}

/** Half-up rounding of `numerator / denominator` for non-negative integers, exactly. */
const roundHalfUp = (numerator: bigint, denominator: bigint): bigint =>
  (numerator * 2n + denominator) / (denominator * 2n);

const prices = [0, 1, 99, 100, ITEM_MAX_PRICE_CENTS - 1, ITEM_MAX_PRICE_CENTS];
const quantities = [1, 2, ORDER_LINE_MAX_QUANTITY - 1, ORDER_LINE_MAX_QUANTITY];

describe('the bounds themselves', () => {
  it('keep the largest line, the largest order and its points inside an integer column', () => {
    expect(ITEM_MAX_PRICE_CENTS * ORDER_LINE_MAX_QUANTITY).toBeLessThanOrEqual(MONEY_COLUMN_MAX_CENTS);
    expect(ORDER_MAX_TOTAL_CENTS).toBeLessThanOrEqual(MONEY_COLUMN_MAX_CENTS);
    // the estimate's intermediate product (hundredths of a pound) stays exact in a double
    expect(ITEM_MAX_PRICE_CENTS * Math.round(AVG_WEIGHT_MAX * 100) * ORDER_LINE_MAX_QUANTITY).toBeLessThan(
      Number.MAX_SAFE_INTEGER,
    );
    expect(ITEM_MAX_PRICE_CENTS * Math.round(WEIGHED_LBS_MAX * 100)).toBeLessThan(Number.MAX_SAFE_INTEGER);
    // the largest order's lines (in cents), summed in JavaScript before the cap refuses them, are exact too
    expect(
      ORDER_MAX_LINES * ((ITEM_MAX_PRICE_CENTS * Math.round(AVG_WEIGHT_MAX * 100) * ORDER_LINE_MAX_QUANTITY) / 100),
    ).toBeLessThan(Number.MAX_SAFE_INTEGER);
  });

  it('withinOrderTotal takes whole cents from 0 to the cap, nothing else', () => {
    for (const ok of [0, 1, ORDER_MAX_TOTAL_CENTS - 1, ORDER_MAX_TOTAL_CENTS])
      expect(withinOrderTotal(ok), String(ok)).toBe(true);
    for (const bad of [
      -1,
      ORDER_MAX_TOTAL_CENTS + 1,
      MONEY_COLUMN_MAX_CENTS,
      2 ** 31,
      0.5,
      Number.NaN,
      Infinity,
      Number.MAX_SAFE_INTEGER + 2,
    ]) {
      expect(withinOrderTotal(bad), String(bad)).toBe(false);
    }
  });
});

describe('lineAmount at its bounds', () => {
  it('charges a box line price × boxes exactly, within an integer column (boundaries and random)', () => {
    const { int } = seeded(17);
    const cases: [number, number][] = prices.flatMap((p) => quantities.map((q) => [p, q] as [number, number]));
    for (let i = 0; i < RUNS; i += 1) cases.push([int(0, ITEM_MAX_PRICE_CENTS), int(1, ORDER_LINE_MAX_QUANTITY)]);
    for (const [unitPriceCents, quantity] of cases) {
      const { cents, estimated } = lineAmount({ unitPriceCents, spec: BOX, avgWeight: 5, quantity });
      expect(BigInt(cents), `${unitPriceCents} × ${quantity}`).toBe(BigInt(unitPriceCents) * BigInt(quantity));
      expect(cents).toBeLessThanOrEqual(MONEY_COLUMN_MAX_CENTS);
      expect(estimated).toBe(false);
    }
  });

  it('estimates a catch-weight line as packs × avg lb × price, rounded half up exactly (boundaries and random)', () => {
    const { int } = seeded(1701);
    const hundredths = [0, 1, 50, 99_999, Math.round(AVG_WEIGHT_MAX * 100)];
    const cases: [number, number, number][] = prices.flatMap((p) =>
      quantities.flatMap((q) => hundredths.map((h) => [p, q, h] as [number, number, number])),
    );
    for (let i = 0; i < RUNS; i += 1)
      cases.push([
        int(0, ITEM_MAX_PRICE_CENTS),
        int(1, ORDER_LINE_MAX_QUANTITY),
        int(0, Math.round(AVG_WEIGHT_MAX * 100)),
      ]);
    for (const [unitPriceCents, quantity, h] of cases) {
      const avgWeight = h / 100;
      const { cents, estimated } = lineAmount({ unitPriceCents, spec: CATCH_WEIGHT_SPEC, avgWeight, quantity });
      const exact = roundHalfUp(BigInt(unitPriceCents) * BigInt(h) * BigInt(quantity), 100n);
      expect(Number.isSafeInteger(cents), `${unitPriceCents} × ${quantity} × ${avgWeight}`).toBe(true);
      expect(BigInt(cents), `${unitPriceCents} × ${quantity} × ${avgWeight}`).toBe(exact);
      expect(estimated).toBe(true);
    }
  });

  it('makes a weighed line weighed lb × price, rounded half up exactly (boundaries and random)', () => {
    const { int } = seeded(4711);
    const hundredths = [0, 1, 5, 15, 50, Math.round(WEIGHED_LBS_MAX * 100)];
    const cases: [number, number][] = prices.flatMap((p) => hundredths.map((h) => [p, h] as [number, number]));
    for (let i = 0; i < RUNS; i += 1)
      cases.push([int(0, ITEM_MAX_PRICE_CENTS), int(0, Math.round(WEIGHED_LBS_MAX * 100))]);
    for (const [unitPriceCents, h] of cases) {
      const lbs = h / 100;
      const { cents, estimated } = lineAmount(
        { unitPriceCents, spec: CATCH_WEIGHT_SPEC, avgWeight: 5, quantity: 3 },
        lbs,
      );
      expect(BigInt(cents), `${unitPriceCents} × ${lbs} lb`).toBe(
        roundHalfUp(BigInt(unitPriceCents) * BigInt(h), 100n),
      );
      expect(estimated).toBe(false);
    }
  });
});

describe('orderAmounts at its bounds', () => {
  it('splits any order up to the cap into integer parts that add up (boundaries and random)', () => {
    const { int, next } = seeded(99);
    const orders: { cents: number; estimated: boolean }[][] = [
      [],
      [{ cents: 0, estimated: false }],
      [{ cents: 1, estimated: false }],
      [{ cents: ORDER_MAX_TOTAL_CENTS, estimated: true }],
      Array.from({ length: ORDER_MAX_LINES }, () => ({
        cents: ORDER_MAX_TOTAL_CENTS / ORDER_MAX_LINES,
        estimated: false,
      })),
    ];
    for (let i = 0; i < RUNS; i += 1) {
      const lines = int(1, ORDER_MAX_LINES);
      let left = int(0, ORDER_MAX_TOTAL_CENTS);
      const order: { cents: number; estimated: boolean }[] = [];
      for (let l = 0; l < lines; l += 1) {
        const cents = l === lines - 1 ? left : int(0, left);
        left -= cents;
        order.push({ cents, estimated: next() < 0.3 });
      }
      orders.push(order);
    }
    for (const lines of orders) {
      const a = orderAmounts(lines);
      const sum = lines.reduce((s, l) => s + BigInt(l.cents), 0n);
      expect(BigInt(a.totalCents)).toBe(sum);
      expect(withinOrderTotal(a.totalCents)).toBe(true);
      for (const part of [a.subtotalCents, a.totalCents, a.prepaymentCents, a.balanceCents, a.cashDiscountMaxCents]) {
        expect(Number.isSafeInteger(part) && part >= 0 && part <= MONEY_COLUMN_MAX_CENTS, String(part)).toBe(true);
      }
      expect(a.prepaymentCents + a.balanceCents).toBe(a.totalCents);
      expect(a.prepaymentCents - a.balanceCents).toBeGreaterThanOrEqual(0);
      expect(a.prepaymentCents - a.balanceCents).toBeLessThanOrEqual(1);
      expect(BigInt(a.cashDiscountMaxCents)).toBe((BigInt(a.balanceCents) * 5n) / 100n);
      expect(a.estimated).toBe(lines.some((l) => l.estimated));
    }
  });

  it('shows an order just past the cap as past it (the server refuses it before writing)', () => {
    const over = orderAmounts([
      { cents: ORDER_MAX_TOTAL_CENTS, estimated: false },
      { cents: 1, estimated: false },
    ]);
    expect(withinOrderTotal(over.totalCents)).toBe(false);
    const biggestBoxes = lineAmount({
      unitPriceCents: ITEM_MAX_PRICE_CENTS,
      spec: BOX,
      avgWeight: 5,
      quantity: ORDER_LINE_MAX_QUANTITY,
    });
    expect(withinOrderTotal(orderAmounts([biggestBoxes]).totalCents)).toBe(false);
  });
});

describe('dollars and cents at their bounds', () => {
  it('round-trips every amount up to the largest money column through dollars and its written forms', () => {
    const { int } = seeded(2024);
    const amounts = [
      0,
      1,
      99,
      100,
      101,
      ORDER_MAX_TOTAL_CENTS - 1,
      ORDER_MAX_TOTAL_CENTS,
      MONEY_COLUMN_MAX_CENTS - 1,
      MONEY_COLUMN_MAX_CENTS,
    ];
    for (let i = 0; i < RUNS; i += 1) amounts.push(int(0, MONEY_COLUMN_MAX_CENTS));
    for (const cents of amounts) {
      const dollars = fromCents(cents);
      expect(toCents(dollars), String(cents)).toBe(cents);
      const written = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
      expect(formatAmount(dollars)).toBe(written);
      expect(formatUsd(dollars).replace(/[$,]/g, '')).toBe(written);
    }
  });

  it('adds a full cart of the dearest items at the most boxes exactly (boundaries and random)', () => {
    const { int } = seeded(31337);
    const carts = [
      Array.from({ length: ORDER_MAX_LINES }, () => ({
        price: fromCents(ITEM_MAX_PRICE_CENTS),
        quantity: ORDER_LINE_MAX_QUANTITY,
      })),
      [{ price: 0.01, quantity: 1 }],
    ];
    for (let i = 0; i < 200; i += 1) {
      carts.push(
        Array.from({ length: int(1, ORDER_MAX_LINES) }, () => ({
          price: fromCents(int(0, ITEM_MAX_PRICE_CENTS)),
          quantity: int(1, ORDER_LINE_MAX_QUANTITY),
        })),
      );
    }
    for (const cart of carts) {
      const exact = cart.reduce((sum, l) => sum + BigInt(toCents(l.price)) * BigInt(l.quantity), 0n);
      expect(BigInt(cartTotalCents(cart))).toBe(exact);
      for (const line of cart) expect(lineTotalCents(line)).toBeLessThanOrEqual(MONEY_COLUMN_MAX_CENTS);
    }
  });
});
