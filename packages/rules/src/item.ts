import { z } from 'zod';
import { BANNERS_PER_LOCALE, SPECIES, SPECS, STYLES, type Locale, type Style } from './constants';

export const styleSchema = z.enum(STYLES);
export const speciesSchema = z.enum(SPECIES);
export const specSchema = z.enum(SPECS);

const textList = z.array(z.string());

/**
 * An item as served to the storefront and the admin (docs/contracts.md). Money is in US dollars
 * here (the database keeps integer cents). `discounted_price` is present only for a signed-in
 * approved buyer or an admin: the key is absent for guests, never merely hidden.
 */
export const catalogueItemSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: z.string(),
  name_ko: z.string(),
  type: z.string(),
  type_ko: z.string(),
  description: z.string(),
  description_ko: z.string(),
  species: speciesSchema,
  style: styleSchema,
  price: z.number().nonnegative(),
  discounted_price: z.number().nonnegative().optional(),
  /**
   * A signed-in buyer's price list prices for the item by quantity, present only when
   * their list has any and they have no own price for it: from `min_quantity` boxes (or lb) on, the
   * unit price is `price` (the tier with the largest minimum the quantity reaches; below every
   * minimum, `discounted_price`). Never sent to a guest.
   */
  price_tiers: z
    .array(z.object({ min_quantity: z.number().int().positive(), price: z.number().positive() }))
    .optional(),
  brand: z.string(),
  grade: z.string(),
  origin: z.string(),
  spec: specSchema,
  avg_weight: z.number().nonnegative(),
  images: z.number().int().nonnegative(),
  show: z.boolean(),
  ingredients: textList,
  ingredients_ko: textList,
  allergens: textList,
  allergens_ko: textList,
  /** Every photo's files (01 to `images`), so a client need not know the path convention. */
  image_urls: z.array(z.object({ avif: z.string(), jpg: z.string() })).optional(),
});
export type CatalogueItem = z.infer<typeof catalogueItemSchema>;

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** `/products/{style}/{slug}/01.avif`: n counts from 1 up to `images`. */
export function productImagePath(item: { style: Style; slug: string }, n: number, ext: 'avif' | 'jpg'): string {
  return `/products/${item.style}/${item.slug}/${pad2(n)}.${ext}`;
}

/** `/banners/{en|ko}/01.avif` ... `06`. */
export function bannerImagePath(locale: Locale, n: number, ext: 'avif' | 'jpg'): string {
  if (!Number.isInteger(n) || n < 1 || n > BANNERS_PER_LOCALE) {
    throw new RangeError(`banner number out of range: ${n}`);
  }
  return `/banners/${locale}/${pad2(n)}.${ext}`;
}

/** Listings and search results show only visible items that have at least one image. */
export function isListable(item: { show: boolean; images: number }): boolean {
  return item.show && item.images > 0;
}
