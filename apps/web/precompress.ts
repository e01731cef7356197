// Build step: writes foo.js.br (brotli, quality 11) and foo.js.gz (gzip, level 9) next to every
// compressible file of the build, for the server's @fastify/static `preCompressed` option.
// Compressing once at build time affords the slowest, smallest settings; compressing per request
// the server uses brotli quality 4, whose output for the app chunk is several KB larger.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing (images, fonts and PDFs are compressed already). */
export const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Below this the response headers dominate and the saving is a few bytes. */
export const MIN_BYTES = 256;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // Skips .vite/ (the build manifest, read by the server from disk, never sent).
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) yield* filesUnder(full);
    } else if (entry.isFile()) yield full;
  }
}

/**
 * Compresses the compressible files under `dir`; returns the files written. A variant that is not
 * smaller than the original is not written (the server then sends the original).
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const jobs: Promise<string[]>[] = [];
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    jobs.push(
      (async () => {
        const body = await readFile(file);
        if (body.length < MIN_BYTES) return [];
        const [br, gz] = await Promise.all([
          brotli(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
          gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
        ]);
        const written: string[] = [];
        for (const [ext, data] of [
          ['.br', br],
          ['.gz', gz],
        ] as const) {
          if (data.length >= body.length) continue;
          await writeFile(file + ext, data);
          written.push(file + ext);
        }
        return written;
      })(),
    );
  }
  return (await Promise.all(jobs)).flat();
}

/** Vite plugin: runs precompressDir on the output directory after a production build. */
export function precompress(): Plugin {
  let outDir = 'dist';
  let log: (message: string) => void = () => {};
  return {
    name: 'wholesale-precompress',
    // The client build only: the server's render bundle (vite build --ssr) is read from disk, never sent.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    async closeBundle() {
      const written = await precompressDir(outDir);
      log(`pre-compressed ${written.length} files (.br, .gz)`);
    },
  };
}
