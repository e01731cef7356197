// Bundles the server (src/main.ts and the @wholesale/* workspace packages it imports, which are
// TypeScript source) into dist/main.js, and its two kinds of worker thread beside it. Every third-party package stays external and is loaded
// from the hoisted node_modules at the repo root, so native and WASM packages (argon2, PGlite)
// keep their own files next to them.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

/** Bare imports that are not workspace packages are external; relative imports are bundled. */
const externalizeThirdParty = {
  name: 'externalize-third-party',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@wholesale/')) return undefined; // bundle our own TS source
      return { path: args.path, external: true };
    });
  },
};

await build({
  absWorkingDir: here,
  // The server, the worker thread that draws its PDFs (src/pdf-pool.ts starts it) and the one
  // its embedded database runs in (packages/db's pglite-thread.ts starts it): dist/main.js,
  // dist/pdf-worker.js, dist/pglite-worker.js.
  entryPoints: [
    { in: 'src/main.ts', out: 'main' },
    { in: 'src/pdf-worker.ts', out: 'pdf-worker' },
    { in: '../../packages/db/src/pglite-worker.ts', out: 'pglite-worker' },
  ],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Node prints stack traces through the source map (main.ts enables it with setSourceMapsEnabled).
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalizeThirdParty],
  // CommonJS packages bundled into ESM may call require(); give them one.
  banner: {
    js: "import { createRequire as __wholesaleCreateRequire } from 'node:module';\nconst require = __wholesaleCreateRequire(import.meta.url);",
  },
});
