import { describe, expect, it } from 'vitest';
import { en, ko } from '../../testing/dictionaries';
import { gradeText, originText, specText } from './terms';

describe('product terms in the page language', () => {
  it('says every spec in Korean, and in English as stored', () => {
    expect(specText(ko, '30 lb - 5 lb x 6 packs')).toBe('30파운드 박스 (5파운드 × 6팩)');
    expect(specText(ko, 'C.W. (Catch Weights)')).toContain('실중량(C.W.)');
    for (const spec of [
      '30 lb - 5 lb x 6 packs',
      '20 lb - 10 lb x 2 packs',
      '50 lb - 50 lb x 1 box',
      'C.W. (Catch Weights)',
    ]) {
      expect(specText(en, spec)).toBe(spec);
      expect(specText(ko, spec)).not.toMatch(/lb|packs|Catch/);
    }
    expect(specText(ko, '12 x 1 kg')).toBe('12 x 1 kg');
  });

  it('translates known grades and origins, keeps unknown ones as stored', () => {
    expect(gradeText(ko, 'USDA Choice')).toBe('USDA 초이스');
    expect(gradeText(ko, ' usda  prime ')).toBe('USDA 프라임');
    expect(gradeText(en, 'USDA Prime')).toBe('USDA Prime');
    expect(gradeText(ko, 'Halal')).toBe('Halal');
    expect(originText(ko, 'USA (Iowa)')).toBe('미국 (아이오와)');
    expect(originText(ko, 'USA')).toBe('미국');
    expect(originText(en, 'USA (Nebraska)')).toBe('USA (Nebraska)');
    expect(originText(ko, 'Australia (Victoria)')).toBe('Australia (Victoria)');
    expect(originText(ko, 'USA (Oregon)')).toBe('미국 (Oregon)');
  });
});
