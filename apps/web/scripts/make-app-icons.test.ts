import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The installable app's icons and manifests, as the build writes them.
const script = fileURLToPath(new URL('./make-app-icons.mjs', import.meta.url));
let out: string;

beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'app-icons-'));
  execFileSync(process.execPath, [script, '--out', out], { stdio: 'pipe' });
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

interface Manifest {
  lang: string;
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

describe('the app icons and manifests', () => {
  it('draw each icon at its size, the maskable one full-bleed and the iPhone one opaque', async () => {
    for (const [file, size] of [
      ['icon-192.png', 192],
      ['icon-512.png', 512],
      ['icon-maskable-512.png', 512],
      ['apple-touch-icon.png', 180],
    ] as const) {
      const meta = await sharp(join(out, file)).metadata();
      expect([meta.format, meta.width, meta.height], file).toEqual(['png', size, size]);
    }
    // A mask crops the corners: the maskable icon's corner is the brand red, the round one's is see-through.
    const corner = async (file: string) => (await sharp(join(out, file)).ensureAlpha().raw().toBuffer()).subarray(0, 4);
    expect([...(await corner('icon-maskable-512.png'))]).toEqual([0xd3, 0x2f, 0x2f, 255]);
    expect((await corner('icon-512.png'))[3]).toBe(0);
    expect((await corner('apple-touch-icon.png'))[3]).toBe(255);
  });

  it('name the app, open standalone at the start page, and list every icon, in each language', () => {
    for (const locale of ['en', 'ko']) {
      const m = JSON.parse(readFileSync(join(out, `manifest-${locale}.webmanifest`), 'utf8')) as Manifest;
      expect(m).toMatchObject({
        lang: locale,
        name: 'Wholesale Meat Co.',
        short_name: 'Wholesale Meat',
        start_url: '/',
        display: 'standalone',
      });
      expect(m.theme_color).toMatch(/^#[0-9a-f]{6}$/);
      expect(m.background_color).toMatch(/^#[0-9a-f]{6}$/);
      expect(m.description.length).toBeGreaterThan(10);
      expect(m.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
      for (const icon of m.icons) expect(icon.src).toMatch(/^\/app\/icon-[a-z0-9-]+\.png$/);
    }
    const ko = JSON.parse(readFileSync(join(out, 'manifest-ko.webmanifest'), 'utf8')) as Manifest;
    expect(ko.description).toMatch(/[가-힣]/);
  });
});
