/**
 * The one behaviour suite every ObjectStorage implementation must pass (used by
 * local-disk.test.ts and minio.test.ts). Not a test file itself: it needs a factory.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { InvalidKeyError } from './keys';
import type { ObjectStorage } from './types';

export function describeObjectStorage(name: string, makeStorage: () => ObjectStorage): void {
  describe(`ObjectStorage contract: ${name}`, () => {
    // Each test uses its own prefix, so one store per suite is enough and tests stay independent.
    let counter = 0;
    const prefix = () => `t${Date.now().toString(36)}${(counter++).toString(36)}`;

    it('round-trips binary data with its content type and cache control', async () => {
      const storage = makeStorage();
      const key = `${prefix()}/img/01.avif`;
      const bytes = Buffer.concat([Buffer.from([0, 255, 0, 1, 2, 0x80]), randomBytes(2048)]);
      const put = await storage.put(key, bytes, {
        contentType: 'image/avif',
        cacheControl: 'public, max-age=31536000, immutable',
      });
      expect(put.size).toBe(bytes.length);

      const got = await storage.get(key);
      expect(got).not.toBeNull();
      expect(got!.contentType).toBe('image/avif');
      expect(got!.cacheControl).toBe('public, max-age=31536000, immutable');
      expect(got!.size).toBe(bytes.length);
      expect(got!.etag).toBe(put.etag);
      expect(got!.etag.length).toBeGreaterThan(0);
      expect(got!.lastModified).toBeInstanceOf(Date);
      expect(Number.isNaN(got!.lastModified.getTime())).toBe(false);
      expect((await buffer(got!.body)).equals(bytes)).toBe(true);

      const head = await storage.head(key);
      expect(head).toMatchObject({ key, size: bytes.length, contentType: 'image/avif', etag: put.etag });
    });

    it('stores a stream body', async () => {
      const storage = makeStorage();
      const key = `${prefix()}/doc.pdf`;
      const parts = [Buffer.from('%PDF-1.4\n'), randomBytes(1000), Buffer.from('%%EOF')];
      await storage.put(key, Readable.from(parts), { contentType: 'application/pdf' });
      const got = await storage.get(key);
      expect(got!.contentType).toBe('application/pdf');
      expect(got!.cacheControl).toBeUndefined();
      expect((await buffer(got!.body)).equals(Buffer.concat(parts))).toBe(true);
    });

    it('answers null for a missing key', async () => {
      const storage = makeStorage();
      expect(await storage.get(`${prefix()}/nothing-here.jpg`)).toBeNull();
      expect(await storage.head(`${prefix()}/nothing-here.jpg`)).toBeNull();
    });

    it('overwrites an object, content type and etag included', async () => {
      const storage = makeStorage();
      const key = `${prefix()}/file.bin`;
      const first = await storage.put(key, Buffer.from('first version'), { contentType: 'text/plain' });
      const second = await storage.put(key, Buffer.from('second, longer version'), { contentType: 'application/json' });
      expect(second.etag).not.toBe(first.etag);
      const got = await storage.get(key);
      expect(got!.contentType).toBe('application/json');
      expect((await buffer(got!.body)).toString()).toBe('second, longer version');
    });

    it('lists keys by prefix, sorted, without neighbours that only share the start', async () => {
      const storage = makeStorage();
      const p = prefix();
      const keys = [`${p}/a/02.jpg`, `${p}/a/01.jpg`, `${p}/a/sub/x.jpg`, `${p}/ab/01.jpg`, `${p}/b/01.jpg`];
      for (const key of keys) await storage.put(key, Buffer.from(key), { contentType: 'image/jpeg' });

      expect(await storage.list(`${p}/a/`)).toEqual([`${p}/a/01.jpg`, `${p}/a/02.jpg`, `${p}/a/sub/x.jpg`]);
      expect(await storage.list(`${p}/a`)).toEqual([
        `${p}/a/01.jpg`,
        `${p}/a/02.jpg`,
        `${p}/a/sub/x.jpg`,
        `${p}/ab/01.jpg`,
      ]);
      expect(await storage.list(`${p}/`)).toHaveLength(5);
      expect(await storage.list(`${p}/zzz/`)).toEqual([]);
    });

    it('deletes an object, and deleting a missing one is fine', async () => {
      const storage = makeStorage();
      const p = prefix();
      await storage.put(`${p}/gone.txt`, Buffer.from('x'), { contentType: 'text/plain' });
      await storage.put(`${p}/kept.txt`, Buffer.from('y'), { contentType: 'text/plain' });
      await storage.delete(`${p}/gone.txt`);
      expect(await storage.get(`${p}/gone.txt`)).toBeNull();
      expect(await storage.list(`${p}/`)).toEqual([`${p}/kept.txt`]);
      await expect(storage.delete(`${p}/gone.txt`)).resolves.toBeUndefined();
    });

    it.each([
      '../escape.txt',
      'a/../../escape.txt',
      'a/./b.txt',
      '/etc/passwd',
      'a//b.txt',
      'a/b/',
      '',
      'a\\..\\b.txt',
      'a/b\u0000.txt',
      '.hidden/x.txt',
      'a/.meta',
      'C:/windows.txt',
      'a/b c.txt',
    ])('rejects the unsafe key %j on every method', async (key) => {
      const storage = makeStorage();
      await expect(storage.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toBeInstanceOf(
        InvalidKeyError,
      );
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(storage.head(key)).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidKeyError);
    });

    it('rejects a list prefix that climbs out of the store', async () => {
      const storage = makeStorage();
      await expect(storage.list('../')).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(storage.list('a/../../')).rejects.toBeInstanceOf(InvalidKeyError);
    });

    it('stores and streams back a 5 MB object intact', async () => {
      const storage = makeStorage();
      const key = `${prefix()}/large.bin`;
      const bytes = randomBytes(5 * 1024 * 1024);
      await storage.put(key, bytes, { contentType: 'application/octet-stream' });
      const got = await storage.get(key);
      expect(got!.size).toBe(bytes.length);
      expect((await buffer(got!.body)).equals(bytes)).toBe(true);
    }, 30_000);
  });
}
