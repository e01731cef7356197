import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BANNERS_PER_LOCALE, IMAGE_EXTENSIONS, LOCALES, type Species, type Style } from '@wholesale/rules';
import { DEMO_DRAWINGS_PER_FOLDER, demoDrawingFolder } from './cuts.mjs';
import { contentTypeFromKey } from '../storage/content-types';
import type { ObjectStorage } from '../storage/types';

/**
 * The committed demo pictures (drawn by tooling/demo-pictures/make-demo-images.mjs). A bundled server passes
 * its own copy's location, since `import.meta.url` then points into the bundle.
 */
export const DEMO_ASSETS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'demo-assets');

/** Demo images are replaced by an admin's uploads under the same key, so they are not immutable. */
const DEMO_CACHE_CONTROL = 'public, max-age=86400';
const COPY_CONCURRENCY = 8;

export interface DemoImageItem {
  slug: string;
  style: Style;
  species: Species;
  /** The item's English type ("Short rib"): it picks the drawing of that kind of cut. */
  type?: string | null;
  images: number;
}

export interface SeedDemoImagesOptions {
  assetsDir?: string;
}

export interface SeedDemoImagesResult {
  /** Objects written by this run. */
  written: number;
  /** Objects already present, left untouched (an admin's upload is never overwritten). */
  skipped: number;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * Puts a picture under `products/{style}/{slug}/NN.avif|jpg` for every image an item claims, and
 * the six banners per language under `banners/{en|ko}/NN.avif|jpg`. Idempotent and quick on a
 * second start: existing keys are listed once and skipped.
 */
export async function seedDemoImages(
  storage: ObjectStorage,
  items: readonly DemoImageItem[],
  options: SeedDemoImagesOptions = {},
): Promise<SeedDemoImagesResult> {
  const assetsDir = options.assetsDir ?? DEMO_ASSETS_DIR;
  const copies: { key: string; source: string }[] = [];

  for (const item of items) {
    for (let n = 1; n <= item.images; n++) {
      const drawing = pad2(((n - 1) % DEMO_DRAWINGS_PER_FOLDER) + 1);
      for (const ext of IMAGE_EXTENSIONS) {
        copies.push({
          key: `products/${item.style}/${item.slug}/${pad2(n)}.${ext}`,
          source: path.join(assetsDir, 'products', demoDrawingFolder(item), `${drawing}.${ext}`),
        });
      }
    }
  }
  for (const locale of LOCALES) {
    for (let n = 1; n <= BANNERS_PER_LOCALE; n++) {
      for (const ext of IMAGE_EXTENSIONS) {
        copies.push({
          key: `banners/${locale}/${pad2(n)}.${ext}`,
          source: path.join(assetsDir, 'banners', locale, `${pad2(n)}.${ext}`),
        });
      }
    }
  }

  const existing = new Set([...(await storage.list('products/')), ...(await storage.list('banners/'))]);
  const todo = copies.filter((copy) => !existing.has(copy.key));
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const copy = todo[next++]!;
      const body = await readFile(copy.source);
      await storage.put(copy.key, body, {
        contentType: contentTypeFromKey(copy.key),
        cacheControl: DEMO_CACHE_CONTROL,
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(COPY_CONCURRENCY, todo.length) }, worker));
  return { written: todo.length, skipped: copies.length - todo.length };
}
