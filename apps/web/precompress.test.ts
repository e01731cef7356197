import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

let dir: string | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('precompressDir', () => {
  it('writes .br and .gz next to text files that decompress to the original', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    const js = `export const words = ${JSON.stringify('meat '.repeat(500))};\n`;
    fs.writeFileSync(path.join(dir, 'assets', 'app-1.js'), js);
    fs.writeFileSync(path.join(dir, 'assets', 'tiny-2.js'), 'export{}');
    fs.writeFileSync(path.join(dir, 'photo.avif'), Buffer.alloc(2000, 7));
    fs.writeFileSync(path.join(dir, 'index.html'), `<html>${'x'.repeat(2000)}</html>`);

    const written = (await precompressDir(dir)).map((f) => path.relative(dir!, f)).sort();

    // Small files, binary formats and index.html (the server rewrites it per page) are left alone.
    expect(written).toEqual([path.join('assets', 'app-1.js.br'), path.join('assets', 'app-1.js.gz')]);
    const br = fs.readFileSync(path.join(dir, 'assets', 'app-1.js.br'));
    const gz = fs.readFileSync(path.join(dir, 'assets', 'app-1.js.gz'));
    expect(zlib.brotliDecompressSync(br).toString()).toBe(js);
    expect(zlib.gunzipSync(gz).toString()).toBe(js);
    expect(br.length).toBeLessThan(gz.length);
  });
});
