import { describe, expect, it } from 'vitest';
import { bannerImagePath, catalogueItemSchema, isListable, productImagePath } from './item';
import { AWAITING_APPROVAL_STATUS } from './order-status-groups';
import { orderBadgeColour } from './order-badges';
import {
  ORDER_STATUSES,
  ADMIN_ORDER_STATUSES,
  DEFAULT_ORDER_STATUS,
  ORDER_CANCELLED_STATUS,
  ORDER_CONFIRMED_STATUS,
  REACHABLE_ORDER_STATUSES,
} from './order-constants';

const item = {
  id: 1,
  slug: 'signature-la-galbi',
  name: 'Signature LA Galbi',
  name_ko: '시그니처 LA 갈비',
  type: 'Short rib',
  type_ko: '갈비',
  description: 'd',
  description_ko: '설명',
  species: 'beef',
  style: 'marinated',
  price: 189.5,
  brand: 'House',
  grade: 'USDA Choice',
  origin: 'USA',
  spec: '30 lb - 5 lb x 6 packs',
  avg_weight: 5,
  images: 2,
  show: true,
  ingredients: ['Beef'],
  ingredients_ko: ['소고기'],
  allergens: [],
  allergens_ko: [],
};

describe('catalogueItemSchema', () => {
  it('accepts a guest item without discounted_price', () => {
    const parsed = catalogueItemSchema.parse(item);
    expect('discounted_price' in parsed).toBe(false);
  });
  it('rejects unknown style, species, spec and a bad slug', () => {
    expect(catalogueItemSchema.safeParse({ ...item, style: 'smoked' }).success).toBe(false);
    expect(catalogueItemSchema.safeParse({ ...item, species: 'lamb' }).success).toBe(false);
    expect(catalogueItemSchema.safeParse({ ...item, spec: '10 lb' }).success).toBe(false);
    expect(catalogueItemSchema.safeParse({ ...item, slug: 'LA Galbi' }).success).toBe(false);
    expect(catalogueItemSchema.safeParse({ ...item, price: -1 }).success).toBe(false);
  });
});

describe('image paths', () => {
  it('builds product and banner paths', () => {
    expect(productImagePath(catalogueItemSchema.parse(item), 1, 'avif')).toBe(
      '/products/marinated/signature-la-galbi/01.avif',
    );
    expect(productImagePath({ style: 'premium', slug: 'x' }, 12, 'jpg')).toBe('/products/premium/x/12.jpg');
    expect(bannerImagePath('ko', 6, 'jpg')).toBe('/banners/ko/06.jpg');
    expect(() => bannerImagePath('en', 7, 'jpg')).toThrow(RangeError);
  });
  it('lists only visible items with images', () => {
    expect(isListable({ show: true, images: 1 })).toBe(true);
    expect(isListable({ show: true, images: 0 })).toBe(false);
    expect(isListable({ show: false, images: 3 })).toBe(false);
  });
});

describe('order statuses', () => {
  it('includes every admin status and colours per view', () => {
    for (const s of ADMIN_ORDER_STATUSES) expect(ORDER_STATUSES).toContain(s);
    expect(orderBadgeColour('pending', 'buyer')).toBe('yellow');
    expect(orderBadgeColour('pending', 'admin')).toBe('red');
    expect(orderBadgeColour('quote sent', 'admin')).toBe('purple');
    expect(orderBadgeColour('whatever', 'buyer')).toBe('gray');
  });

  it('reaches exactly the checkout default, the admin menu and a cancellation, never a delivery status', () => {
    // An order is born DEFAULT_ORDER_STATUS (or awaiting its company owner's approval) and
    // changes through the admin menu's statuses, an approval or decline, or a cancellation.
    expect(new Set(REACHABLE_ORDER_STATUSES)).toEqual(
      new Set([AWAITING_APPROVAL_STATUS, DEFAULT_ORDER_STATUS, ...ADMIN_ORDER_STATUSES, ORDER_CANCELLED_STATUS]),
    );
    expect(REACHABLE_ORDER_STATUSES).toHaveLength(new Set(REACHABLE_ORDER_STATUSES).size);
    expect(REACHABLE_ORDER_STATUSES).not.toContain('shipped');
    expect(ADMIN_ORDER_STATUSES).toContain(ORDER_CONFIRMED_STATUS);
  });
});
