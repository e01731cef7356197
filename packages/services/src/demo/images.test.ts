import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { demoItems } from '@wholesale/db';
import { STYLES } from '@wholesale/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_CUT, DEMO_DRAWINGS_PER_FOLDER, demoCutOf, demoDrawingFolder } from './cuts.mjs';
import { DEMO_ASSETS_DIR, seedDemoImages } from './images';
import { LocalDiskStorage } from '../storage/local-disk';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'wholesale-demo-images-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('seedDemoImages', () => {
  it('writes every image the demo items claim, and the banners, then skips them', async () => {
    const storage = new LocalDiskStorage(root);
    const expectedProducts = demoItems.reduce((n, item) => n + item.images * 2, 0);
    const banners = 2 * 6 * 2;

    const first = await seedDemoImages(storage, demoItems);
    expect(first).toEqual({ written: expectedProducts + banners, skipped: 0 });
    expect(await storage.list('banners/en/')).toHaveLength(12);
    expect(await storage.list('banners/ko/')).toEqual(
      ['01', '02', '03', '04', '05', '06'].flatMap((n) => [`banners/ko/${n}.avif`, `banners/ko/${n}.jpg`]),
    );

    const withImages = demoItems.find((d) => d.images >= 2)!;
    const key = `products/${withImages.style}/${withImages.slug}/02.avif`;
    const got = await storage.get(key);
    expect(got!.contentType).toBe('image/avif');
    expect(got!.cacheControl).toMatch(/max-age=/);
    // An AVIF file: ISO-BMFF 'ftyp' box with the 'avif' brand.
    const bytes = await buffer(got!.body);
    expect(bytes.subarray(4, 12).toString('latin1')).toBe('ftypavif');
    const jpg = await buffer((await storage.get(key.replace('.avif', '.jpg')))!.body);
    expect([jpg[0], jpg[1]]).toEqual([0xff, 0xd8]);

    // Items without images (placeholder) get no folder.
    const noImages = demoItems.find((d) => d.images === 0)!;
    expect(await storage.list(`products/${noImages.style}/${noImages.slug}/`)).toEqual([]);

    const second = await seedDemoImages(storage, demoItems);
    expect(second).toEqual({ written: 0, skipped: expectedProducts + banners });
  });

  it('never overwrites an image already in storage (an admin upload)', async () => {
    const storage = new LocalDiskStorage(path.join(root, 'kept'));
    const item = demoItems.find((d) => d.images >= 1)!;
    const key = `products/${item.style}/${item.slug}/01.jpg`;
    await storage.put(key, Buffer.from('uploaded by admin'), { contentType: 'image/jpeg' });
    const result = await seedDemoImages(storage, [item]);
    expect(result.skipped).toBe(1);
    expect((await buffer((await storage.get(key))!.body)).toString()).toBe('uploaded by admin');
  });

  // Browsers load the AVIF; the JPEG is the fallback for those without AVIF support.
  it('has every drawing the demo catalogue uses, at most 16 KB as AVIF and 40 KB as JPEG', async () => {
    for (const item of demoItems) {
      for (let n = 1; n <= Math.min(item.images, DEMO_DRAWINGS_PER_FOLDER); n++) {
        for (const [ext, budget] of [
          ['avif', 16],
          ['jpg', 40],
        ] as const) {
          const file = path.join(DEMO_ASSETS_DIR, 'products', demoDrawingFolder(item), `0${n}.${ext}`);
          expect((await stat(file)).size, file).toBeLessThan(budget * 1024);
        }
      }
    }
  });

  it('tells cuts apart: LA galbi, bulgogi and a ribeye of the same species get different drawings', async () => {
    const storage = new LocalDiskStorage(path.join(root, 'cuts'));
    const beef = ['Short rib', 'Bulgogi', 'Ribeye'].map((type, i) => ({
      slug: `beef-${i}`,
      style: 'marinated' as const,
      species: 'beef' as const,
      type,
      images: 1,
    }));
    await seedDemoImages(storage, beef);
    const pictures = await Promise.all(
      beef.map(async (item) =>
        (await buffer((await storage.get(`products/marinated/${item.slug}/01.jpg`))!.body)).toString('base64'),
      ),
    );
    expect(new Set(pictures).size).toBe(3);
    expect(beef.map(demoCutOf)).toEqual(['flanken', 'thin-slices', 'steak']);
  });

  it("draws a type no kind lists (an admin's new product) as its species' default cut, in any style", async () => {
    for (const species of ['beef', 'pork', 'chicken'] as const) {
      for (const style of STYLES) {
        const item = { slug: 'new', species, style, type: 'Something new', images: DEMO_DRAWINGS_PER_FOLDER };
        expect(demoCutOf(item)).toBe(DEFAULT_DEMO_CUT[species]);
        for (let n = 1; n <= DEMO_DRAWINGS_PER_FOLDER; n++) {
          await stat(path.join(DEMO_ASSETS_DIR, 'products', demoDrawingFolder(item), `0${n}.jpg`));
        }
      }
    }
    // Case and stray spaces in a type do not matter.
    expect(demoCutOf({ species: 'pork', type: ' pork BELLY ' })).toBe('layered-slab');
  });
});
