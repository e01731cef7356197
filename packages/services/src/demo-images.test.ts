import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { demoItems } from '@wholesale/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoImages } from './demo-images';
import { LocalDiskStorage } from './storage/local-disk';

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

  it('has a drawing for every species and style the demo catalogue uses, each at most 35 KB', async () => {
    const { stat } = await import('node:fs/promises');
    const { DEMO_ASSETS_DIR } = await import('./demo-images');
    const variants = new Set(demoItems.map((d) => `${d.species}-${d.style}`));
    for (const variant of variants) {
      for (const ext of ['avif', 'jpg']) {
        const size = (await stat(path.join(DEMO_ASSETS_DIR, 'products', variant, `01.${ext}`))).size;
        expect(size, `${variant} ${ext}`).toBeLessThan(35 * 1024);
      }
    }
  });
});
