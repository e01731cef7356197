import { describe, expect, it } from 'vitest';
import { estimatedLbs, isUnusualWeight, isWeighingClosed } from './weighing';

describe('estimatedLbs', () => {
  it('is packs × average pounds, to the hundredth', () => {
    expect(estimatedLbs(3, 15)).toBe(45);
    expect(estimatedLbs(3, 12.35)).toBe(37.05);
    expect(estimatedLbs(1, 0.1 + 0.2)).toBe(0.3);
  });
});

describe('isUnusualWeight', () => {
  // 3 packs × 15 lb: 45 lb expected, 15 to 135 lb accepted without asking
  it('accepts a third to three times the estimate, bounds included', () => {
    for (const lbs of [15, 15.01, 30, 44.5, 45, 46.2, 100, 134.99, 135])
      expect(isUnusualWeight(lbs, 3, 15), String(lbs)).toBe(false);
  });

  it('flags below a third or above three times, such as 4500 typed for 45.00', () => {
    for (const lbs of [0, 0.45, 14.99, 135.01, 450, 4500, 99_999.99])
      expect(isUnusualWeight(lbs, 3, 15), String(lbs)).toBe(true);
  });

  it('decides the bounds exactly, without float noise', () => {
    // 3 × 12.35 = 37.05 lb: a third is 12.35, three times 111.15
    expect(isUnusualWeight(12.35, 3, 12.35)).toBe(false);
    expect(isUnusualWeight(12.34, 3, 12.35)).toBe(true);
    expect(isUnusualWeight(111.15, 3, 12.35)).toBe(false);
    expect(isUnusualWeight(111.16, 3, 12.35)).toBe(true);
  });

  it('never flags a cleared weight or a line without an estimate', () => {
    expect(isUnusualWeight(null, 3, 15)).toBe(false);
    expect(isUnusualWeight(4500, 3, 0)).toBe(false);
  });
});

describe('isWeighingClosed', () => {
  it('closes weighing once an order is complete, declined or cancelled', () => {
    for (const s of ['complete', 'completed', 'declined', 'cancelled']) expect(isWeighingClosed(s), s).toBe(true);
    for (const s of ['pending', 'order placed', 'contacted', 'quote sent', 'processing'])
      expect(isWeighingClosed(s), s).toBe(false);
  });
});
