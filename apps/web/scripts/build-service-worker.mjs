#!/usr/bin/env node
// Build step after `vite build`: dist/sw.js, the storefront's service worker (src/sw/), bundled
// with its Workbox modules by esbuild, with the list of files to precache written into it.
// Files under /assets are named by their content (the URL is the revision); the others (the app
// shell, icons, manifests) carry a hash of their content, so a deploy that changes one of them
// changes sw.js, which is how the browser learns there is a new version.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { storefrontFiles } from './precache-list.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');

/** Unhashed files of the build the app needs offline. */
const UNHASHED = [
  'index.html',
  'favicon.svg',
  'app/manifest-en.webmanifest',
  'app/manifest-ko.webmanifest',
  'app/icon-192.png',
  'app/icon-512.png',
  'app/icon-maskable-512.png',
  'app/apple-touch-icon.png',
];

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const entries = [
  ...storefrontFiles(manifest).map((url) => ({ url, revision: null })),
  ...UNHASHED.filter((file) => existsSync(join(dist, file))).map((file) => ({
    url: `/${file}`,
    revision: createHash('sha256')
      .update(readFileSync(join(dist, file)))
      .digest('hex')
      .slice(0, 16),
  })),
];

await build({
  entryPoints: [join(root, 'src/sw/service-worker.ts')],
  outfile: join(dist, 'sw.js'),
  bundle: true,
  format: 'iife',
  target: 'es2020',
  minify: true,
  legalComments: 'none',
  define: {
    __PRECACHE_MANIFEST__: JSON.stringify(entries),
    // Workbox's development logging drops out.
    'process.env.NODE_ENV': '"production"',
  },
  logLevel: 'warning',
});
console.log(`dist/sw.js: ${entries.length} files precached`);
