import { bannerImagePath, productImagePath } from '@wholesale/rules';
import { describe, expect, it } from 'vitest';
import { bannerImageUrl, productImageUrl } from './images';

// lib/images re-states the contract's paths to keep zod out of the bundle: it must not drift.
describe('image urls', () => {
  it('agree with @wholesale/rules', () => {
    const item = { style: 'processed' as const, slug: 'pork-belly' };
    for (const n of [1, 2, 10]) {
      for (const ext of ['avif', 'jpg'] as const) {
        expect(productImageUrl(item, n, ext)).toBe(productImagePath(item, n, ext));
      }
    }
    for (const n of [1, 6]) expect(bannerImageUrl('ko', n, 'avif')).toBe(bannerImagePath('ko', n, 'avif'));
    expect(productImageUrl(item, 1, 'jpg')).toBe('/products/processed/pork-belly/01.jpg');
  });
});
