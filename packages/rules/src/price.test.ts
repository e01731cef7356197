import { describe, expect, it } from 'vitest';
import {
  cartTotal,
  cartTotalCents,
  effectivePrice,
  unitPriceCentsAt,
  formatAmount,
  formatUsd,
  nameWithSpec,
  priceSuffix,
  priceSuffixKey,
  specInWords,
  toCents,
} from './price';
import { SPECS } from './constants';

describe('priceSuffix', () => {
  it('maps every spec of the spec table', () => {
    expect(priceSuffix('30 lb - 5 lb x 6 packs')).toBe('/ 30 lb box');
    expect(priceSuffix('20 lb - 10 lb x 2 packs')).toBe('/ 20 lb box');
    expect(priceSuffix('50 lb - 50 lb x 1 box')).toBe('/ 50 lb box');
    expect(priceSuffix('C.W. (Catch Weights)')).toBe('/lb');
    for (const spec of SPECS) expect(priceSuffix(spec)).not.toBe('');
  });
  it('gives no suffix for an unknown spec', () => {
    expect(priceSuffix('10 lb')).toBe('');
  });
  it('names a translatable key for every spec, and none for an unknown one', () => {
    expect(priceSuffixKey('30 lb - 5 lb x 6 packs')).toBe('box30');
    expect(priceSuffixKey('C.W. (Catch Weights)')).toBe('perLb');
    expect(new Set(SPECS.map(priceSuffixKey)).size).toBe(SPECS.length);
    expect(priceSuffixKey('10 lb')).toBeNull();
  });
});

describe('effectivePrice', () => {
  it('uses the discounted price when positive', () => {
    expect(effectivePrice({ price: 120, discounted_price: 99.5 })).toBe(99.5);
  });
  it('falls back to the list price when the discount is 0, missing, null or NaN', () => {
    expect(effectivePrice({ price: 120, discounted_price: 0 })).toBe(120);
    expect(effectivePrice({ price: 120 })).toBe(120);
    expect(effectivePrice({ price: 120, discounted_price: null })).toBe(120);
    expect(effectivePrice({ price: 120, discounted_price: Number.NaN })).toBe(120);
  });
});

describe('toCents', () => {
  it('rounds 3-decimal inputs half up instead of following binary noise', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(12.345)).toBe(1235);
    expect(toCents(12.344)).toBe(1234);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('cartTotal', () => {
  it('adds 0.1 + 0.2 exactly', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(
      cartTotal([
        { price: 0.1, quantity: 1 },
        { price: 0.2, quantity: 1 },
      ]),
    ).toBe(0.3);
  });
  it('multiplies the effective price by quantity', () => {
    const lines = [
      { price: 150, discounted_price: 139.99, quantity: 3 },
      { price: 80.1, discounted_price: 0, quantity: 2 },
    ];
    expect(cartTotalCents(lines)).toBe(41997 + 16020);
    expect(cartTotal(lines)).toBe(580.17);
  });
  it('treats missing, negative, or non-numeric quantities as 0 and truncates fractions', () => {
    expect(cartTotal([{ price: 10 }])).toBe(0);
    expect(cartTotal([{ price: 10, quantity: -2 }])).toBe(0);
    expect(cartTotal([{ price: 10, quantity: Number.NaN }])).toBe(0);
    expect(cartTotal([{ price: 10, quantity: 2.9 }])).toBe(20);
    expect(cartTotal([])).toBe(0);
  });
  it('stays exact over many small lines', () => {
    const lines = Array.from({ length: 1000 }, () => ({ price: 0.01, quantity: 1 }));
    expect(cartTotal(lines)).toBe(10);
  });
});

describe('formatting', () => {
  it('formats dollars with 2 decimals', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0.1 + 0.2)).toBe('$0.30');
    expect(formatUsd(1.005)).toBe('$1.01');
    expect(formatAmount(1234.5)).toBe('1234.50');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(-0.5)).toBe('-0.50');
  });
});

describe('specInWords', () => {
  const words = {
    box30: () => '30파운드 박스',
    box20: () => '20파운드 박스',
    box50: () => '50파운드 박스',
    perLb: () => '실중량(C.W.)',
  };
  it('writes a known spec in the given words, any other as stored', () => {
    expect(specInWords(words, '30 lb - 5 lb x 6 packs')).toBe('30파운드 박스');
    expect(specInWords(words, 'C.W. (Catch Weights)')).toBe('실중량(C.W.)');
    expect(specInWords(words, '12 lb case')).toBe('12 lb case');
  });
});

describe('nameWithSpec', () => {
  it('writes the spec after the name, never inside brackets, whatever brackets the spec has', () => {
    const ko = {
      box30: () => '30파운드 박스 (5파운드 × 6팩)',
      box20: () => '20파운드 박스 (10파운드 × 2팩)',
      box50: () => '50파운드 박스 (50파운드 × 1박스)',
      perLb: () => '실중량(C.W.), 파운드당 가격',
    };
    const en = {
      box30: () => '30 lb - 5 lb x 6 packs',
      box20: () => '20 lb - 10 lb x 2 packs',
      box50: () => '50 lb - 50 lb x 1 box',
      perLb: () => 'C.W. (Catch Weights)',
    };
    expect(nameWithSpec('Brisket', specInWords(en, 'C.W. (Catch Weights)'))).toBe('Brisket · C.W. (Catch Weights)');
    expect(nameWithSpec('Beef short rib', specInWords(en, '30 lb - 5 lb x 6 packs'))).toBe(
      'Beef short rib · 30 lb - 5 lb x 6 packs',
    );
    expect(nameWithSpec('소갈비', specInWords(ko, '30 lb - 5 lb x 6 packs'))).toBe(
      '소갈비 · 30파운드 박스 (5파운드 × 6팩)',
    );
    expect(nameWithSpec('삼겹살', specInWords(ko, 'C.W. (Catch Weights)'))).toBe(
      '삼겹살 · 실중량(C.W.), 파운드당 가격',
    );
    for (const spec of [
      'C.W. (Catch Weights)',
      '30 lb - 5 lb x 6 packs',
      '20 lb - 10 lb x 2 packs',
      '50 lb - 50 lb x 1 box',
    ]) {
      for (const words of [en, ko])
        expect(nameWithSpec('Brisket (Point)', specInWords(words, spec))).not.toMatch(/\([^)]*\(/);
    }
    expect(nameWithSpec('Brisket', '')).toBe('Brisket');
    expect(nameWithSpec('Brisket', '  ')).toBe('Brisket');
    expect(nameWithSpec('Brisket', undefined)).toBe('Brisket');
  });
});

describe('unitPriceCentsAt', () => {
  it('takes the price-list tier the quantity reaches, else the buyer price, else the list price', () => {
    const tiers = [
      { min_quantity: 1, price: 9.5 },
      { min_quantity: 20, price: 8.25 },
    ];
    expect(unitPriceCentsAt({ price: 12, discounted_price: 10, price_tiers: tiers }, 1)).toBe(950);
    expect(unitPriceCentsAt({ price: 12, discounted_price: 10, price_tiers: tiers }, 19)).toBe(950);
    expect(unitPriceCentsAt({ price: 12, discounted_price: 10, price_tiers: tiers }, 20)).toBe(825);
    expect(unitPriceCentsAt({ price: 12, discounted_price: 10, price_tiers: [{ min_quantity: 3, price: 9 }] }, 2)).toBe(
      1000,
    );
    expect(unitPriceCentsAt({ price: 12, discounted_price: 10 }, 50)).toBe(1000);
    expect(unitPriceCentsAt({ price: 12 }, 50)).toBe(1200);
  });
});
