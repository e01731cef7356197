import { i18nObject, loadAllLocales } from '@wholesale/i18n/sync';
import { describe, expect, it } from 'vitest';
import { expectKoreanLikeEnglish } from '../../testing/texts';

// The profile's order texts: the `buyerOrders` namespace.
describe('orders dictionary', () => {
  loadAllLocales();

  it('has every English key in Korean, non-empty, with the same parameters', () => {
    expectKoreanLikeEnglish('buyerOrders', 30);
  });

  it('counts boxes and packs, and says what order again did', () => {
    const O = i18nObject('en').buyerOrders;
    expect(O.boxes({ n: 1 })).toBe('1 box');
    expect(O.boxes({ n: 3 })).toBe('3 boxes');
    expect(O.packs({ n: 2 })).toBe('2 packs');
    expect(O.orderAgainDone({ n: 1 })).toBe('1 product added to your cart.');
    expect(O.orderAgainDone({ n: 2 })).toBe('2 products added to your cart.');
    expect(O.orderAgainFull({ n: 1, max: 100 })).toBe('1 product did not fit: a cart holds at most 100 products.');
    expect(O.usualAdded({ qty: O.boxes({ n: 3 }), name: 'Short Rib' })).toBe('3 boxes of Short Rib');
    const K = i18nObject('ko').buyerOrders;
    expect(K.usualAdded({ qty: K.boxes({ n: 3 }), name: '갈비' })).toBe('갈비 3박스');
    expect(i18nObject('ko').common.pacificZone()).toBe('태평양 시간');
  });

  it('keeps the visible text of the add buttons inside their accessible names (WCAG 2.5.3)', () => {
    for (const locale of ['en', 'ko'] as const) {
      const O = i18nObject(locale).buyerOrders;
      expect(O.usualAddLabel({ n: 3, name: 'X' })).toContain(O.usualAdd({ n: 3 }));
      expect(O.open({ number: 'WS-1' }).toLowerCase()).toContain(
        i18nObject(locale).account.profile.orderNumber({ number: 'WS-1' }).toLowerCase(),
      );
    }
  });
});
