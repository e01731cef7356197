// Product photos at the real server (inject): an admin adds a product and uploads its photo as
// multipart; the server turns it into the AVIF + JPEG pair the storefront serves, and refuses a
// file that is not an image, a missing file and an unknown product.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '@wholesale/contract';
import { NEW_PRODUCT, smallJpeg } from '../testing/accounts';
import { multipartPost } from '../testing/requests';
import { buildTestServer, type TestServer } from '../testing/test-server';

let t: TestServer;

beforeAll(async () => {
  t = await buildTestServer({ tmpPrefix: 'server-photos-', freshClientAddresses: true, signIn: ['admin'] });
});

afterAll(() => t?.close());

describe('product photos (multipart, admins)', () => {
  it('adds a product, turns an uploaded photo into the AVIF + JPEG pair the storefront serves, and lists it', async () => {
    const created = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/items',
      payload: { ...NEW_PRODUCT, name: 'Photo Brisket' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json<{ success: true; data: { id: number; slug: string; images: number } }>().data;
    expect(item).toMatchObject({ slug: 'photo-brisket', images: 0 });

    const photo = { name: 'brisket.jpg', type: 'image/jpeg', bytes: await smallJpeg() };
    const res = await t.injectAs('admin', multipartPost(`/api/admin/items/${item.id}/images`, {}, photo));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { id: item.id, images: 1 } });
    const avif = await t.inject({ method: 'GET', url: `/products/unprocessed/${item.slug}/01.avif` });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(
      (await t.inject({ method: 'GET', url: `/products/unprocessed/${item.slug}/01.jpg` })).headers['content-type'],
    ).toBe('image/jpeg');
    const listing = await t.inject({ method: 'GET', url: '/api/items/style/unprocessed' });
    expect(listing.json<{ data: { id: number; images: number }[] }>().data.find((i) => i.id === item.id)).toMatchObject(
      { images: 1 },
    );
  });

  it('refuses a lying file, a missing file and an unknown product with a 4xx and a clear message', async () => {
    const lying = {
      name: 'photo.jpg',
      type: 'image/jpeg',
      bytes: Buffer.from('GIF89a? no: plain text pretending to be a photo'),
    };
    const res = await t.injectAs('admin', multipartPost('/api/admin/items/2/images', {}, lying));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: PHOTO_MESSAGES.notImage });
    const missing = await t.injectAs('admin', multipartPost('/api/admin/items/2/images', { replace: '1' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'No file uploaded' });
    const photo = { name: 'photo.jpg', type: 'image/jpeg', bytes: await smallJpeg() };
    const unknown = await t.injectAs('admin', multipartPost('/api/admin/items/999999/images', {}, photo));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'Product not found' });
  });
});
