import { mkdtemp, readdir, rm, writeFile, mkdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local-disk';
import { describeObjectStorage } from './storage-contract';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'wholesale-storage-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describeObjectStorage('LocalDiskStorage', () => new LocalDiskStorage(path.join(root, 'store')));

describe('LocalDiskStorage specifics', () => {
  it('never writes outside its root, and leaves no temp files behind', async () => {
    const dir = path.join(root, 'confined');
    const storage = new LocalDiskStorage(dir);
    await storage.put('a/b.txt', Buffer.from('hi'), { contentType: 'text/plain' });
    await expect(storage.put('../outside.txt', Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow();
    expect(await readdir(root)).not.toContain('outside.txt');
    expect(await readdir(path.join(dir, '.tmp'))).toEqual([]);
  });

  it('keeps what it stores private to the server’s user (files 0600, folders 0700)', async () => {
    const dir = path.join(root, 'private');
    const storage = new LocalDiskStorage(dir);
    await storage.put('docs/license.pdf', Buffer.from('%PDF-1.4'), { contentType: 'application/pdf' });
    const mode = async (p: string) => (await stat(p)).mode & 0o777;
    expect(await mode(path.join(dir, 'docs', 'license.pdf'))).toBe(0o600);
    expect(await mode(path.join(dir, 'docs'))).toBe(0o700);
    expect(await mode(dir)).toBe(0o700);
  });

  it('serves a file placed by hand, with the content type from its extension', async () => {
    const dir = path.join(root, 'by-hand');
    await mkdir(path.join(dir, 'banners', 'en'), { recursive: true });
    await writeFile(path.join(dir, 'banners', 'en', '01.jpg'), Buffer.from([0xff, 0xd8, 0xff]));
    const storage = new LocalDiskStorage(dir);
    const got = await storage.get('banners/en/01.jpg');
    expect(got!.contentType).toBe('image/jpeg');
    expect(got!.etag).not.toBe('');
    expect(await buffer(got!.body)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(await storage.list('')).toEqual(['banners/en/01.jpg']);
  });

  it('keeps serving the old bytes to a reader that opened before an overwrite', async () => {
    const storage = new LocalDiskStorage(path.join(root, 'race'));
    await storage.put('x.bin', Buffer.alloc(64 * 1024, 1), { contentType: 'application/octet-stream' });
    const reader = await storage.get('x.bin');
    await storage.put('x.bin', Buffer.alloc(10, 2), { contentType: 'application/octet-stream' });
    const old = await buffer(reader!.body);
    expect(old.length).toBe(64 * 1024);
    expect(old.every((b) => b === 1)).toBe(true);
    const fresh = await storage.get('x.bin');
    expect(await buffer(fresh!.body)).toEqual(Buffer.alloc(10, 2));
  });
});

describe('LocalDiskStorage atomic writes', () => {
  it('keeps the previous object when a new body fails half-way', async () => {
    const { Readable } = await import('node:stream');
    const dir = path.join(root, 'atomic');
    const storage = new LocalDiskStorage(dir);
    await storage.put('doc.pdf', Buffer.from('version one'), { contentType: 'application/pdf' });
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('partial new ver');
        throw new Error('client went away');
      })(),
    );
    await expect(storage.put('doc.pdf', failing, { contentType: 'application/pdf' })).rejects.toThrow(
      'client went away',
    );
    expect((await buffer((await storage.get('doc.pdf'))!.body)).toString()).toBe('version one');
    expect(await readdir(path.join(dir, '.tmp'))).toEqual([]);
  });
});
