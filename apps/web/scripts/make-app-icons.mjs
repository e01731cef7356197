#!/usr/bin/env node
// The installable app's icons and web manifests, drawn from our own mark (the
// favicon's: a white cut of meat on the accent red), never downloaded:
//   public/app/icon-192.png, icon-512.png   (purpose "any": the round mark on transparent)
//   public/app/icon-maskable-512.png        (full-bleed red, the mark inside the 80% safe zone)
//   public/app/apple-touch-icon.png         (180 px, opaque: iOS fills transparency with black)
//   public/app/manifest-en.webmanifest, manifest-ko.webmanifest (the server links the page's language's)
// Build output (ignored by git): run before `vite build`, which copies public/ into dist/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = dirname(fileURLToPath(import.meta.url));
// `--out <dir>` writes elsewhere (the test does).
const outArg = process.argv.indexOf('--out');
const out = outArg > 0 && process.argv[outArg + 1] ? resolve(process.argv[outArg + 1]) : resolve(here, '../public/app');

const ACCENT = '#d32f2f';
const BACKGROUND = '#ffffff';
const THEME = '#4a4a4a'; // the header's grey (index.html's theme-color)
const CUT = 'M9 20c1-6 5-10 11-10 2 0 3 1 3 3-1 5-6 9-11 9-2 0-3-1-3-2z';

/** The round mark on a transparent 32-unit square (the favicon's drawing). */
const roundMark = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="${ACCENT}"/><path d="${CUT}" fill="#fff"/></svg>`;
/**
 * Full-bleed for masks (circle, squircle, rounded square): the cut, a third larger than on the round mark, still inside the
 * central 80% a mask never crops (the W3C's maskable safe zone).
 */
const maskableMark = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${ACCENT}"/><g transform="translate(16 16) scale(1.3) translate(-16 -16)"><path d="${CUT}" fill="#fff"/></g></svg>`;

const png = (svg, size) =>
  sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 32) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();

// The brand is not translated (the header shows it in both languages); the description is.
const BRAND = { name: 'Wholesale Meat Co.', short_name: 'Wholesale Meat' };
const DESCRIPTION = {
  en: 'Wholesale beef, pork and chicken for restaurants in Los Angeles.',
  ko: '로스앤젤레스 식당을 위한 소고기, 돼지고기, 닭고기 도매.',
};

function manifest(locale) {
  return {
    id: '/',
    lang: locale,
    ...BRAND,
    description: DESCRIPTION[locale],
    // Not `?lang=`: the installed app opens in the language last chosen (the cookie), not the
    // one it was installed in.
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME,
    background_color: BACKGROUND,
    icons: [
      { src: '/app/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/app/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/app/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

mkdirSync(out, { recursive: true });
const files = {
  'icon-192.png': await png(roundMark, 192),
  'icon-512.png': await png(roundMark, 512),
  'icon-maskable-512.png': await png(maskableMark, 512),
  'apple-touch-icon.png': await sharp(await png(maskableMark, 180))
    .flatten({ background: ACCENT })
    .png()
    .toBuffer(),
  'manifest-en.webmanifest': `${JSON.stringify(manifest('en'), null, 2)}\n`,
  'manifest-ko.webmanifest': `${JSON.stringify(manifest('ko'), null, 2)}\n`,
};
for (const [name, body] of Object.entries(files)) writeFileSync(join(out, name), body);
console.log(`app icons and manifests: ${Object.keys(files).length} files in ${out}`);
