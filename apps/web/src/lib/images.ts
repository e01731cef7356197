import type { CatalogueItem, Style } from '@wholesale/rules';

// The same paths as productImagePath / bannerImagePath in @wholesale/rules (docs/contracts.md).
// Re-stated here because importing them would pull zod (item.ts builds schemas at module load)
// into the storefront's first load; lib/images.test.ts checks both agree.
const pad2 = (n: number) => String(n).padStart(2, '0');

export function productImageUrl(item: { style: Style; slug: string }, n: number, ext: 'avif' | 'jpg'): string {
  return `/products/${item.style}/${item.slug}/${pad2(n)}.${ext}`;
}

export function bannerImageUrl(locale: 'en' | 'ko', n: number, ext: 'avif' | 'jpg'): string {
  return `/banners/${locale}/${pad2(n)}.${ext}`;
}

/** Both formats of the n-th image (1-based) of an item, for a <picture> element. */
export function productImage(item: Pick<CatalogueItem, 'style' | 'slug'>, n: number) {
  return { avif: productImageUrl(item, n, 'avif'), jpg: productImageUrl(item, n, 'jpg') };
}

const preloaded = new Set<string>();

/**
 * Warms the cache for AVIF images the user is likely to see next. A <link rel=preload> with
 * type=image/avif is skipped by browsers that cannot decode AVIF, so they never download a
 * format they would not use (they fall back to the JPG in <picture> when the image shows).
 */
export function preloadAvif(urls: readonly string[]): void {
  for (const href of urls) {
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.type = 'image/avif';
    link.href = href;
    document.head.appendChild(link);
  }
}
