import { describe, expect, it } from 'vitest';
import { productShareUrl } from './ShareButton';
import { trackStyle } from '../carousel/useCarousel';

describe('a shared product link', () => {
  it('opens the product in the sharer’s language', () => {
    expect(productShareUrl('https://shop.example', 12, 'ko')).toBe('https://shop.example/wholesale/product/12?lang=ko');
    expect(productShareUrl('http://127.0.0.1:3000', 1, 'en')).toBe('http://127.0.0.1:3000/wholesale/product/1?lang=en');
  });
});

describe('a carousel track', () => {
  it('has no style at the first slide (the server’s HTML carries none), and moves by whole slides after', () => {
    expect(trackStyle(0)).toBeUndefined();
    expect(trackStyle(2)).toEqual({ transform: 'translateX(-200%)' });
  });
});
